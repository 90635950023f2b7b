// The message-centre socket (spec §4 "Message-centre socket", §8 socket error): open, send
// getMessageCount, keepHeart every 1800000 ms, reopen with backoff when closed. Incoming data
// is either the per-type unread summary (a list), one new message (shown as a notification,
// then the counts are asked again) or the news that the user's rights changed (told to the
// session, which reloads the route tree; shared/rights-frame.ts). Mark-all-read zeroes the counter.
import { assign, emit, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import { SOCKET_COMMANDS, SOCKET_UNAUTHORIZED, type MessageItem, type MessageSummary } from '../../shared/message-types.js';
import { isRightsFrame } from '../../shared/rights-frame.js';
import type { SocketCommand, SocketInput, SocketReport } from '../../shared/socket-types.js';
import { notProvided } from './not-provided.js';
import { backoff, isFirstFailure, socketActive, socketErrorOn } from './lib/socket.js';

export const MESSAGE_SOCKET_DELAYS = {
  /** Spec §9: message-centre keep-alive (both sockets call their timer keepAlive). */
  keepAlive: 1_800_000,
  /** Reopen backoff: first wait, doubling, capped. */
  reconnectBase: 1_000,
  reconnectMax: 10_000,
} as const;

export const BADGE_CAP = 99;

export interface MessageSocketContext {
  url: string;
  summary: MessageSummary[];
  /** Failed opens in a row (reset when a socket opens). */
  attempt: number;
  last: MessageItem | null;
}

export type MessageSocketEvent =
  | SocketReport
  /** Mark-all-read succeeded: the counter is zeroed. */
  | { type: 'counts.zero' }
  /** Ask the server for the counts again (after reading or deleting in a list). */
  | { type: 'counts.refresh' }
  | { type: 'socket.stop' };

export function reconnectDelay(attempt: number): number {
  return backoff(attempt, MESSAGE_SOCKET_DELAYS.reconnectBase, MESSAGE_SOCKET_DELAYS.reconnectMax);
}

/** The total of unread messages. */
export const unreadTotal = (summary: readonly MessageSummary[]) => summary.reduce((n, s) => n + s.unReadCount, 0);
/** A badge's text: the count, or 99+ above 99 (spec: badges capped at 99). */
export const badgeText = (n: number) => (n > BADGE_CAP ? `${BADGE_CAP}+` : String(n));

function parse(data: string): MessageSummary[] | MessageItem | null {
  try {
    const value: unknown = JSON.parse(data);
    if (Array.isArray(value)) return value as MessageSummary[];
    if (value && typeof value === 'object' && 'viewContent' in value) return value as MessageItem;
  } catch {
    /* not JSON: ignored */
  }
  return null;
}

export const messageSocketMachine = setup({
  types: {
    context: {} as MessageSocketContext,
    events: {} as MessageSocketEvent,
    input: {} as { url: string },
    /** A new message arrived: the shell shows it as a notification (view wiring, actor.on). */
    emitted: {} as { type: 'message.arrived'; item: MessageItem },
  },
  actors: { socket: fromCallback<SocketCommand, SocketInput, EventObject>(() => notProvided('messageSocket.socket')) },
  actions: {
    socketError: (_, _params: { text: string }) => notProvided('messageSocket.socketError'),
    /** The user's rights changed: the session reloads the route tree and menus. */
    tellRightsChanged: () => notProvided('messageSocket.tellRightsChanged'),
  },
  guards: {
    isRightsChange: ({ event }) => event.type === 'socket.message' && isRightsFrame(event.data),
    isSummary: ({ event }) => event.type === 'socket.message' && Array.isArray(parse(event.data)),
    isNewMessage: ({ event }) => {
      if (event.type !== 'socket.message') return false;
      const v = parse(event.data);
      return v !== null && !Array.isArray(v);
    },
    isUnauthorized: ({ event }) => event.type === 'socket.closed' && event.code === SOCKET_UNAUTHORIZED,
    isFirstFailure,
  },
  delays: {
    keepAlive: MESSAGE_SOCKET_DELAYS.keepAlive,
    reconnect: ({ context }) => reconnectDelay(context.attempt),
  },
}).createMachine({
  id: 'messageSocket',
  context: ({ input }) => ({ url: input.url, summary: [], attempt: 0, last: null }),
  initial: 'active',
  on: {
    'counts.zero': { actions: assign({ summary: ({ context }) => context.summary.map((s) => ({ ...s, unReadCount: 0 })) }) },
    'socket.stop': '.stopped',
  },
  states: {
    active: {
      ...socketActive,
      on: {
        ...socketErrorOn,
        'socket.closed': [
          { guard: 'isUnauthorized', target: 'unauthorized' },
          { target: 'waiting', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
        ],
      },
      states: {
        connecting: {
          on: { 'socket.open': 'open' },
        },
        open: {
          entry: [assign({ attempt: 0 }), sendTo('socket', { type: 'socket.send', data: SOCKET_COMMANDS.count })],
          initial: 'idle',
          states: {
            idle: {
              after: {
                keepAlive: { target: 'idle', reenter: true, actions: sendTo('socket', { type: 'socket.send', data: SOCKET_COMMANDS.keepHeart }) },
              },
            },
          },
          on: {
            'socket.message': [
              { guard: 'isRightsChange', actions: 'tellRightsChanged' },
              { guard: 'isSummary', actions: assign({ summary: ({ event }) => parse(event.data) as MessageSummary[] }) },
              {
                guard: 'isNewMessage',
                actions: [
                  assign({ last: ({ event }) => parse(event.data) as MessageItem }),
                  emit(({ event }) => ({ type: 'message.arrived' as const, item: parse((event as { data: string }).data) as MessageItem })),
                  sendTo('socket', { type: 'socket.send', data: SOCKET_COMMANDS.count }),
                ],
              },
            ],
            'counts.refresh': { actions: sendTo('socket', { type: 'socket.send', data: SOCKET_COMMANDS.count }) },
          },
        },
      },
    },
    /** Closed: reopen after a backoff that doubles with each failure. */
    waiting: {
      after: { reconnect: 'active' },
    },
    /** The server refused the token (4401): the session is over; no reopen. */
    unauthorized: {},
    stopped: { type: 'final' },
  },
});
