// One thing loaded from the server (a file's details, the storage overview): loading → loaded |
// failed, with reload. `load` is an effect the area's wiring provides (its default throws).
import { fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { loadingInto } from './lib/load.js';

export interface ResourceContext<T> {
  data: T | null;
  error: string | null;
}

export function createResourceMachine<T>(id: string) {
  return setup({
    types: { context: {} as ResourceContext<T>, events: {} as { type: 'resource.reload' } },
    actors: {
      load: fromPromise<T>(async () => notProvided(`${id}.load`)),
    },
  }).createMachine({
    id,
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: loadingInto<ResourceContext<T>>()('load'),
      loaded: { on: { 'resource.reload': 'loading' } },
      failed: { on: { 'resource.reload': 'loading' } },
    },
  });
}
