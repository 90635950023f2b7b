// Loading a live channel's public information (the live view, no session needed) and the
// staff's channel list with the chosen channel (the moderation panel).
import { assign, fromPromise, setup } from 'xstate';
import type { LiveChannelInfo, PublicLiveChannel } from '../../shared/message-types.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export const liveViewInfoMachine = setup({
  types: {
    // passagewayId: the channel's opaque public id (the /liveView?passagewayId= parameter).
    context: {} as { passagewayId: string; info: PublicLiveChannel | null },
    events: {} as { type: 'info.retry' },
    input: {} as { passagewayId: string },
  },
  actors: { load: fromPromise<PublicLiveChannel, { passagewayId: string }>(async () => notProvided('liveViewInfo.load')) },
  guards: { hasChannel: ({ context }) => /^[A-Za-z0-9_-]{22}$/.test(context.passagewayId) },
}).createMachine({
  id: 'liveViewInfo',
  context: ({ input }) => ({ passagewayId: input.passagewayId, info: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasChannel', target: 'loading' }, { target: 'failed' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ passagewayId: context.passagewayId }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { 'info.retry': 'checking' } },
  },
});

export const liveViewChannelsMachine = setup({
  types: typesOf<{ channels: LiveChannelInfo[]; selected: number | null }, { type: 'channel.select'; passagewayId: number } | { type: 'channels.reload' }>(),
  actors: { load: fromPromise<LiveChannelInfo[]>(async () => notProvided('liveViewChannels.load')) },
}).createMachine({
  id: 'liveViewChannels',
  context: { channels: [], selected: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign({
            channels: ({ event }) => event.output,
            selected: ({ context, event }) =>
              event.output.some((c) => c.passagewayId === context.selected) ? context.selected : (event.output[0]?.passagewayId ?? null),
          }),
        },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'channel.select': { actions: assign({ selected: ({ event }) => event.passagewayId }) },
        'channels.reload': 'loading',
      },
    },
  },
});
