// The copy-programme dialog (spec 000 §2, §5): by day (one source date, several targets) or by
// week (one source week, one target week, each named by its Monday); validation messages; then a
// preview (copyProgram with dryRun=1: what each target day holds now and would hold after) that
// the operator confirms or leaves; the server copies in one transaction; 复制成功. No source or target day may lie more than 60 days
// after today (spec 000 §5; in week mode the whole target week): such a choice is refused with
// SCHEDULE_MESSAGES.tooFarAhead.
import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { CopyMode, CopyRequest } from '../../shared/schedule-editor.js';
import type { DayPreview } from '../../shared/schedule-templates.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { notProvided } from './not-provided.js';
import { addDays, isChoosable, mondayOf } from './schedule-days.js';
import { errorText } from '../../shared/error-text.js';
import { toastActions } from './lib/toasts.js';

export type { CopyMode };

export type { CopyRequest };

export interface CopyContext {
  liveTvId: number;
  /** yyyyMMdd of today (the 60-day rule). */
  today: string;
  mode: CopyMode | null;
  /** yyyyMMdd; in week mode the Monday. */
  source: string | null;
  targets: string[];
  /** The day typed in the "add a target date" field (day mode), not yet added; null when empty. */
  pendingTarget: string | null;
  error: string | null;
  copied: boolean;
  /** The dry run's answer while the operator reviews it; null otherwise. */
  preview: DayPreview[] | null;
}

export type CopyEvent =
  | { type: 'copy.mode'; mode: CopyMode }
  | { type: 'copy.source'; day: string | null }
  | { type: 'copy.targets'; days: string[] }
  /** The "add a target date" field changed (null: empty or not a date). */
  | { type: 'copy.pending'; day: string | null }
  /** Adds the typed day to the targets and empties the field. */
  | { type: 'copy.addPending' }
  /** Asks for the preview (the form is checked first). */
  | { type: 'copy.submit' }
  /** Copies what the preview showed. */
  | { type: 'copy.confirm' }
  /** Back from the preview to the form. */
  | { type: 'copy.back' }
  | { type: 'copy.close' };

/** The validation message of the form, or null when it can be sent. */
/** Whether every day a choice writes or reads lies within 60 days of today. */
function withinReach(day: string, mode: CopyMode | null, today: string): boolean {
  return isChoosable(mode === 'week' ? addDays(mondayOf(day), 6) : day, today);
}

export function copyFormError(c: Pick<CopyContext, 'mode' | 'source' | 'targets'>): string | null {
  if (!c.mode) return SCHEDULE_MESSAGES.copyMethod;
  if (c.mode === 'day') return !c.source || c.targets.length === 0 ? SCHEDULE_MESSAGES.copyDate : null;
  if (!c.source) return SCHEDULE_MESSAGES.copySource;
  if (c.targets.length === 0) return SCHEDULE_MESSAGES.copyTarget;
  return null;
}

/** The call of a checked form (the dry run and the copy send the same). */
const requestOf = (c: CopyContext): CopyRequest => ({ liveTvId: c.liveTvId, fromDate: c.source!, toDate: c.targets.join(','), flag: c.mode! });

export const copyScheduleMachine = setup({
  types: {
    context: {} as CopyContext,
    events: {} as CopyEvent,
    input: {} as { liveTvId: number; today: string; mode?: CopyMode | null; source?: string | null },
    /** `days`: every day written (a week target: its seven days); none when nothing was copied. */
    output: {} as { copied: boolean; targets: string[]; days: string[] },
  },
  actors: {
    previewCopy: fromPromise<DayPreview[], CopyRequest>(async () => notProvided('copySchedule.previewCopy')),
    copyProgram: fromPromise<unknown, CopyRequest>(async () => notProvided('copySchedule.copyProgram')),
  },
  actions: toastActions('copySchedule'),
  guards: {
    isInvalid: ({ context }) => copyFormError(context) !== null,
  },
}).createMachine({
  id: 'copySchedule',
  context: ({ input }) => ({
    liveTvId: input.liveTvId,
    today: input.today,
    mode: input.mode ?? null,
    source: input.source && input.mode === 'week' ? mondayOf(input.source) : (input.source ?? null),
    targets: [],
    pendingTarget: null,
    error: null,
    copied: false,
    preview: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'copy.mode': {
          actions: assign(({ context, event }) => ({
            mode: event.mode,
            source: context.source && event.mode === 'week' ? mondayOf(context.source) : context.source,
            targets: [],
            error: null,
          })),
        },
        'copy.source': [
          {
            guard: ({ context, event }) => !!event.day && !isChoosable(event.day, context.today),
            actions: [assign({ source: null, error: SCHEDULE_MESSAGES.tooFarAhead }), { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.tooFarAhead } }],
          },
          {
            actions: assign(({ context, event }) => ({
              source: event.day && context.mode === 'week' ? mondayOf(event.day) : event.day,
              error: null,
            })),
          },
        ],
        'copy.pending': { actions: assign({ pendingTarget: ({ event }) => event.day }) },
        'copy.addPending': {
          guard: ({ context }) => context.pendingTarget !== null,
          actions: [
            raise(({ context }) => ({ type: 'copy.targets' as const, days: [...context.targets, context.pendingTarget!] })),
            assign({ pendingTarget: null }),
          ],
        },
        'copy.targets': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const days = [...new Set(event.days)].sort();
            const chosen = context.mode === 'week' ? days.slice(-1).map(mondayOf) : days;
            const targets = chosen.filter((d) => withinReach(d, context.mode, context.today));
            const refused = targets.length < chosen.length;
            enqueue.assign({ targets, error: refused ? SCHEDULE_MESSAGES.tooFarAhead : null });
            if (refused) enqueue({ type: 'notifyError', params: { text: SCHEDULE_MESSAGES.tooFarAhead } });
          }),
        },
        'copy.submit': [
          {
            guard: 'isInvalid',
            actions: [
              assign({ error: ({ context }) => copyFormError(context) }),
              { type: 'notifyError', params: ({ context }) => ({ text: copyFormError(context) ?? '' }) },
            ],
          },
          { target: 'previewing' },
        ],
        'copy.close': 'closed',
      },
    },
    previewing: {
      invoke: {
        id: 'previewCopy',
        src: 'previewCopy',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    reviewing: {
      on: {
        'copy.confirm': 'copying',
        'copy.back': { target: 'editing', actions: assign({ preview: null }) },
        'copy.close': 'closed',
      },
    },
    copying: {
      invoke: {
        id: 'copyProgram',
        src: 'copyProgram',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'done',
          actions: [assign({ copied: true }), { type: 'notifySuccess', params: { text: SCHEDULE_MESSAGES.copied } }],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error), preview: null }),
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({
    copied: context.copied,
    targets: context.targets,
    days: context.copied ? context.targets.flatMap((d) => (context.mode === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(d, i)) : [d])) : [],
  }),
});
