// The right pane's date controls: the schedule's date picker (no date more than 60 days ahead)
// with shortcuts today / yesterday / a week ago, and 20 date tabs from 8 days before to 11 after
// the anchor, each showing month-day and weekday (dayjs, zh-cn) and named by them, the full date
// as its description. The picker always shows the chosen tab's day; days holding a list are
// marked in both (a dot; 有节目单 in the description).
import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { addDays, dateWindow, isChoosable } from '../../machines/schedule-days.js';
import { DayPicker, toDate } from './day-picker.js';
import { scheduleText as t } from './messages.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  tab: { display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: '16px', minWidth: '44px' },
  weekday: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  dot: { width: '5px', height: '5px', borderRadius: '50%', marginTop: '1px', backgroundColor: tokens.colorPaletteGreenForeground1 },
  noDot: { width: '5px', height: '5px', marginTop: '1px' },
});

export function DayStrip(props: {
  /** The day being edited (the chosen tab; the picker shows it). */
  day: string;
  /** The centre of the tabs. */
  anchor: string;
  today: string;
  /** Days holding a list. */
  marked: ReadonlySet<string>;
  onAnchor: (day: string) => void;
  onDay: (day: string) => void;
}) {
  const { day, anchor, today, marked, onAnchor, onDay } = props;
  const styles = useStyles();
  const choose = (d: string) => {
    if (!isChoosable(d, today)) return;
    onAnchor(d);
    onDay(d);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '6px' }}>
      <div className={styles.row}>
        <DayPicker label={t.chooseDate} value={day} today={today} marked={marked} onSelect={(d) => d && choose(d)} />
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
          const has = marked.has(d);
          return (
            // named by what it shows (WCAG 2.5.3 label in name); the full date (and 有节目单) is its description
            <Tab
              key={d}
              value={d}
              disabled={!isChoosable(d, today)}
              data-day={d}
              data-marked={has ? '1' : undefined}
              title={`${date.format('YYYY年M月D日 dddd')}${has ? ` · ${t.hasList}` : ''}`}
            >
              <span className={styles.tab}>
                <span>{date.format('MM-DD')}</span>{' '}
                <span className={styles.weekday}>{date.format('ddd')}</span>
                <span className={has ? styles.dot : styles.noDot} aria-hidden="true" />
              </span>
            </Tab>
          );
        })}
      </TabList>
    </div>
  );
}
