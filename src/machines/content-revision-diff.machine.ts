// The comparison of two versions of a content item: both are loaded (a saved revision, or the
// live version readers see), then compared by word or by character (lib/revision-diff.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { RevisionDetail } from '../../shared/content.js';
import type { RevisionDiffInput } from '../../shared/content-console.js';
import type { DiffMode } from './lib/revision-diff.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface RevisionDiffContext extends RevisionDiffInput {
  before: RevisionDetail | null;
  after: RevisionDetail | null;
  mode: DiffMode;
  error: string | null;
}

export type RevisionDiffEvent = { type: 'mode.change'; mode: DiffMode } | { type: 'load.retry' };

export const contentRevisionDiffMachine = setup({
  types: typesOf<RevisionDiffContext, RevisionDiffEvent, RevisionDiffInput>(),
  actors: {
    loadVersions: fromPromise<{ before: RevisionDetail; after: RevisionDetail }, RevisionDiffInput>(async () => notProvided('contentRevisionDiff.loadVersions')),
  },
}).createMachine({
  id: 'contentRevisionDiff',
  context: ({ input }) => ({ ...input, before: null, after: null, mode: 'word', error: null }),
  initial: 'loading',
  on: { 'mode.change': { actions: assign({ mode: ({ event }) => event.mode }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadVersions',
        input: ({ context }) => ({ id: context.id, from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: assign({ before: ({ event }) => event.output.before, after: ({ event }) => event.output.after, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {},
  },
});
