// The recycle bin: a page of deleted files, selection, restore (at once), delete for good and
// clear (both after a confirmation). Regions: `list` and `action` (idle → confirming → running).
import { assign, fromPromise, raise, setup } from 'xstate';
import type { Paged } from '../../shared/api.js';
import type { FileItem } from '../../shared/media.js';
import * as api from '../services/api/library-api.js';
import { toast } from '../services/toast.js';
import { recycleMessages as m } from '../ui/media-messages.js';

export const RECYCLE_PAGE_SIZE = 20;

export type RecycleAction = { kind: 'restore' | 'purge'; fileIds: number[] } | { kind: 'clear' };

export interface RecycleContext {
  keyword: string;
  pageIndex: number;
  files: FileItem[];
  total: number;
  selected: number[];
  pending: RecycleAction | null;
  error: string | null;
}

export type RecycleEvent =
  | { type: 'list.reload' }
  | { type: 'search.submit'; keyword: string }
  | { type: 'page.change'; pageIndex: number }
  | { type: 'file.toggle'; fileId: number }
  | { type: 'selection.all' }
  | { type: 'action.request'; action: RecycleAction }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

export async function runRecycleAction(a: RecycleAction): Promise<string> {
  if (a.kind === 'restore') await api.restoreFiles(a.fileIds);
  else if (a.kind === 'purge') await api.purgeFiles(a.fileIds);
  else await api.clearRecycleBin();
  return a.kind === 'restore' ? m.restored : a.kind === 'purge' ? m.purged : m.cleared;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const recycleBinMachine = setup({
  types: { context: {} as RecycleContext, events: {} as RecycleEvent },
  actors: {
    loadPage: fromPromise<Paged<FileItem>, { keyword: string; pageIndex: number }>(({ input }) =>
      api.getRecyclePage({ keyword: input.keyword || undefined, pageIndex: input.pageIndex, pageSize: RECYCLE_PAGE_SIZE }),
    ),
    runAction: fromPromise<string, RecycleAction>(({ input }) => runRecycleAction(input)),
  },
  actions: {
    notify: (_, params: { text: string }) => toast.success(params.text),
  },
  guards: {
    needsConfirmation: ({ event }) => event.type === 'action.request' && event.action.kind !== 'restore',
    isActionable: ({ event, context }) =>
      event.type === 'action.request' && (event.action.kind === 'clear' ? context.total > 0 : event.action.fileIds.length > 0),
  },
}).createMachine({
  id: 'recycleBin',
  type: 'parallel',
  context: { keyword: '', pageIndex: 1, files: [], total: 0, selected: [], pending: null, error: null },
  states: {
    list: {
      initial: 'loading',
      on: {
        'list.reload': '.loading',
        'search.submit': { target: '.loading', actions: assign({ keyword: ({ event }) => event.keyword.trim(), pageIndex: 1, selected: [] }) },
        'page.change': { target: '.loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex), selected: [] }) },
      },
      states: {
        loading: {
          entry: assign({ error: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ keyword: context.keyword, pageIndex: context.pageIndex }),
            onDone: [
              {
                // A page beyond the first that came back empty steps back one page (spec §9).
                guard: ({ context, event }) => event.output.list.length === 0 && context.pageIndex > 1,
                target: 'loading',
                reenter: true,
                actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }),
              },
              { guard: ({ event }) => event.output.list.length === 0, target: 'empty', actions: assign({ files: [], total: 0, selected: [] }) },
              {
                target: 'loaded',
                actions: assign({
                  files: ({ event }) => event.output.list,
                  total: ({ event }) => event.output.total,
                  selected: ({ context, event }) => context.selected.filter((id) => event.output.list.some((f) => f.fileId === id)),
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        loaded: {
          on: {
            'file.toggle': {
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.fileId) ? context.selected.filter((id) => id !== event.fileId) : [...context.selected, event.fileId],
              }),
            },
            'selection.all': {
              actions: assign({ selected: ({ context }) => (context.selected.length === context.files.length ? [] : context.files.map((f) => f.fileId)) }),
            },
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
        confirming: {
          on: {
            'action.confirm': 'running',
            'action.cancel': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
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
