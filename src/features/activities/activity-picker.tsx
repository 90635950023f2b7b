// The activity choice of the draw and winners screens: picking one puts its id in the address
// (?id=, replacing the entry) and tells the screen's machine.
import { Field, Select } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { ActivitySummary } from '../../../shared/activities.js';
import { activityText as t } from './messages.js';

export function ActivityPicker({ activities, activityId, disabled, path, onPick }: { activities: ActivitySummary[]; activityId: number; disabled: boolean; path: string; onPick: (activityId: number) => void }) {
  const navigate = useNavigate();
  return (
    <Field label={t.pickActivity}>
      <Select
        value={String(activityId || '')}
        disabled={disabled}
        onChange={(_, d) => {
          const id = Number(d.value);
          navigate(id ? `${path}?id=${id}` : path, { replace: true });
          onPick(id);
        }}
      >
        <option value="">{t.pickActivity}</option>
        {activities.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
