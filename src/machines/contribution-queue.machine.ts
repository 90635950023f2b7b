// The contribution queue (/interaction/contributions): a filter (status, keyword), paging, a
// contribution opened to read it whole (context `viewing`), and one decision at a time — pass (asks
// first; makes a draft in content production, kept in `draft` so the screen can lead to it), back
// (asks for the reason), delete (asks first). After a decision the page loads again; a refusal
// stays with the server's message.
import { assign, setup } from 'xstate';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { commandState, failedState, isPageValid, listQuery, loadingState, queueEffectNames, statusListOn, type StatusListEvent, typingOn, waitingState } from './lib/list.js';
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
  /** The draft the last pass made (its content id and type), until dismissed or another decision. */
  draft: PassedDraft | null;
}

export interface PassedDraft {
  contentId: number;
  type: number;
}

/** The draft in a pass's answer ({ contentId, type }), or null. */
export function draftOf(output: unknown): PassedDraft | null {
  const o = output as Partial<PassedDraft> | null;
  return o && Number.isInteger(o.contentId) && Number.isInteger(o.type) ? { contentId: o.contentId!, type: o.type! } : null;
}

export type ContributionQueueEvent =
  | StatusListEvent<ContributionStatusFilter>
  | { type: 'item.view'; id: number }
  | { type: 'view.close' }
  | { type: 'contribution.act'; command: ContributionCommand }
  | ConfirmEvent<'command'>
  | { type: 'reason.change'; value: string }
  | { type: 'reason.submit' }
  | { type: 'reason.cancel' }
  | { type: 'draft.dismiss' };

export const contributionQueueMachine = setup({
  types: typesOf<ContributionQueueContext, ContributionQueueEvent, { status?: ContributionStatusFilter }>(),
  ...queueEffectNames<Paged<ContributionItem>, ContributionPageQuery, ContributionCommand>('contributionQueue'),
  guards: {
    /** Delete and pass ask first. */
    needsConfirm: ({ event }) => event.type === 'contribution.act' && (event.command.kind === 'delete' || event.command.kind === 'pass'),
    isReasonEmpty: ({ context }) => context.reason.trim() === '',
    isReasonLong: ({ context }) => [...context.reason.trim()].length > L.reason,
    isPageValid,
  },
}).createMachine({
  id: 'contributionQueue',
  context: ({ input }) => ({ status: input.status ?? 0, keyWord: '', pageIndex: 1, pageSize: 10, rows: [], total: 0, viewing: null, pending: null, reason: '', error: '', draft: null }),
  initial: 'waiting',
  on: { ...typingOn<ContributionQueueContext>() },
  states: {
    waiting: waitingState(),
    loading: loadingState<ContributionQueueContext, ContributionPageQuery>(({ context }) => listQuery(context)),
    failed: failedState<ContributionQueueContext>(),
    ready: {
      on: {
        ...statusListOn<ContributionQueueContext>(),
        'item.view': { actions: assign({ viewing: ({ event }) => event.id, error: '' }) },
        'view.close': { actions: assign({ viewing: null }) },
        'draft.dismiss': { actions: assign({ draft: null }) },
        'contribution.act': [
          { guard: 'needsConfirm', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '', draft: null }) },
          // back: the reason first
          { target: 'returning', actions: assign({ pending: ({ event }) => event.command, reason: '', error: '', draft: null }) },
        ],
      },
    },
    confirming: confirmingState<ContributionQueueContext, 'command.confirm', 'command.cancel'>({ confirm: 'command.confirm', cancel: 'command.cancel', run: 'running', back: 'ready', forget: 'pending' }),
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
    running: commandState<ContributionQueueContext>({
      done: (c) => T.done[c.pending?.kind ?? 'pass'], reset: { reason: '', viewing: null },
      failReset: { viewing: null },
      keep: (c, output) => ({ draft: c.pending?.kind === 'pass' ? draftOf(output) : null }),
    }),
  },
});
