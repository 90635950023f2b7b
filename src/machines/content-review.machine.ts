// One content item's review and release life (statuses of shared/content.ts):
// draft → waiting → approved | rejected (with an opinion) → published → shelved; a rejected item
// is resubmitted; an edit of an approved or shelved item goes back to waiting (an edit of a
// published item is a pending update reviewed in the queue; the item stays published).
// Every step is the server's call (an invoked effect); a refused call stays where it was with
// the server's message. A review refused because the author changed the item since the
// reviewer opened it (409) goes to `stale`: the dialog shows what changed, and the reviewer
// reviews the new revision again (`review.again`); nothing is approved unseen.
// Along a 三审 chain (reviewChain) a pass below the last level ends in `passedLevel` (the item
// waits at the next level) and a send-back to an earlier level (`backTo`) in `sentBack`; a
// send-back to the author (backTo 0) is the rejection.
import { assign, fromPromise, setup } from 'xstate';
import { CONTENT_LIMITS, CONTENT_STATUS, type ContentStatus } from '../../shared/content.js';
import type { ReviewOutcome } from '../../shared/review-chain.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const reviewMessages = {
  opinionRequired: '请填写审核意见',
  opinionTooLong: `审核意见不能超过${CONTENT_LIMITS.opinionMax}个字`,
} as const;

export interface ReviewItem {
  id: number;
  type: number;
  status: ContentStatus;
  /** The revision the reviewer sees: sent with the review (changed since → the server refuses, 409). */
  revision?: number;
  /** The review level the reviewer sees waiting (moved on since → the server refuses, 409). */
  level?: number;
}


export interface ReviewContext {
  item: ReviewItem;
  opinion: string;
  /** The opinion of the last rejection (shown on a rejected item). */
  rejectedWith: string;
  releaseIds: number[];
  error: string | null;
  /** The working copy's revision now, after a review was refused as stale (else null). */
  latest: number | null;
  /** Where a rejection sends the item: 0 the author, else an earlier level of the chain. */
  backTo: number;
}

/** A review refused because the working copy changed since it was read, with its revision now. */
export function staleRevision(e: unknown): number | null {
  if (!(e instanceof Error)) return null;
  const { conflict, revision } = e as Error & { conflict?: unknown; revision?: unknown };
  return conflict === true && typeof revision === 'number' ? revision : null;
}

export type ReviewEvent =
  | { type: 'review.submit' }
  | { type: 'opinion.change'; opinion: string }
  | { type: 'backTo.change'; backTo: number }
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'release.start'; columnIds: number[] }
  | { type: 'release.takeDown' }
  | { type: 'content.edited' }
  | { type: 'review.again' };

const status = (s: ContentStatus) => ({ guard: ({ context }: { context: ReviewContext }) => context.item.status === s });

/** An approved or a shelved item: released to the chosen columns; an edit the server returned to review sends it back. */
const releasableOn = {
  'release.start': { guard: 'hasColumns', target: 'releasing' },
  'content.edited': 'backToReview',
} as const;

const reviewSetup = setup({
  types: typesOf<ReviewContext, ReviewEvent, { item: ReviewItem; opinion?: string; releaseIds?: number[] }>(),
  actors: {
    submitItem: fromPromise<{ status: ContentStatus }, { id: number }>(async () => notProvided('contentReview.submitItem')),
    reviewItem: fromPromise<ReviewOutcome, { id: number; pass: 0 | 1; opinion: string; revision?: number; level?: number; backTo?: number }>(async () =>
      notProvided('contentReview.reviewItem'),
    ),
    releaseItem: fromPromise<{ releaseIds: number[] }, { id: number; type: number; columnIds: number[] }>(async () =>
      notProvided('contentReview.releaseItem'),
    ),
    takeDown: fromPromise<void, { releaseIds: number[] }>(async () => notProvided('contentReview.takeDown')),
  },
  actions: {
    noteStale: assign({
      error: ({ event }) => errorText((event as { error?: unknown }).error),
      latest: ({ event }) => staleRevision((event as { error?: unknown }).error),
    }),
  },
  guards: {
    hasOpinion: ({ context }) => context.opinion.trim().length > 0 && context.opinion.length <= CONTENT_LIMITS.opinionMax,
    isStale: ({ event }) => staleRevision((event as { error?: unknown }).error) !== null,
    hasColumns: ({ event }) => event.type === 'release.start' && event.columnIds.length > 0,
    /** The pass moved the item on to a later level of the chain (not the last one passed). */
    advanced: ({ context, event }) => ((event as { output?: ReviewOutcome }).output?.reviewLevel ?? 1) > (context.item.level ?? 1),
    toEarlierLevel: ({ context }) => context.backTo > 0,
  },
});

/**
 * 提交审核 from `back` (a draft, or a rejected item, whose last opinion then goes): the item waits
 * for review; a refused submit stays at `back` with the server's message.
 */
function submittingState(back: 'draft' | 'rejected') {
  return reviewSetup.createStateConfig({
    entry: assign({ error: null }),
    invoke: {
      src: 'submitItem',
      input: ({ context }) => ({ id: context.item.id }),
      onDone: {
        target: 'waiting',
        actions: assign(({ context }) => ({ item: { ...context.item, status: CONTENT_STATUS.waiting }, ...(back === 'rejected' ? { opinion: '' } : {}) })),
      },
      onError: { target: back, actions: assign({ error: ({ event }) => errorText(event.error) }) },
    },
  });
}

export const contentReviewMachine = reviewSetup.createMachine({
  id: 'contentReview',
  context: ({ input }) => ({ item: input.item, opinion: input.opinion ?? '', rejectedWith: '', releaseIds: input.releaseIds ?? [], error: null, latest: null, backTo: 0 }),
  initial: 'start',
  states: {
    start: {
      always: [
        { ...status(CONTENT_STATUS.waiting), target: 'waiting' },
        { ...status(CONTENT_STATUS.rejected), target: 'rejected' },
        { ...status(CONTENT_STATUS.approved), target: 'approved' },
        { ...status(CONTENT_STATUS.published), target: 'published' },
        { ...status(CONTENT_STATUS.shelved), target: 'shelved' },
        { target: 'draft' },
      ],
    },
    draft: { on: { 'review.submit': 'submitting' } },
    submitting: submittingState('draft'),
    waiting: {
      on: {
        'opinion.change': { actions: assign({ opinion: ({ event }) => event.opinion }) },
        // only the author (0) or a level below the waiting one
        'backTo.change': { actions: assign({ backTo: ({ context, event }) => (event.backTo > 0 && event.backTo < (context.item.level ?? 1) ? event.backTo : 0) }) },
        'review.approve': 'approving',
        'review.reject': [{ guard: 'hasOpinion', target: 'rejecting' }, { actions: assign({ error: reviewMessages.opinionRequired }) }],
      },
    },
    approving: {
      entry: assign({ error: null }),
      invoke: {
        src: 'reviewItem',
        input: ({ context }) => ({ id: context.item.id, pass: 1 as const, opinion: context.opinion.trim(), revision: context.item.revision, level: context.item.level }),
        onDone: [
          { guard: 'advanced', target: 'passedLevel', actions: assign({ item: ({ context, event }) => ({ ...context.item, level: event.output.reviewLevel }) }) },
          { target: 'approved', actions: assign({ item: ({ context }) => ({ ...context.item, status: CONTENT_STATUS.approved }) }) },
        ],
        onError: [{ guard: 'isStale', target: 'stale', actions: 'noteStale' }, { target: 'waiting', actions: assign({ error: ({ event }) => errorText(event.error) }) }],
      },
    },
    rejecting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'reviewItem',
        input: ({ context }) => ({
          id: context.item.id,
          pass: 0 as const,
          opinion: context.opinion.trim(),
          revision: context.item.revision,
          level: context.item.level,
          backTo: context.backTo,
        }),
        onDone: [
          {
            guard: 'toEarlierLevel',
            target: 'sentBack',
            actions: assign({ item: ({ context }) => ({ ...context.item, level: context.backTo }), rejectedWith: ({ context }) => context.opinion.trim() }),
          },
          {
            target: 'rejected',
            actions: assign({ item: ({ context }) => ({ ...context.item, status: CONTENT_STATUS.rejected }), rejectedWith: ({ context }) => context.opinion.trim() }),
          },
        ],
        onError: [{ guard: 'isStale', target: 'stale', actions: 'noteStale' }, { target: 'waiting', actions: assign({ error: ({ event }) => errorText(event.error) }) }],
      },
    },
    /** Passed at this level: the item waits at the next level of the chain (item.level), for its reviewers. */
    passedLevel: {},
    /** Sent back to an earlier level of the chain (item.level), with the reason. */
    sentBack: {},
    /** The author changed the item after the reviewer opened it: nothing was reviewed. */
    stale: {
      on: {
        'opinion.change': { actions: assign({ opinion: ({ event }) => event.opinion }) },
        'review.again': {
          target: 'waiting',
          actions: assign({ item: ({ context }) => ({ ...context.item, revision: context.latest ?? context.item.revision }), latest: null, error: null }),
        },
      },
    },
    rejected: { on: { 'review.submit': 'resubmitting' } },
    resubmitting: submittingState('rejected'),
    approved: { on: releasableOn },
    releasing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'releaseItem',
        input: ({ context, event }) => ({ id: context.item.id, type: context.item.type, columnIds: event.type === 'release.start' ? event.columnIds : [] }),
        onDone: {
          target: 'published',
          actions: assign({
            item: ({ context }) => ({ ...context.item, status: CONTENT_STATUS.published }),
            releaseIds: ({ context, event }) => [...context.releaseIds, ...event.output.releaseIds],
          }),
        },
        onError: [
          { guard: ({ context }) => context.item.status === CONTENT_STATUS.shelved, target: 'shelved', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          { target: 'approved', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    // An edit of a published item is a pending update: the item stays published.
    published: {
      on: {
        'release.takeDown': 'takingDown',
      },
    },
    takingDown: {
      entry: assign({ error: null }),
      invoke: {
        src: 'takeDown',
        input: ({ context }) => ({ releaseIds: context.releaseIds }),
        onDone: { target: 'shelved', actions: assign({ item: ({ context }) => ({ ...context.item, status: CONTENT_STATUS.shelved }), releaseIds: [] }) },
        onError: { target: 'published', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    shelved: { on: releasableOn },
    /** The server returned an edited approved or shelved item to review. */
    backToReview: {
      always: { target: 'waiting', actions: assign({ item: ({ context }) => ({ ...context.item, status: CONTENT_STATUS.waiting }), opinion: '' }) },
    },
  },
});
