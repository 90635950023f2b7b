// 违禁词 (/interaction/forbiddenWords, component 'interaction/forbidden-words').
import { ForbiddenListPage } from './forbidden-list-page.js';

export default function ForbiddenWordsPage() {
  return <ForbiddenListPage kind="words" />;
}
