// Read-only content screens (public article, latest list, preview, reports, publish
// statistics): load what the request names, show it, reload on demand.
import { assign, fromPromise, setup } from 'xstate';
import type { ContentDataRequest } from '../../shared/content-console.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';


export interface ContentDataContext {
  request: ContentDataRequest;
  data: unknown;
  error: string | null;
}

export const contentDataMachine = setup({
  types: typesOf<ContentDataContext, { type: 'data.reload' }, ContentDataRequest>(),
  actors: {
    loadData: fromPromise<unknown, ContentDataRequest>(async () => notProvided('contentData.loadData')),
  },
}).createMachine({
  id: 'contentData',
  context: ({ input }) => ({ request: input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadData',
        input: ({ context }) => context.request,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: { on: { 'data.reload': 'loading' } },
    failed: { on: { 'data.reload': 'loading' } },
  },
});
