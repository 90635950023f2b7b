// Test support for a load that fails and is tried again (重试): an effect that fails with a
// message until the test lets it answer, noting every input it was called with. Not used by the app.
import { fromPromise } from 'xstate';

/** An effect that throws `message` until `recover()`, then answers `answer(input)`; `asked` holds each call's input. */
export function failingEffect<T, I = unknown>(message: string, answer: (input: I) => T) {
  const asked: I[] = [];
  let failing = true;
  return {
    effect: fromPromise<T, I>(async ({ input }) => {
      asked.push(input);
      if (failing) throw new Error(message);
      return answer(input);
    }),
    asked,
    /** From now on the effect answers. */
    recover: () => {
      failing = false;
    },
  };
}
