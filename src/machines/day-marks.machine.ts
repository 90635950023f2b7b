// Which days of a channel hold a programme list (GET live/program/marks), for the date controls:
// the editor's date strip and picker and the copy dialog's pickers mark them. The window asked
// for is 120 days around a day (the tabs and the picker's months); moving outside it asks again,
// and a write (save, copy, template) asks again for the same window. A failed read leaves the
// days unmarked until the next ask.
import { assign, fromPromise, setup } from 'xstate';
import { addDays } from '../../shared/time.js';
import { typesOf } from './lib/types.js';
import { notProvided } from './not-provided.js';

/** Days before and after the centre that one read covers (120 days in all, the call's limit). */
const BEFORE = 59;
const AFTER = 60;
/** How close to the window's edge a centre may come before the window moves. */
const MARGIN = 31;

export interface DayMarksContext {
  liveTvId: number;
  from: string;
  to: string;
  days: string[];
}

type DayMarksEvent = { type: 'marks.around'; day: string } | { type: 'marks.reload' };

const windowAround = (day: string) => ({ from: addDays(day, -BEFORE), to: addDays(day, AFTER) });
const isOutside = (c: DayMarksContext, day: string) => day < addDays(c.from, MARGIN) || day > addDays(c.to, -MARGIN);

export const dayMarksMachine = setup({
  types: typesOf<DayMarksContext, DayMarksEvent, { liveTvId: number; day: string }>(),
  actors: {
    loadMarks: fromPromise<string[], { liveTvId: number; from: string; to: string }>(async () => notProvided('dayMarks.loadMarks')),
  },
  guards: {
    isOutsideWindow: ({ context, event }) => event.type === 'marks.around' && isOutside(context, event.day),
  },
  actions: {
    recentre: assign(({ event }) => (event.type === 'marks.around' ? windowAround(event.day) : {})),
  },
}).createMachine({
  id: 'dayMarks',
  context: ({ input }) => ({ liveTvId: input.liveTvId, ...windowAround(input.day), days: [] }),
  initial: 'loading',
  on: {
    'marks.around': { guard: 'isOutsideWindow', target: '.loading', reenter: true, actions: 'recentre' },
    'marks.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadMarks',
        input: ({ context }) => ({ liveTvId: context.liveTvId, from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: assign({ days: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {},
  },
});
