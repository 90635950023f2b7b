// The header's message centre popover: opening it loads the five newest unread messages
// (spec: page size 5); mark-all-read shows the server's message and zeroes the socket's
// counter (spec §8); a message opened from it (its item, in one click) closes it and is marked
// read, then the counts are asked again. The counts live in the message-socket machine it is given.
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

export type MessageBellEvent =
  | { type: 'bell.open' }
  | { type: 'bell.close' }
  | { type: 'bell.readAll' }
  | { type: 'bell.refresh' }
  /**
   * One message opened (from the list or a notification): the bell closes and the message is
   * marked read; `reachable` false (its item and list are outside the user's role, or gone):
   * the view goes nowhere and the machine tells why.
   */
  | { type: 'item.open'; msgId: number; reachable: boolean };

export const messageBellMachine = setup({
  types: typesOf<MessageBellContext, MessageBellEvent, { socket: MessageBellContext['socket'] }>(),
  actors: {
    /** The latest BELL_PAGE_SIZE unread messages. */
    loadLatest: fromPromise<MessageItem[]>(async () => notProvided('messageBell.loadLatest')),
    /** Answers the server's message. */
    readAll: fromPromise<string>(async () => notProvided('messageBell.readAll')),
    /** Marks one message read. */
    readOne: fromPromise<unknown, { msgId: number }>(async () => notProvided('messageBell.readOne')),
  },
  actions: {
    showServerMessage: (_, _params: { msg: string }) => notProvided('messageBell.showServerMessage'),
    /** 该消息的内容您无权查看或已不存在. */
    tellUnreachable: () => notProvided('messageBell.tellUnreachable'),
  },
}).createMachine({
  id: 'messageBell',
  context: ({ input }) => ({ socket: input.socket, latest: [] }),
  initial: 'closed',
  on: {
    'item.open': [
      { guard: ({ event }) => event.reachable, target: '.closed.reading', actions: assign({ latest: ({ context, event }) => context.latest.filter((m) => m.msgId !== event.msgId) }) },
      { target: '.closed.reading', actions: [assign({ latest: ({ context, event }) => context.latest.filter((m) => m.msgId !== event.msgId) }), 'tellUnreachable'] },
    ],
  },
  states: {
    closed: {
      initial: 'idle',
      on: { 'bell.open': 'open' },
      states: {
        idle: {},
        // the message just opened is marked read; the socket then counts again
        reading: {
          invoke: {
            src: 'readOne',
            input: ({ event }) => ({ msgId: (event as { msgId: number }).msgId }),
            onDone: [{ guard: ({ context }) => context.socket !== null, target: 'idle', actions: sendTo(({ context }) => context.socket!, { type: 'counts.refresh' }) }, { target: 'idle' }],
            onError: 'idle',
          },
        },
      },
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
