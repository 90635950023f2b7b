// Sign-in by QR code (spec 001 §7: GET/POST login/back/qrcode). The machine asks for a ticket,
// the screen draws it as a QR code, and the machine polls the ticket every 2 s until a signed-in
// user confirms it on another device or tab (then it emits `signedIn` and the session takes the
// token, without a page load) or it expires (then a refresh asks for a new ticket).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SessionUser } from '../../shared/api.js';
import { ORG_TEXTS, type QrPoll, type QrTicket } from '../../shared/org.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const QR_POLL_MS = 2000;

export const QR_TEXTS = {
  loading: '正在获取二维码…',
  scan: '请使用已登录的控制台扫码或打开确认链接',
  expired: ORG_TEXTS.qrExpired,
  refresh: '刷新二维码',
  failed: '二维码获取失败',
  confirmed: '已确认，正在登录…',
  openConfirm: '在已登录的标签页中打开确认链接',
} as const;

export interface QrLoginContext {
  domainName: string;
  ticket: string;
  /** Seconds the ticket lives (from the server). */
  expiresIn: number;
  error: string;
}

export type QrLoginEvent = { type: 'qr.refresh' };
export type QrLoginEmitted = { type: 'signedIn'; user: SessionUser };

/** A confirmed poll with the session fields. */
function confirmedUser(poll: QrPoll, domainName: string): SessionUser {
  return {
    token: poll.token ?? '',
    webUserId: poll.webUserId ?? 0,
    webTenId: poll.webTenId ?? 0,
    webUserName: poll.webUserName ?? '',
    webUserAvatar: poll.webUserAvatar ?? '',
    domainName: poll.domainName ?? domainName,
  };
}

export const qrLoginMachine = setup({
  types: typesOf<QrLoginContext, QrLoginEvent, { domainName: string }, QrLoginEmitted>(),
  actors: {
    getTicket: fromPromise<QrTicket, { domainName: string }>(async () => notProvided('qrLogin.getTicket')),
    poll: fromPromise<QrPoll, { ticket: string }>(async () => notProvided('qrLogin.poll')),
  },
  guards: {
    isConfirmed: (_, poll: QrPoll) => poll.status === 'confirmed' && Boolean(poll.token),
    isExpired: (_, poll: QrPoll) => poll.status === 'expired',
  },
  delays: {
    pollInterval: QR_POLL_MS,
    ticketLife: ({ context }) => Math.max(1, context.expiresIn) * 1000,
  },
}).createMachine({
  id: 'qrLogin',
  context: ({ input }) => ({ domainName: input.domainName, ticket: '', expiresIn: 0, error: '' }),
  initial: 'fetching',
  states: {
    fetching: {
      entry: assign({ ticket: '', error: '' }),
      invoke: {
        src: 'getTicket',
        input: ({ context }) => ({ domainName: context.domainName }),
        onDone: { target: 'showing', actions: assign({ ticket: ({ event }) => event.output.ticket, expiresIn: ({ event }) => event.output.expiresIn }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    /** The QR code is on screen until the ticket's life ends. */
    showing: {
      initial: 'waiting',
      after: { ticketLife: 'expired' },
      states: {
        waiting: { after: { pollInterval: 'polling' } },
        polling: {
          invoke: {
            src: 'poll',
            input: ({ context }) => ({ ticket: context.ticket }),
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => event.output },
                target: '#qrLogin.signedIn',
                actions: emit(({ event, context }) => ({ type: 'signedIn' as const, user: confirmedUser(event.output, context.domainName) })),
              },
              { guard: { type: 'isExpired', params: ({ event }) => event.output }, target: '#qrLogin.expired' },
              { target: 'waiting' },
            ],
            // A network hiccup: keep waiting, the next poll may succeed.
            onError: 'waiting',
          },
        },
      },
    },
    expired: { on: { 'qr.refresh': 'fetching' } },
    failed: { on: { 'qr.refresh': 'fetching' } },
    signedIn: { type: 'final' },
  },
});
