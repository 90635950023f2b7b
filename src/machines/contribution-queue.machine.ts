// The contribution queue (/interaction/contributions): a filter (status, keyword), paging, a
// contribution opened to read it whole (context `viewing`), and one decision at a time — pass (a draft in content
// production), back (asks for the reason), delete (asks first). After a decision the page loads
// again; a refusal stays with the server's message.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { errorText } from '../../shared/error-text.js';
import { CONTRIBUTION_LIMITS as L, type ContributionCommand, type ContributionItem, type ContributionPageQuery, type Paged } from '../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as T } from '../../shared/contribution-texts.js';

/** -1: every status. */
export type ContributionStatusFilter = -1 | 0 | 1 | 2;
export type { ContributionCommand };

export interface ContributionQueueContext {
  status: ContributionStatusFilter;
  keyWord: string;
  pageIndex: number;
  pageSize: number;
  rows: ContributionItem[];
  total: number;
  /** The contribution opened to read (its id). */
  viewing: number | null;
  pending: ContributionCommand | null;
  reason: string;
  error: string;
}

export type ContributionQueueEvent =
  | { type: 'filter.status'; status: ContributionStatusFilter }
  | { type: 'filter.keyword'; keyWord: string }
  | { type: 'filter.search' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' }
  | { type: 'item.view'; id: number }
  | { type: 'view.close' }
  | { type: 'contribution.act'; command: ContributionCommand }
  | { type: 'command.confirm' }
  | { type: 'command.cancel' }
  | { type: 'reason.change'; value: string }
  | { type: 'reason.submit' }
  | { type: 'reason.cancel' };

export const contributionQueueMachine = setup({
  types: {
    context: {} as ContributionQueueContext,
    events: {} as ContributionQueueEvent,
    input: {} as { status?: ContributionStatusFilter },
  },
  actors: {
    fetchPage: fromPromise<Paged<ContributionItem>, ContributionPageQuery>(async () => notProvided('contributionQueue.fetchPage')),
    act: fromPromise<unknown, ContributionCommand>(async () => notProvided('contributionQueue.act')),
  },
  actions: {
    notify: (_, _p: { text: string }) => notProvided('contributionQueue.notify'),
  },
  guards: {
    isDelete: ({ event }) => event.type === 'contribution.act' && event.command.kind === 'delete',
    isBack: ({ event }) => event.type === 'contribution.act' && event.command.kind === 'back',
    isReasonEmpty: ({ context }) => context.reason.trim() === '',
    isReasonLong: ({ context }) => [...context.reason.trim()].length > L.reason,
    isPageValid: ({ event }) => event.type === 'page.go' && Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
  },
}).createMachine({
  id: 'contributionQueue',
  context: ({ input }) => ({ status: input.status ?? 0, keyWord: '', pageIndex: 1, pageSize: 10, rows: [], total: 0, viewing: null, pending: null, reason: '', error: '' }),
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
        'item.view': { actions: assign({ viewing: ({ event }) => event.id, error: '' }) },
        'view.close': { actions: assign({ viewing: null }) },
        'contribution.act': [
          { guard: 'isDelete', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { guard: 'isBack', target: 'returning', actions: assign({ pending: ({ event }) => event.command, reason: '', error: '' }) },
          { target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
        ],
      },
    },
    confirming: {
      on: {
        'command.confirm': 'running',
        'command.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    returning: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.value, error: '' }) },
        'reason.submit': [
          { guard: 'isReasonEmpty', actions: assign({ error: T.reasonRequired }) },
          { guard: 'isReasonLong', actions: assign({ error: T.reasonTooLong }) },
          { target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'back' as const, id: context.pending?.id ?? 0, reason: context.reason.trim() }) }) },
        ],
        'reason.cancel': { target: 'ready', actions: assign({ pending: null, reason: '', error: '' }) },
      },
    },
    running: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.pending as ContributionCommand,
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: T.done[context.pending?.kind ?? 'pass'] }) }, assign({ pending: null, reason: '', viewing: null })],
        },
        onError: { target: 'ready', actions: assign({ pending: null, viewing: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
