// The programmed channel list (contract "TV channels"): search on Enter, pages, create, edit and
// delete; a failed load waits in `failed` with its error until `list.reload` (or a search). One
// statechart for the four kinds (TV, radio, event, virtual live; shared/live-kinds.ts): the screen
// starts it with the kind its path names, and every load and save carries it.
import { assign, fromPromise, setup } from 'xstate';
import type { TvChannelForm } from '../../shared/schedule-editor.js';
import { notProvided } from './not-provided.js';
import { DEFAULT_LIVE_KIND, type TvPageQuery } from '../../shared/live-kinds.js';

export type { TvPageQuery };
import type { TvChannel } from '../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';
import { isEmptyBeyondFirst, isPageSize, LIST_PAGE_SIZES } from './paging.js';
import { failedState, waitingState, type PagingEvent } from './lib/list.js';
import { errorText } from '../../shared/error-text.js';


export type { TvChannelForm };

export interface TvChannelsContext {
  /** 6 TV, 7 radio, 8 event, 10 virtual live. */
  kind: number;
  draftKeyword: string;
  keyword: string;
  pageIndex: number;
  pageSize: number;
  list: TvChannel[];
  total: number;
  error: string | null;
  /** Bumps with every successful save or delete (the dialog closes on it). */
  saved: number;
}

export type TvChannelsEvent =
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' }
  | PagingEvent
  | { type: 'channel.save'; liveTvId: number | null; form: TvChannelForm }
  | { type: 'channel.delete'; liveTvId: number };

/** The shared table's default size (spec 001 §9). */
export const TV_PAGE_SIZE = LIST_PAGE_SIZES.default;

/** While a save or a delete runs, a search sent is kept: the list loaded after it uses the keyword (Enter is never dropped). */
const keepSearch = { 'search.submit': { actions: 'applySearch' } } as const;

export const tvChannelsMachine = setup({
  types: { context: {} as TvChannelsContext, events: {} as TvChannelsEvent, input: {} as { kind?: number } | undefined },
  actors: {
    loadPage: fromPromise<{ list: TvChannel[]; total: number }, TvPageQuery>(async () => notProvided('tvChannels.loadPage')),
    saveChannel: fromPromise<unknown, { liveTvId: number | null; form: TvChannelForm; kind: number }>(async () => notProvided('tvChannels.saveChannel')),
    deleteChannel: fromPromise<unknown, { liveTvId: number }>(async () => notProvided('tvChannels.deleteChannel')),
  },
  actions: {
    notifySuccess: (_, _p: { text: string }) => notProvided('tvChannels.notifySuccess'),
    applySearch: assign(({ context }) => ({ keyword: context.draftKeyword.trim(), pageIndex: 1 })),
    applyPage: assign(({ event }) => (event.type === 'page.go' ? { pageIndex: Math.max(1, event.pageIndex) } : {})),
    applyPageSize: assign(({ event }) => (event.type === 'page.size' ? { pageSize: event.pageSize, pageIndex: 1 } : {})),
  },
  guards: {
    isValidPageSize: ({ event }) => event.type === 'page.size' && isPageSize(event.pageSize),
  },
}).createMachine({
  id: 'tvChannels',
  context: ({ input }) => ({
    kind: input?.kind ?? DEFAULT_LIVE_KIND,
    draftKeyword: '',
    keyword: '',
    pageIndex: 1,
    pageSize: TV_PAGE_SIZE,
    list: [],
    total: 0,
    error: null,
    saved: 0,
  }),
  // the shared table's first load comes 300 ms after the list appears (spec 001 §9)
  initial: 'waiting',
  on: {
    'keyword.change': { actions: assign({ draftKeyword: ({ event }) => event.value }) },
  },
  states: {
    waiting: waitingState(),
    loading: {
      // a search or page asked for while a page is loading restarts the load with it (Enter is never dropped)
      on: {
        'search.submit': { target: 'loading', reenter: true, actions: 'applySearch' },
        'page.go': { target: 'loading', reenter: true, actions: 'applyPage' },
        'page.size': { guard: 'isValidPageSize', target: 'loading', reenter: true, actions: 'applyPageSize' },
      },
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ keyword: context.keyword, pageIndex: context.pageIndex, pageSize: context.pageSize, kind: context.kind }),
        onDone: [
          {
            guard: ({ context, event }) => isEmptyBeyondFirst(context.pageIndex, event.output.list),
            target: 'loading',
            reenter: true,
            actions: assign({ pageIndex: ({ context }) => context.pageIndex - 1 }),
          },
          { target: 'ready', actions: assign({ list: ({ event }) => event.output.list, total: ({ event }) => event.output.total, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      // 重试 loads the page again; a search sent meanwhile loads with it (Enter is never dropped)
      on: { ...failedState<TvChannelsContext>().on, 'search.submit': { target: 'loading', actions: 'applySearch' } },
    },
    ready: {
      on: {
        'search.submit': { target: 'loading', actions: 'applySearch' },
        'page.go': { target: 'loading', actions: 'applyPage' },
        'page.size': { guard: 'isValidPageSize', target: 'loading', actions: 'applyPageSize' },
        'list.reload': 'loading',
        'channel.save': 'saving',
        'channel.delete': 'deleting',
      },
    },
    saving: {
      on: keepSearch,
      invoke: {
        src: 'saveChannel',
        input: ({ context, event }) => {
          const e = event as Extract<TvChannelsEvent, { type: 'channel.save' }>;
          return { liveTvId: e.liveTvId, form: e.form, kind: context.kind };
        },
        onDone: {
          target: 'loading',
          actions: [assign({ saved: ({ context }) => context.saved + 1, error: null }), { type: 'notifySuccess', params: { text: SCHEDULE_MESSAGES.saved } }],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    deleting: {
      on: keepSearch,
      invoke: {
        src: 'deleteChannel',
        input: ({ event }) => ({ liveTvId: (event as Extract<TvChannelsEvent, { type: 'channel.delete' }>).liveTvId }),
        onDone: {
          target: 'loading',
          actions: [
            assign(({ context }) => ({
              saved: context.saved + 1,
              // the last row of a page went: show the page before it
              pageIndex: context.list.length === 1 && context.pageIndex > 1 ? context.pageIndex - 1 : context.pageIndex,
            })),
            { type: 'notifySuccess', params: { text: COMMON_MESSAGES.deleted } },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
