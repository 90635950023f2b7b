// The right pane's date controls: a Fluent UI date picker (no date more than 60 days ahead) with
// shortcuts today / yesterday / a week ago, and 20 date tabs from 8 days before to 11 after the
// chosen date, each showing month-day and weekday (dayjs, zh-cn) and named by them, the full date
// as its description.
import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { SCHEDULE } from '../../../shared/schedule.js';
import { addDays, dateWindow, isChoosable } from '../../machines/schedule-days.js';
import { MONDAY, ZH_DATE_PICKER_STRINGS } from '../../ui/zh-date-picker.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  tab: { display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: '16px', minWidth: '44px' },
  weekday: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  picker: { width: '160px' },
});

const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
const fromDate = (d: Date) => dayjs(d).format('YYYYMMDD');

export function DayStrip(props: {
  /** The day being edited. */
  day: string;
  /** The date chosen in the picker (centre of the tabs). */
  anchor: string;
  today: string;
  onAnchor: (day: string) => void;
  onDay: (day: string) => void;
}) {
  const { day, anchor, today, onAnchor, onDay } = props;
  const styles = useStyles();
  const choose = (d: string) => {
    if (!isChoosable(d, today)) return;
    onAnchor(d);
    onDay(d);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '6px' }}>
      <div className={styles.row}>
        <DatePicker
          className={styles.picker}
          aria-label={t.chooseDate}
          placeholder={t.chooseDate}
          value={toDate(anchor)}
          maxDate={toDate(addDays(today, SCHEDULE.maxDaysAhead))}
          firstDayOfWeek={MONDAY}
          strings={ZH_DATE_PICKER_STRINGS}
          formatDate={(d) => (d ? dayjs(d).format('YYYY-MM-DD') : '')}
          onSelectDate={(d) => d && choose(fromDate(d))}
        />
        <Button size="small" onClick={() => choose(today)}>
          {t.today}
        </Button>
        <Button size="small" onClick={() => choose(addDays(today, -1))}>
          {t.yesterday}
        </Button>
        <Button size="small" onClick={() => choose(addDays(today, -7))}>
          {t.weekAgo}
        </Button>
      </div>
      <TabList className={styles.tabs} size="small" selectedValue={day} onTabSelect={(_, d) => onDay(String(d.value))} aria-label={t.chooseDate}>
        {dateWindow(anchor).map((d) => {
          const date = dayjs(toDate(d)).locale('zh-cn');
          return (
            // named by what it shows (WCAG 2.5.3 label in name); the full date is its description
            <Tab key={d} value={d} disabled={!isChoosable(d, today)} data-day={d} title={date.format('YYYY年M月D日 dddd')}>
              <span className={styles.tab}>
                <span>{date.format('MM-DD')}</span>{' '}
                <span className={styles.weekday}>{date.format('ddd')}</span>
              </span>
            </Tab>
          );
        })}
      </TabList>
    </div>
  );
}
