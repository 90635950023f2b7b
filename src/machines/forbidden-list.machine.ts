// The forbidden words (/interaction/forbiddenWords) and forbidden users
// (/interaction/forbiddenUsers) lists: keyword filter, paging, adding words (one per line or
// comma-separated; users are forbidden from the comment queue), removing one entry after a
// confirmation.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { errorText } from '../../shared/error-text.js';
import type { ForbiddenKind, ForbiddenRow, Paged } from '../../shared/interaction.js';
import { INTERACTION_MACHINE_TEXTS as T, splitWords } from '../../shared/interaction-texts.js';

export interface ForbiddenListContext {
  kind: ForbiddenKind;
  keyWord: string;
  pageIndex: number;
  pageSize: number;
  rows: ForbiddenRow[];
  total: number;
  draft: string;
  removing: ForbiddenRow | null;
  error: string;
}

export type ForbiddenListEvent =
  | { type: 'filter.keyword'; keyWord: string }
  | { type: 'filter.search' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' }
  | { type: 'draft.change'; value: string }
  | { type: 'words.add' }
  | { type: 'entry.remove'; row: ForbiddenRow }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

export interface ForbiddenPageInput {
  kind: ForbiddenKind;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

export const forbiddenListMachine = setup({
  types: {
    context: {} as ForbiddenListContext,
    events: {} as ForbiddenListEvent,
    input: {} as { kind: ForbiddenKind },
  },
  actors: {
    fetchPage: fromPromise<Paged<ForbiddenRow>, ForbiddenPageInput>(async () => notProvided('forbiddenList.fetchPage')),
    addWords: fromPromise<{ added: number; skipped: number }, { words: string[] }>(async () => notProvided('forbiddenList.addWords')),
    remove: fromPromise<unknown, { kind: ForbiddenKind; ids: number[] }>(async () => notProvided('forbiddenList.remove')),
  },
  actions: {
    notify: (_, _p: { text: string }) => notProvided('forbiddenList.notify'),
  },
  guards: {
    isWordList: ({ context }) => context.kind === 'words',
    hasWords: ({ context }) => splitWords(context.draft).length > 0,
    isPageValid: ({ event }) => event.type === 'page.go' && Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
  },
}).createMachine({
  id: 'forbiddenList',
  context: ({ input }) => ({ kind: input.kind, keyWord: '', pageIndex: 1, pageSize: 20, rows: [], total: 0, draft: '', removing: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ kind: context.kind, ...(context.keyWord.trim() ? { keyWord: context.keyWord.trim() } : {}), pageIndex: context.pageIndex, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'filter.keyword': { actions: assign({ keyWord: ({ event }) => event.keyWord }) },
        'filter.search': { target: 'loading', actions: assign({ pageIndex: 1, error: '' }) },
        'page.go': { guard: 'isPageValid', target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, error: '' }) },
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
        'draft.change': { guard: 'isWordList', actions: assign({ draft: ({ event }) => event.value, error: '' }) },
        'words.add': [
          { guard: 'hasWords', target: 'adding' },
          { guard: 'isWordList', actions: assign({ error: T.wordsRequired }) },
        ],
        'entry.remove': { target: 'confirming', actions: assign({ removing: ({ event }) => event.row, error: '' }) },
      },
    },
    adding: {
      invoke: {
        src: 'addWords',
        input: ({ context }) => ({ words: splitWords(context.draft) }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ event }) => ({ text: T.wordsAdded(event.output.added) }) }, assign({ draft: '', pageIndex: 1 })],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: {
      on: {
        'remove.confirm': 'removing',
        'remove.cancel': { target: 'ready', actions: assign({ removing: null }) },
      },
    },
    removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ kind: context.kind, ids: context.removing ? [context.removing.id] : [] }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: context.kind === 'words' ? T.removedWord : T.removedUser }) }, assign({ removing: null })],
        },
        onError: { target: 'ready', actions: assign({ removing: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
