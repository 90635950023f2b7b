// The effects of a moderation queue (comments, contributions, 问政 questions): its page call, the
// command it runs, and the success toast of its `notify` action. Each area's effects file shapes
// its queue with it.
import { fromPromise } from 'xstate';
import { toast } from './toast.js';

/** The `notify` action of a list machine: the text as a success toast. */
export const notifySuccess = (_: unknown, { text }: { text: string }) => toast.success(text);

export function queueEffects<Q, P, C>(fetchPage: (query: Q) => Promise<P>, run: (command: C) => Promise<unknown>) {
  return {
    actors: {
      fetchPage: fromPromise<P, Q>(({ input }) => fetchPage(input)),
      act: fromPromise<unknown, C>(({ input }) => run(input)),
    },
    actions: { notify: notifySuccess },
  };
}
