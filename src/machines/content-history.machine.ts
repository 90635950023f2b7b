// One content item's history (the editor's and the review dialog's history panel): the list of
// revisions and status changes (who, when, 提交审核 / 驳回 / 通过 / 发布 / 恢复), two saved
// revisions picked to compare, and 恢复此版本 (asked first), which stores the old content as a
// new working revision that goes through review like any edit. Emits `restored`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { RevisionEntry } from '../../shared/content.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { errorText } from '../../shared/error-text.js';

export interface HistoryContext {
  id: number;
  entries: RevisionEntry[];
  /** The picked saved revisions, oldest pick first (at most two). */
  picked: number[];
  /** The revision the user asked to restore. */
  asked: number | null;
  error: string | null;
}

export type HistoryEvent =
  | { type: 'revision.pick'; revision: number }
  | { type: 'restore.ask'; revision: number }
  | ConfirmEvent<'restore'>
  | { type: 'history.reload' }
  | { type: 'load.retry' };

export type HistoryEmitted = { type: 'restored'; revision: number };

/** Entries that hold saved content (a save or a restore), not a status change. */
export const isSaved = (e: RevisionEntry) => e.note === '' || e.note === '恢复';

/** The saved revisions, newest first, once each. */
export function savedRevisions(entries: RevisionEntry[]): number[] {
  return [...new Set(entries.filter(isSaved).map((e) => e.revision))];
}

/**
 * The revision a reviewer compares the working copy `current` with when there is no live
 * version: the one of the last review (通过 or 驳回) before it, or null on a first submission.
 */
export function lastReviewedRevision(entries: RevisionEntry[], current: number): number | null {
  const saved = new Set(savedRevisions(entries));
  const e = entries.find((x) => (x.note === '通过' || x.note === '驳回') && x.revision < current && saved.has(x.revision));
  return e ? e.revision : null;
}

/** The picked pair in order (older → newer), or null until two are picked. */
export function pickedPair(picked: number[]): [number, number] | null {
  if (picked.length < 2) return null;
  const [a, b] = [...picked].sort((x, y) => x - y);
  return [a, b];
}

export const contentHistoryMachine = setup({
  types: typesOf<HistoryContext, HistoryEvent, { id: number }, HistoryEmitted>(),
  actors: {
    loadRevisions: fromPromise<RevisionEntry[], { id: number }>(async () => notProvided('contentHistory.loadRevisions')),
    restoreRevision: fromPromise<{ revision: number }, { id: number; revision: number }>(async () => notProvided('contentHistory.restoreRevision')),
  },
  guards: {
    isSavedRevision: ({ context, event }) =>
      (event.type === 'revision.pick' || event.type === 'restore.ask') && savedRevisions(context.entries).includes(event.revision),
  },
}).createMachine({
  id: 'contentHistory',
  context: ({ input }) => ({ id: input.id, entries: [], picked: [], asked: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRevisions',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          // the two newest saved revisions are compared at first
          actions: assign({
            entries: ({ event }) => event.output,
            picked: ({ event }) => savedRevisions(event.output).slice(0, 2).reverse(),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      on: {
        'revision.pick': {
          guard: 'isSavedRevision',
          actions: assign({
            picked: ({ context, event }) =>
              context.picked.includes(event.revision) ? context.picked.filter((r) => r !== event.revision) : [...context.picked, event.revision].slice(-2),
          }),
        },
        'restore.ask': { guard: 'isSavedRevision', target: 'confirming', actions: assign({ asked: ({ event }) => event.revision, error: null }) },
        'history.reload': 'loading',
      },
    },
    confirming: confirmingState<HistoryContext, 'restore.confirm', 'restore.cancel'>({ confirm: 'restore.confirm', cancel: 'restore.cancel', run: 'restoring', back: 'ready', forget: 'asked' }),
    restoring: {
      invoke: {
        src: 'restoreRevision',
        input: ({ context }) => ({ id: context.id, revision: context.asked ?? 0 }),
        onDone: {
          target: 'loading',
          actions: [assign({ asked: null }), emit(({ event }) => ({ type: 'restored' as const, revision: event.output.revision }))],
        },
        onError: { target: 'ready', actions: assign({ asked: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
