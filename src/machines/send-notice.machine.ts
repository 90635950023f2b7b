// An administrator's send-notice dialog: recipients are loaded, the dialog opens, the form is
// checked (title and content required), the notice is sent and the result shown.
import { assign, fromPromise, setup } from 'xstate';
import type { Notice, Recipient } from '../../shared/message-types.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

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
  types: typesOf<{ recipients: Recipient[]; form: NoticeForm; attempted: boolean }, SendNoticeEvent>(),
  actors: {
    loadRecipients: fromPromise<Recipient[]>(async () => notProvided('sendNotice.loadRecipients')),
    send: fromPromise<{ count: number }, Notice>(async () => notProvided('sendNotice.send')),
  },
  actions: {
    /** Tells the user how many received the notice. */
    showSent: (_, _params: { count: number }) => notProvided('sendNotice.showSent'),
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
