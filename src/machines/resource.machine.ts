// One record loaded from the server (a file's details, the storage overview, an article, a
// report): loading → loaded | failed, with reload. `load` is an effect the area's wiring
// provides (its default throws); a record that needs to be named (an id, a report's source)
// takes it as the machine's input, which `load` receives each time it runs, as `{ input }`
// (an object, so that XState can tell the invocation needs it whatever `I` is).
import { fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { loadingInto } from './lib/load.js';

export interface ResourceContext<T, I = undefined> {
  /** What names the record (the machine's input; undefined when it needs none). */
  input: I;
  data: T | null;
  error: string | null;
}

/** What `load` receives: the machine's input. */
export interface ResourceLoad<I> {
  input: I;
}

/** A machine loading one `T`, named by its input `I` (none by default). */
export function createResourceMachine<T, I = undefined>(id: string) {
  const loading = loadingInto<ResourceContext<T, I>>()('load');
  return setup({
    types: { context: {} as ResourceContext<T, I>, events: {} as { type: 'resource.reload' }, input: {} as I },
    actors: {
      load: fromPromise<T, ResourceLoad<I>>(async () => notProvided(`${id}.load`)),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: { ...loading, invoke: { ...loading.invoke, input: ({ context }) => ({ input: context.input }) } },
      loaded: { on: { 'resource.reload': 'loading' } },
      failed: { on: { 'resource.reload': 'loading' } },
    },
  });
}
