// The schedule's date picker (the editor's date strip, the copy and template dialogs): the
// Fluent UI date picker in Chinese, weeks from Monday, no day more than 60 days ahead, a date
// typed as yyyy-MM-dd (or yyyyMMdd) taken on Enter or blur, and the days that hold a programme
// list marked with a dot (their cells carry data-marked and say 有节目单).
import { makeStyles, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { SCHEDULE } from '../../../shared/schedule.js';
import { addDays } from '../../machines/schedule-days.js';
import { MONDAY, ZH_DATE_PICKER_STRINGS } from '../../ui/zh-date-picker.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  picker: { width: '160px' },
  // the cells of days holding a list (data-marked, set by customDayCellRef) get a dot
  calendar: {
    '& [data-marked="1"]': { position: 'relative' },
    '& [data-marked="1"]::after': {
      content: '""', position: 'absolute', left: '50%', bottom: '2px', width: '5px', height: '5px', marginLeft: '-2.5px',
      borderRadius: '50%', backgroundColor: tokens.colorPaletteGreenForeground1, pointerEvents: 'none',
    },
  },
});

export const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
const fromDate = (d: Date) => dayjs(d).format('YYYYMMDD');

/** The field's text (stable: the picker resets what is typed whenever this or its value changes identity). */
const formatDay = (d?: Date) => (d ? dayjs(d).format('YYYY-MM-DD') : '');

/** yyyy-MM-dd or yyyyMMdd typed into the field; null for anything else. */
function parseTyped(text: string): Date | null {
  const m = /^\s*(\d{4})-?(\d{2})-?(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : null;
}

export function DayPicker(props: {
  label: string;
  /** yyyyMMdd shown; null: empty. */
  value: string | null;
  today: string;
  /** Days holding a list. */
  marked: ReadonlySet<string>;
  onSelect: (day: string | null) => void;
  className?: string;
}) {
  const { label, value, today, marked, onSelect, className } = props;
  const styles = useStyles();
  // the same Date objects between renders, or the picker drops the text being typed
  const date = useMemo(() => (value ? toDate(value) : null), [value]);
  const maxDate = useMemo(() => toDate(addDays(today, SCHEDULE.maxDaysAhead)), [today]);
  return (
    <DatePicker
      className={className ?? styles.picker}
      aria-label={label}
      placeholder={t.chooseDate}
      value={date}
      maxDate={maxDate}
      firstDayOfWeek={MONDAY}
      strings={ZH_DATE_PICKER_STRINGS}
      allowTextInput
      parseDateFromString={parseTyped}
      formatDate={formatDay}
      onSelectDate={(d) => onSelect(d ? fromDate(d) : null)}
      calendar={{
        className: styles.calendar,
        calendarDayProps: {
          // a ref callback: called with null when the cell goes away
          customDayCellRef: (el: HTMLElement | null, date) => {
            if (!el) return;
            const has = marked.has(fromDate(date));
            if (has) el.setAttribute('data-marked', '1');
            else el.removeAttribute('data-marked');
            el.title = has ? t.hasList : '';
          },
        },
      }}
    />
  );
}
