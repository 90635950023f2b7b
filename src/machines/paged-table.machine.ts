// The shared paged table's paging (spec §9, rules in ./paging.ts): page 1, page size 20 (or the
// page and size a kept tab hands back as input), the first load 300 ms after start; page and size
// changes load again; a page beyond the first that comes back empty steps back one page; a failed
// load waits in `failed` for `list.reload` (the list's 重试). Its events are the list kit's
// (lib/list.ts): `page.go`, `page.size`, `list.reload`.
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, FIRST_LOAD_DELAY, LIST_PAGE_SIZES } from './paging.js';
import { notProvided } from './not-provided.js';
import { loadingState, pageSizeChange, type PagingEvent } from './lib/list.js';
import type { PageFetch, PageQuery, PageResult, PageSource } from './paged-table.types.js';
import { typesOf } from './lib/types.js';

export { DEFAULT_PAGE_SIZE, FIRST_LOAD_DELAY, LIST_PAGE_SIZES };

export type { PageFetch, PageQuery, PageResult, PageSource };

export interface PagedContext {
  /** The screen's page logic and filter (see PageSource); the wired `fetchPage` runs it. */
  source: PageSource | null;
  pageIndex: number;
  pageSize: number;
  total: number;
  rows: unknown[];
  error: string | null;
}

export type PagedEvent = PagingEvent;

export const pagedTableMachine = setup({
  types: typesOf<PagedContext, PagedEvent, { pageSize?: number; pageIndex?: number; source?: PageSource }>(),
  actors: {
    fetchPage: fromPromise<PageResult<unknown>, PageFetch>(async () => notProvided('pagedTable.fetchPage')),
  },
  delays: { firstLoad: FIRST_LOAD_DELAY },
}).createMachine({
  id: 'pagedTable',
  context: ({ input }) => ({ source: input.source ?? null, pageIndex: input.pageIndex ?? 1, pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE, total: 0, rows: [], error: null }),
  initial: 'waiting',
  on: {
    'page.go': {
      guard: ({ event }) => Number.isInteger(event.pageIndex) && event.pageIndex >= 1,
      target: '.loading',
      actions: assign({ pageIndex: ({ event }) => event.pageIndex }),
    },
    'page.size': pageSizeChange<PagedContext>('.loading'),
    'list.reload': '.loading',
  },
  states: {
    waiting: { after: { firstLoad: 'loading' } },
    loading: {
      entry: assign({ error: null }),
      ...loadingState<PagedContext, PageFetch>(({ context }) => ({ pageIndex: context.pageIndex, pageSize: context.pageSize, source: context.source })),
    },
    ready: {},
    failed: {},
  },
});
