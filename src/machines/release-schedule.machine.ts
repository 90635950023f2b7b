// The schedule part of the release dialog: 立即发布 or 定时发布 (a Beijing day and time), and
// optionally 定时下架. Two regions (publish: now | at; takeDown: off | at). Confirming checks
// the schedule at the time the event carries (shared/release-schedule.ts: a publish time more
// than a minute past or beyond a year, a take-down time past, beyond a year or not after the
// publish time); a problem keeps the chart editing and shows its message from then on, as the
// fields change. A good schedule ends the chart with the schedule as its output.
import { assign, setup } from 'xstate';
import { typesOf } from './lib/types.js';
import { act } from './lib/list.js';
import { scheduleProblem, SCHEDULE_TEXTS, type ReleaseSchedule } from '../../shared/release-schedule.js';
import { beijingDayOf, beijingHm, fromBeijing } from '../../shared/time.js';

export interface ReleaseScheduleContext {
  /** The time the dialog opened or was last confirmed (the defaults and the check use it). */
  now: number;
  publishOn: boolean;
  publishDay: string;
  publishTime: string;
  takeDownOn: boolean;
  takeDownDay: string;
  takeDownTime: string;
  /** A confirm was refused: the problem is shown from then on. */
  showErrors: boolean;
}

export type ReleaseScheduleEvent =
  | { type: 'publish.now' }
  | { type: 'publish.at' }
  | { type: 'publish.day'; day: string }
  | { type: 'publish.time'; time: string }
  | { type: 'takeDown.off' }
  | { type: 'takeDown.at' }
  | { type: 'takeDown.day'; day: string }
  | { type: 'takeDown.time'; time: string }
  | { type: 'schedule.confirm'; now: number };

/** Default publish time: at least half an hour ahead, on a whole ten minutes. */
export const defaultPublishAt = (now: number) => Math.ceil((now + 30 * 60_000) / 600_000) * 600_000;
/** Default take-down: a day after the publish time (or after now). */
export const defaultTakeDownAt = (from: number) => from + 86_400_000;

/** The schedule the fields say, and what is wrong with it at `context.now` ('' when nothing). */
export function scheduleOf(c: ReleaseScheduleContext): { schedule: ReleaseSchedule; problem: string } {
  const publishAt = c.publishOn ? fromBeijing(c.publishDay, c.publishTime) : undefined;
  const takeDownAt = c.takeDownOn ? fromBeijing(c.takeDownDay, c.takeDownTime) : undefined;
  const schedule: ReleaseSchedule = { ...(publishAt !== undefined ? { publishAt } : {}), ...(takeDownAt !== undefined ? { takeDownAt } : {}) };
  if (publishAt !== undefined && Number.isNaN(publishAt)) return { schedule, problem: SCHEDULE_TEXTS.pickPublishAt };
  if (takeDownAt !== undefined && Number.isNaN(takeDownAt)) return { schedule, problem: SCHEDULE_TEXTS.pickTakeDownAt };
  return { schedule, problem: scheduleProblem(schedule, c.now) };
}

/** The message to show now ('' before a refused confirm, or when the schedule is good). */
export const shownProblem = (c: ReleaseScheduleContext) => (c.showErrors ? scheduleOf(c).problem : '');

/**
 * A region of the schedule (`publish` or `takeDown`): `unset` (立即发布; no 定时下架) or `at` a
 * day and time; `<name>.at` and `<name>.<unset>` switch between them (`<name>On` says which), and
 * `<name>.day` / `<name>.time` set the fields while at a time.
 */
function timeRegion<N extends 'publish' | 'takeDown', U extends string>(name: N, unset: U) {
  type C = ReleaseScheduleContext;
  return {
    initial: unset,
    states: {
      [unset]: { entry: act<C>(() => ({ [`${name}On`]: false })), on: { [`${name}.at`]: 'at' } },
      at: {
        entry: act<C>(() => ({ [`${name}On`]: true })),
        on: {
          [`${name}.${unset}`]: unset,
          [`${name}.day`]: { actions: act<C>(({ event }) => ({ [`${name}Day`]: event.day })) },
          [`${name}.time`]: { actions: act<C>(({ event }) => ({ [`${name}Time`]: event.time })) },
        },
      },
    },
  };
}

export const releaseScheduleMachine = setup({
  types: { ...typesOf<ReleaseScheduleContext, ReleaseScheduleEvent, { now: number }>(), output: {} as ReleaseSchedule },
  guards: {
    isScheduleGood: ({ context, event }) => event.type === 'schedule.confirm' && scheduleOf({ ...context, now: event.now }).problem === '',
  },
}).createMachine({
  id: 'releaseSchedule',
  context: ({ input }) => ({
    now: input.now,
    publishOn: false,
    publishDay: beijingDayOf(defaultPublishAt(input.now)),
    publishTime: beijingHm(defaultPublishAt(input.now)),
    takeDownOn: false,
    takeDownDay: beijingDayOf(defaultTakeDownAt(defaultPublishAt(input.now))),
    takeDownTime: beijingHm(defaultTakeDownAt(defaultPublishAt(input.now))),
    showErrors: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: {
        'schedule.confirm': [
          { guard: 'isScheduleGood', target: 'confirmed', actions: assign({ now: ({ event }) => event.now }) },
          { actions: assign({ now: ({ event }) => event.now, showErrors: true }) },
        ],
      },
      states: {
        publish: timeRegion('publish', 'now'),
        takeDown: timeRegion('takeDown', 'off'),
      },
    },
    confirmed: {
      type: 'final',
    },
  },
  output: ({ context }) => scheduleOf(context).schedule,
});
