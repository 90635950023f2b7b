// 禁言用户 (/interaction/forbiddenUsers, component 'interaction/forbidden-users').
import { ForbiddenListPage } from './forbidden-list-page.js';

export default function ForbiddenUsersPage() {
  return <ForbiddenListPage kind="users" />;
}
