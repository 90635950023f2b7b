// The `load` effect of a resource machine (src/machines/resource.machine.ts) from the call that
// loads its record: the machine hands `load` its own input as `{ input }`; the call takes the input.
import { fromPromise } from 'xstate';

/** `{ actors: { load } }` for `machine.provide`: `call(input)` is the record of the machine's input. */
export function loadEffect<T, I = undefined>(call: (input: I) => Promise<T>) {
  return { actors: { load: fromPromise<T, { input: I }>(({ input }) => call(input.input)) } };
}
