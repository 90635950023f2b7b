// The shared paged table's paging (spec §9, rules in ./paging.ts): page 1, page size 20, the
// first load 300 ms after start; page and size changes load again; a page beyond the first that
// comes back empty steps back one page.
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, FIRST_LOAD_DELAY, isEmptyBeyondFirst, isPageSize, LIST_PAGE_SIZES } from './paging.js';
import { notProvided } from './not-provided.js';

export { DEFAULT_PAGE_SIZE, FIRST_LOAD_DELAY, LIST_PAGE_SIZES };

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface PagedContext {
  pageIndex: number;
  pageSize: number;
  total: number;
  rows: unknown[];
  error: string | null;
}

export type PagedEvent =
  | { type: 'page.go'; pageIndex: number }
  | { type: 'page.size'; pageSize: number }
  | { type: 'page.reload' };

export const pagedTableMachine = setup({
  types: {
    context: {} as PagedContext,
    events: {} as PagedEvent,
    input: {} as { pageSize?: number },
  },
  actors: {
    fetchPage: fromPromise<PageResult<unknown>, PageQuery>(async () => notProvided('pagedTable.fetchPage')),
  },
  delays: { firstLoad: FIRST_LOAD_DELAY },
  guards: {
    emptyBeyondFirst: ({ context }, output: PageResult<unknown>) => isEmptyBeyondFirst(context.pageIndex, output.list),
  },
}).createMachine({
  id: 'pagedTable',
  context: ({ input }) => ({ pageIndex: 1, pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE, total: 0, rows: [], error: null }),
  initial: 'waiting',
  on: {
    'page.go': {
      guard: ({ event }) => Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
      target: '.loading',
      actions: assign({ pageIndex: ({ event }) => event.pageIndex }),
    },
    'page.size': {
      guard: ({ event }) => isPageSize(event.pageSize),
      target: '.loading',
      actions: assign({ pageSize: ({ event }) => event.pageSize, pageIndex: 1 }),
    },
    'page.reload': '.loading',
  },
  states: {
    waiting: { after: { firstLoad: 'loading' } },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ pageIndex: context.pageIndex, pageSize: context.pageSize }),
        onDone: [
          { guard: { type: 'emptyBeyondFirst', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }) },
          { target: 'idle', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    idle: {},
  },
});
