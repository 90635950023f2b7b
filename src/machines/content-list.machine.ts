// A content list screen (production items, the review queue, a portal's releases): filters,
// paging (page size 10), a selection for batch actions and one operation at a time; after an
// operation the page loads again (a page beyond the first that comes back empty steps back).
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { LockHolder } from '../../shared/content-lock.js';
import { DEFAULT_PAGE_SIZE } from '../../shared/content.js';
import type { ListFilters, ListKind, ListOp, ListPage, ListQuery } from '../../shared/content-console.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export interface ContentListContext {
  kind: ListKind;
  filters: ListFilters;
  pageIndex: number;
  pageSize: number;
  rows: unknown[];
  total: number;
  /** The server counted a keyword search only up to `total`. */
  totalCapped: boolean;
  selected: number[];
  error: string | null;
}

export type ContentListEvent =
  | { type: 'filter.change'; filters: ListFilters }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'page.size'; pageSize: number }
  | { type: 'selection.set'; ids: number[] }
  | { type: 'list.op'; op: ListOp }
  | { type: 'list.reload' }
  /** The message socket: an item's edit lock changed (holder null: released); its row's 「X 正在编辑」 follows. */
  | { type: 'lock.changed'; id: number; holder: LockHolder | null; mine: boolean };

/** The rows with item `id`'s lockedBy set to `holder` (rows without lockedBy stay as they are). */
export function withLock(rows: unknown[], id: number, holder: LockHolder | null): unknown[] {
  return rows.map((r) => (r && typeof r === 'object' && 'lockedBy' in r && 'id' in r && r.id === id ? { ...r, lockedBy: holder } : r));
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const contentListMachine = setup({
  types: typesOf<ContentListContext, ContentListEvent, { kind: ListKind; filters?: ListFilters; pageSize?: number }>(),
  actors: {
    loadPage: fromPromise<ListPage, ListQuery>(async () => notProvided('contentList.loadPage')),
    runOp: fromPromise<void, ListOp>(async () => notProvided('contentList.runOp')),
    /** The message socket's lock changes (lists of items and the review queue; others hear nothing). */
    lockChanges: fromCallback<EventObject, { kind: ListKind }>(() => notProvided('contentList.lockChanges')),
  },
  guards: {
    emptyBeyondFirst: ({ context, event }) => context.pageIndex > 1 && (event as unknown as { output: ListPage }).output.list.length === 0,
  },
}).createMachine({
  id: 'contentList',
  context: ({ input }) => ({
    kind: input.kind,
    filters: input.filters ?? {},
    pageIndex: 1,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    rows: [],
    total: 0,
    totalCapped: false,
    selected: [],
    error: null,
  }),
  invoke: { src: 'lockChanges', input: ({ context }) => ({ kind: context.kind }) },
  on: {
    'lock.changed': { actions: assign({ rows: ({ context, event }) => withLock(context.rows, event.id, event.holder) }) },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, pageIndex: context.pageIndex, pageSize: context.pageSize, filters: context.filters }),
        onDone: [
          { guard: 'emptyBeyondFirst', target: 'loading', reenter: true, actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }) },
          { target: 'idle', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total, totalCapped: ({ event }) => !!event.output.totalCapped, selected: [] }) },
        ],
        onError: { target: 'idle', actions: assign({ rows: [], total: 0, totalCapped: false, error: ({ event }) => message(event.error) }) },
      },
    },
    idle: {
      on: {
        'filter.change': { target: 'loading', actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), pageIndex: 1 }) },
        'page.go': { guard: ({ event }) => Number.isInteger(event.pageIndex) && event.pageIndex >= 1, target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'page.size': { target: 'loading', actions: assign({ pageSize: ({ event }) => event.pageSize, pageIndex: 1 }) },
        'selection.set': { actions: assign({ selected: ({ event }) => event.ids }) },
        'list.op': 'running',
        'list.reload': 'loading',
      },
    },
    running: {
      invoke: {
        src: 'runOp',
        input: ({ event }) => (event as Extract<ContentListEvent, { type: 'list.op' }>).op,
        onDone: 'loading',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
  },
});
