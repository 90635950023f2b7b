// The programme-list editor of one TV channel's day (spec 000 §2–§5, §8, §9): load, edit with
// re-chaining, undo/redo/revert, save with the loaded revision, conflict on 409 (reload or
// re-apply the edits on top of the server's list), dirty tracking and a draft kept in the
// browser that is offered back after a reload. A channel the user may only view (per-channel
// role rights) is shown read-only: every edit event is refused. The first start moves in one
// step (start.change: the first row keeps its duration), the whole day shifts (day.shift,
// 整体平移), each entry's metadata (display title, episode, …) is edited (meta.change), and an
// entry is pinned to its start or unpinned (fixed.change, 固定开始); all are edits like the
// others (undo, redo, draft, re-apply on a conflict). The gaps and overlaps in front of pinned
// entries are derived from the list (issuesOf); saving is refused while one overlap is left.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { SCHEDULE, type ProgrammeDay, type ProgrammeSave } from '../../shared/schedule.js';
import type { ScheduleDraft } from '../../shared/schedule-editor.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { notProvided } from './not-provided.js';
import type { ConfirmEvent } from './lib/confirm.js';
import { typesOf } from './lib/types.js';
import { isChoosable } from './schedule-days.js';
import { applyOp, diffDays, replay, type DayDiff, type ScheduleOp } from './schedule-ops.js';
import {
  EMPTY_DAY, entryOf, firstOverlap, firstZeroDuration, fromServer, isDayFull, pinOf, startAt, startMoveError, toWire, type DayList, type Material,
} from './schedule-time.js';
import { GAP_TEXT } from '../../shared/schedule-gaps.js';
import { isSameMeta, metaError, type ProgrammeMeta } from './schedule-meta.js';
import { errorText } from '../../shared/error-text.js';
import { toastActions } from './lib/toasts.js';

export type { ScheduleDraft };

interface Snapshot {
  list: DayList;
  ops: ScheduleOp[];
}

export interface ScheduleConflict {
  server: DayList;
  revision: number;
  diff: DayDiff;
}

export interface ScheduleContext {
  liveTvId: number;
  day: string;
  /** yyyyMMdd of today: no day more than 60 days after it can be selected (spec 000 §5). */
  today: string;
  /** The day being edited. */
  list: DayList;
  /** The day as last loaded or saved (the base of `ops`). */
  saved: DayList;
  revision: number;
  /** Edits since `saved`; empty means clean. */
  ops: ScheduleOp[];
  past: Snapshot[];
  future: Snapshot[];
  /** The last rule message (error) shown, for display and tests. */
  error: string | null;
  pendingDay: string | null;
  draft: ScheduleDraft | null;
  conflict: ScheduleConflict | null;
  /** Index of the row the last edit touched (the table keeps it in view). */
  focus: number | null;
  /** The channel's name shown in the head ('' until known; a failure keeps it empty). */
  channelName: string;
  /** False when the user's role grants only view on this channel: edits and saving are refused. */
  editable: boolean;
}

export type ScheduleEvent =
  | { type: 'entry.add'; material: Material; index?: number }
  | { type: 'entry.remove'; index: number }
  | { type: 'entry.move'; from: number; to: number }
  | { type: 'time.change'; index: number; start?: number; end: number }
  /** The first row's start moves to `start`; it keeps its duration and the rest re-chain. */
  | { type: 'start.change'; start: number }
  /** 整体平移: the whole day moves by `by` seconds (negative: earlier). */
  | { type: 'day.shift'; by: number }
  /** The metadata of row `index` ('' clears a field; the default title is not kept). */
  | { type: 'meta.change'; index: number; meta: ProgrammeMeta }
  /** 固定开始: row `index` is pinned to start at `at` (its duration kept), or chained again (null). */
  | { type: 'fixed.change'; index: number; at: number | null }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'history.revert' }
  | { type: 'schedule.save' }
  | { type: 'schedule.reload' }
  | { type: 'day.select'; day: string }
  | ConfirmEvent<'switch'>
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.reapply' }
  /** The operator leaves for `to`: asked first (the shell's leave dialog) when edits are unsaved. */
  | { type: 'editor.leave'; to: string }
  | { type: 'schedule.export'; days: 1 | 7 };

export interface ScheduleInput {
  liveTvId: number;
  day: string;
  /** yyyyMMdd of today (the 60-day rule); the first day when not given. */
  today?: string;
}

/** Writes the day's draft now (the pending quiet-time write is flushed when the editor leaves editing). */
const flushDraft = {
  type: 'writeDraft',
  params: ({ context }: { context: ScheduleContext }) => ({
    liveTvId: context.liveTvId,
    day: context.day,
    revision: context.revision,
    ops: context.ops,
    savedAt: Date.now(),
  }),
} as const;

/** Most undo steps kept. */
export const HISTORY_LIMIT = 200;
/** Quiet time after an edit before the draft is written. */
export const DRAFT_DELAY = 400;

const END_LIMIT_MESSAGE = '结束时间不能晚于23:59:59';

/** The error of a time edit, or null when it is valid. */
export function timeEditError(list: DayList, index: number, start: number | undefined, end: number): string | null {
  if (!list.entries[index]) return null;
  const from = index === 0 && start !== undefined ? start : startAt(list, index);
  if (!Number.isFinite(end) || !Number.isFinite(from)) return SCHEDULE_MESSAGES.startAfterEnd;
  if (end > SCHEDULE.maxEnd) return END_LIMIT_MESSAGE;
  if (from === end) return SCHEDULE_MESSAGES.startEqualsEnd;
  if (from > end) return SCHEDULE_MESSAGES.startAfterEnd;
  return null;
}

function isConflictError(error: unknown): boolean {
  const e = error as { status?: number; code?: number } | null;
  return !!e && (e.status === 409 || e.code === 409);
}

/** The op an edit event stands for (null when the event does nothing). */
function opOf(context: ScheduleContext, event: ScheduleEvent): ScheduleOp | null {
  const { entries } = context.list;
  switch (event.type) {
    case 'entry.add': {
      if (!event.material) return null;
      const at = event.index ?? entries.length;
      return { t: 'add', entry: entryOf(event.material, context.liveTvId, context.day), before: entries[at]?.key ?? null };
    }
    case 'entry.remove': {
      const e = entries[event.index];
      return e ? { t: 'remove', key: e.key } : null;
    }
    case 'entry.move': {
      const e = entries[event.from];
      if (!e || event.from === event.to) return null;
      const rest = entries.filter((_, i) => i !== event.from);
      const to = Math.max(0, Math.min(event.to, rest.length));
      return { t: 'move', key: e.key, before: rest[to]?.key ?? null };
    }
    case 'time.change': {
      const e = entries[event.index];
      if (!e) return null;
      const start = event.index === 0 && event.start !== undefined ? event.start : startAt(context.list, event.index);
      return { t: 'time', key: e.key, start: event.index === 0 ? start : null, want: event.end - start };
    }
    case 'start.change':
      return entries.length && event.start !== context.list.start ? { t: 'start', start: event.start } : null;
    case 'day.shift':
      return entries.length && event.by !== 0 ? { t: 'shift', by: event.by } : null;
    case 'meta.change': {
      const e = entries[event.index];
      return e ? { t: 'meta', key: e.key, meta: event.meta } : null;
    }
    case 'fixed.change': {
      const e = entries[event.index];
      return e ? { t: 'pin', key: e.key, at: event.at } : null;
    }
    default:
      return null;
  }
}

/** Why a pinned start cannot be used (outside 00:00:00–23:59:58), or null. */
function pinError(event: ScheduleEvent): string | null {
  if (event.type !== 'fixed.change' || event.at === null) return null;
  return Number.isInteger(event.at) && event.at >= 0 && event.at < SCHEDULE.maxEnd ? null : GAP_TEXT.pinOutOfDay;
}

/** Why saving is refused while the chain runs into a pinned entry, or null. */
function overlapError(list: DayList): string | null {
  const o = firstOverlap(list);
  return o ? GAP_TEXT.saveRefused(o.text) : null;
}

/** Why a first-start move or a shift (整体平移) is refused, or null. */
function startError(context: ScheduleContext, event: ScheduleEvent): string | null {
  if (event.type === 'start.change') return startMoveError(context.list, event.start, false);
  if (event.type === 'day.shift') return startMoveError(context.list, context.list.start + event.by, true);
  return null;
}

/**
 * A first-start move and a shift (整体平移) are one edit: the day's start moves, its durations kept
 * (view only, no change and a start that would break the day are refused).
 */
const startMove = [
  { guard: 'isReadOnly' },
  { guard: 'isNoChange' },
  {
    guard: 'isStartInvalid',
    actions: [
      assign<ScheduleContext, ScheduleEvent, undefined, ScheduleEvent, never>({ error: ({ context, event }) => startError(context, event) }),
      { type: 'notifyError', params: ({ context, event }: { context: ScheduleContext; event: ScheduleEvent }) => ({ text: startError(context, event) ?? '' }) },
    ],
  },
  { target: '.persisting', reenter: true, actions: 'applyEdit' },
] as const;

/** A day more than 60 days ahead is refused, named (spec 000 §5). */
const refuseTooFar = { guard: 'isTooFarAhead', actions: { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.tooFarAhead } } } as const;

/** Another day chosen while one loads or its draft is checked (nothing edited yet): that day is loaded instead. */
const loadChosenDay = [{ guard: 'isSameDay' }, refuseTooFar, { target: 'loading', reenter: true, actions: 'takeDay' }] as const;

function focusOf(event: ScheduleEvent, entries: readonly unknown[]): number | null {
  switch (event.type) {
    case 'entry.add':
      return event.index ?? entries.length;
    case 'entry.remove':
      return Math.min(event.index, entries.length - 2);
    case 'entry.move':
      return event.to;
    case 'time.change':
    case 'meta.change':
    case 'fixed.change':
      return event.index;
    case 'start.change':
    case 'day.shift':
      return 0;
    default:
      return null;
  }
}

const loaded = (day: ProgrammeDay) => fromServer(day.list);

/**
 * One step through the edit history (undo: from `past`, redo: from `future`): its last snapshot
 * becomes the list, and the list as it is goes onto the other side.
 */
function historyStep(context: ScheduleContext, from: 'past' | 'future'): Partial<ScheduleContext> {
  const source = context[from];
  const step = source[source.length - 1]!;
  const rest = source.slice(0, -1);
  const other = [...context[from === 'past' ? 'future' : 'past'], { list: context.list, ops: context.ops }];
  return { ...(from === 'past' ? { past: rest, future: other } : { future: rest, past: other }), list: step.list, ops: step.ops, error: null, focus: null };
}

/** Emitted when the server's copy of the open day changed: saved here, or taken over after a conflict (what holds a list may have changed). */
export type ScheduleEmitted = { type: 'day.stored' };

export const scheduleMachine = setup({
  types: typesOf<ScheduleContext, ScheduleEvent, ScheduleInput, ScheduleEmitted>(),
  actors: {
    loadDay: fromPromise<ProgrammeDay, { liveTvId: number; day: string }>(async () => notProvided('schedule.loadDay')),
    saveDay: fromPromise<{ revision: number }, ProgrammeSave>(async () => notProvided('schedule.saveDay')),
    loadDraft: fromPromise<ScheduleDraft | null, { liveTvId: number; day: string }>(async () => notProvided('schedule.loadDraft')),
    loadChannelName: fromPromise<string, { liveTvId: number }>(async () => notProvided('schedule.loadChannelName')),
    /** Whether the user may edit this channel's lists (false: view only). */
    loadEditable: fromPromise<boolean, { liveTvId: number }>(async () => notProvided('schedule.loadEditable')),
    /** While running: unsaved work (`dirty()`) makes the shell's navigation and a reload ask first. */
    guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(() => notProvided('schedule.guardLeave')),
  },
  actions: {
    dayStored: emit({ type: 'day.stored' } as const),
    /** The day of a `day.select` becomes the editor's day. */
    takeDay: assign(({ event }) => (event.type === 'day.select' ? { day: event.day } : {})),
    applyEdit: assign(({ context, event }) => {
      const op = opOf(context, event);
      if (!op) return {};
      const list = applyOp(context.list, op);
      return {
        list,
        ops: [...context.ops, op],
        past: [...context.past, { list: context.list, ops: context.ops }].slice(-HISTORY_LIMIT),
        future: [],
        error: null,
        focus: focusOf(event, context.list.entries),
      };
    }),
    /** Shows a rule message or failure (toast); params: the text. */
    ...toastActions('schedule'),
    /** Writes (ops non-empty) or deletes (ops empty) the day's draft. */
    writeDraft: (_, _params: ScheduleDraft) => notProvided('schedule.writeDraft'),
    clearDraft: (_, _params: { liveTvId: number; day: string }) => notProvided('schedule.clearDraft'),
    /** Goes to `to` once the leave check (the shell's leave dialog) agrees. */
    leave: (_, _params: { to: string }) => notProvided('schedule.leave'),
    /** Downloads the XMLTV file of `days` days from `day` (a failed call is shown by the HTTP client). */
    exportXmltv: (_, _params: { liveTvId: number; day: string; days: 1 | 7 }) => notProvided('schedule.exportXmltv'),
  },
  guards: {
    isReadOnly: ({ context }) => !context.editable,
    isDayFull: ({ context }) => isDayFull(context.list),
    hasZeroDuration: ({ context }) => firstZeroDuration(context.list) >= 0,
    isTimeInvalid: ({ context, event }) =>
      event.type === 'time.change' && timeEditError(context.list, event.index, event.start, event.end) !== null,
    /** A start change, shift or metadata edit that would change nothing (an empty day, the same value). */
    isNoChange: ({ context, event }) => {
      if (event.type === 'start.change') return !context.list.entries.length || event.start === context.list.start;
      if (event.type === 'day.shift') return !context.list.entries.length || event.by === 0;
      if (event.type === 'meta.change') {
        const e = context.list.entries[event.index];
        return !e || isSameMeta(e, event.meta);
      }
      if (event.type === 'fixed.change') {
        const e = context.list.entries[event.index];
        return !e || pinOf(e) === (event.at ?? -1);
      }
      return false;
    },
    isPinInvalid: ({ event }) => pinError(event) !== null,
    hasOverlap: ({ context }) => firstOverlap(context.list) !== null,
    isStartInvalid: ({ context, event }) => startError(context, event) !== null,
    isMetaInvalid: ({ event }) => event.type === 'meta.change' && metaError(event.meta) !== null,
    isDirty: ({ context }) => context.ops.length > 0,
    isSameDay: ({ context, event }) => event.type === 'day.select' && event.day === context.day,
    isTooFarAhead: ({ context, event }) => event.type === 'day.select' && !isChoosable(event.day, context.today),
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    isConflict: ({ event }) => isConflictError((event as { error?: unknown }).error),
    hasDraft: ({ event }) => {
      const d = (event as { output?: ScheduleDraft | null }).output;
      return !!d && d.ops.length > 0;
    },
  },
}).createMachine({
  id: 'schedule',
  context: ({ input }) => ({
    liveTvId: input.liveTvId,
    day: input.day,
    today: input.today ?? input.day,
    list: EMPTY_DAY,
    saved: EMPTY_DAY,
    revision: 0,
    ops: [],
    past: [],
    future: [],
    error: null,
    pendingDay: null,
    draft: null,
    conflict: null,
    focus: null,
    channelName: '',
    editable: true,
  }),
  invoke: [
    {
      id: 'channelName',
      src: 'loadChannelName',
      input: ({ context }) => ({ liveTvId: context.liveTvId }),
      onDone: { actions: assign({ channelName: ({ event }) => event.output }) },
    },
    {
      id: 'leaveGuard',
      src: 'guardLeave',
      input: ({ self }) => ({ dirty: () => self.getSnapshot().context.ops.length > 0, message: SCHEDULE_MESSAGES.leaveGuard }),
    },
  ],
  on: {
    'editor.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
    'schedule.export': {
      actions: { type: 'exportXmltv', params: ({ context, event }) => ({ liveTvId: context.liveTvId, day: context.day, days: event.days }) },
    },
  },
  initial: 'checkingRights',
  states: {
    /** The user's right on this channel is read once, before the first day is shown. A failure
     *  leaves the editor editable: the server still refuses a save on a view-only channel. */
    checkingRights: {
      invoke: {
        id: 'loadEditable',
        src: 'loadEditable',
        input: ({ context }) => ({ liveTvId: context.liveTvId }),
        onDone: { target: 'loading', actions: assign({ editable: ({ event }) => event.output }) },
        onError: 'loading',
      },
      // a day chosen before the rights are in is the day loaded first
      on: { 'day.select': [refuseTooFar, { actions: 'takeDay' }] },
    },
    loading: {
      entry: assign({ error: null, conflict: null, draft: null, pendingDay: null }),
      // another day chosen while this one loads restarts the load with it
      on: { 'day.select': loadChosenDay },
      invoke: {
        id: 'loadDay',
        src: 'loadDay',
        input: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }),
        onDone: {
          target: 'checkingDraft',
          actions: assign(({ event }) => {
            const list = loaded(event.output);
            return { list, saved: list, revision: event.output.revision, ops: [], past: [], future: [], focus: null };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      on: {
        'schedule.reload': 'loading',
        'day.select': [refuseTooFar, { target: 'loading', actions: 'takeDay' }],
      },
    },
    checkingDraft: {
      // the day has loaded but is not yet editable: another day chosen now is loaded instead
      on: { 'day.select': loadChosenDay },
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }),
        onDone: [
          // nothing of a draft can be saved on a view-only channel
          { guard: 'isReadOnly', target: 'editing' },
          { guard: 'hasDraft', target: 'draftOffered', actions: assign({ draft: ({ event }) => event.output }) },
          { target: 'editing' },
        ],
        onError: 'editing',
      },
    },
    draftOffered: {
      on: {
        'draft.restore': {
          target: 'editing.persisting',
          actions: assign(({ context }) => {
            const ops = context.draft?.ops ?? [];
            return { list: replay(context.saved, ops), ops, draft: null };
          }),
        },
        'draft.discard': {
          target: 'editing',
          actions: [
            assign({ draft: null }),
            { type: 'clearDraft', params: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }) },
          ],
        },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        /** An edit happened: the draft is written once the operator pauses. */
        persisting: {
          after: {
            [DRAFT_DELAY]: {
              target: 'idle',
              actions: flushDraft,
            },
          },
        },
      },
      on: {
        // view only: every edit and the save are refused (no transition, so `can()` is false)
        'entry.add': [
          { guard: 'isReadOnly' },
          {
            guard: 'isDayFull',
            actions: [assign({ error: SCHEDULE_MESSAGES.dayFull }), { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.dayFull } }],
          },
          { target: '.persisting', reenter: true, actions: 'applyEdit' },
        ],
        'entry.remove': [{ guard: 'isReadOnly' }, { target: '.persisting', reenter: true, actions: 'applyEdit' }],
        'entry.move': [{ guard: 'isReadOnly' }, { target: '.persisting', reenter: true, actions: 'applyEdit' }],
        'time.change': [
          { guard: 'isReadOnly' },
          {
            guard: 'isTimeInvalid',
            actions: [
              assign({ error: ({ context, event }) => timeEditError(context.list, event.index, event.start, event.end) }),
              {
                type: 'notifyError',
                params: ({ context, event }) => ({ text: timeEditError(context.list, event.index, event.start, event.end) ?? '' }),
              },
            ],
          },
          { target: '.persisting', reenter: true, actions: 'applyEdit' },
        ],
        'start.change': startMove,
        'day.shift': startMove,
        'meta.change': [
          { guard: 'isReadOnly' },
          { guard: 'isNoChange' },
          {
            guard: 'isMetaInvalid',
            actions: [
              assign({ error: ({ event }) => metaError(event.meta) }),
              { type: 'notifyError', params: ({ event }) => ({ text: metaError(event.meta) ?? '' }) },
            ],
          },
          { target: '.persisting', reenter: true, actions: 'applyEdit' },
        ],
        'fixed.change': [
          { guard: 'isReadOnly' },
          { guard: 'isNoChange' },
          {
            guard: 'isPinInvalid',
            actions: [
              assign({ error: ({ event }) => pinError(event) }),
              { type: 'notifyError', params: ({ event }) => ({ text: pinError(event) ?? '' }) },
            ],
          },
          { target: '.persisting', reenter: true, actions: 'applyEdit' },
        ],
        'history.undo': {
          guard: 'canUndo',
          target: '.persisting',
          reenter: true,
          actions: assign(({ context }) => historyStep(context, 'past')),
        },
        'history.redo': {
          guard: 'canRedo',
          target: '.persisting',
          reenter: true,
          actions: assign(({ context }) => historyStep(context, 'future')),
        },
        'history.revert': {
          guard: 'isDirty',
          target: '.persisting',
          reenter: true,
          actions: assign(({ context }) => ({
            past: [...context.past, { list: context.list, ops: context.ops }].slice(-HISTORY_LIMIT),
            future: [],
            list: context.saved,
            ops: [],
            error: null,
            focus: null,
          })),
        },
        'schedule.save': [
          { guard: 'isReadOnly' },
          {
            guard: 'hasZeroDuration',
            actions: [
              assign({ error: SCHEDULE_MESSAGES.zeroDuration, focus: ({ context }) => firstZeroDuration(context.list) }),
              { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.zeroDuration } },
            ],
          },
          {
            guard: 'hasOverlap',
            actions: [
              assign({ error: ({ context }) => overlapError(context.list), focus: ({ context }) => firstOverlap(context.list)?.index ?? null }),
              { type: 'notifyError', params: ({ context }) => ({ text: overlapError(context.list) ?? '' }) },
            ],
          },
          { target: 'saving' },
        ],
        'day.select': [
          { guard: 'isSameDay' },
          {
            guard: 'isTooFarAhead',
            actions: [assign({ error: SCHEDULE_MESSAGES.tooFarAhead }), { type: 'notifyError', params: { text: SCHEDULE_MESSAGES.tooFarAhead } }],
          },
          { guard: 'isDirty', target: 'confirmingSwitch', actions: assign({ pendingDay: ({ event }) => event.day }) },
          { target: 'loading', actions: assign({ day: ({ event }) => event.day }) },
        ],
        'schedule.reload': [
          { guard: 'isDirty', target: 'confirmingSwitch', actions: assign({ pendingDay: ({ context }) => context.day }) },
          { target: 'loading' },
        ],
      },
    },
    confirmingSwitch: {
      entry: flushDraft,
      on: {
        'switch.confirm': {
          target: 'loading',
          actions: [
            { type: 'clearDraft', params: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }) },
            assign({ day: ({ context }) => context.pendingDay ?? context.day, ops: [] }),
          ],
        },
        'switch.cancel': { target: 'editing', actions: assign({ pendingDay: null }) },
      },
    },
    saving: {
      entry: [assign({ error: null }), flushDraft],
      invoke: {
        id: 'saveDay',
        src: 'saveDay',
        input: ({ context }) => ({
          liveTvId: context.liveTvId,
          livePlayDay: context.day,
          revision: context.revision,
          list: toWire(context.list),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              revision: event.output.revision,
              saved: context.list,
              ops: [],
              past: [],
              future: [],
            })),
            { type: 'clearDraft', params: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }) },
            { type: 'notifySuccess', params: { text: SCHEDULE_MESSAGES.saved } },
            'dayStored',
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'loadingConflict' },
          { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    loadingConflict: {
      invoke: {
        id: 'loadServerDay',
        src: 'loadDay',
        input: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }),
        onDone: {
          target: 'conflict',
          actions: assign(({ context, event }) => {
            const server = loaded(event.output);
            return { conflict: { server, revision: event.output.revision, diff: diffDays(context.saved, server) } };
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    conflict: {
      on: {
        'conflict.reload': {
          target: 'editing',
          actions: [
            { type: 'clearDraft', params: ({ context }) => ({ liveTvId: context.liveTvId, day: context.day }) },
            assign(({ context }) => {
              const c = context.conflict!;
              return { list: c.server, saved: c.server, revision: c.revision, ops: [], past: [], future: [], conflict: null };
            }),
            'dayStored',
          ],
        },
        'conflict.reapply': {
          target: 'editing.persisting',
          actions: [
            assign(({ context }) => {
              const c = context.conflict!;
              return { list: replay(c.server, context.ops), saved: c.server, revision: c.revision, past: [], future: [], conflict: null };
            }),
            'dayStored',
          ],
        },
      },
    },
  },
});
