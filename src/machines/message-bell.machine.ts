// The header's message centre popover: opening it loads the five newest unread messages
// (spec: page size 5); mark-all-read shows the server's message and zeroes the socket's
// counter (spec §8). The counts themselves live in the message-socket machine it is given.
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { MessageItem } from '../../shared/message-types.js';
import type { messageSocketMachine } from './message-socket.machine.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

/** Spec §9: message page size 5. */
export const BELL_PAGE_SIZE = 5;

export interface MessageBellContext {
  socket: ActorRefFrom<typeof messageSocketMachine> | null;
  latest: MessageItem[];
}

export type MessageBellEvent = { type: 'bell.open' } | { type: 'bell.close' } | { type: 'bell.readAll' } | { type: 'bell.refresh' };

export const messageBellMachine = setup({
  types: typesOf<MessageBellContext, MessageBellEvent, { socket: MessageBellContext['socket'] }>(),
  actors: {
    /** The latest BELL_PAGE_SIZE unread messages. */
    loadLatest: fromPromise<MessageItem[]>(async () => notProvided('messageBell.loadLatest')),
    /** Answers the server's message. */
    readAll: fromPromise<string>(async () => notProvided('messageBell.readAll')),
  },
  actions: {
    showServerMessage: (_, _params: { msg: string }) => notProvided('messageBell.showServerMessage'),
  },
}).createMachine({
  id: 'messageBell',
  context: ({ input }) => ({ socket: input.socket, latest: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'bell.open': 'open' },
    },
    open: {
      initial: 'loading',
      on: { 'bell.close': 'closed' },
      states: {
        loading: {
          invoke: {
            src: 'loadLatest',
            onDone: { target: 'ready', actions: assign({ latest: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {
          on: {
            'bell.readAll': 'markingAll',
            'bell.refresh': 'loading',
          },
        },
        markingAll: {
          invoke: {
            src: 'readAll',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'showServerMessage', params: ({ event }) => ({ msg: event.output }) },
                assign({ latest: [] }),
                sendTo(({ context }) => context.socket!, { type: 'counts.zero' }),
              ],
            },
            onError: 'ready',
          },
        },
      },
    },
  },
});
