// Two date fields (yyyy-MM-dd, future dates disabled as the spec's list filters do) and the
// spec's shortcuts: all time, past 7, 30, 90 days.
import { Button, Field, Input } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { orgText as t } from './messages.js';

export const RANGE_SHORTCUTS = [
  { label: '全部时间', days: 0 },
  { label: '最近7天', days: 7 },
  { label: '最近30天', days: 30 },
  { label: '最近90天', days: 90 },
] as const;

export interface DateRange {
  beginDate: string;
  endDate: string;
}

export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (v: DateRange) => void }) {
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <Field label={t.beginDate}>
        <Input type="date" max={today} value={value.beginDate} onChange={(_, d) => onChange({ ...value, beginDate: d.value })} />
      </Field>
      <Field label={t.endDate}>
        <Input type="date" max={today} value={value.endDate} onChange={(_, d) => onChange({ ...value, endDate: d.value })} />
      </Field>
      {RANGE_SHORTCUTS.map((s) => (
        <Button
          key={s.days}
          type="button"
          appearance="subtle"
          onClick={() => onChange(s.days ? { beginDate: dayjs().subtract(s.days - 1, 'day').format('YYYY-MM-DD'), endDate: today } : { beginDate: '', endDate: '' })}
        >
          {s.label}
        </Button>
      ))}
    </>
  );
}
