// 通道监控 (component 'live/channel-monitor', /cloudLiveBroadcast/channelMinitor): every live
// channel of the tenant as a tile with its state and play address; the watched one plays in the
// player (hls.js for HLS). A channel without a live signal says so instead of a black player.
import { Badge, Button, Caption1, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, EyeRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { isPassagewaySelectable, monitorPlayUrl, PASSAGEWAY_TYPE_NAMES, passagewayStateName, type PassagewayItem } from '../../../shared/live-rules.js';
import { SIGNAL_TEXT, type LiveSignal } from '../../../shared/live-signal.js';
import { beijingText } from '../../../shared/time.js';
import { CopyText } from '../../ui/copy-text.js';
import { useInspect } from '../../ui/inspect-context.js';
import { LivePlayer } from '../../ui/live-player.js';
import { useLogic } from '../../ui/logic.js';
import { monitorText as t } from './messages.js';
import { commonMessages } from '../../ui/messages.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)', gap: '16px', alignItems: 'start' },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '16px', boxShadow: tokens.shadow4 },
  head: { display: 'flex', alignItems: 'center', gap: '12px', marginBottom: '12px', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '12px' },
  tile: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '8px',
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    minWidth: 0,
  },
  watched: { border: `2px solid ${tokens.colorBrandStroke1}`, padding: '11px' },
  lost: { border: `2px solid ${tokens.colorPaletteRedBorder2}`, padding: '11px', backgroundColor: tokens.colorPaletteRedBackground1 },
  row: { display: 'flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap' },
  player: { display: 'flex', flexDirection: 'column', gap: '10px', position: 'sticky', top: '0' },
  noSignal: {
    aspectRatio: '16 / 9',
    backgroundColor: '#1b1b1b',
    color: '#f0f0f0',
    borderRadius: '8px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: '12px',
  },
});

function StateBadge({ c }: { c: PassagewayItem }) {
  const live = isPassagewaySelectable(c);
  return (
    <Badge appearance="tint" shape="rounded" color={live ? 'success' : c.passagewayState === 0 ? 'informative' : 'warning'} data-testid="monitor-state">
      {passagewayStateName(c.passagewayType, c.passagewayState)}
    </Badge>
  );
}

/** A channel that should be live (直播中) and whose signal is down: 无信号 (an idle channel's state says enough). */
const isLost = (c: PassagewayItem, signal: LiveSignal | undefined) => signal?.state === 'down' && isPassagewaySelectable(c);

/** 无信号 in red while the channel's signal is down; 信号恢复 in green once it came back. */
function SignalBadge({ c, signal, recovered }: { c: PassagewayItem; signal: LiveSignal | undefined; recovered: boolean }) {
  if (signal && isLost(c, signal))
    return (
      <Badge appearance="filled" shape="rounded" color="danger" data-testid="monitor-signal" title={signal.since ? t.lostSince(beijingText(signal.since)) : undefined}>
        {SIGNAL_TEXT.down}
      </Badge>
    );
  if (signal?.state === 'up' && recovered)
    return (
      <Badge appearance="tint" shape="rounded" color="success" data-testid="monitor-signal">
        {SIGNAL_TEXT.recovered}
      </Badge>
    );
  return null;
}

function Watched({ c, signal }: { c: PassagewayItem | undefined; signal: LiveSignal | undefined }) {
  const styles = useStyles();
  if (!c) return <Text>{t.pick}</Text>;
  const url = monitorPlayUrl(c);
  const live = isPassagewaySelectable(c);
  return (
    <div className={styles.player} data-testid="monitor-player" data-passageway={c.passagewayId}>
      <div className={styles.row}>
        <Text size={500} weight="semibold">
          {c.livePwName}
        </Text>
        <StateBadge c={c} />
      </div>
      {signal && isLost(c, signal) ? (
        <MessageBar intent="error" data-testid="monitor-player-signal">
          <MessageBarBody>
            {SIGNAL_TEXT.down}
            {signal.since ? `：${t.lostSince(beijingText(signal.since))}` : ''}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {live && url ? (
        <LivePlayer key={url} src={url} label={c.livePwName} />
      ) : (
        <div className={styles.noSignal} role="status">
          {live ? t.noAddress : t.noSignal(passagewayStateName(c.passagewayType, c.passagewayState))}
        </div>
      )}
      <Caption1>{t.playAddress}</Caption1>
      <CopyText value={url} label={t.playAddress} />
    </div>
  );
}

export default function ChannelMonitorPage() {
  const styles = useStyles();
  const actor = useActorRef(useLogic('channelMonitor'), { inspect: useInspect() });
  const { channels, watching, error, signals, recovered, sound } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const liveCount = channels.filter(isPassagewaySelectable).length;
  return (
    <div className={styles.root} data-testid="channel-monitor">
      <section className={styles.card}>
        <div className={styles.head}>
          <Text as="h2" size={500} weight="semibold">
            {t.title}
          </Text>
          <Text>
            {t.total(channels.length)}，{t.live(liveCount)}
          </Text>
          {loading ? <Spinner aria-label={commonMessages.loading} size="extra-tiny" /> : null}
          <span className={styles.grow} />
          <Switch label={t.sound} checked={sound} onChange={() => actor.send({ type: 'sound.toggle' })} data-testid="monitor-sound" />
          <Button icon={<ArrowClockwiseRegular />} disabled={loading} onClick={() => actor.send({ type: 'monitor.refresh' })}>
            {t.refresh}
          </Button>
        </div>
        {failed ? <ErrorBar text={<>{t.failed}：{error}</>} /> : null}
        {!loading && !failed && channels.length === 0 ? <Text>{t.empty}</Text> : null}
        <div className={styles.tiles}>
          {channels.map((c) => {
            const on = c.passagewayId === watching;
            const signal = signals[c.passagewayId];
            return (
              <article
                key={c.passagewayId}
                className={mergeClasses(styles.tile, on && styles.watched, isLost(c, signal) && styles.lost)}
                data-signal={signal?.state ?? 'unknown'}
                data-testid={`monitor-tile-${c.passagewayId}`}
                aria-label={c.livePwName}
              >
                <div className={styles.row}>
                  <Text weight="semibold" truncate wrap={false}>
                    {c.livePwName}
                  </Text>
                  <Caption1>{PASSAGEWAY_TYPE_NAMES[c.passagewayType]}</Caption1>
                  <StateBadge c={c} />
                  <SignalBadge c={c} signal={signal} recovered={recovered.includes(c.passagewayId)} />
                </div>
                <Caption1 truncate wrap={false} title={monitorPlayUrl(c)}>
                  {monitorPlayUrl(c) || '—'}
                </Caption1>
                <div className={styles.row}>
                  <Button
                    size="small"
                    appearance={on ? 'primary' : 'secondary'}
                    icon={<EyeRegular />}
                    aria-pressed={on}
                    // named by what it shows, then the channel (label in name)
                    aria-label={`${on ? t.watching : t.watch}：${c.livePwName}`}
                    onClick={() => actor.send({ type: 'channel.watch', passagewayId: c.passagewayId })}
                  >
                    {on ? t.watching : t.watch}
                  </Button>
                  <Caption1>{c.serverName}</Caption1>
                </div>
              </article>
            );
          })}
        </div>
      </section>
      <aside className={styles.card}>
        <Watched c={channels.find((c) => c.passagewayId === watching)} signal={watching === null ? undefined : signals[watching]} />
      </aside>
    </div>
  );
}
