// A content list screen (production items, the review queue, a portal's releases): filters,
// paging (page size 10), a selection for batch actions and one operation at a time; the first
// load starts 300 ms after the list appears (spec 001 §9, lib/list.ts waitingState); after an
// operation the page loads again (a page beyond the first that comes back empty steps back); a
// refused operation leaves the page with the server's message in `error`. A failed load waits in
// `failed` (the list's 重试 sends `list.reload`; a filter or page change loads too).
// While the page shows releases with a scheduled time (a scheduled release or take-down), a
// clock ticks every second (`now` drives their countdowns) and the page loads again once the
// earliest of those times is DUE_GRACE_MS past (the server's job fires within its poll interval).
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { LockHolder } from '../../shared/content-lock.js';
import { DEFAULT_PAGE_SIZE } from '../../shared/content.js';
import type { ListFilters, ListKind, ListOp, ListPage, ListQuery, ListRow, ListRowOf } from '../../shared/content-console.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import { waitingState, type PagingEvent } from './lib/list.js';

export interface ContentListContext {
  kind: ListKind;
  filters: ListFilters;
  pageIndex: number;
  pageSize: number;
  /** The page's rows, of the list's kind (read them with `rowsOf`). */
  rows: ListRow[];
  total: number;
  /** The server counted a keyword search only up to `total`. */
  totalCapped: boolean;
  selected: number[];
  error: string | null;
  /** The clock while timed rows are shown (epoch ms; 0 before its first tick). */
  now: number;
}

/** How long after a scheduled time the list loads again (the server's job fires within its poll interval). */
export const DUE_GRACE_MS = 1500;

/** The scheduled times of the rows (release rows with publishAt / takeDownAt); other rows have none. */
export function timesOf(rows: readonly ListRow[]): number[] {
  const out: number[] = [];
  for (const r of rows) {
    if ('publishAt' in r && typeof r.publishAt === 'number') out.push(r.publishAt);
    else if ('takeDownAt' in r && typeof r.takeDownAt === 'number') out.push(r.takeDownAt);
  }
  return out;
}

/**
 * The rows of a list of `kind` (the screen names the kind it opened the list with): the effect
 * answers each kind with its own rows (ListRowOf), so the kind the list holds decides their type;
 * a list of another kind has none of them.
 */
export function rowsOf(list: Pick<ContentListContext, 'kind' | 'rows'>, kind: 'items' | 'review'): ListRowOf['items'][];
export function rowsOf(list: Pick<ContentListContext, 'kind' | 'rows'>, kind: 'releases'): ListRowOf['releases'][];
export function rowsOf(list: Pick<ContentListContext, 'kind' | 'rows'>, kind: 'files'): ListRowOf['files'][];
export function rowsOf(list: Pick<ContentListContext, 'kind' | 'rows'>, kind: ListKind): ListRow[] {
  return list.kind === kind ? list.rows : [];
}

export type ContentListEvent =
  | { type: 'filter.change'; filters: ListFilters }
  | PagingEvent
  | { type: 'selection.set'; ids: number[] }
  | { type: 'list.op'; op: ListOp }
  | { type: 'clock.tick'; now: number }
  /** The message socket: an item's edit lock changed (holder null: released); its row's 「X 正在编辑」 follows. */
  | { type: 'lock.changed'; id: number; holder: LockHolder | null; mine: boolean };

/** The rows with item `id`'s lockedBy set to `holder` (rows without lockedBy stay as they are). */
export function withLock(rows: ListRow[], id: number, holder: LockHolder | null): ListRow[] {
  return rows.map((r) => ('lockedBy' in r && 'id' in r && r.id === id ? { ...r, lockedBy: holder } : r));
}

const waiting = waitingState();

export const contentListMachine = setup({
  types: typesOf<ContentListContext, ContentListEvent, { kind: ListKind; filters?: ListFilters; pageSize?: number }>(),
  actors: {
    loadPage: fromPromise<ListPage, ListQuery>(async () => notProvided('contentList.loadPage')),
    runOp: fromPromise<void, ListOp>(async () => notProvided('contentList.runOp')),
    /** Sends `clock.tick` with the time every second while it runs. */
    clock: fromCallback<EventObject>(() => notProvided('contentList.clock')),
    /** The message socket's lock changes (lists of items and the review queue; others hear nothing). */
    lockChanges: fromCallback<EventObject, { kind: ListKind }>(() => notProvided('contentList.lockChanges')),
  },
  guards: {
    hasTimedRows: ({ context }) => timesOf(context.rows).length > 0,
    isTimeDue: ({ context, event }) => event.type === 'clock.tick' && timesOf(context.rows).some((t) => event.now >= t + DUE_GRACE_MS),
    emptyBeyondFirst: ({ context }, page: ListPage) => context.pageIndex > 1 && page.list.length === 0,
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
    now: 0,
  }),
  invoke: { src: 'lockChanges', input: ({ context }) => ({ kind: context.kind }) },
  on: {
    'lock.changed': { actions: assign({ rows: ({ context, event }) => withLock(context.rows, event.id, event.holder) }) },
  },
  initial: 'waiting',
  states: {
    waiting: {
      ...waiting,
      on: {
        ...waiting.on,
        // a search sent before the first load (typed as the screen opens) is the one it loads
        'filter.change': { actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }) }) },
      },
    },
    loading: {
      entry: assign({ error: null }),
      // a search sent while a page loads (typed as the screen opens) is not lost: the load
      // starts again with it
      on: {
        'filter.change': { target: 'loading', reenter: true, actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), pageIndex: 1 }) },
      },
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, pageIndex: context.pageIndex, pageSize: context.pageSize, filters: context.filters }),
        onDone: [
          { guard: { type: 'emptyBeyondFirst', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }) },
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
        onError: { target: 'failed', actions: assign({ rows: [], total: 0, totalCapped: false, selected: [], error: ({ event }) => errorText(event.error) }) },
      },
    },
    idle: {
      initial: 'still',
      states: {
        /** Nothing on the page waits for a time. */
        still: { always: { guard: 'hasTimedRows', target: 'counting' } },
        /** Scheduled rows on the page: their countdowns tick; the page loads again once one is due. */
        counting: {
          invoke: { src: 'clock' },
          on: {
            'clock.tick': [
              { guard: 'isTimeDue', target: '#contentList.loading', actions: assign({ now: ({ event }) => event.now }) },
              { actions: assign({ now: ({ event }) => event.now }) },
            ],
          },
        },
      },
      on: {
        'filter.change': { target: 'loading', actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), pageIndex: 1 }) },
        'page.go': { guard: ({ event }) => Number.isInteger(event.pageIndex) && event.pageIndex >= 1, target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'page.size': { target: 'loading', actions: assign({ pageSize: ({ event }) => event.pageSize, pageIndex: 1 }) },
        'selection.set': { actions: assign({ selected: ({ event }) => event.ids }) },
        'list.op': 'running',
        'list.reload': 'loading',
      },
    },
    /** The page did not load: its error is shown with 重试 (`list.reload`); another filter, page or size loads too. */
    failed: {
      on: {
        'filter.change': { target: 'loading', actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), pageIndex: 1 }) },
        'page.go': { guard: ({ event }) => Number.isInteger(event.pageIndex) && event.pageIndex >= 1, target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'page.size': { target: 'loading', actions: assign({ pageSize: ({ event }) => event.pageSize, pageIndex: 1 }) },
        'list.reload': 'loading',
      },
    },
    running: {
      invoke: {
        src: 'runOp',
        input: ({ event }) => (event as Extract<ContentListEvent, { type: 'list.op' }>).op,
        onDone: 'loading',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
