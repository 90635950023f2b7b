// <DateRangeFilter value onChange [today] />: the list date filter of spec 001 §5, shared by every
// list that filters by date (publish lists, synergy tasks, …). Shortcut buttons 全部 / 近7天 /
// 近30天 / 近90天 and two date pickers (start, end) in which future dates are disabled. `value`
// and the range given to onChange are { start, end } as yyyy-MM-dd (null: no bound); send it to
// the list's machine as its filter.
import { makeStyles, ToggleButton } from '@fluentui/react-components';
import { DatePicker, defaultDatePickerStrings } from '@fluentui/react-datepicker-compat';
import type { DayOfWeek } from '@fluentui/react-calendar-compat';
import { clampRange, DATE_SHORTCUTS, dayText, parseDayText, rangeOf, shortcutOf, type DateRange } from './date-shortcuts.js';

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

const MONDAY = 1 as DayOfWeek;

const zhStrings = {
  ...defaultDatePickerStrings,
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
};

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today (tests); the current day by default. */
  today?: Date;
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
      <DatePicker
        className={styles.picker}
        size="small"
        aria-label={dateRangeMessages.start}
        placeholder={dateRangeMessages.start}
        value={parseDayText(value.start)}
        maxDate={today}
        firstDayOfWeek={MONDAY}
        strings={zhStrings}
        formatDate={(d) => (d ? dayText(d) : '')}
        onSelectDate={(d) => pick({ ...value, start: d ? dayText(d) : null })}
      />
      <span>{dateRangeMessages.to}</span>
      <DatePicker
        className={styles.picker}
        size="small"
        aria-label={dateRangeMessages.end}
        placeholder={dateRangeMessages.end}
        value={parseDayText(value.end)}
        maxDate={today}
        firstDayOfWeek={MONDAY}
        strings={zhStrings}
        formatDate={(d) => (d ? dayText(d) : '')}
        onSelectDate={(d) => pick({ ...value, end: d ? dayText(d) : null })}
      />
    </div>
  );
}
