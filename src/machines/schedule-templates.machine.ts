// The programme templates of a channel (contract "Programme metadata, fixed starts, week view,
// templates"; docs/schedule.md "Templates and previews"): list them, save the editor's day as one
// (工作日模板, 周末模板), delete one, and apply one to a date range on chosen weekdays: the form is
// checked here (the server checks again), a dry run shows each target day now → after, and only
// the operator's confirmation writes (one transaction on the server). A date-range override
// (春节特别编排) is a template applied to a range on every weekday.
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import {
  TEMPLATE_LIMITS, TEMPLATE_MESSAGES as M, matchingDays, type DayPreview, type IsoWeekday, type ProgrammeTemplate, type TemplateApply,
} from '../../shared/schedule-templates.js';
import { daysBetween } from '../../shared/time.js';
import { typesOf } from './lib/types.js';
import { confirmingState } from './lib/confirm.js';
import { notProvided } from './not-provided.js';
import { isChoosable } from './schedule-days.js';
import { toastActions } from './lib/toasts.js';

export interface ScheduleTemplatesInput {
  liveTvId: number;
  /** yyyyMMdd of today (the 60-day rule). */
  today: string;
  /** The day the editor shows (may be saved as a template); null where no day is open (the week view). */
  fromDay: string | null;
  /** The range the apply form starts with. */
  fromDate: string;
  toDate: string;
}

export interface ScheduleTemplatesContext {
  liveTvId: number;
  today: string;
  fromDay: string | null;
  templates: ProgrammeTemplate[];
  /** The name typed for "save this day as a template". */
  name: string;
  /** The template chosen to apply. */
  chosen: number | null;
  fromDate: string | null;
  toDate: string | null;
  weekdays: IsoWeekday[];
  preview: DayPreview[] | null;
  /** The days the last apply wrote (shown as 11月29日 …); empty before one. */
  applied: string[];
  /** The template being deleted. */
  deleting: number | null;
  error: string | null;
}

type ScheduleTemplatesEvent =
  | { type: 'templates.reload' }
  | { type: 'template.name'; name: string }
  | { type: 'template.save' }
  | { type: 'template.delete'; id: number }
  | { type: 'apply.choose'; id: number | null }
  | { type: 'apply.from'; day: string | null }
  | { type: 'apply.to'; day: string | null }
  | { type: 'apply.weekdays'; days: IsoWeekday[] }
  | { type: 'apply.preview' }
  | { type: 'apply.confirm' }
  | { type: 'apply.back' };

/** Why "save as template" cannot be sent, or null. */
export function saveError(c: Pick<ScheduleTemplatesContext, 'name' | 'fromDay'>): string | null {
  const name = c.name.trim();
  if (!name) return M.nameRequired;
  if ([...name].length > TEMPLATE_LIMITS.nameMax) return M.nameTooLong;
  if (!c.fromDay) return SCHEDULE_MESSAGES.copyDate;
  return null;
}

/** Why the apply form cannot be previewed, or null (the server's rules, in the same order). */
export function applyError(c: Pick<ScheduleTemplatesContext, 'chosen' | 'fromDate' | 'toDate' | 'weekdays' | 'today'>): string | null {
  if (c.chosen === null) return M.templateRequired;
  if (!c.fromDate || !c.toDate) return M.rangeRequired;
  if (c.fromDate > c.toDate) return M.rangeOrder;
  if (!isChoosable(c.toDate, c.today)) return SCHEDULE_MESSAGES.tooFarAhead;
  if (daysBetween(c.fromDate, c.toDate) + 1 > TEMPLATE_LIMITS.maxDays) return M.rangeTooLong;
  if (!c.weekdays.length) return M.weekdaysRequired;
  if (!matchingDays(c.fromDate, c.toDate, c.weekdays).length) return M.noMatchingDay;
  return null;
}

const applyOf = (c: ScheduleTemplatesContext, dryRun: 0 | 1): TemplateApply => ({
  id: c.chosen!,
  liveTvId: c.liveTvId,
  fromDate: c.fromDate!,
  toDate: c.toDate!,
  weekdays: c.weekdays,
  dryRun,
});

/** Emitted once per apply: the days it wrote (the page loads again what they hold). */
export type ScheduleTemplatesEmitted = { type: 'template.applied'; days: string[] };

export const scheduleTemplatesMachine = setup({
  types: typesOf<ScheduleTemplatesContext, ScheduleTemplatesEvent, ScheduleTemplatesInput, ScheduleTemplatesEmitted>(),
  actors: {
    loadTemplates: fromPromise<ProgrammeTemplate[], { liveTvId: number }>(async () => notProvided('scheduleTemplates.loadTemplates')),
    addTemplate: fromPromise<number, { liveTvId: number; name: string; fromDay: string }>(async () => notProvided('scheduleTemplates.addTemplate')),
    deleteTemplate: fromPromise<unknown, { id: number }>(async () => notProvided('scheduleTemplates.deleteTemplate')),
    previewApply: fromPromise<DayPreview[], TemplateApply>(async () => notProvided('scheduleTemplates.previewApply')),
    applyTemplate: fromPromise<unknown, TemplateApply>(async () => notProvided('scheduleTemplates.applyTemplate')),
  },
  actions: toastActions('scheduleTemplates'),
  guards: {
    isSaveInvalid: ({ context }) => saveError(context) !== null,
    isApplyInvalid: ({ context }) => applyError(context) !== null,
  },
}).createMachine({
  id: 'scheduleTemplates',
  context: ({ input }) => ({
    liveTvId: input.liveTvId,
    today: input.today,
    fromDay: input.fromDay,
    templates: [],
    name: '',
    chosen: null,
    fromDate: input.fromDate,
    toDate: input.toDate,
    weekdays: [1, 2, 3, 4, 5],
    preview: null,
    applied: [],
    deleting: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTemplates',
        input: ({ context }) => ({ liveTvId: context.liveTvId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            templates: event.output,
            // the chosen one stays chosen while it exists; else the newest
            chosen: event.output.some((t) => t.id === context.chosen) ? context.chosen : (event.output[0]?.id ?? null),
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'templates.reload': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'template.name': { actions: assign({ name: ({ event }) => event.name }) },
        'template.save': [
          {
            guard: 'isSaveInvalid',
            actions: [assign({ error: ({ context }) => saveError(context) }), { type: 'notifyError', params: ({ context }) => ({ text: saveError(context) ?? '' }) }],
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'template.delete': { target: 'deleting', actions: assign({ error: null, deleting: ({ event }) => event.id }) },
        'apply.choose': { actions: assign({ chosen: ({ event }) => event.id, error: null }) },
        'apply.from': { actions: assign({ fromDate: ({ event }) => event.day, error: null }) },
        'apply.to': [
          {
            guard: ({ context, event }) => !!event.day && !isChoosable(event.day, context.today),
            actions: [assign({ error: SCHEDULE_MESSAGES.tooFarAhead }), { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.tooFarAhead } }],
          },
          { actions: assign({ toDate: ({ event }) => event.day, error: null }) },
        ],
        'apply.weekdays': { actions: assign({ weekdays: ({ event }) => [...new Set(event.days)].sort() as IsoWeekday[], error: null }) },
        'apply.preview': [
          {
            guard: 'isApplyInvalid',
            actions: [assign({ error: ({ context }) => applyError(context) }), { type: 'notifyError', params: ({ context }) => ({ text: applyError(context) ?? '' }) }],
          },
          { target: 'previewing', actions: assign({ error: null, applied: [] }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'addTemplate',
        input: ({ context }) => ({ liveTvId: context.liveTvId, name: context.name.trim(), fromDay: context.fromDay! }),
        onDone: {
          target: 'loading',
          actions: [assign({ name: '', chosen: ({ event }) => event.output }), { type: 'notifySuccess', params: { text: M.saved } }],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteTemplate',
        input: ({ context }) => ({ id: context.deleting! }),
        onDone: { target: 'loading', actions: { type: 'notifySuccess', params: { text: COMMON_MESSAGES.deleted } } },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    previewing: {
      invoke: {
        src: 'previewApply',
        input: ({ context }) => applyOf(context, 1),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    reviewing: confirmingState<ScheduleTemplatesContext, 'apply.confirm', 'apply.back'>({ confirm: 'apply.confirm', cancel: 'apply.back', run: 'applying', back: 'ready', forget: 'preview' }),
    applying: {
      invoke: {
        src: 'applyTemplate',
        input: ({ context }) => applyOf(context, 0),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ applied: (context.preview ?? []).map((d) => d.day), preview: null })),
            { type: 'notifySuccess', params: { text: M.applied } },
            emit(({ context }) => ({ type: 'template.applied' as const, days: context.applied })),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error), preview: null }) },
      },
    },
  },
});
