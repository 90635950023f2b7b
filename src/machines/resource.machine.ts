// One thing loaded from the server (a file's details, the storage overview): loading → loaded |
// failed, with reload. The screen provides the `load` actor with its call.
import { assign, fromPromise, setup } from 'xstate';

export interface ResourceContext<T> {
  data: T | null;
  error: string | null;
}

export function createResourceMachine<T>(id: string) {
  return setup({
    types: { context: {} as ResourceContext<T>, events: {} as { type: 'resource.reload' } },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error(`${id}: "load" is not provided`);
      }),
    },
  }).createMachine({
    id,
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
        },
      },
      loaded: { on: { 'resource.reload': 'loading' } },
      failed: { on: { 'resource.reload': 'loading' } },
    },
  });
}
