// 通道监控 (/cloudLiveBroadcast/channelMinitor): every live channel (passageway) of the tenant with
// its state, one of them watched in the player. The list is read again every REFRESH_MS (or on
// 刷新), keeping the watched channel while it exists; the first load watches the first live one.
// Each push channel's live signal (docs/signal.md) comes with every load and, between loads, from
// the message socket's { liveSignal } frames (the `signalFeed` actor): a channel that goes down
// shows 无信号 (and beeps when 声音提醒 is on), one that comes back shows 信号恢复 until it goes down.
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import { isPassagewaySelectable, type PassagewayItem } from '../../shared/live-rules.js';
import type { LiveSignal } from '../../shared/live-signal.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

/** How often the monitor reads the channels' states again. */
export const MONITOR_REFRESH_MS = 15_000;

/** What one load reads: the channels and their signals. */
export interface MonitorLoad {
  channels: PassagewayItem[];
  signals: LiveSignal[];
}

export interface ChannelMonitorContext {
  channels: PassagewayItem[];
  /** Each push channel's signal by channel id. */
  signals: Record<number, LiveSignal>;
  /** Channels seen coming back (down → up) by this monitor, shown as 信号恢复 until they go down. */
  recovered: number[];
  /** 声音提醒: beep when a channel goes down (off by default; turned on by a click, so the browser allows the sound). */
  sound: boolean;
  /** The channel in the player (null: none yet, or the tenant has none). */
  watching: number | null;
  error: string | null;
}

export type ChannelMonitorEvent =
  | { type: 'channel.watch'; passagewayId: number }
  | { type: 'monitor.refresh' }
  | { type: 'signal.changed'; signal: LiveSignal }
  | { type: 'sound.toggle' };

/** The signals after these changes, with the channels that came back and those that went down. */
export function applySignals(context: Pick<ChannelMonitorContext, 'signals' | 'recovered'>, changes: LiveSignal[]) {
  const signals = { ...context.signals };
  let recovered = context.recovered;
  const lost: number[] = [];
  for (const c of changes) {
    const before = signals[c.passagewayId]?.state;
    signals[c.passagewayId] = c;
    if (c.state === 'down') {
      recovered = recovered.filter((id) => id !== c.passagewayId);
      if (before === 'up') lost.push(c.passagewayId);
    } else if (c.state === 'up' && before === 'down' && !recovered.includes(c.passagewayId)) recovered = [...recovered, c.passagewayId];
  }
  return { signals, recovered, lost };
}

/** The context's signals after one change. */
function signalChanged(context: ChannelMonitorContext, signal: LiveSignal) {
  const { signals, recovered } = applySignals(context, [signal]);
  return { signals, recovered };
}

/** The channel to watch after a load: the one watched if it still exists, else the first live one, else the first. */
export function watchAfterLoad(channels: PassagewayItem[], watching: number | null): number | null {
  if (watching !== null && channels.some((c) => c.passagewayId === watching)) return watching;
  return (channels.find(isPassagewaySelectable) ?? channels[0])?.passagewayId ?? null;
}

export const channelMonitorMachine = setup({
  types: typesOf<ChannelMonitorContext, ChannelMonitorEvent>(),
  actors: {
    loadChannels: fromPromise<MonitorLoad>(async () => notProvided('channelMonitor.loadChannels')),
    /** The message socket's signal frames, as `signal.changed` events. */
    signalFeed: fromCallback<EventObject>(() => notProvided('channelMonitor.signalFeed')),
  },
  actions: {
    /** The alarm sound (only called while `sound` is on). */
    alarm: () => notProvided('channelMonitor.alarm'),
    /** Readies the sound inside the click that turned it on (browsers refuse audio started without one). */
    primeSound: () => notProvided('channelMonitor.primeSound'),
  },
  guards: {
    isKnownChannel: ({ context, event }) => event.type === 'channel.watch' && context.channels.some((c) => c.passagewayId === event.passagewayId),
    /** A signal frame that takes a channel from up to down while the sound is on. */
    alarms: ({ context, event }) => event.type === 'signal.changed' && context.sound && applySignals(context, [event.signal]).lost.length > 0,
    soundOff: ({ context }) => !context.sound,
  },
}).createMachine({
  id: 'channelMonitor',
  context: { channels: [], signals: {}, recovered: [], sound: false, watching: null, error: null },
  invoke: { src: 'signalFeed' },
  on: {
    'signal.changed': [
      { guard: 'alarms', actions: [assign(({ context, event }) => signalChanged(context, event.signal)), 'alarm'] },
      { actions: assign(({ context, event }) => signalChanged(context, event.signal)) },
    ],
    'sound.toggle': [{ guard: 'soundOff', actions: [assign({ sound: true }), 'primeSound'] }, { actions: assign({ sound: false }) }],
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadChannels',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const { signals, recovered } = applySignals(context, event.output.signals);
            return { channels: event.output.channels, signals, recovered, watching: watchAfterLoad(event.output.channels, context.watching), error: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      after: { [MONITOR_REFRESH_MS]: 'loading' },
      on: {
        'channel.watch': { guard: 'isKnownChannel', actions: assign({ watching: ({ event }) => event.passagewayId }) },
        'monitor.refresh': 'loading',
      },
    },
    failed: {
      on: { 'monitor.refresh': 'loading' },
    },
  },
});
