// The copy-programme dialog (spec 000 §2, §5): by day (one source date, several targets) or by
// week (one source week, one target week, each named by its Monday); validation messages; the
// server copies in one transaction; 复制成功.
import { assign, fromPromise, setup } from 'xstate';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { mondayOf } from './schedule-days.js';

export type CopyMode = 'day' | 'week';

export interface CopyRequest {
  liveTvId: number;
  fromDate: string;
  /** Comma-joined yyyyMMdd (day mode) or the target Monday (week mode). */
  toDate: string;
  flag: CopyMode;
}

export interface CopyContext {
  liveTvId: number;
  mode: CopyMode | null;
  /** yyyyMMdd; in week mode the Monday. */
  source: string | null;
  targets: string[];
  error: string | null;
  copied: boolean;
}

export type CopyEvent =
  | { type: 'copy.mode'; mode: CopyMode }
  | { type: 'copy.source'; day: string | null }
  | { type: 'copy.targets'; days: string[] }
  | { type: 'copy.submit' }
  | { type: 'copy.close' };

/** The validation message of the form, or null when it can be sent. */
export function copyFormError(c: Pick<CopyContext, 'mode' | 'source' | 'targets'>): string | null {
  if (!c.mode) return SCHEDULE_MESSAGES.copyMethod;
  if (c.mode === 'day') return !c.source || c.targets.length === 0 ? SCHEDULE_MESSAGES.copyDate : null;
  if (!c.source) return SCHEDULE_MESSAGES.copySource;
  if (c.targets.length === 0) return SCHEDULE_MESSAGES.copyTarget;
  return null;
}

export const copyScheduleMachine = setup({
  types: {
    context: {} as CopyContext,
    events: {} as CopyEvent,
    input: {} as { liveTvId: number; mode?: CopyMode | null; source?: string | null },
    output: {} as { copied: boolean; targets: string[] },
  },
  actors: {
    copyProgram: fromPromise<unknown, CopyRequest>(async () => {
      throw new Error('copySchedule: "copyProgram" is not provided');
    }),
  },
  actions: {
    notifyError: (_, _params: { text: string }) => undefined,
    notifySuccess: (_, _params: { text: string }) => undefined,
  },
  guards: {
    isInvalid: ({ context }) => copyFormError(context) !== null,
  },
}).createMachine({
  id: 'copySchedule',
  context: ({ input }) => ({
    liveTvId: input.liveTvId,
    mode: input.mode ?? null,
    source: input.source && input.mode === 'week' ? mondayOf(input.source) : (input.source ?? null),
    targets: [],
    error: null,
    copied: false,
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
        'copy.source': {
          actions: assign(({ context, event }) => ({
            source: event.day && context.mode === 'week' ? mondayOf(event.day) : event.day,
            error: null,
          })),
        },
        'copy.targets': {
          actions: assign(({ context, event }) => {
            const days = [...new Set(event.days)].sort();
            return { targets: context.mode === 'week' ? days.slice(-1).map(mondayOf) : days, error: null };
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
          { target: 'copying' },
        ],
        'copy.close': 'closed',
      },
    },
    copying: {
      invoke: {
        id: 'copyProgram',
        src: 'copyProgram',
        input: ({ context }) => ({
          liveTvId: context.liveTvId,
          fromDate: context.source!,
          toDate: context.targets.join(','),
          flag: context.mode!,
        }),
        onDone: {
          target: 'done',
          actions: [assign({ copied: true }), { type: 'notifySuccess', params: { text: SCHEDULE_MESSAGES.copied } }],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ copied: context.copied, targets: context.targets }),
});
