// The boards of the on-air and new-media big screens (shared/screens.ts), drawn for a wall: per
// channel what is on now (with its progress) and next and how full today's list is; releases per
// desk as bars and the most-read stories. Dark, large, readable from across a control room.
import { makeStyles, ProgressBar, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { SCREEN_TEXTS as T, type BoardKind, type NewMediaBoard, type OnAirBoard, type OnAirChannel } from '../../../shared/screens.js';
import { AlertText } from '../../ui/alert-text.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { t } from './messages.js';
import { hms, parseHms } from '../../../shared/time.js';
import { liveKindInfo } from '../../../shared/live-kinds.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '12px' },
  heading: { fontSize: '20px', fontWeight: 600, color: '#e8f0ff', margin: 0 },
  channels: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: '14px' },
  card: {
    borderRadius: '10px',
    padding: '14px 18px',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    backgroundColor: 'rgba(58, 131, 255, 0.16)',
    border: '1px solid rgba(58, 131, 255, 0.55)',
    color: '#e8f0ff',
  },
  cardHead: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '8px' },
  channel: { fontSize: '20px', fontWeight: 600 },
  badge: { fontSize: '13px', padding: '1px 8px', borderRadius: '10px', backgroundColor: 'rgba(255, 255, 255, 0.14)' },
  warn: { backgroundColor: '#8a1f1f', color: '#ffffff' },
  label: { fontSize: '13px', color: '#b9cdf0' },
  now: { fontSize: '22px', fontWeight: 600, lineHeight: '30px' },
  next: { fontSize: '16px' },
  times: { fontSize: '13px', color: '#b9cdf0', fontVariantNumeric: 'tabular-nums' },
  muted: { color: '#b9cdf0' },
  // a channel without today's list is a gap in the output: it stands out
  noList: { color: '#ffd27a' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '8px', fontSize: '13px', color: '#b9cdf0' },
  panels: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))', gap: '18px' },
  bars: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '10px' },
  bar: { display: 'grid', gridTemplateColumns: '140px 1fr 56px', alignItems: 'center', gap: '10px', color: '#e8f0ff' },
  fill: { display: 'block', height: '14px', borderRadius: '7px', backgroundColor: '#3a83ff', minWidth: '4px' },
  track: { height: '14px', borderRadius: '7px', backgroundColor: 'rgba(255, 255, 255, 0.1)' },
  count: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  ranks: { margin: 0, paddingLeft: '28px', display: 'flex', flexDirection: 'column', gap: '8px', color: '#e8f0ff' },
  rank: { display: 'flex', justifyContent: 'space-between', gap: '12px' },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: '#ffb4b4' },
  boards: { display: 'flex', flexDirection: 'column', gap: '24px' },
});

const DAY = 86_400;

function ChannelCard({ c }: { c: OnAirChannel }) {
  const styles = useStyles();
  const length = c.now ? parseHms(c.now.endTime) - parseHms(c.now.startTime) : 0;
  const fill = Math.round((c.filledSeconds / DAY) * 100);
  return (
    <li className={styles.card} data-testid="onair-channel" aria-label={c.name}>
      <div className={styles.cardHead}>
        <span className={styles.channel}>{c.name}</span>
        <span className={`${styles.badge} ${c.enabled ? '' : styles.warn}`}>{c.enabled ? liveKindInfo(c.kind).noun : T.disabled}</span>
      </div>
      <span className={styles.label}>{T.nowOn}</span>
      {c.now ? (
        <>
          <span className={styles.now} data-testid="onair-now">
            {c.now.title}
            {c.now.episode ? ` ${c.now.episode}` : ''}
          </span>
          <ProgressBar value={length ? c.nowElapsed / length : 0} thickness="large" aria-label={`${c.name}${T.nowOn}进度`} />
          <span className={styles.times}>
            {c.now.startTime} – {c.now.endTime}
          </span>
        </>
      ) : (
        <span className={`${styles.now} ${c.entries ? styles.muted : styles.noList}`} data-testid="onair-now">
          {c.entries ? T.nothingNow : T.noList}
        </span>
      )}
      {c.entries ? (
        <>
          <span className={styles.label}>{T.nextUp}</span>
          <span className={styles.next} data-testid="onair-next">
            {c.next ? `${c.next.startTime.slice(0, 5)} ${c.next.title}` : T.nothingNext}
          </span>
        </>
      ) : null}
      <div className={styles.row}>
        <span>{T.fill(fill)}</span>
        <span>{T.entries(c.entries)}</span>
        {c.gapSeconds ? <span>{T.gaps(hms(c.gapSeconds))}</span> : null}
      </div>
    </li>
  );
}

/** A board's section: its heading, then its list, or a muted line while the list is empty. */
function BoardSection({ id, heading, count, emptyText, children }: { id: string; heading: ReactNode; count: number; emptyText: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {count ? children : <Text className={styles.muted}>{emptyText}</Text>}
    </section>
  );
}

export function OnAirView({ board }: { board: OnAirBoard }) {
  const styles = useStyles();
  return (
    <BoardSection id="onair-heading" heading={T.channels} count={board.channels.length} emptyText={T.channelsEmpty}>
      <ul className={styles.channels}>
        {board.channels.map((c) => (
          <ChannelCard key={c.liveTvId} c={c} />
        ))}
      </ul>
    </BoardSection>
  );
}

export function NewMediaView({ board }: { board: NewMediaBoard }) {
  const styles = useStyles();
  const most = Math.max(1, ...board.byDesk.map((d) => d.releases));
  return (
    <div className={styles.panels}>
      <BoardSection
        id="desk-heading"
        heading={
          <>
            {T.byDesk} <span className={styles.label}>{T.releases(board.releases)}</span>
          </>
        }
        count={board.byDesk.length}
        emptyText={T.desksEmpty}
      >
        <ul className={styles.bars}>
          {board.byDesk.map((d) => (
            <li key={d.deptId} className={styles.bar} data-testid="desk-releases">
              <span className={styles.title}>{d.desk}</span>
              <span className={styles.track}>
                <span className={styles.fill} style={{ width: `${(d.releases / most) * 100}%` }} />
              </span>
              <span className={styles.count}>{d.releases}</span>
            </li>
          ))}
        </ul>
      </BoardSection>
      <BoardSection id="top-heading" heading={T.top} count={board.top.length} emptyText={T.storiesEmpty}>
        <ol className={styles.ranks}>
          {board.top.map((s) => (
            <li key={s.id} data-testid="top-story">
              <span className={styles.rank}>
                <span className={styles.title}>{s.title}</span>
                <span className={styles.muted}>{T.views(s.views)}</span>
              </span>
            </li>
          ))}
        </ol>
      </BoardSection>
    </div>
  );
}

/** The boards of `kind`, loaded and reloaded every 10 s (statechart screenBoard). */
export function ScreenBoards({ kind }: { kind: BoardKind }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('screenBoard'), { input: { kind }, inspect: useInspect() });
  const { onAir, newMedia, error } = useSelector(actor, (s) => s.context);
  const at = onAir?.at ?? newMedia?.at;
  return (
    <div className={styles.boards}>
      <AlertText text={error} className={styles.error} />
      {!onAir && !newMedia && !error ? <Spinner label={t.loading} /> : null}
      {onAir ? <OnAirView board={onAir} /> : null}
      {newMedia ? <NewMediaView board={newMedia} /> : null}
      {at ? (
        <Text className={styles.muted} size={200}>
          {t.refreshedAt(formatDateTime(at))}
        </Text>
      ) : null}
    </div>
  );
}
