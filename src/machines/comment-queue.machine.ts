// The comment moderation queue (/interaction/comments): a filter (status, keyword), paging, and
// one moderation step at a time. Delete and forbid ask first; reply edits its text in a dialog.
// After a step the page loads again; a refusal stays with the server's message.
import { assign, setup } from 'xstate';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { commandState, failedState, isPageValid, listQuery, loadingState, queueEffectNames, statusListOn, type StatusListEvent, typingOn, waitingState } from './lib/list.js';
import { COMMENT_LIMITS as L, type CommentCommand, type CommentItem, type CommentPageQuery, type Paged } from '../../shared/interaction.js';
import { INTERACTION_MACHINE_TEXTS as T } from '../../shared/interaction-texts.js';

/** -1: every status. */
export type StatusFilter = -1 | 0 | 1 | 2;

export interface CommentQueueContext {
  status: StatusFilter;
  keyWord: string;
  pageIndex: number;
  pageSize: number;
  rows: CommentItem[];
  total: number;
  pending: CommentCommand | null;
  replyText: string;
  error: string;
}

export type CommentQueueEvent =
  | StatusListEvent<StatusFilter>
  | { type: 'comment.act'; command: CommentCommand }
  | ConfirmEvent<'command'>
  | { type: 'reply.open'; id: number; text: string }
  | { type: 'reply.change'; value: string }
  | { type: 'reply.submit' }
  | { type: 'reply.cancel' };

const needsConfirm = (c: CommentCommand) => c.kind === 'delete' || c.kind === 'forbid';

export const commentQueueMachine = setup({
  types: typesOf<CommentQueueContext, CommentQueueEvent, { status?: StatusFilter }>(),
  ...queueEffectNames<Paged<CommentItem>, CommentPageQuery, CommentCommand>('commentQueue'),
  guards: {
    needsConfirmation: ({ event }) => event.type === 'comment.act' && needsConfirm(event.command),
    isReplyValid: ({ context }) => [...context.replyText.trim()].length <= L.reply,
    isPageValid,
  },
}).createMachine({
  id: 'commentQueue',
  context: ({ input }) => ({ status: input.status ?? 0, keyWord: '', pageIndex: 1, pageSize: 10, rows: [], total: 0, pending: null, replyText: '', error: '' }),
  initial: 'waiting',
  on: { ...typingOn<CommentQueueContext>() },
  states: {
    waiting: waitingState(),
    loading: loadingState<CommentQueueContext, CommentPageQuery>(({ context }) => listQuery(context)),
    failed: failedState<CommentQueueContext>(),
    ready: {
      on: {
        ...statusListOn<CommentQueueContext>(),
        'comment.act': [
          { guard: 'needsConfirmation', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
        ],
        'reply.open': { target: 'replying', actions: assign({ pending: ({ event }) => ({ kind: 'reply' as const, id: event.id }), replyText: ({ event }) => event.text, error: '' }) },
      },
    },
    confirming: confirmingState<CommentQueueContext, 'command.confirm', 'command.cancel'>({ confirm: 'command.confirm', cancel: 'command.cancel', run: 'running', back: 'ready', forget: 'pending' }),
    replying: {
      on: {
        'reply.change': { actions: assign({ replyText: ({ event }) => event.value }) },
        'reply.submit': [
          { guard: 'isReplyValid', target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'reply' as const, id: context.pending?.id ?? 0, reply: context.replyText.trim() }) }) },
          { actions: assign({ error: T.replyTooLong }) },
        ],
        'reply.cancel': { target: 'ready', actions: assign({ pending: null, replyText: '', error: '' }) },
      },
    },
    running: commandState<CommentQueueContext>({ done: (c) => T.done[c.pending?.kind ?? 'approve'], reset: { replyText: '' } }),
  },
});
