// The edit lock of one item: taken on open, renewed on a heartbeat, held by someone else
// (「王晓 正在编辑」) until taken over, lost to a take-over heard on the socket, released on the
// way out; the editor is told through input.report.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import type { LockResult } from '../../shared/content-lock.js';
import { contentLockMachine, LOCK_DELAYS, type ContentLockEvent, type LockReport } from './content-lock.machine.js';

const me = { userId: 1, userName: '张编辑' };
const wang = { userId: 2, userName: '王晓' };

function lock(id: number | null, answers: (take: boolean) => LockResult) {
  const calls: boolean[] = [];
  const reports: LockReport[] = [];
  const held = { started: 0, released: 0 };
  let socket: ((e: EventObject) => void) | null = null;
  const clock = new SimulatedClock();
  const actor = createActor(
    contentLockMachine.provide({
      actors: {
        takeLock: fromPromise<LockResult, { id: number; take: boolean }>(async ({ input }) => (calls.push(input.take), answers(input.take))),
        holdLock: fromCallback(() => {
          held.started++;
          return () => void held.released++;
        }),
        lockEvents: fromCallback(({ sendBack }) => {
          socket = sendBack;
          return () => void (socket = null);
        }),
      },
    }),
    { input: { id, report: (e: LockReport) => reports.push(e) }, clock },
  ).start();
  return { actor, calls, reports, held, clock, socket: (e: ContentLockEvent) => socket?.(e) };
}

describe('content edit lock', () => {
  it('a new item has nothing to lock', () => {
    const t = lock(null, () => ({ mine: true, holder: me, expiresAt: 1 }));
    expect(t.actor.getSnapshot().matches('none')).toBe(true);
    expect(t.calls).toEqual([]);
  });

  it('a free item: held, renewed on the heartbeat, released when the editor goes', async () => {
    const t = lock(9, () => ({ mine: true, holder: me, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: { holding: 'idle' } }));
    expect(t.reports).toEqual([{ type: 'lock.state', held: true }]);
    expect(t.held.started).toBe(1);
    t.clock.increment(LOCK_DELAYS.renew);
    await waitFor(t.actor, (s) => s.matches({ active: { holding: 'idle' } }) && t.calls.length === 2);
    expect(t.calls).toEqual([false, false]);
    expect(t.held).toEqual({ started: 1, released: 0 });
    t.actor.stop();
    expect(t.held.released).toBe(1);
  });

  it('held by someone else: shows who; 接管编辑 takes it over', async () => {
    const t = lock(9, (take) => (take ? { mine: true, holder: me, expiresAt: 1 } : { mine: false, holder: wang, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: 'heldByOther' }));
    expect(t.actor.getSnapshot().context.holder).toEqual(wang);
    expect(t.reports).toEqual([{ type: 'lock.state', held: false }]);
    expect(t.held.started).toBe(0);
    t.actor.send({ type: 'lock.take' });
    expect(t.actor.getSnapshot().matches({ active: 'taking' })).toBe(true);
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
    expect(t.calls).toEqual([false, true]);
    expect(t.reports.at(-1)).toEqual({ type: 'lock.state', held: true });
  });

  it('the holder leaves: the lock is taken at once', async () => {
    let free = false;
    const t = lock(9, () => (free ? { mine: true, holder: me, expiresAt: 1 } : { mine: false, holder: wang, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: 'heldByOther' }));
    t.socket({ type: 'lock.changed', id: 8, holder: null, mine: false });
    expect(t.actor.getSnapshot().matches({ active: 'heldByOther' })).toBe(true);
    free = true;
    t.socket({ type: 'lock.changed', id: 9, holder: null, mine: false });
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
  });

  it('taken over by someone else: lost at once, the editor told, the lock not released by this tab', async () => {
    const t = lock(9, () => ({ mine: true, holder: me, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
    t.socket({ type: 'lock.changed', id: 9, holder: me, mine: true });
    expect(t.actor.getSnapshot().matches({ active: 'holding' })).toBe(true);
    t.socket({ type: 'lock.changed', id: 9, holder: wang, mine: false });
    const snap = t.actor.getSnapshot();
    expect(snap.matches({ active: 'lost' })).toBe(true);
    expect(snap.context.takenBy).toEqual(wang);
    expect(t.reports.at(-1)).toEqual({ type: 'lock.state', held: false });
    // the hold ends (its release is the server's no-op: the lock is someone else's now)
    expect(t.held.released).toBe(1);
    t.actor.send({ type: 'lock.take' });
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
    expect(t.calls).toEqual([false, true]);
  });

  it('a renewal that finds someone else holding it is a take-over', async () => {
    let mine = true;
    const t = lock(9, () => (mine ? { mine: true, holder: me, expiresAt: 1 } : { mine: false, holder: wang, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
    mine = false;
    t.clock.increment(LOCK_DELAYS.renew);
    await waitFor(t.actor, (s) => s.matches({ active: 'lost' }));
    expect(t.actor.getSnapshot().context.takenBy).toEqual(wang);
  });

  it('a failed lock call leaves the editor working and tries again', async () => {
    let fail = true;
    const t = lock(9, () => {
      if (fail) throw new Error('网络异常');
      return { mine: true, holder: me, expiresAt: 1 };
    });
    await waitFor(t.actor, (s) => s.matches({ active: 'failed' }));
    expect(t.reports).toEqual([]);
    fail = false;
    t.clock.increment(LOCK_DELAYS.retry);
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
  });

  it("passes the item's review news on to the editor", async () => {
    const t = lock(9, () => ({ mine: true, holder: me, expiresAt: 1 }));
    await waitFor(t.actor, (s) => s.matches({ active: 'holding' }));
    t.socket({ type: 'content.reviewed', id: 8, status: 3 });
    t.socket({ type: 'content.reviewed', id: 9, status: 2 });
    expect(t.reports.filter((r) => r.type === 'content.reviewed')).toEqual([{ type: 'content.reviewed', status: 2 }]);
  });
});
