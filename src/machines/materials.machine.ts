// The left pane of the programme-list editor (spec 000 §2): tabs video and live, a search that
// runs on Enter, the library picked for videos, and a list that grows by 10 each time the
// operator scrolls to its bottom.
import { assign, fromPromise, setup } from 'xstate';
import type { MaterialItem, MaterialQuery, MaterialTab } from '../../shared/schedule-editor.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export type { MaterialItem, MaterialQuery, MaterialTab };


export interface MaterialsContext extends MaterialQuery {
  /** What is typed in the search box (applied on Enter). */
  draftKeyword: string;
  items: MaterialItem[];
  total: number;
  error: string | null;
}

export type MaterialsEvent =
  | { type: 'tab.select'; tab: MaterialTab }
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'library.select'; fileLibId: number | null }
  | { type: 'list.more' }
  | { type: 'list.reload' };

/** The first page and each growth step (spec §9). */
export const PAGE_STEP = 10;

export const materialsMachine = setup({
  types: typesOf<MaterialsContext, MaterialsEvent, { tab?: MaterialTab; fileLibId?: number | null } | undefined>(),
  actors: {
    loadMaterials: fromPromise<{ list: MaterialItem[]; total: number }, MaterialQuery>(async () => notProvided('materials.loadMaterials')),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
    needsLibrary: ({ context }) => context.tab === 'video' && context.fileLibId === null,
  },
}).createMachine({
  id: 'materials',
  context: ({ input }) => ({
    tab: input?.tab ?? 'video',
    keyword: '',
    draftKeyword: '',
    fileLibId: input?.fileLibId ?? null,
    pageSize: PAGE_STEP,
    items: [],
    total: 0,
    error: null,
  }),
  initial: 'checking',
  on: {
    'tab.select': {
      target: '.checking',
      actions: assign(({ event }) => ({ tab: event.tab, pageSize: PAGE_STEP, items: [], total: 0 })),
    },
    'keyword.change': { actions: assign({ draftKeyword: ({ event }) => event.value }) },
    'search.submit': {
      target: '.checking',
      actions: assign(({ context }) => ({ keyword: context.draftKeyword.trim(), pageSize: PAGE_STEP })),
    },
    'library.select': {
      target: '.checking',
      actions: assign(({ event }) => ({ fileLibId: event.fileLibId, pageSize: PAGE_STEP, items: [], total: 0 })),
    },
    'list.reload': '.checking',
  },
  states: {
    checking: {
      always: [{ guard: 'needsLibrary', target: 'noLibrary' }, { target: 'loading' }],
    },
    noLibrary: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadMaterials',
        input: ({ context }) => ({ tab: context.tab, keyword: context.keyword, fileLibId: context.fileLibId, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'list.more': {
          guard: 'hasMore',
          target: 'loading',
          actions: assign({ pageSize: ({ context }) => context.pageSize + PAGE_STEP }),
        },
      },
    },
    failed: {},
  },
});
