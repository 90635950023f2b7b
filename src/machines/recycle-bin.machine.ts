// The recycle bin: a page of deleted files, selection, restore (at once), delete for good and
// clear (both after a confirmation). Regions: `list` and `action` (idle → confirming → running).
import { assign, fromPromise, raise, setup } from 'xstate';
import { keepOnPage, LIST_PAGE_SIZES } from './paging.js';
import type { Paged } from '../../shared/api.js';
import type { FileItem } from '../../shared/media.js';
import { errorText } from '../../shared/error-text.js';
import type { RecycleAction } from '../../shared/media-effects.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { fileSelectionOn, pageSizeChange, stepBackWhenEmpty, waitingState, type PagingEvent, type FileSelectionEvent } from './lib/list.js';
import { typesOf } from './lib/types.js';

/** The shared table's default size (spec 001 §9). */
export const RECYCLE_PAGE_SIZE = LIST_PAGE_SIZES.default;

export type { RecycleAction };

export interface RecycleContext {
  keyword: string;
  pageIndex: number;
  pageSize: number;
  files: FileItem[];
  total: number;
  selected: number[];
  pending: RecycleAction | null;
  error: string | null;
}

export type RecycleEvent =
  | PagingEvent
  | { type: 'search.submit'; keyword: string }
  | FileSelectionEvent
  | { type: 'action.request'; action: RecycleAction }
  | ConfirmEvent<'action'>;


export const recycleBinMachine = setup({
  types: typesOf<RecycleContext, RecycleEvent>(),
  actors: {
    loadPage: fromPromise<Paged<FileItem>, { keyword: string; pageIndex: number; pageSize: number }>(async () => notProvided('recycleBin.loadPage')),
    /** Runs the action; answers the text to show. */
    runAction: fromPromise<string, RecycleAction>(async () => notProvided('recycleBin.runAction')),
  },
  actions: notifyAction('recycleBin'),
  guards: {
    needsConfirmation: ({ event }) => event.type === 'action.request' && event.action.kind !== 'restore',
    isActionable: ({ event, context }) =>
      event.type === 'action.request' && (event.action.kind === 'clear' ? context.total > 0 : event.action.fileIds.length > 0),
  },
}).createMachine({
  id: 'recycleBin',
  type: 'parallel',
  context: { keyword: '', pageIndex: 1, pageSize: RECYCLE_PAGE_SIZE, files: [], total: 0, selected: [], pending: null, error: null },
  states: {
    list: {
      // the shared table's first load comes 300 ms after the list appears (spec 001 §9)
      initial: 'waiting',
      on: {
        'list.reload': '.loading',
        'search.submit': { target: '.loading', actions: assign({ keyword: ({ event }) => event.keyword.trim(), pageIndex: 1, selected: [] }) },
        'page.go': { target: '.loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex), selected: [] }) },
        'page.size': pageSizeChange<RecycleContext>('.loading', { selected: [] }),
      },
      states: {
        waiting: waitingState(),
        loading: {
          entry: assign({ error: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ keyword: context.keyword, pageIndex: context.pageIndex, pageSize: context.pageSize }),
            onDone: [
              stepBackWhenEmpty<RecycleContext>(),
              { guard: ({ event }) => event.output.list.length === 0, target: 'empty', actions: assign({ files: [], total: 0, selected: [] }) },
              {
                target: 'loaded',
                actions: assign({
                  files: ({ event }) => event.output.list,
                  total: ({ event }) => event.output.total,
                  selected: ({ context, event }) => keepOnPage(context.selected, event.output.list.map((f) => f.fileId)),
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        loaded: {
          on: {
            ...fileSelectionOn<RecycleContext>(),
          },
        },
        empty: {},
        failed: {},
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'action.request': [
              { guard: 'needsConfirmation', target: 'confirming', actions: assign({ pending: ({ event }) => event.action }) },
              { guard: 'isActionable', target: 'running', actions: assign({ pending: ({ event }) => event.action }) },
            ],
          },
        },
        confirming: confirmingState<RecycleContext, 'action.confirm', 'action.cancel'>({ confirm: 'action.confirm', cancel: 'action.cancel', run: 'running', back: 'idle', forget: 'pending' }),
        running: {
          invoke: {
            src: 'runAction',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [{ type: 'notify', params: ({ event }) => ({ text: event.output }) }, assign({ pending: null, selected: [] }), raise({ type: 'list.reload' })],
            },
            onError: { target: 'idle', actions: [assign({ pending: null }), raise({ type: 'list.reload' })] },
          },
        },
      },
    },
  },
});
