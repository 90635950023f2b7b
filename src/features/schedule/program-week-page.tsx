// 一周节目单 (component key 'schedule/program-week', ?liveTvId=&day=): a channel's week, Monday to
// Sunday, from the week statechart (GET live/program/week). Each day is a column drawn on a 24-hour
// scale: its programmes (pinned ones marked 固定开始), its gaps highlighted, the entry count, the
// covered time and the gaps in words; today is marked; each day's heading opens that day in the
// editor.
import { Badge, Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ChevronLeftRegular, ChevronRightRegular, DocumentCopyRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { addDays, dayOf } from '../../machines/schedule-days.js';
import { hms, parseHms } from '../../machines/schedule-time.js';
import type { WeekDay } from '../../machines/schedule-week.machine.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { commonMessages } from '../../ui/messages.js';
import { scheduleText as t } from './messages.js';
import { dayHref } from './paths.js';
import { ChannelDayScreen } from './channel-day.js';
import { TemplateDialog } from './template-dialog.js';

/** Height of a day's 24 hours, in pixels. */
const SCALE = 576;
const DAY_SECONDS = 86400;
/** Beyond this many entries a day is drawn as its covered runs (the gaps stay exact). */
const DRAWN_ENTRIES = 300;
const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  head: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  grow: { flexGrow: 1 },
  back: { display: 'inline-flex', alignItems: 'center', gap: '4px', color: tokens.colorBrandForegroundLink },
  error: { color: tokens.colorPaletteRedForeground1 },
  grid: {
    display: 'grid', gridTemplateColumns: '44px repeat(7, minmax(110px, 1fr))', gap: '8px', padding: '12px', borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, overflowX: 'auto',
  },
  dayHead: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', minHeight: '84px', padding: '0 4px' },
  today: { outline: `2px solid ${tokens.colorBrandStroke1}`, borderRadius: '6px' },
  dayLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink },
  small: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  gapText: { fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteDarkOrangeForeground1 },
  ruler: { position: 'relative', height: `${SCALE}px`, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  tick: { position: 'absolute', right: '4px', transform: 'translateY(-50%)' },
  column: {
    position: 'relative', height: `${SCALE}px`, borderRadius: '4px', overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3, border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  block: {
    position: 'absolute', left: '2px', right: '2px', boxSizing: 'border-box', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis',
    fontSize: tokens.fontSizeBase100, lineHeight: '14px', padding: '0 4px', borderRadius: '2px',
    backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1, borderTop: `1px solid ${tokens.colorNeutralBackground1}`,
  },
  live: { backgroundColor: tokens.colorPaletteRedBackground1 },
  pinned: { borderLeft: `3px solid ${tokens.colorPaletteDarkOrangeBorder2}`, fontWeight: tokens.fontWeightSemibold },
  gap: {
    position: 'absolute', left: 0, right: 0, boxSizing: 'border-box',
    backgroundImage: `repeating-linear-gradient(45deg, ${tokens.colorPaletteYellowBackground2} 0 6px, ${tokens.colorPaletteDarkOrangeBackground1} 6px 12px)`,
    borderTop: `1px dashed ${tokens.colorPaletteDarkOrangeBorder2}`, borderBottom: `1px dashed ${tokens.colorPaletteDarkOrangeBorder2}`,
  },
});

const y = (seconds: number) => (seconds / DAY_SECONDS) * SCALE;

interface Span {
  from: number;
  to: number;
}

/** The day's uncovered spans between 00:00:00 and the last end, and its covered runs. */
function spansOf(d: WeekDay): { gaps: Span[]; runs: Span[] } {
  const gaps: Span[] = [];
  const runs: Span[] = [];
  let t = 0;
  for (const e of d.entries) {
    const from = parseHms(e.startTime);
    const to = parseHms(e.endTime);
    if (from > t) gaps.push({ from: t, to: from });
    const last = runs[runs.length - 1];
    if (last && last.to === from) last.to = to;
    else runs.push({ from, to });
    t = to;
  }
  return { gaps, runs };
}

const label = (day: string) => `${Number(day.slice(4, 6))}月${Number(day.slice(6))}日`;

function DayColumn({ d, liveTvId, today, weekday }: { d: WeekDay; liveTvId: number; today: boolean; weekday: string }) {
  const styles = useStyles();
  const { gaps, runs } = useMemo(() => spansOf(d), [d]);
  const drawn = d.entries.length <= DRAWN_ENTRIES;
  return (
    <section aria-label={`${weekday} ${label(d.day)}`} data-testid="week-day" data-day={d.day}>
      <div className={mergeClasses(styles.dayHead, today && styles.today)}>
        <Link className={styles.dayLink} to={dayHref(liveTvId, d.day)} aria-label={t.weekDayOpen(`${weekday} ${label(d.day)}`)}>
          {weekday} {label(d.day)}
        </Link>
        {today ? (
          <Badge appearance="filled" color="brand" size="small">
            {t.weekToday}
          </Badge>
        ) : null}
        <Text className={styles.small} data-testid="week-fill">
          {d.entries.length ? t.weekFill(d.entries.length, hms(d.seconds)) : t.weekEmpty}
        </Text>
        {d.gaps > 0 ? (
          <Text className={styles.gapText} data-testid="week-gaps">
            {t.weekGaps(hms(d.gaps))}
          </Text>
        ) : null}
      </div>
      <div className={styles.column} aria-hidden="true">
        {drawn
          ? d.entries.map((e, i) => {
              const from = parseHms(e.startTime);
              const to = parseHms(e.endTime);
              const name = e.programTitle ?? e.liveProgramName;
              return (
                <div
                  key={i}
                  className={mergeClasses(styles.block, e.liveProgramAddresstype === 2 && styles.live, e.fixedStart === 1 && styles.pinned)}
                  style={{ top: `${y(from)}px`, height: `${Math.max(1, y(to) - y(from))}px` }}
                  title={`${e.startTime}–${e.endTime} ${name}${e.fixedStart === 1 ? `（${t.weekFixed}）` : ''}`}
                  data-testid={e.fixedStart === 1 ? 'week-pinned' : undefined}
                >
                  {y(to) - y(from) >= 13 ? `${e.fixedStart === 1 ? '◆ ' : ''}${e.startTime.slice(0, 5)} ${name}` : null}
                </div>
              );
            })
          : runs.map((r) => <div key={r.from} className={styles.block} style={{ top: `${y(r.from)}px`, height: `${Math.max(1, y(r.to) - y(r.from))}px` }} />)}
        {gaps.map((g) => (
          <div key={g.from} className={styles.gap} style={{ top: `${y(g.from)}px`, height: `${Math.max(2, y(g.to) - y(g.from))}px` }} title={`${hms(g.from)}–${hms(g.to)}`} data-testid="week-gap" />
        ))}
      </div>
    </section>
  );
}

export default function ProgramWeekPage() {
  return <ChannelDayScreen screen={(liveTvId, day) => <Week liveTvId={liveTvId} day={day} />} />;
}

function Week({ liveTvId, day }: { liveTvId: number; day: string | null }) {
  const styles = useStyles();
  const inspect = useInspect();
  const today = useMemo(() => dayOf(new Date()), []);
  const actor = useActorRef(useLogic('scheduleWeek'), { input: { liveTvId, day: day ?? today, today }, inspect });
  const days = useSelector(actor, (s) => s.context.days);
  const monday = useSelector(actor, (s) => s.context.monday);
  const channelName = useSelector(actor, (s) => s.context.channelName);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const canMove = useSelector(actor, (s) => s.can({ type: 'week.prev' }));
  const canThis = useSelector(actor, (s) => s.can({ type: 'week.today' }));
  const editable = useSelector(actor, (s) => s.context.editable);
  // the templates dialog (view state) and the days holding a list for its pickers
  const [templating, setTemplating] = useState(false);
  const marks = useActorRef(useLogic('dayMarks'), { input: { liveTvId, day: monday }, inspect });
  const markedDays = useSelector(marks, (s) => s.context.days);
  const marked = useMemo(() => new Set(markedDays), [markedDays]);
  useEffect(() => marks.send({ type: 'marks.around', day: monday }), [marks, monday]);
  const weekdays = [...t.weekdays.slice(1), t.weekdays[0]!];
  const sunday = days[6]?.day;
  return (
    <section className={styles.page} data-testid="program-week">
      <div className={styles.head}>
        <Link to={dayHref(liveTvId, day ?? today)} className={styles.back}>
          <ArrowLeftRegular /> {t.editorTitle}
        </Link>
        <Text as="h2" size={500} weight="semibold">
          {t.weekTitle}
        </Text>
        <Text className={styles.meta}>{channelName}</Text>
        <span className={styles.grow} />
        <Button icon={<ChevronLeftRegular />} disabled={!canMove} onClick={() => actor.send({ type: 'week.prev' })}>
          {t.weekPrev}
        </Button>
        <Button disabled={!canThis} onClick={() => actor.send({ type: 'week.today' })}>
          {t.weekThis}
        </Button>
        <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={!canMove} onClick={() => actor.send({ type: 'week.next' })}>
          {t.weekNext}
        </Button>
        {editable ? (
          <Button icon={<DocumentCopyRegular />} onClick={() => setTemplating(true)}>
            {t.templates}
          </Button>
        ) : null}
        <Text data-testid="week-range">{t.weekRangeLabel(label(monday), sunday ? label(sunday) : '')}</Text>
        {loading ? <Spinner size="extra-tiny" aria-label={commonMessages.loading} /> : null}
      </div>
      {error ? (
        <div className={styles.head}>
          <Text role="alert" className={styles.error}>
            {t.weekFailed}：{error}
          </Text>
          <Button onClick={() => actor.send({ type: 'week.reload' })}>{t.retry}</Button>
        </div>
      ) : null}
      <div className={styles.grid}>
        <div className={styles.ruler} aria-hidden="true" style={{ marginTop: '92px' }}>
          {HOURS.map((h) => (
            <span key={h} className={styles.tick} style={{ top: `${y(h * 3600)}px` }}>
              {`${String(h).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        {days.map((d, i) => (
          <DayColumn key={d.day} d={d} liveTvId={liveTvId} today={d.day === today} weekday={weekdays[i]!} />
        ))}
      </div>
      <Text className={styles.meta}>
        ◆ {t.weekFixed}
      </Text>
      {templating ? (
        <TemplateDialog
          liveTvId={liveTvId}
          today={today}
          fromDay={null}
          range={{ from: monday, to: addDays(monday, 6) }}
          marked={marked}
          onApplied={() => {
            marks.send({ type: 'marks.reload' });
            actor.send({ type: 'week.reload' });
          }}
          onClose={() => setTemplating(false)}
        />
      ) : null}
    </section>
  );
}
