// The draw screen (/goLotteryDraw, and its big-screen variant /goLotteryDraw2): pick an activity
// and a prize, say how many to draw, confirm, and the server draws (docs/activities.md). The
// record that comes back (seed, commitment, participant hash, result) is shown as it was stored;
// then the activity is read again, so the stock and the pool on screen are the server's.
import { assign, fromPromise, setup } from 'xstate';
import type { ActivityDetail, ActivitySummary, DrawRecord } from '../../shared/activities.js';
import { ACTIVITY_LIMITS } from '../../shared/activities.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import type { ConfirmEvent } from './lib/confirm.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const DRAW_TEXTS = {
  pickActivity: '请选择活动',
  pickPrize: '请选择奖品',
  badCount: `每次抽取 1–${ACTIVITY_LIMITS.drawMax} 名`,
  outOfStock: '奖品库存不足',
  noPool: '没有可抽取的参与者（每人最多中奖一次）',
  drawn: '开奖成功',
} as const;

export interface DrawLoadOutput {
  activities: ActivitySummary[];
  activity: ActivityDetail | null;
}

export interface LotteryDrawContext {
  activityId: number;
  activities: ActivitySummary[];
  activity: ActivityDetail | null;
  prizeId: number;
  count: number;
  last: DrawRecord | null;
  error: string;
}

export type LotteryDrawEvent =
  | { type: 'activity.pick'; activityId: number }
  | { type: 'prize.pick'; prizeId: number }
  | { type: 'count.change'; count: number }
  | { type: 'draw.request' }
  | ConfirmEvent<'draw'>
  | { type: 'retry' };

/** Why a draw cannot start now ('' when it can). */
export function drawBlocker(c: Pick<LotteryDrawContext, 'activity' | 'prizeId' | 'count'>): string {
  if (!c.activity) return DRAW_TEXTS.pickActivity;
  const prize = c.activity.prizes.find((p) => p.id === c.prizeId);
  if (!prize) return DRAW_TEXTS.pickPrize;
  if (!Number.isInteger(c.count) || c.count < 1 || c.count > ACTIVITY_LIMITS.drawMax) return DRAW_TEXTS.badCount;
  if (prize.remaining < c.count) return DRAW_TEXTS.outOfStock;
  if (c.activity.participantCount - c.activity.winnerCount < c.count) return DRAW_TEXTS.noPool;
  return '';
}

/** The prize kept after a reload: the one chosen if it still has stock, else the first with stock. */
const prizeAfterLoad = (a: ActivityDetail | null, current: number) =>
  a?.prizes.find((p) => p.id === current && p.remaining > 0)?.id ?? a?.prizes.find((p) => p.remaining > 0)?.id ?? 0;

export const lotteryDrawMachine = setup({
  types: typesOf<LotteryDrawContext, LotteryDrawEvent, { activityId: number }>(),
  actors: {
    load: fromPromise<DrawLoadOutput, { activityId: number }>(async () => notProvided('lotteryDraw.load')),
    draw: fromPromise<DrawRecord, { activityId: number; prizeId: number; count: number }>(async () => notProvided('lotteryDraw.draw')),
  },
  actions: notifyAction('lotteryDraw'),
  guards: {
    canDraw: ({ context }) => drawBlocker(context) === '',
  },
}).createMachine({
  id: 'lotteryDraw',
  context: ({ input }) => ({ activityId: input.activityId, activities: [], activity: null, prizeId: 0, count: 1, last: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ activityId: context.activityId }),
        onDone: {
          target: 'ready',
          actions: assign({
            activities: ({ event }) => event.output.activities,
            activity: ({ event }) => event.output.activity,
            prizeId: ({ context, event }) => prizeAfterLoad(event.output.activity, context.prizeId),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: assign({ error: '' }) } },
    },
    ready: {
      on: {
        'activity.pick': { target: 'loading', actions: assign({ activityId: ({ event }) => event.activityId, prizeId: 0, last: null, error: '' }) },
        'prize.pick': { actions: assign({ prizeId: ({ event }) => event.prizeId, error: '' }) },
        'count.change': { actions: assign({ count: ({ event }) => event.count, error: '' }) },
        'draw.request': [{ guard: 'canDraw', target: 'confirming', actions: assign({ error: '' }) }, { actions: assign({ error: ({ context }) => drawBlocker(context) }) }],
      },
    },
    confirming: {
      on: {
        'draw.confirm': 'drawing',
        'draw.cancel': 'ready',
      },
    },
    drawing: {
      invoke: {
        src: 'draw',
        input: ({ context }) => ({ activityId: context.activityId, prizeId: context.prizeId, count: context.count }),
        onDone: { target: 'loading', actions: [assign({ last: ({ event }) => event.output }), { type: 'notify', params: { text: DRAW_TEXTS.drawn } }] },
        // A refusal (stock gone under a concurrent draw…) reloads too, so the screen shows the truth.
        onError: { target: 'loading', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
