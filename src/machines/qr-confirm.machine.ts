// /qrConfirm?ticket=…: a signed-in user confirms a QR sign-in ticket shown on another device or
// tab (spec 001 §7: POST login/back/qrcode). Confirm once; the answer is shown.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const QR_CONFIRM_TEXTS = {
  title: '扫码登录确认',
  prompt: '另一台设备或另一个标签页正在请求用您的账号登录控制台。确认是您本人操作吗？',
  confirm: '确认登录',
  confirming: '正在确认…',
  done: '已确认，对方设备将自动登录',
  missing: '链接缺少二维码票据，请重新扫码',
  back: '返回控制台',
} as const;

export const qrConfirmMachine = setup({
  types: typesOf<{ ticket: string; error: string }, { type: 'qr.confirm' }, { ticket: string }>(),
  actors: {
    confirm: fromPromise<unknown, { ticket: string }>(async () => notProvided('qrConfirm.confirm')),
  },
  guards: {
    hasTicket: ({ context }) => context.ticket.length > 0,
  },
}).createMachine({
  id: 'qrConfirm',
  context: ({ input }) => ({ ticket: input.ticket, error: '' }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasTicket', target: 'asking' }, { target: 'missing' }] },
    missing: {},
    asking: { on: { 'qr.confirm': 'confirming' } },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ ticket: context.ticket }),
        onDone: { target: 'confirmed', actions: assign({ error: '' }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirmed: { type: 'final' },
    failed: {},
  },
});
