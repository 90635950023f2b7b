// Generated paths (createTestModel, @xstate/graph) through the schedule and copy-dialog
// statecharts, each replayed on a real actor whose service actors are swapped for ones the test
// settles itself. After every step the actor must be in the state the model predicts, and the
// editor's invariants must hold (chained entries, clean means "as saved").
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import type { ProgrammeDay } from '../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { copyScheduleMachine } from '../../src/machines/copy-schedule.machine.js';
import { DRAFT_DELAY, scheduleMachine, type ScheduleDraft } from '../../src/machines/schedule.machine.js';
import { toWire } from '../../src/machines/schedule-time.js';
import { programmeEntries } from '../../src/testing/programme-fixtures.js';
import { modelChart } from './harness';

/** A short name of a path: its events. */
const names = (p: { steps: { event: EventObject }[] }) =>
  p.steps
    .map((s) => s.event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:'))
    .filter((t) => t !== 'xstate.init')
    .join(' → ');

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

/** Actors that wait until the test settles them, by invoke id. */
function controllable<T extends string>(ids: readonly T[]) {
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    ids.map((id) => [id, fromPromise(() => new Promise((resolve, reject) => pending.set(id, { resolve, reject })))]),
  ) as Record<T, ReturnType<typeof fromPromise>>;
  return { pending, actors };
}

/** Replays a generated path's events on the real actor, checking the predicted state after each. */
async function replayPath(
  actor: AnyActorRef,
  pending: Map<string, Deferred>,
  steps: { event: EventObject; state: { value: unknown } }[],
  check: (snapshot: any) => void,
  clock?: SimulatedClock,
) {
  for (const { event, state } of steps) {
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (event.type === 'xstate.init') {
      // the initial state
    } else if (event.type.startsWith('after.')) {
      clock!.increment(Number(event.type.slice(6)));
    } else if (done) {
      const d = pending.get(done[2]!);
      expect(d, `actor ${done[2]} is running`).toBeDefined();
      pending.delete(done[2]!);
      if (done[1] === 'done') d!.resolve((event as unknown as { output: unknown }).output);
      else d!.reject((event as unknown as { error: unknown }).error);
    } else {
      actor.send(event);
    }
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value), { timeout: 1000 });
    check(actor.getSnapshot());
  }
}

describe('schedule statechart: generated paths', () => {
  const day: ProgrammeDay = { list: programmeEntries([[1, 100], [2, 100]]), total: 2, revision: 1 };
  const newer: ProgrammeDay = { list: programmeEntries([[9, 30], [1, 100], [2, 100]]), total: 3, revision: 2 };
  const draft: ScheduleDraft = { liveTvId: 1, day: '20261122', revision: 1, ops: [{ t: 'remove', key: '1:1#1' }], savedAt: 0 };
  const video = { id: 5, name: '视频5', addressType: 1 as const, address: '/v/5', duration: 60 };

  const model = createTestModel(modelChart(scheduleMachine), {
    events: (s) => {
      const c = s.context;
      const list: (EventObject & Record<string, unknown>)[] = [
        { type: 'xstate.done.actor.loadEditable', output: true } as EventObject,
        { type: 'xstate.done.actor.loadEditable', output: false } as EventObject,
        { type: 'xstate.done.actor.loadDay', output: day } as EventObject,
        { type: 'xstate.error.actor.loadDay', error: new Error('网络异常') } as EventObject,
        { type: 'xstate.done.actor.loadDraft', output: null } as EventObject,
        { type: 'xstate.done.actor.loadDraft', output: draft } as EventObject,
        { type: 'draft.restore' },
        { type: 'draft.discard' },
        { type: 'entry.remove', index: 0 },
        { type: 'time.change', index: 0, start: 10, end: 10 },
        { type: 'time.change', index: 0, start: 10, end: 70 },
        { type: 'start.change', start: 50 },
        { type: 'day.shift', by: 30 },
        { type: 'day.shift', by: -86399 },
        { type: 'meta.change', index: 0, meta: { programTitle: '标题' } },
        { type: 'history.undo' },
        { type: 'history.redo' },
        { type: 'history.revert' },
        { type: 'schedule.save' },
        { type: 'day.select', day: '20261123' },
        { type: 'switch.confirm' },
        { type: 'switch.cancel' },
        { type: 'schedule.reload' },
        { type: 'xstate.done.actor.saveDay', output: { revision: 2 } } as EventObject,
        { type: 'xstate.error.actor.saveDay', error: { status: 409, code: 409, message: '冲突' } } as EventObject,
        { type: 'xstate.done.actor.loadServerDay', output: newer } as EventObject,
        { type: 'conflict.reload' },
        { type: 'conflict.reapply' },
        { type: `after.${DRAFT_DELAY}` },
      ];
      if (c.list.entries.length < 3) list.push({ type: 'entry.add', material: video } as EventObject);
      return list as never;
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.day,
        s.context.list.entries.length,
        s.context.ops.length > 0,
        s.context.past.length > 0,
        s.context.future.length > 0,
        s.context.conflict !== null,
        s.context.draft !== null,
        s.context.editable,
      ]),
  });

  const all = model.getShortestPaths({ input: { liveTvId: 1, day: '20261122' }, allowDuplicatePaths: true });
  // every distinct state value once, preferring the shortest path to it, plus every path that ends in a conflict
  const byValue = new Map<string, (typeof all)[number]>();
  for (const p of [...all].sort((a, b) => a.steps.length - b.steps.length)) {
    const k = JSON.stringify([p.state.value, p.state.context.ops.length > 0, p.state.context.future.length > 0, p.state.context.editable]);
    if (!byValue.has(k)) byValue.set(k, p);
  }
  const paths = [...byValue.values(), ...all.filter((p) => p.steps.some((s) => s.event.type.startsWith('conflict.'))).slice(0, 20)];

  it('reaches every state of the editor', () => {
    const reached = new Set(all.map((p) => JSON.stringify(p.state.value)));
    for (const v of ['"conflict"', '"confirmingSwitch"', '"draftOffered"', '"loadFailed"', '"saving"', '{"editing":"persisting"}']) {
      expect(reached, v).toContain(v);
    }
  });

  it.each(paths.map((p) => [names(p), p] as const))('%s', async (_d, path) => {
    const { pending, actors } = controllable(['loadEditable', 'loadDay', 'saveDay', 'loadDraft'] as const);
    const clock = new SimulatedClock();
    const drafts: ScheduleDraft[] = [];
    const actor = createActor(
      scheduleMachine.provide({
        // the channel name and the leave guard run beside the chart: inert here
        actors: { ...actors, loadChannelName: fromPromise<string, { liveTvId: number }>(() => new Promise<string>(() => {})), guardLeave: fromCallback(() => {}) } as never,
        actions: { writeDraft: (_, d: ScheduleDraft) => void drafts.push(d) },
      }),
      { input: { liveTvId: 1, day: '20261122' }, clock },
    ).start();
    // the conflict reload is the same loadDay actor under another invoke id
    const originalGet = pending.get.bind(pending);
    pending.get = (k: string) => originalGet(k === 'loadServerDay' ? 'loadDay' : k);
    const originalDelete = pending.delete.bind(pending);
    pending.delete = (k: string) => originalDelete(k === 'loadServerDay' ? 'loadDay' : k);
    await replayPath(actor, pending, path.steps as never, (s) => {
      const wire = toWire(s.context.list);
      for (let i = 1; i < wire.length; i++) expect(wire[i]!.startTime).toBe(wire[i - 1]!.endTime);
      if (s.context.ops.length === 0 && s.matches('editing')) expect(wire).toEqual(toWire(s.context.saved));
      if (s.matches('conflict')) expect(s.context.conflict.revision).toBe(2);
      // view only: nothing is ever edited, and neither a draft nor a conflict can arise
      if (!s.context.editable) expect([s.context.ops.length, s.context.draft, s.context.conflict]).toEqual([0, null, null]);
      // a refused shift (before 00:00:00) never moves the day
      if (s.context.list.entries.length) expect(s.context.list.start).toBeGreaterThanOrEqual(0);
    }, clock);
    if (path.steps.at(-1)?.event.type === `after.${DRAFT_DELAY}`) expect(drafts.at(-1)?.ops).toEqual(actor.getSnapshot().context.ops);
    actor.stop();
  });
});

describe('copy dialog statechart: generated paths', () => {
  const model = createTestModel(modelChart(copyScheduleMachine), {
    events: [
      { type: 'copy.mode', mode: 'day' },
      { type: 'copy.mode', mode: 'week' },
      { type: 'copy.source', day: '20261125' },
      { type: 'copy.targets', days: ['20261127', '20261128'] },
      { type: 'copy.submit' },
      { type: 'copy.confirm' },
      { type: 'copy.back' },
      { type: 'copy.close' },
      { type: 'xstate.done.actor.previewCopy', output: [] } as never,
      { type: 'xstate.error.actor.previewCopy', error: new Error('失败') } as never,
      { type: 'xstate.done.actor.copyProgram', output: { days: 2 } } as never,
      { type: 'xstate.error.actor.copyProgram', error: new Error('失败') } as never,
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context.mode, !!s.context.source, s.context.targets.length, s.context.error, s.context.preview !== null]),
  });
  const paths = model.getShortestPaths({ input: { liveTvId: 1, today: '20261120' } });

  it('every error message and the success are reachable', () => {
    const errors = new Set(paths.map((p) => p.state.context.error));
    for (const m of [SCHEDULE_MESSAGES.copyMethod, SCHEDULE_MESSAGES.copyDate, SCHEDULE_MESSAGES.copySource, SCHEDULE_MESSAGES.copyTarget]) {
      expect(errors).toContain(m);
    }
    expect(paths.some((p) => p.state.matches('done'))).toBe(true);
  });

  it.each(paths.slice(0, 80).map((p) => [names(p), p] as const))('%s', async (_d, path) => {
    const { pending, actors } = controllable(['copyProgram', 'previewCopy'] as const);
    const shown: string[] = [];
    const sent: unknown[] = [];
    const previewed: unknown[] = [];
    const copyProgram = fromPromise(async ({ input }: { input: unknown }) => {
      sent.push(input);
      return (actors.copyProgram as any).config({ input });
    });
    const previewCopy = fromPromise(async ({ input }: { input: unknown }) => {
      previewed.push(input);
      return (actors.previewCopy as any).config({ input });
    });
    const actor = createActor(
      copyScheduleMachine.provide({
        actors: { copyProgram, previewCopy } as never,
        actions: { notifyError: (_, p: { text: string }) => void shown.push(p.text), notifySuccess: (_, p: { text: string }) => void shown.push(p.text) },
      }),
      { input: { liveTvId: 1, today: '20261120' } },
    ).start();
    await replayPath(actor, pending, path.steps as never, (s) => {
      if (s.context.mode === 'week' && s.context.source) expect(s.context.source).toBe('20261123');
      if (s.matches('done')) expect(shown.at(-1)).toBe(SCHEDULE_MESSAGES.copied);
      // nothing is copied before a preview was shown and confirmed
      if (s.matches('copying') || s.matches('done')) expect(previewed.length).toBeGreaterThan(0);
      if (!s.matches('copying') && !s.matches('done')) expect(sent).toEqual([]);
    });
    for (const input of sent as { flag: string; toDate: string; fromDate: string }[]) {
      if (input.flag === 'week') expect(input).toMatchObject({ fromDate: '20261123', toDate: '20261123' });
      else expect(input).toMatchObject({ fromDate: '20261125', toDate: '20261127,20261128' });
    }
    actor.stop();
  });
});
