// Generated paths (createTestModel) through the schedule statechart's fixed starts and gap
// validator: pinning, unpinning, moving a pin out of the day, retiming the entries before a pinned
// one, saving (refused while an overlap is left), undo. Each path is replayed on a real actor;
// after every step a pinned entry starts exactly at its pin, every other entry starts where the
// one before it ends, the validator's gaps and overlaps are the spans between them, and no save
// leaves with an overlap.
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { GAP_TEXT } from '../../shared/schedule-gaps.js';
import type { ProgrammeDay } from '../../shared/schedule.js';
import { scheduleMachine } from '../../src/machines/schedule.machine.js';
import { endAt, issuesOf, pinOf, startAt, type DayList } from '../../src/machines/schedule-time.js';
import { programmeEntries } from '../../src/testing/programme-fixtures.js';
import { modelChart } from './harness';

// 视频1 00:00–00:01:40, 视频2 –00:03:20, 视频3 –00:05:00
const day: ProgrammeDay = { list: programmeEntries([[1, 100], [2, 100], [3, 100]]), total: 3, revision: 1 };

const events: EventObject[] = [
  { type: 'xstate.done.actor.loadEditable', output: true } as EventObject,
  { type: 'xstate.done.actor.loadDay', output: day } as EventObject,
  { type: 'xstate.done.actor.loadDraft', output: null } as EventObject,
  // 视频3 pinned at 250 (a gap of 50 s) or at 150 (视频2 runs 50 s into it), unpinned, out of the day
  { type: 'fixed.change', index: 2, at: 250 } as EventObject,
  { type: 'fixed.change', index: 2, at: 150 } as EventObject,
  { type: 'fixed.change', index: 2, at: null } as EventObject,
  { type: 'fixed.change', index: 2, at: 86399 } as EventObject,
  // the first entry shorter or longer: the chain before the pin moves, the pin does not
  { type: 'time.change', index: 0, end: 50 } as EventObject,
  { type: 'time.change', index: 0, end: 160 } as EventObject,
  { type: 'schedule.save' },
  { type: 'xstate.done.actor.saveDay', output: { revision: 2 } } as EventObject,
  { type: 'history.undo' },
];

const summary = (l: DayList) => l.entries.map((e, i) => `${e.want}@${pinOf(e)}:${startAt(l, i)}-${endAt(l, i)}`).join(',');

// the graph's own traversal with exactly these events (a test model would add every other event
// of the chart without its payload)
const all = getShortestPaths(modelChart(scheduleMachine), {
  events: events as never,
  serializeState: (s: any) => JSON.stringify([s.value, summary(s.context.list), s.context.ops.length > 0, s.context.past.length > 0, s.context.error]),
  input: { liveTvId: 1, day: '20261122' },
} as never) as unknown as { state: any; steps: { event: EventObject; state: { value: unknown } }[] }[];

/** The invariants of a day with pinned entries. */
function checkDay(l: DayList) {
  const issues = issuesOf(l);
  for (let i = 0; i < l.entries.length; i++) {
    const pin = pinOf(l.entries[i]);
    const prevEnd = i === 0 ? null : endAt(l, i - 1);
    if (pin >= 0) expect(startAt(l, i)).toBe(pin);
    else if (prevEnd !== null) expect(startAt(l, i)).toBe(prevEnd);
    if (prevEnd === null) continue;
    const issue = issues.find((x) => x.index === i);
    if (startAt(l, i) === prevEnd) expect(issue).toBeUndefined();
    else expect(issue).toMatchObject({ kind: startAt(l, i) > prevEnd ? 'gap' : 'overlap', from: Math.min(prevEnd, startAt(l, i)), to: Math.max(prevEnd, startAt(l, i)) });
  }
}

describe('schedule statechart, fixed starts: generated paths', () => {
  it('reaches a gap, an overlap, the refused save, the refused pin and a saved pinned day', () => {
    const lists = all.map((p) => p.state.context.list as DayList);
    expect(lists.some((l) => issuesOf(l).some((x) => x.kind === 'gap' && x.index === 2))).toBe(true);
    expect(lists.some((l) => issuesOf(l).some((x) => x.kind === 'overlap'))).toBe(true);
    const errors = new Set(all.map((p) => p.state.context.error));
    expect(errors).toContain(GAP_TEXT.pinOutOfDay);
    expect([...errors].some((e) => e?.startsWith('节目重叠，无法保存：第2条「视频2」结束于'))).toBe(true);
    expect(all.some((p) => p.state.matches('saving') && pinOf(p.state.context.list.entries[2]) === 250)).toBe(true);
  });

  it.each(all.filter((p) => p.steps.length > 4).slice(0, 120).map((p) => [p.steps.map((s) => s.event.type).slice(4).join(' → '), p] as const))('%s', async (_d, path) => {
    const saved: DayList[] = [];
    const actor = createActor(
      scheduleMachine.provide({
        actors: {
          loadEditable: fromPromise(async () => true),
          loadDay: fromPromise(async () => day),
          loadDraft: fromPromise(async () => null),
          saveDay: fromPromise(async () => ({ revision: 2 })),
          loadChannelName: fromPromise<string, { liveTvId: number }>(() => new Promise<string>(() => {})),
          guardLeave: fromCallback(() => {}),
        } as never,
        actions: { writeDraft: () => {}, clearDraft: () => {}, notifyError: () => {}, notifySuccess: () => {} },
      }),
      { input: { liveTvId: 1, day: '20261122' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    let pin = -1;
    for (const { event, state } of path.steps) {
      if (event.type.startsWith('xstate.')) continue;
      const asked = (event as unknown as { at?: number | null }).at;
      if (event.type === 'fixed.change' && asked !== 86399) pin = asked ?? -1;
      const before = actor.getSnapshot();
      actor.send(event as never);
      if (event.type === 'schedule.save' && before.matches('editing')) {
        // a save leaves only without an overlap
        expect(actor.getSnapshot().matches('saving')).toBe(!issuesOf(before.context.list).some((x) => x.kind === 'overlap'));
        if (actor.getSnapshot().matches('saving')) saved.push(before.context.list);
      }
      // the predicted state, the async actors settled by the provided effects
      if (!String(JSON.stringify(state.value)).includes('saving')) await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value), { timeout: 1000 });
      const l = actor.getSnapshot().context.list;
      checkDay(l);
      if (event.type !== 'history.undo') expect(pinOf(l.entries[2])).toBe(pin);
      else pin = pinOf(l.entries[2]);
    }
    for (const l of saved) expect(issuesOf(l).filter((x) => x.kind === 'overlap')).toEqual([]);
    actor.stop();
  });
});
