// 中奖名单 (/winningList): one activity's winners and its draw records, each record re-checked on
// request by the server (the seed, the participant hash and the result recomputed), and the
// winners exported as CSV.
import { assign, fromPromise, setup } from 'xstate';
import type { ActivitySummary, DrawRecord, DrawVerification, Winner } from '../../shared/activities.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface WinningListLoad {
  activities: ActivitySummary[];
  winners: Winner[];
  draws: DrawRecord[];
}

export interface WinningListContext extends WinningListLoad {
  activityId: number;
  checks: Record<number, DrawVerification>;
  checkingId: number;
  error: string;
}

export type WinningListEvent =
  | { type: 'activity.pick'; activityId: number }
  | { type: 'draw.verify'; drawId: number }
  | { type: 'export.request' }
  | { type: 'list.reload' };

export const winningListMachine = setup({
  types: typesOf<WinningListContext, WinningListEvent, { activityId: number }>(),
  actors: {
    load: fromPromise<WinningListLoad, { activityId: number }>(async () => notProvided('winningList.load')),
    verify: fromPromise<DrawVerification, { drawId: number }>(async () => notProvided('winningList.verify')),
    exportCsv: fromPromise<void, { activityId: number }>(async () => notProvided('winningList.exportCsv')),
  },
  guards: {
    hasActivity: ({ context }) => context.activityId > 0,
  },
}).createMachine({
  id: 'winningList',
  context: ({ input }) => ({ activityId: input.activityId, activities: [], winners: [], draws: [], checks: {}, checkingId: 0, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ activityId: context.activityId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, checks: {} })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'activity.pick': { target: 'loading', actions: assign({ activityId: ({ event }) => event.activityId, error: '' }) },
        'draw.verify': { target: 'verifying', actions: assign({ checkingId: ({ event }) => event.drawId, error: '' }) },
        'export.request': { guard: 'hasActivity', target: 'exporting', actions: assign({ error: '' }) },
      },
    },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ drawId: context.checkingId }),
        onDone: { target: 'ready', actions: assign({ checks: ({ context, event }) => ({ ...context.checks, [context.checkingId]: event.output }), checkingId: 0 }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error), checkingId: 0 }) },
      },
    },
    exporting: {
      invoke: {
        src: 'exportCsv',
        input: ({ context }) => ({ activityId: context.activityId }),
        onDone: 'ready',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
