// The forbidden words (/interaction/forbiddenWords) and forbidden users
// (/interaction/forbiddenUsers) lists: keyword filter, paging, adding words (one per line or
// comma-separated; users are forbidden from the comment queue), removing one entry after a
// confirmation.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { failedState, isPageValid, searchPageOn, listQuery, loadingState, type KeywordListEvent, typingOn, waitingState } from './lib/list.js';
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
  /** the draft as it was sent by 添加 (cleared when added, unless typed on meanwhile) */
  sent: string;
  removing: ForbiddenRow | null;
  error: string;
}

export type ForbiddenListEvent =
  | KeywordListEvent
  | { type: 'draft.change'; value: string }
  | { type: 'words.add' }
  | { type: 'entry.remove'; row: ForbiddenRow }
  | ConfirmEvent<'remove'>;

export interface ForbiddenPageInput {
  kind: ForbiddenKind;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

export const forbiddenListMachine = setup({
  types: typesOf<ForbiddenListContext, ForbiddenListEvent, { kind: ForbiddenKind }>(),
  actors: {
    fetchPage: fromPromise<Paged<ForbiddenRow>, ForbiddenPageInput>(async () => notProvided('forbiddenList.fetchPage')),
    addWords: fromPromise<{ added: number; skipped: number }, { words: string[] }>(async () => notProvided('forbiddenList.addWords')),
    remove: fromPromise<unknown, { kind: ForbiddenKind; ids: number[] }>(async () => notProvided('forbiddenList.remove')),
  },
  actions: notifyAction('forbiddenList'),
  guards: {
    isWordList: ({ context }) => context.kind === 'words',
    hasWords: ({ context }) => splitWords(context.draft).length > 0,
    isPageValid,
  },
}).createMachine({
  id: 'forbiddenList',
  context: ({ input }) => ({ kind: input.kind, keyWord: '', pageIndex: 1, pageSize: 20, rows: [], total: 0, draft: '', sent: '', removing: null, error: '' }),
  initial: 'waiting',
  // the keyword and the words to add are typed in any state (while the list loads too)
  on: {
    ...typingOn<ForbiddenListContext>(),
    'draft.change': { guard: 'isWordList', actions: assign({ draft: ({ event }) => event.value, error: '' }) },
  },
  states: {
    waiting: waitingState(),
    loading: loadingState<ForbiddenListContext, ForbiddenPageInput>(({ context }) => ({ kind: context.kind, ...listQuery(context) })),
    failed: failedState<ForbiddenListContext>(),
    ready: {
      on: {
        ...searchPageOn<ForbiddenListContext>(),
        'words.add': [
          { guard: 'hasWords', target: 'adding', actions: assign({ sent: ({ context }) => context.draft }) },
          { guard: 'isWordList', actions: assign({ error: T.wordsRequired }) },
        ],
        'entry.remove': { target: 'confirming', actions: assign({ removing: ({ event }) => event.row, error: '' }) },
      },
    },
    adding: {
      invoke: {
        src: 'addWords',
        input: ({ context }) => ({ words: splitWords(context.sent) }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ event }) => ({ text: T.wordsAdded(event.output.added) }) }, assign({ draft: ({ context }) => (context.draft === context.sent ? '' : context.draft), pageIndex: 1 })],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: confirmingState<ForbiddenListContext, 'remove.confirm', 'remove.cancel'>({ confirm: 'remove.confirm', cancel: 'remove.cancel', run: 'removing', back: 'ready', forget: 'removing' }),
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
