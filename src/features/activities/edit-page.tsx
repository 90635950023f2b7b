// 新建/编辑活动 (/addOrEdit, component 'activities/edit'): ?id= edits that activity.
import { useSearchParams } from 'react-router-dom';
import { ActivityForm } from './activity-form.js';
import { activityText as t } from './messages.js';

export default function ActivityEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return <ActivityForm key={id} id={id} kind="lottery" title={id ? t.editTitle : t.newTitle} />;
}
