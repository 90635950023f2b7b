// Loading a live channel's public information (the live view, no session needed) and the
// staff's channel list with the chosen channel (the moderation panel).
import { assign, fromPromise, setup } from 'xstate';
import { getLiveChannels, getLiveViewInfo, type LiveChannelInfo } from '../services/api/message-api.js';

export const liveViewInfoMachine = setup({
  types: {
    context: {} as { passagewayId: number; info: LiveChannelInfo | null },
    events: {} as { type: 'info.retry' },
    input: {} as { passagewayId: number },
  },
  actors: { load: fromPromise<LiveChannelInfo, { passagewayId: number }>(({ input }) => getLiveViewInfo(input.passagewayId)) },
  guards: { hasChannel: ({ context }) => Number.isSafeInteger(context.passagewayId) && context.passagewayId > 0 },
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

export const liveChannelsMachine = setup({
  types: {
    context: {} as { channels: LiveChannelInfo[]; selected: number | null },
    events: {} as { type: 'channel.select'; passagewayId: number } | { type: 'channels.reload' },
  },
  actors: { load: fromPromise(() => getLiveChannels()) },
}).createMachine({
  id: 'liveChannels',
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
