// A content list screen (production items, the review queue, a portal's releases): filters,
// paging (page size 10), a selection for batch actions and one operation at a time; after an
// operation the page loads again (a page beyond the first that comes back empty steps back).
import { assign, fromPromise, setup } from 'xstate';
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
  | { type: 'list.reload' };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const contentListMachine = setup({
  types: typesOf<ContentListContext, ContentListEvent, { kind: ListKind; filters?: ListFilters; pageSize?: number }>(),
  actors: {
    loadPage: fromPromise<ListPage, ListQuery>(async () => notProvided('contentList.loadPage')),
    runOp: fromPromise<void, ListOp>(async () => notProvided('contentList.runOp')),
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
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, pageIndex: context.pageIndex, pageSize: context.pageSize, filters: context.filters }),
        onDone: [
          { guard: 'emptyBeyondFirst', target: 'loading', reenter: true, actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }) },
          {
            target: 'idle',
            actions: assign({
              rows: ({ event }) => event.output.list,
              total: ({ event }) => event.output.total,
              totalCapped: ({ event }) => !!event.output.totalCapped,
              selected: [],
              // the effect may pick filters itself (a picker opening on the library last used)
              filters: ({ context, event }) => (event.output.filters ? { ...context.filters, ...event.output.filters } : context.filters),
            }),
          },
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
