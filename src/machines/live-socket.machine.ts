// The live-message socket (spec §4 "Live-message socket", "Live message handling"): a heartbeat
// check every 300000 ms (the `keepAlive` timer, named as the message-centre socket's; reconnect
// when the socket is not open), socket服务异常，您可能收不到通知 once per failure streak (§8),
// reconnect with backoff when
// closed, the message state emptied on close, the list rules of ./live-messages.ts, and tips
// and auditing notices that vanish after 3000 ms. Viewers ask; staff reply, pin and remove.
import { assign, enqueueActions, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import { OPERATION_TYPE, type LiveCommand } from '../../shared/live-messages.js';
import { notProvided } from './not-provided.js';
import { backoff, isFirstFailure, socketActive, socketErrorOn } from './lib/socket.js';
import { typesOf } from './lib/types.js';
import type { SocketCommand, SocketInput, SocketReport } from '../../shared/socket-types.js';
import { applyFrame, dropNotice, emptyLists, isNotice, parseFrame, type LiveLists } from './live-messages.js';

export const LIVE_SOCKET_DELAYS = {
  /** Spec §9: live socket heartbeat (both sockets call their timer keepAlive). */
  keepAlive: 300_000,
  /** Spec §9: tip and auditing popups. */
  notice: 3_000,
  reconnectBase: 1_000,
  reconnectMax: 10_000,
} as const;

export interface LiveSocketContext extends LiveLists {
  url: string;
  attempt: number;
}

export type LiveSocketEvent =
  | SocketReport
  | { type: 'notice.expire'; seq: number }
  | { type: 'live.ask'; content: string; nickname?: string }
  | { type: 'live.reply'; seq: number; content: string }
  | { type: 'live.pin'; seq: number; topFlag: number }
  | { type: 'live.remove'; seq: number }
  | { type: 'socket.stop' };

const command = (c: LiveCommand) => ({ type: 'socket.send' as const, data: JSON.stringify(c) });

export function liveReconnectDelay(attempt: number): number {
  return backoff(attempt, LIVE_SOCKET_DELAYS.reconnectBase, LIVE_SOCKET_DELAYS.reconnectMax);
}

export const liveSocketMachine = setup({
  types: typesOf<LiveSocketContext, LiveSocketEvent, { url: string }>(),
  actors: { socket: fromCallback<SocketCommand, SocketInput, EventObject>(() => notProvided('liveSocket.socket')) },
  actions: {
    /** Tells the user the socket failed (spec 001 §8); params: the text. */
    socketError: (_, _params: { text: string }) => notProvided('liveSocket.socketError'),
  },
  guards: {
    isFirstFailure,
    hasText: ({ event }) => 'content' in event && typeof event.content === 'string' && event.content.trim() !== '',
  },
  delays: {
    keepAlive: LIVE_SOCKET_DELAYS.keepAlive,
    notice: LIVE_SOCKET_DELAYS.notice,
    reconnect: ({ context }) => liveReconnectDelay(context.attempt),
  },
}).createMachine({
  id: 'liveSocket',
  context: ({ input }) => ({ url: input.url, attempt: 0, ...emptyLists() }),
  initial: 'active',
  on: {
    'socket.stop': '.stopped',
    // Tips and auditing notices vanish 3000 ms after they came.
    'notice.expire': { actions: assign(({ context, event }) => dropNotice(context, event.seq)) },
  },
  states: {
    active: {
      ...socketActive,
      on: {
        ...socketErrorOn,
        'socket.closed': {
          target: 'waiting',
          // On close the message state is emptied.
          actions: assign({ attempt: ({ context }) => context.attempt + 1, ...emptyLists() }),
        },
      },
      states: {
        connecting: { on: { 'socket.open': 'open' } },
        open: {
          entry: assign({ attempt: 0 }),
          initial: 'beating',
          states: {
            beating: {
              after: {
                keepAlive: {
                  target: 'beating',
                  reenter: true,
                  actions: [sendTo('socket', { type: 'socket.check' }), sendTo('socket', command({ action: 'ping' }))],
                },
              },
            },
          },
          on: {
            'socket.message': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const frame = parseFrame(event.data);
                if (!frame) return;
                enqueue.assign(applyFrame(context, frame));
                if (!Array.isArray(frame) && isNotice(frame) && frame.operationType === OPERATION_TYPE.add) {
                  enqueue.raise({ type: 'notice.expire', seq: frame.seq }, { delay: 'notice' });
                }
              }),
            },
            'live.ask': {
              guard: 'hasText',
              actions: sendTo('socket', ({ event }) => command({ action: 'ask', content: event.content.trim(), nickname: event.nickname })),
            },
            'live.reply': {
              guard: 'hasText',
              actions: sendTo('socket', ({ event }) => command({ action: 'reply', seq: event.seq, content: event.content.trim() })),
            },
            'live.pin': { actions: sendTo('socket', ({ event }) => command({ action: 'pin', seq: event.seq, topFlag: event.topFlag })) },
            'live.remove': { actions: sendTo('socket', ({ event }) => command({ action: 'remove', seq: event.seq })) },
          },
        },
      },
    },
    waiting: { after: { reconnect: 'active' } },
    stopped: { type: 'final' },
  },
});
