// The week view of a channel's programme lists (GET live/program/week): Monday to Sunday around a
// day, each day's entries, fill and gaps. Moves a week back or on, or to this week; a failed
// read can be tried again. Opening a day in the editor is a link of the screen. Whether the user may
// change the channel is read once (the screen offers the templates only then).
import { assign, fromPromise, not, setup } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import type { ProgrammeWeek, WeekDay } from '../../shared/schedule-week.js';

export type { WeekDay };
import { addDays, mondayOf } from '../../shared/time.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export interface ScheduleWeekInput {
  liveTvId: number;
  /** Any day of the week to show (yyyyMMdd). */
  day: string;
  /** yyyyMMdd of today (marked in the view, the target of week.today). */
  today: string;
}

export interface ScheduleWeekContext {
  liveTvId: number;
  /** The Monday of the week shown. */
  monday: string;
  today: string;
  days: WeekDay[];
  channelName: string;
  /** Whether the user may change this channel's lists (the templates are offered then); false until known. */
  editable: boolean;
  error: string | null;
}

type ScheduleWeekEvent = { type: 'week.prev' } | { type: 'week.next' } | { type: 'week.today' } | { type: 'week.reload' };

export const scheduleWeekMachine = setup({
  types: typesOf<ScheduleWeekContext, ScheduleWeekEvent, ScheduleWeekInput>(),
  actors: {
    loadWeek: fromPromise<ProgrammeWeek, { liveTvId: number; day: string }>(async () => notProvided('scheduleWeek.loadWeek')),
    loadChannelName: fromPromise<string, { liveTvId: number }>(async () => notProvided('scheduleWeek.loadChannelName')),
    loadEditable: fromPromise<boolean, { liveTvId: number }>(async () => notProvided('scheduleWeek.loadEditable')),
  },
  actions: {
    toPrevWeek: assign({ monday: ({ context }) => addDays(context.monday, -7) }),
    toNextWeek: assign({ monday: ({ context }) => addDays(context.monday, 7) }),
    toThisWeek: assign({ monday: ({ context }) => mondayOf(context.today) }),
  },
  guards: {
    isThisWeek: ({ context }) => context.monday === mondayOf(context.today),
  },
}).createMachine({
  id: 'scheduleWeek',
  context: ({ input }) => ({ liveTvId: input.liveTvId, monday: mondayOf(input.day), today: input.today, days: [], channelName: '', editable: false, error: null }),
  invoke: [
    {
      src: 'loadChannelName',
      input: ({ context }) => ({ liveTvId: context.liveTvId }),
      onDone: { actions: assign({ channelName: ({ event }) => event.output }) },
    },
    {
      // a failed read leaves the templates hidden
      src: 'loadEditable',
      input: ({ context }) => ({ liveTvId: context.liveTvId }),
      onDone: { actions: assign({ editable: ({ event }) => event.output }) },
    },
  ],
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadWeek',
        input: ({ context }) => ({ liveTvId: context.liveTvId, day: context.monday }),
        onDone: { target: 'ready', actions: assign({ days: ({ event }) => event.output.days }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error), days: [] }) },
      },
    },
    ready: {
      on: {
        'week.prev': { target: 'loading', actions: 'toPrevWeek' },
        'week.next': { target: 'loading', actions: 'toNextWeek' },
        'week.today': { guard: not('isThisWeek'), target: 'loading', actions: 'toThisWeek' },
        'week.reload': 'loading',
      },
    },
    failed: {
      on: {
        'week.reload': 'loading',
        'week.prev': { target: 'loading', actions: 'toPrevWeek' },
        'week.next': { target: 'loading', actions: 'toNextWeek' },
      },
    },
  },
});
