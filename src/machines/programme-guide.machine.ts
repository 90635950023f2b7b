// The public programme guide of a channel (live/program/page/notoken): what a player page shows
// without a session — the day's programmes, the one on now and the next. Read again every
// GUIDE_REFRESH_MS so "now" moves on while the page stays open.
import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import type { GuideQuery, ProgrammeGuide } from '../../shared/live-kinds.js';

export type { GuideQuery };
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export const GUIDE_REFRESH_MS = 60_000;

export interface ProgrammeGuideContext extends GuideQuery {
  guide: ProgrammeGuide | null;
  error: string | null;
}

export const programmeGuideMachine = setup({
  types: typesOf<ProgrammeGuideContext, { type: 'guide.reload' }, GuideQuery>(),
  actors: {
    loadGuide: fromPromise<ProgrammeGuide, GuideQuery>(async () => notProvided('programmeGuide.loadGuide')),
  },
  guards: {
    hasQuery: ({ context }) => context.domainName !== '' && context.liveTvId > 0,
  },
}).createMachine({
  id: 'programmeGuide',
  context: ({ input }) => ({ domainName: input.domainName, liveTvId: input.liveTvId, guide: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'failed' }] },
    loading: {
      invoke: {
        src: 'loadGuide',
        input: ({ context }) => ({ domainName: context.domainName, liveTvId: context.liveTvId }),
        onDone: { target: 'ready', actions: assign({ guide: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      after: { [GUIDE_REFRESH_MS]: 'loading' },
      on: { 'guide.reload': 'loading' },
    },
    failed: {
      on: { 'guide.reload': 'checking' },
    },
  },
});
