// The 三审 review chain of one item (contract "Review chain"), pure: the rules the server applies
// in content/review, as a chart a product manager can step through under 帮助 → 流程图. An item
// is submitted to the chain's first level; a reviewer who holds the waiting level passes it to the
// next level, or at the last level approves it; or sends it back with a reason, to the author
// (rejected) or to an earlier level (it waits there again). A reviewer who does not hold the
// waiting level, a send-back without a reason, or to the waiting level or later, is refused with
// the server's message and changes nothing. Release needs the last level passed; an edit of an
// approved item starts the chain again. The chain has 1 to 3 levels (input: their names).
import { assign, setup } from 'xstate';
import { REVIEW_CHAIN_TEXTS as T, REVIEW_CHAIN_LIMITS, levelName } from '../../shared/review-chain.js';
import { typesOf } from './lib/types.js';

export interface ReviewChainInput {
  /** The levels' names in order (1 to 3), e.g. 初审, 复审, 终审. */
  names: string[];
}

/** One act along the chain: a pass, or a send-back to `backTo` (0 the author). */
export interface ChainAct {
  level: number;
  pass: boolean;
  backTo: number | null;
  reason: string;
}

export interface ReviewChainContext {
  names: string[];
  /** The level now waiting, from 1 (while in review). */
  level: number;
  /** The reason of the last send-back to the author (what the author reads on a rejected item). */
  reason: string;
  trail: ChainAct[];
  error: string | null;
}

export type ReviewChainEvent =
  | { type: 'chain.submit' }
  /** A reviewer holding the levels `holds` passes the item. */
  | { type: 'chain.pass'; holds: number[] }
  /** A reviewer holding `holds` sends it back to `to` (0 the author) with `reason`. */
  | { type: 'chain.back'; holds: number[]; to: number; reason: string }
  | { type: 'chain.release' }
  | { type: 'chain.edit' };

const levelsOf = (names: readonly string[]) => names.map((name, i) => ({ level: i + 1, name, roleIds: [] }));
/** The waiting level's name. */
export const waitingName = (c: Pick<ReviewChainContext, 'names' | 'level'>) => levelName(levelsOf(c.names), c.level);

type Args = { context: ReviewChainContext; event: ReviewChainEvent };
const holds = ({ context, event }: Args) => (event.type === 'chain.pass' || event.type === 'chain.back') && event.holds.includes(context.level);
const backTo = (event: ReviewChainEvent) => (event.type === 'chain.back' ? event.to : -1);

export const reviewChainMachine = setup({
  types: typesOf<ReviewChainContext, ReviewChainEvent, ReviewChainInput>(),
  guards: {
    notAtLevel: (a) => !holds(a),
    atLastLevel: ({ context }) => context.level >= context.names.length,
    noReason: ({ event }) => event.type !== 'chain.back' || !event.reason.trim(),
    badTarget: ({ context, event }) => backTo(event) < 0 || backTo(event) >= context.level,
    toAuthor: ({ event }) => backTo(event) === 0,
  },
  actions: {
    refuseLevel: assign({ error: ({ context }) => T.notAtLevel(waitingName(context)) }),
    record: assign({
      trail: ({ context, event }) => [
        ...context.trail,
        event.type === 'chain.back'
          ? { level: context.level, pass: false, backTo: event.to, reason: event.reason.trim() }
          : { level: context.level, pass: true, backTo: null, reason: '' },
      ],
      error: null,
    }),
  },
}).createMachine({
  id: 'reviewChain',
  context: ({ input }) => ({
    names: input.names.slice(0, REVIEW_CHAIN_LIMITS.levelsMax),
    level: 1,
    reason: '',
    trail: [],
    error: null,
  }),
  initial: 'draft',
  states: {
    draft: { on: { 'chain.submit': { target: 'inReview', actions: assign({ level: 1, error: null }) } } },
    /** Waiting at `level`; only a holder of that level acts. */
    inReview: {
      on: {
        'chain.pass': [
          { guard: 'notAtLevel', actions: 'refuseLevel' },
          { guard: 'atLastLevel', target: 'approved', actions: 'record' },
          { target: 'inReview', reenter: true, actions: ['record', assign({ level: ({ context }) => context.level + 1 })] },
        ],
        'chain.back': [
          { guard: 'notAtLevel', actions: 'refuseLevel' },
          { guard: 'noReason', actions: assign({ error: T.opinionRequired }) },
          { guard: 'badTarget', actions: assign({ error: ({ context }) => T.backToInvalid(waitingName(context)) }) },
          { guard: 'toAuthor', target: 'rejected', actions: ['record', assign({ reason: ({ event }) => (event.type === 'chain.back' ? event.reason.trim() : ''), level: 1 })] },
          { target: 'inReview', reenter: true, actions: ['record', assign({ level: ({ event }) => backTo(event) })] },
        ],
      },
    },
    /** Sent back to the author, who reads the reason, edits and submits again. */
    rejected: { on: { 'chain.submit': { target: 'inReview', actions: assign({ level: 1, error: null }) } } },
    /** The last level passed: it may be released; an edit starts the chain again. */
    approved: {
      on: {
        'chain.release': 'released',
        'chain.edit': { target: 'inReview', actions: assign({ level: 1, error: null }) },
      },
    },
    released: { type: 'final' },
  },
});
