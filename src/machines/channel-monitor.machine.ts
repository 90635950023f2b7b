// 通道监控 (/cloudLiveBroadcast/channelMinitor): every live channel (passageway) of the tenant with
// its state, one of them watched in the player. The list is read again every REFRESH_MS (or on
// 刷新), keeping the watched channel while it exists; the first load watches the first live one.
import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import { isPassagewaySelectable, type PassagewayItem } from '../../shared/live-rules.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

/** How often the monitor reads the channels' states again. */
export const MONITOR_REFRESH_MS = 15_000;

export interface ChannelMonitorContext {
  channels: PassagewayItem[];
  /** The channel in the player (null: none yet, or the tenant has none). */
  watching: number | null;
  error: string | null;
}

export type ChannelMonitorEvent = { type: 'channel.watch'; passagewayId: number } | { type: 'monitor.refresh' };

/** The channel to watch after a load: the one watched if it still exists, else the first live one, else the first. */
export function watchAfterLoad(channels: PassagewayItem[], watching: number | null): number | null {
  if (watching !== null && channels.some((c) => c.passagewayId === watching)) return watching;
  return (channels.find(isPassagewaySelectable) ?? channels[0])?.passagewayId ?? null;
}

export const channelMonitorMachine = setup({
  types: typesOf<ChannelMonitorContext, ChannelMonitorEvent>(),
  actors: {
    loadChannels: fromPromise<PassagewayItem[]>(async () => notProvided('channelMonitor.loadChannels')),
  },
  guards: {
    isKnownChannel: ({ context, event }) => event.type === 'channel.watch' && context.channels.some((c) => c.passagewayId === event.passagewayId),
  },
}).createMachine({
  id: 'channelMonitor',
  context: { channels: [], watching: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadChannels',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ channels: event.output, watching: watchAfterLoad(event.output, context.watching), error: null })),
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
