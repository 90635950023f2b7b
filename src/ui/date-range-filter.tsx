// <DateRangeFilter value onChange [today] />: the list date filter of spec 001 §5, shared by every
// list that filters by date (publish lists, synergy tasks, …). Shortcut buttons 全部 / 近7天 /
// 近30天 / 近90天 and two date pickers (start, end) in which future dates are disabled. `value`
// and the range given to onChange are { start, end } as yyyy-MM-dd (null: no bound); send it to
// the list's machine as its filter.
import { makeStyles, ToggleButton } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { clampRange, DATE_SHORTCUTS, dayText, parseDayText, rangeOf, shortcutOf, type DateRange } from './date-shortcuts.js';
import { MONDAY, ZH_DATE_PICKER_STRINGS } from './zh-date-picker.js';

export type { DateRange } from './date-shortcuts.js';

export const dateRangeMessages = {
  shortcuts: '日期范围',
  start: '开始日期',
  end: '结束日期',
  to: '至',
} as const;

const useStyles = makeStyles({
  row: { display: 'inline-flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap' },
  picker: { width: '140px' },
});

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today (tests); the current day by default. */
  today?: Date;
}

/** One end of the range: a day up to today, weeks from Monday, in Chinese. */
function DayPicker({ label, day, today, onPick }: { label: string; day: string | null; today: Date; onPick: (day: string | null) => void }) {
  const styles = useStyles();
  return (
    <DatePicker
      className={styles.picker}
      size="small"
      aria-label={label}
      placeholder={label}
      value={parseDayText(day)}
      maxDate={today}
      today={today}
      initialPickerDate={parseDayText(day) ?? today}
      firstDayOfWeek={MONDAY}
      strings={ZH_DATE_PICKER_STRINGS}
      formatDate={(d) => (d ? dayText(d) : '')}
      onSelectDate={(d) => onPick(d ? dayText(d) : null)}
    />
  );
}

export function DateRangeFilter({ value, onChange, today = new Date() }: DateRangeFilterProps) {
  const styles = useStyles();
  const active = shortcutOf(value, today);
  const pick = (next: DateRange) => onChange(clampRange(next, today));
  return (
    <div className={styles.row} role="group" aria-label={dateRangeMessages.shortcuts} data-testid="date-range-filter">
      {DATE_SHORTCUTS.map((s) => (
        <ToggleButton key={s.key} size="small" checked={active === s.key} onClick={() => onChange(rangeOf(s.key, today))}>
          {s.label}
        </ToggleButton>
      ))}
      <DayPicker label={dateRangeMessages.start} day={value.start} today={today} onPick={(start) => pick({ ...value, start })} />
      <span>{dateRangeMessages.to}</span>
      <DayPicker label={dateRangeMessages.end} day={value.end} today={today} onPick={(end) => pick({ ...value, end })} />
    </div>
  );
}
