import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import type { ProgrammeDay, ProgrammeEntry, ProgrammeSave } from '../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { DRAFT_DELAY, scheduleMachine, type ScheduleContext, type ScheduleDraft, type ScheduleEvent } from './schedule.machine.js';
import { programmeEntries } from '../testing/programme-fixtures.js';
import { toWire, type Material } from './schedule-time.js';
import { failingEffect } from '../testing/failing-effect.js';

const video = (id: number, duration: number): Material => ({ id, name: `视频${id}`, addressType: 1, address: `/v/${id}`, duration });
const live: Material = { id: 77, name: '直播77', addressType: 2, address: 'rtmp://x/live', duration: 0 };

/** A store the swapped actors talk to: days by key, revisions, drafts; and what was shown. */
function harness(days: Record<string, ProgrammeEntry[]> = {}, editable: boolean | Error = true) {
  const store = new Map<string, ProgrammeDay>(Object.entries(days).map(([d, list]) => [d, { list, total: list.length, revision: list.length ? 1 : 0 }]));
  const drafts = new Map<string, ScheduleDraft>();
  const shown: { kind: 'error' | 'success'; text: string }[] = [];
  const saves: ProgrammeSave[] = [];
  const guards: { dirty: () => boolean; message: string }[] = [];
  const leaves: string[] = [];
  const exports: { liveTvId: number; day: string; days: 1 | 7 }[] = [];
  const clock = new SimulatedClock();
  const machine = scheduleMachine.provide({
    actors: {
      loadDay: fromPromise<ProgrammeDay, { liveTvId: number; day: string }>(async ({ input }) => store.get(input.day) ?? { list: [], total: 0, revision: 0 }),
      saveDay: fromPromise(async ({ input }: { input: ProgrammeSave }) => {
        const cur = store.get(input.livePlayDay)?.revision ?? 0;
        if (cur !== input.revision) throw Object.assign(new Error('节目单已被他人修改'), { status: 409, code: 409 });
        saves.push(input);
        store.set(input.livePlayDay, { list: input.list, total: input.list.length, revision: cur + 1 });
        return { revision: cur + 1 };
      }),
      loadDraft: fromPromise<ScheduleDraft | null, { liveTvId: number; day: string }>(async ({ input }) => drafts.get(input.day) ?? null),
      loadChannelName: fromPromise<string, { liveTvId: number }>(async ({ input }) => `频道${input.liveTvId}`),
      loadEditable: fromPromise<boolean, { liveTvId: number }>(async () => {
        if (editable instanceof Error) throw editable;
        return editable;
      }),
      guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(({ input }) => {
        guards.push(input);
        return () => void guards.splice(guards.indexOf(input), 1);
      }),
    },
    actions: {
      leave: (_, p: { to: string }) => void leaves.push(p.to),
      exportXmltv: (_, p: { liveTvId: number; day: string; days: 1 | 7 }) => void exports.push(p),
      notifyError: (_, p: { text: string }) => void shown.push({ kind: 'error', text: p.text }),
      notifySuccess: (_, p: { text: string }) => void shown.push({ kind: 'success', text: p.text }),
      writeDraft: (_, d: ScheduleDraft) => void (d.ops.length ? drafts.set(d.day, d) : drafts.delete(d.day)),
      clearDraft: (_, p: { day: string }) => void drafts.delete(p.day),
    },
  });
  const start = async (day = '20261122') => {
    const actor = createActor(machine, { input: { liveTvId: 1, day }, clock }).start();
    await waitFor(actor, (s) => s.matches('editing') || s.matches('draftOffered') || s.matches('loadFailed'));
    return actor;
  };
  return { machine, store, drafts, shown, saves, guards, leaves, exports, clock, start };
}

type Running = { getSnapshot(): { context: ScheduleContext } };
const times = (a: Running) => toWire(a.getSnapshot().context.list).map((e) => `${e.startTime}-${e.endTime}`);
const entries = (a: Running) => toWire(a.getSnapshot().context.list);

describe('schedule machine rules', () => {
  it('a view-only channel shows its list and refuses every edit, the save and a stored draft', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100], [2, 100]]) }, false);
    h.drafts.set('20261122', { liveTvId: 1, day: '20261122', revision: 1, ops: [{ t: 'remove', key: '1:1#1' }], savedAt: 0 });
    const a = await h.start();
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(a.getSnapshot().context.editable).toBe(false);
    const before = times(a);
    const edits: ScheduleEvent[] = [
      { type: 'entry.add', material: video(5, 60) },
      { type: 'entry.remove', index: 0 },
      { type: 'entry.move', from: 0, to: 1 },
      { type: 'time.change', index: 0, start: 0, end: 50 },
      { type: 'schedule.save' },
    ];
    for (const e of edits) {
      expect(a.getSnapshot().can(e), e.type).toBe(false);
      a.send(e);
    }
    expect(times(a)).toEqual(before);
    expect(a.getSnapshot().context.ops).toEqual([]);
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(h.saves).toEqual([]);
    expect(h.shown).toEqual([]);
    // other days can still be viewed
    a.send({ type: 'day.select', day: '20261123' });
    await waitFor(a, (s) => s.matches('editing') && s.context.day === '20261123');
    expect(a.getSnapshot().context.editable).toBe(false);
  });

  it('an editable channel takes edits; rights that cannot be read leave the server to refuse', async () => {
    for (const editable of [true, new Error('网络异常')]) {
      const h = harness({ '20261122': programmeEntries([[1, 100]]) }, editable);
      const a = await h.start();
      expect(a.getSnapshot().context.editable).toBe(true);
      expect(a.getSnapshot().can({ type: 'entry.remove', index: 0 })).toBe(true);
      a.send({ type: 'entry.remove', index: 0 });
      expect(entries(a)).toEqual([]);
    }
  });

  it('adds a video with its duration and a live channel with 3600 s, chained', async () => {
    const h = harness();
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(1, 90) });
    a.send({ type: 'entry.add', material: live });
    expect(times(a)).toEqual(['00:00:00-00:01:30', '00:01:30-01:01:30']);
    expect(entries(a)[1]).toMatchObject({ liveProgramAddresstype: 2, liveProgramTimeLength: 3600, liveTvType: 3 });
  });

  it('only the first row start is editable; editing an end re-chains every later entry', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100], [2, 100], [3, 100]]) });
    const a = await h.start();
    a.send({ type: 'time.change', index: 0, start: 3600, end: 3700 });
    expect(times(a)).toEqual(['01:00:00-01:01:40', '01:01:40-01:03:20', '01:03:20-01:05:00']);
    a.send({ type: 'time.change', index: 1, start: 0, end: 6000 });
    expect(times(a)).toEqual(['01:00:00-01:01:40', '01:01:40-01:40:00', '01:40:00-01:41:40']);
  });

  it('refuses equal and inverted time windows and ends after 23:59:59 with the spec messages', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100], [2, 100]]) });
    const a = await h.start();
    a.send({ type: 'time.change', index: 1, end: 100 });
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.startEqualsEnd);
    a.send({ type: 'time.change', index: 0, start: 50, end: 40 });
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.startAfterEnd);
    a.send({ type: 'time.change', index: 1, end: 86400 });
    expect(a.getSnapshot().context.error).not.toBeNull();
    expect(times(a)).toEqual(['00:00:00-00:01:40', '00:01:40-00:03:20']);
    expect(h.shown.map((s) => s.text).slice(0, 2)).toEqual([SCHEDULE_MESSAGES.startEqualsEnd, SCHEDULE_MESSAGES.startAfterEnd]);
    a.send({ type: 'time.change', index: 1, end: 86399 });
    expect(times(a)[1]).toBe('00:01:40-23:59:59');
  });

  it('deleting re-chains', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100], [2, 100], [3, 100]], '20261122', 60) });
    const a = await h.start();
    a.send({ type: 'entry.remove', index: 0 });
    expect(times(a)).toEqual(['00:01:00-00:02:40', '00:02:40-00:04:20']);
  });

  it('the day is full at 89999 s: adding then says 今天时间已排满', async () => {
    const h = harness();
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(1, 86000) });
    a.send({ type: 'entry.add', material: live });
    expect(entries(a)).toHaveLength(2);
    expect(a.getSnapshot().context.error).toBeNull();
    a.send({ type: 'entry.add', material: video(2, 399) });
    expect(entries(a)).toHaveLength(3);
    a.send({ type: 'entry.add', material: live });
    expect(entries(a)).toHaveLength(3);
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.dayFull);
    expect(h.shown.at(-1)).toEqual({ kind: 'error', text: SCHEDULE_MESSAGES.dayFull });
  });

  it('save is blocked while an entry has no time; 保存成功 after removing it', async () => {
    const h = harness();
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(1, 86399) });
    a.send({ type: 'entry.add', material: video(2, 10) });
    a.send({ type: 'schedule.save' });
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.zeroDuration);
    expect(h.saves).toHaveLength(0);
    a.send({ type: 'entry.remove', index: 1 });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.revision === 1);
    expect(h.shown.at(-1)).toEqual({ kind: 'success', text: SCHEDULE_MESSAGES.saved });
    expect(h.saves[0]!.list[0]).not.toHaveProperty('uid');
    expect(a.getSnapshot().context.ops).toEqual([]);
  });

  it('undo, redo (several levels) and revert to saved', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100]]) });
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(2, 10) });
    a.send({ type: 'entry.add', material: video(3, 10) });
    a.send({ type: 'time.change', index: 0, start: 0, end: 50 });
    expect(times(a)).toEqual(['00:00:00-00:00:50', '00:00:50-00:01:00', '00:01:00-00:01:10']);
    a.send({ type: 'history.undo' });
    a.send({ type: 'history.undo' });
    expect(times(a)).toEqual(['00:00:00-00:01:40', '00:01:40-00:01:50']);
    a.send({ type: 'history.redo' });
    expect(entries(a)).toHaveLength(3);
    expect(a.getSnapshot().can({ type: 'history.redo' })).toBe(true);
    a.send({ type: 'history.revert' });
    expect(times(a)).toEqual(['00:00:00-00:01:40']);
    expect(a.getSnapshot().context.ops).toEqual([]);
    a.send({ type: 'history.undo' });
    expect(entries(a)).toHaveLength(3);
  });

  it('switching day with changes asks first; cancel keeps them, confirm drops them', async () => {
    const h = harness({ '20261123': programmeEntries([[5, 10]], '20261123') });
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(1, 10) });
    a.send({ type: 'day.select', day: '20261123' });
    expect(a.getSnapshot().matches('confirmingSwitch')).toBe(true);
    // the pending draft write is not lost by leaving the editing state early
    expect(h.drafts.get('20261122')!.ops).toHaveLength(1);
    a.send({ type: 'switch.cancel' });
    expect(entries(a)).toHaveLength(1);
    a.send({ type: 'day.select', day: '20261123' });
    a.send({ type: 'switch.confirm' });
    await waitFor(a, (s) => s.matches('editing'));
    expect(a.getSnapshot().context.day).toBe('20261123');
    expect(h.drafts.has('20261122')).toBe(false);
    expect(entries(a)[0]!.liveProgramId).toBe(5);
  });

  it('keeps a draft after a pause (simulated clock) and offers it back after a reload', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100]]) });
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(2, 10) });
    expect(h.drafts.size).toBe(0);
    h.clock.increment(DRAFT_DELAY);
    expect(h.drafts.get('20261122')!.ops).toHaveLength(1);
    a.stop();
    const b = await h.start();
    expect(b.getSnapshot().matches('draftOffered')).toBe(true);
    b.send({ type: 'draft.restore' });
    expect(times(b)).toEqual(['00:00:00-00:01:40', '00:01:40-00:01:50']);
    expect(b.getSnapshot().can({ type: 'history.revert' })).toBe(true);
    b.send({ type: 'history.revert' });
    h.clock.increment(DRAFT_DELAY);
    expect(h.drafts.size).toBe(0);
  });

  it('a stale revision puts the editor in conflict, shows what changed, and can re-apply on top or reload', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100], [2, 100]]) });
    const a = await h.start();
    a.send({ type: 'entry.add', material: video(3, 10) });
    // someone else saves first
    h.store.set('20261122', { list: programmeEntries([[9, 50], [1, 100], [2, 100]]), total: 3, revision: 2 });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('conflict'));
    expect(a.getSnapshot().context.conflict!.diff.added).toEqual(['视频9']);
    a.send({ type: 'conflict.reapply' });
    expect(entries(a).map((e) => e.liveProgramId)).toEqual([9, 1, 2, 3]);
    expect(a.getSnapshot().context.revision).toBe(2);
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.revision === 3);

    h.store.set('20261122', { list: programmeEntries([[4, 10]]), total: 1, revision: 9 });
    a.send({ type: 'entry.remove', index: 0 });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('conflict'));
    a.send({ type: 'conflict.reload' });
    expect(entries(a).map((e) => e.liveProgramId)).toEqual([4]);
    expect(a.getSnapshot().context.ops).toEqual([]);
  });

  it('tells when the day’s server copy changed: after a save, and when a conflict takes over the server’s list', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100]]) });
    const a = await h.start();
    let stored = 0;
    a.on('day.stored', () => void stored++);
    a.send({ type: 'entry.add', material: video(3, 10) });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.revision === 2);
    expect(stored).toBe(1);
    // someone else saves first: reload takes their list
    h.store.set('20261122', { list: programmeEntries([[4, 10]]), total: 1, revision: 5 });
    a.send({ type: 'entry.remove', index: 0 });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('conflict'));
    expect(stored).toBe(1);
    a.send({ type: 'conflict.reload' });
    expect(stored).toBe(2);
    // again, re-applied on top of theirs (and then saved)
    h.store.set('20261122', { list: programmeEntries([[6, 10]]), total: 1, revision: 8 });
    a.send({ type: 'entry.add', material: video(7, 10) });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('conflict'));
    a.send({ type: 'conflict.reapply' });
    expect(stored).toBe(3);
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.revision === 9);
    expect(stored).toBe(4);
  });

  it('a day more than 60 days after today cannot be selected (spec 000 §5)', async () => {
    const h = harness();
    const actor = await h.start('20261122');
    actor.send({ type: 'day.select', day: '20270121' }); // today + 60: allowed
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.day).toBe('20270121');
    actor.send({ type: 'day.select', day: '20270122' }); // today + 61: refused
    expect(actor.getSnapshot().context.day).toBe('20270121');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(h.shown.at(-1)).toEqual({ kind: 'error', text: SCHEDULE_MESSAGES.tooFarAhead });
    expect(SCHEDULE_MESSAGES.tooFarAhead).toBe('只能选择60天以内的日期');
    // past days stay selectable
    actor.send({ type: 'day.select', day: '20250101' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.day).toBe('20250101');
  });

  it('a day chosen while the rights, the day before or its draft are still loading is the day shown', async () => {
    const h = harness({
      '20261123': programmeEntries([[5, 10]], '20261123'),
      '20261124': programmeEntries([[6, 20]], '20261124'),
      '20261125': programmeEntries([[7, 30]], '20261125'),
    });
    // each load is held until the test lets it answer, so every event lands in the state named
    const held: { what: string; day: string; answer: () => void }[] = [];
    const hold = <T, I extends { liveTvId: number; day?: string }>(what: string, value: (day: string) => T) =>
      fromPromise<T, I>(({ input }) => new Promise<T>((resolve) => held.push({ what, day: input.day ?? '', answer: () => resolve(value(input.day ?? '')) })));
    type DayInput = { liveTvId: number; day: string };
    const machine = h.machine.provide({
      actors: {
        loadEditable: hold<boolean, { liveTvId: number }>('rights', () => true),
        loadDay: hold<ProgrammeDay, DayInput>('day', (day) => h.store.get(day) ?? { list: [], total: 0, revision: 0 }),
        loadDraft: hold<ScheduleDraft | null, DayInput>('draft', () => null),
      },
    });
    const a = createActor(machine, { input: { liveTvId: 1, day: '20261122' }, clock: h.clock }).start();
    const answer = async (what: string) => {
      const next = held.find((x) => x.what === what)!;
      held.splice(held.indexOf(next), 1);
      next.answer();
      await new Promise((r) => setTimeout(r, 0));
    };
    expect(a.getSnapshot().matches('checkingRights')).toBe(true);
    a.send({ type: 'day.select', day: '20261123' });
    await answer('rights');
    expect(a.getSnapshot().matches('loading')).toBe(true);
    expect(held.map((x) => `${x.what}:${x.day}`)).toEqual(['day:20261123']);
    // while the day loads: the same day changes nothing, a day too far ahead is refused, another restarts the load
    a.send({ type: 'day.select', day: '20261123' });
    a.send({ type: 'day.select', day: '20270122' });
    expect(h.shown.at(-1)).toEqual({ kind: 'error', text: SCHEDULE_MESSAGES.tooFarAhead });
    a.send({ type: 'day.select', day: '20261124' });
    expect(a.getSnapshot().context.day).toBe('20261124');
    expect(held.map((x) => `${x.what}:${x.day}`)).toEqual(['day:20261123', 'day:20261124']);
    held.shift(); // the first load's late answer is never taken: its actor is gone
    await answer('day');
    expect(a.getSnapshot().matches('checkingDraft')).toBe(true);
    // while its draft is checked: another day loads instead
    a.send({ type: 'day.select', day: '20261125' });
    expect(a.getSnapshot().matches('loading')).toBe(true);
    held.shift(); // the draft check of 20261124, dropped with its state
    await answer('day');
    await answer('draft');
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(a.getSnapshot().context.day).toBe('20261125');
    expect(entries(a).map((e) => e.liveProgramId)).toEqual([7]);
    a.send({ type: 'schedule.export', days: 7 });
    expect(h.exports.at(-1)).toEqual({ liveTvId: 1, day: '20261125', days: 7 });
  });

  it('loads the channel name, guards unsaved work while running, and leaves through the leave check', async () => {
    const h = harness();
    const actor = await h.start();
    await waitFor(actor, (s) => s.context.channelName !== '');
    expect(actor.getSnapshot().context.channelName).toBe('频道1');
    expect(h.guards).toHaveLength(1);
    expect(h.guards[0]!.message).toBe('当前节目单有未保存的修改，确定离开吗？');
    expect(h.guards[0]!.dirty()).toBe(false);
    actor.send({ type: 'entry.add', material: video(1, 90) });
    expect(h.guards[0]!.dirty()).toBe(true);
    actor.send({ type: 'editor.leave', to: '/tv' });
    expect(h.leaves).toEqual(['/tv']);
    actor.send({ type: 'schedule.export', days: 7 });
    expect(h.exports).toEqual([{ liveTvId: 1, day: actor.getSnapshot().context.day, days: 7 }]);
    actor.stop();
    expect(h.guards).toHaveLength(0);
  });

  it('a failing load can be retried', async () => {
    const load = failingEffect<ProgrammeDay, { liveTvId: number; day: string }>('网络异常', () => ({ list: [], total: 0, revision: 0 }));
    const machine = scheduleMachine.provide({
      actors: {
        loadDay: load.effect,
        loadChannelName: fromPromise<string, { liveTvId: number }>(async () => '频道1'),
        guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(() => undefined),
      },
    });
    const a = createActor(machine, { input: { liveTvId: 1, day: '20261122' } }).start();
    await waitFor(a, (s) => s.matches('loadFailed'));
    load.recover();
    a.send({ type: 'schedule.reload' });
    await waitFor(a, (s) => s.matches('editing'));
  });
});

describe('schedule machine: first start, 整体平移 and metadata', () => {
  it('moves the first start later in one step: the first row keeps its duration and the rest re-chain', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 1800], [2, 600], [3, 600]]) });
    const a = await h.start();
    a.send({ type: 'start.change', start: 6 * 3600 });
    expect(times(a)).toEqual(['06:00:00-06:30:00', '06:30:00-06:40:00', '06:40:00-06:50:00']);
    expect(a.getSnapshot().context.error).toBeNull();
    a.send({ type: 'start.change', start: 3600 });
    expect(times(a)[0]).toBe('01:00:00-01:30:00');
    a.send({ type: 'history.undo' });
    expect(times(a)[0]).toBe('06:00:00-06:30:00');
    // the same start again is no edit
    expect(a.getSnapshot().can({ type: 'start.change', start: 6 * 3600 })).toBe(false);
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.ops.length === 0);
    expect(h.saves[0]!.list.map((e) => e.startTime)).toEqual(['06:00:00', '06:30:00', '06:40:00']);
  });

  it('refuses a first start that would push the day past 23:59:59, and changes nothing', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 3600], [2, 3600]]) });
    const a = await h.start();
    a.send({ type: 'start.change', start: 86399 - 7200 + 1 });
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.startPastEnd);
    expect(h.shown.at(-1)).toEqual({ kind: 'error', text: SCHEDULE_MESSAGES.startPastEnd });
    expect(times(a)).toEqual(['00:00:00-01:00:00', '01:00:00-02:00:00']);
    a.send({ type: 'start.change', start: 86399 - 7200 });
    expect(times(a)[1]).toBe('22:59:59-23:59:59');
  });

  it('整体平移 shifts the whole day by an amount either way, refusing past 23:59:59 or before 00:00:00', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 600], [2, 600]], '20261122', 3600) });
    const a = await h.start();
    a.send({ type: 'day.shift', by: 600 });
    expect(times(a)).toEqual(['01:10:00-01:20:00', '01:20:00-01:30:00']);
    a.send({ type: 'day.shift', by: -4201 });
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.shiftBeforeStart);
    a.send({ type: 'day.shift', by: 86399 - 5400 + 1 });
    expect(a.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.shiftPastEnd);
    expect(times(a)).toEqual(['01:10:00-01:20:00', '01:20:00-01:30:00']);
    a.send({ type: 'day.shift', by: -4200 });
    expect(times(a)).toEqual(['00:00:00-00:10:00', '00:10:00-00:20:00']);
    expect(a.getSnapshot().context.error).toBeNull();
    a.send({ type: 'history.undo' });
    a.send({ type: 'history.undo' });
    expect(times(a)[0]).toBe('01:00:00-01:10:00');
    expect(a.getSnapshot().can({ type: 'day.shift', by: 0 })).toBe(false);
  });

  it('an empty day has no start to move or shift', async () => {
    const h = harness();
    const a = await h.start();
    expect(a.getSnapshot().can({ type: 'day.shift', by: 60 })).toBe(false);
    expect(a.getSnapshot().can({ type: 'start.change', start: 60 })).toBe(false);
  });

  it('edits metadata through the machine: default title not kept, undo and redo, saved with the day, bounded', async () => {
    const list = programmeEntries([[1, 100], [2, 100]]);
    list[1]!.liveProgramName = '天气预报.mp4';
    const h = harness({ '20261122': list });
    const a = await h.start();
    a.send({ type: 'meta.change', index: 1, meta: { programTitle: '  今日天气  ', episode: '第1集', category: '气象' } });
    expect(entries(a)[1]).toMatchObject({ programTitle: '今日天气', episode: '第1集', category: '气象' });
    expect(times(a)).toEqual(['00:00:00-00:01:40', '00:01:40-00:03:20']);
    // the file name without its extension is the default: not kept
    a.send({ type: 'meta.change', index: 1, meta: { programTitle: '天气预报', episode: '' } });
    expect(entries(a)[1]).not.toHaveProperty('programTitle');
    expect(entries(a)[1]).not.toHaveProperty('episode');
    expect(a.getSnapshot().can({ type: 'meta.change', index: 1, meta: { programTitle: '天气预报' } })).toBe(false);
    a.send({ type: 'history.undo' });
    expect(entries(a)[1]).toMatchObject({ programTitle: '今日天气', episode: '第1集' });
    a.send({ type: 'history.redo' });
    a.send({ type: 'history.undo' });
    a.send({ type: 'meta.change', index: 0, meta: { programDesc: '简介'.repeat(1001) } });
    expect(a.getSnapshot().context.error).toBe('简介长度不能超过2000个字符');
    expect(entries(a)[0]).not.toHaveProperty('programDesc');
    a.send({ type: 'meta.change', index: 0, meta: { rating: '全年龄' } });
    a.send({ type: 'schedule.save' });
    await waitFor(a, (s) => s.matches('editing') && s.context.ops.length === 0);
    expect(h.saves[0]!.list[0]).toMatchObject({ rating: '全年龄' });
    expect(h.saves[0]!.list[1]).toMatchObject({ programTitle: '今日天气', episode: '第1集', category: '气象' });
    // a reload keeps them (the day as the server answers it)
    a.send({ type: 'schedule.reload' });
    await waitFor(a, (s) => s.matches('editing'));
    expect(entries(a)[1]).toMatchObject({ programTitle: '今日天气' });
  });

  it('a view-only channel refuses the start, the shift and metadata edits', async () => {
    const h = harness({ '20261122': programmeEntries([[1, 100]]) }, false);
    const a = await h.start();
    for (const e of [{ type: 'start.change', start: 60 }, { type: 'day.shift', by: 60 }, { type: 'meta.change', index: 0, meta: { episode: '1' } }] as ScheduleEvent[]) {
      expect(a.getSnapshot().can(e)).toBe(false);
    }
  });
});
