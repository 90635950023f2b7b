// The shared paged table's paging (spec §9): page 1, page size 20, the first load 300 ms after
// start; page and size changes load again; a page beyond the first that comes back empty
// steps back one page.
import { assign, fromPromise, setup } from 'xstate';

export const DEFAULT_PAGE_SIZE = 20;
export const FIRST_LOAD_DELAY = 300;

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
    fetchPage: fromPromise<PageResult<unknown>, PageQuery>(async () => ({ list: [], total: 0 })),
  },
  delays: { firstLoad: FIRST_LOAD_DELAY },
  guards: {
    emptyBeyondFirst: ({ context, event }) =>
      context.pageIndex > 1 && (event as unknown as { output: PageResult<unknown> }).output.list.length === 0,
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
    'page.size': { target: '.loading', actions: assign({ pageSize: ({ event }) => event.pageSize, pageIndex: 1 }) },
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
          { guard: 'emptyBeyondFirst', target: 'loading', reenter: true, actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }) },
          { target: 'idle', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    idle: {},
  },
});
