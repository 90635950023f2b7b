// An administrator's send-notice dialog: recipients are loaded, the dialog opens, the form is
// checked (title and content required), the notice is sent and the result shown.
import { assign, fromPromise, setup } from 'xstate';
import { getRecipients, sendNotice, type Notice, type Recipient } from '../services/api/message-api.js';
import { toast } from '../services/toast.js';

export interface NoticeForm {
  /** 'all' or a user id. */
  to: string;
  msgType: number;
  title: string;
  viewContent: string;
}

export const emptyNotice = (): NoticeForm => ({ to: 'all', msgType: 10, title: '', viewContent: '' });

export const isNoticeComplete = (f: NoticeForm) => f.title.trim() !== '' && f.viewContent.trim() !== '';

export type SendNoticeEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; name: keyof NoticeForm; value: string }
  | { type: 'notice.send' };

export const sendNoticeMachine = setup({
  types: {
    context: {} as { recipients: Recipient[]; form: NoticeForm; attempted: boolean },
    events: {} as SendNoticeEvent,
  },
  actors: {
    loadRecipients: fromPromise(() => getRecipients()),
    send: fromPromise<{ count: number }, Notice>(({ input }) => sendNotice(input)),
  },
  actions: {
    showSent: (_, params: { count: number }) => toast.success(params.count ? `已发送给${params.count}位用户` : '没有可接收该类型消息的用户'),
  },
  guards: { isComplete: ({ context }) => isNoticeComplete(context.form) },
}).createMachine({
  id: 'sendNotice',
  context: { recipients: [], form: emptyNotice(), attempted: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadRecipients', onDone: { target: 'closed', actions: assign({ recipients: ({ event }) => event.output }) }, onError: 'closed' },
    },
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: assign({ form: emptyNotice(), attempted: false }) } },
    },
    editing: {
      on: {
        'dialog.close': 'closed',
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.name]: event.name === 'msgType' ? Number(event.value) : event.value }),
          }),
        },
        'notice.send': [{ guard: 'isComplete', target: 'sending' }, { actions: assign({ attempted: true }) }],
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({
          userIds: context.form.to === 'all' ? 'all' : [Number(context.form.to)],
          msgType: context.form.msgType,
          title: context.form.title.trim(),
          viewContent: context.form.viewContent.trim(),
        }),
        onDone: { target: 'closed', actions: { type: 'showSent', params: ({ event }) => ({ count: event.output.count }) } },
        onError: 'editing',
      },
    },
  },
});
