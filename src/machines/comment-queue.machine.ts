// The comment moderation queue (/interaction/comments): a filter (status, keyword), paging, and
// one moderation step at a time. Delete and forbid ask first; reply edits its text in a dialog.
// After a step the page loads again; a refusal stays with the server's message.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { errorText } from '../../shared/error-text.js';
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
  | { type: 'filter.status'; status: StatusFilter }
  | { type: 'filter.keyword'; keyWord: string }
  | { type: 'filter.search' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' }
  | { type: 'comment.act'; command: CommentCommand }
  | { type: 'command.confirm' }
  | { type: 'command.cancel' }
  | { type: 'reply.open'; id: number; text: string }
  | { type: 'reply.change'; value: string }
  | { type: 'reply.submit' }
  | { type: 'reply.cancel' };

const needsConfirm = (c: CommentCommand) => c.kind === 'delete' || c.kind === 'forbid';

export const commentQueueMachine = setup({
  types: {
    context: {} as CommentQueueContext,
    events: {} as CommentQueueEvent,
    input: {} as { status?: StatusFilter },
  },
  actors: {
    fetchPage: fromPromise<Paged<CommentItem>, CommentPageQuery>(async () => notProvided('commentQueue.fetchPage')),
    act: fromPromise<unknown, CommentCommand>(async () => notProvided('commentQueue.act')),
  },
  actions: {
    notify: (_, _p: { text: string }) => notProvided('commentQueue.notify'),
  },
  guards: {
    needsConfirmation: ({ event }) => event.type === 'comment.act' && needsConfirm(event.command),
    isReplyValid: ({ context }) => [...context.replyText.trim()].length <= L.reply,
    isPageValid: ({ event }) => event.type === 'page.go' && Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
  },
}).createMachine({
  id: 'commentQueue',
  context: ({ input }) => ({ status: input.status ?? 0, keyWord: '', pageIndex: 1, pageSize: 10, rows: [], total: 0, pending: null, replyText: '', error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          ...(context.status >= 0 ? { status: context.status } : {}),
          ...(context.keyWord.trim() ? { keyWord: context.keyWord.trim() } : {}),
          pageIndex: context.pageIndex,
          pageSize: context.pageSize,
        }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'filter.status': { target: 'loading', actions: assign({ status: ({ event }) => event.status, pageIndex: 1, error: '' }) },
        'filter.keyword': { actions: assign({ keyWord: ({ event }) => event.keyWord }) },
        'filter.search': { target: 'loading', actions: assign({ pageIndex: 1, error: '' }) },
        'page.go': { guard: 'isPageValid', target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, error: '' }) },
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
        'comment.act': [
          { guard: 'needsConfirmation', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
        ],
        'reply.open': { target: 'replying', actions: assign({ pending: ({ event }) => ({ kind: 'reply' as const, id: event.id }), replyText: ({ event }) => event.text, error: '' }) },
      },
    },
    confirming: {
      on: {
        'command.confirm': 'running',
        'command.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
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
    running: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.pending as CommentCommand,
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: T.done[context.pending?.kind ?? 'approve'] }) }, assign({ pending: null, replyText: '' })],
        },
        onError: { target: 'ready', actions: assign({ pending: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
