import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { pagedTableMachine, type PageFetch, type PageQuery, type PageResult } from './paged-table.machine.js';
import { failingEffect } from '../testing/failing-effect.js';
import { firstLoadAfterDelay } from '../testing/first-load.js';

function start(data: number[]) {
  const clock = new SimulatedClock();
  const queries: PageQuery[] = [];
  const actor = createActor(
    pagedTableMachine.provide({
      actors: {
        fetchPage: fromPromise<PageResult<unknown>, PageFetch>(async ({ input: { pageIndex, pageSize } }) => {
          const input = { pageIndex, pageSize };
          queries.push(input);
          const from = (input.pageIndex - 1) * input.pageSize;
          return { list: data.slice(from, from + input.pageSize), total: data.length };
        }),
      },
    }),
    { input: {}, clock },
  ).start();
  return { actor, clock, queries };
}

describe('paged table machine', () => {
  it('loads page 1 of 20 rows 300 ms after start', async () => {
    const t = start(Array.from({ length: 45 }, (_, i) => i));
    await firstLoadAfterDelay(t.actor, t.clock, t.queries);
    expect(t.queries).toEqual([{ pageIndex: 1, pageSize: 20 }]);
    expect(t.actor.getSnapshot().context.total).toBe(45);
    expect(t.actor.getSnapshot().context.rows).toHaveLength(20);
  });

  it('changes page and size (size goes back to page 1)', async () => {
    const t = start(Array.from({ length: 45 }, (_, i) => i));
    t.clock.increment(300);
    await waitFor(t.actor, (s) => s.matches('ready'));
    t.actor.send({ type: 'page.go', pageIndex: 3 });
    await waitFor(t.actor, (s) => s.matches('ready'));
    expect(t.actor.getSnapshot().context.rows).toEqual([40, 41, 42, 43, 44]);
    t.actor.send({ type: 'page.size', pageSize: 50 });
    await waitFor(t.actor, (s) => s.matches('ready'));
    expect(t.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 50 });
  });

  it('steps back one page when a later page comes back empty', async () => {
    const data = Array.from({ length: 21 }, (_, i) => i);
    const t = start(data);
    t.clock.increment(300);
    await waitFor(t.actor, (s) => s.matches('ready'));
    t.actor.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(t.actor, (s) => s.matches('ready'));
    data.pop(); // the only row of page 2 was deleted
    t.actor.send({ type: 'list.reload' });
    await waitFor(t.actor, (s) => s.matches('ready') && s.context.pageIndex === 1);
    expect(t.queries.slice(-2)).toEqual([{ pageIndex: 2, pageSize: 20 }, { pageIndex: 1, pageSize: 20 }]);
    expect(t.actor.getSnapshot().context.rows).toHaveLength(20);
  });

  it('an empty first page stays (no loop)', async () => {
    const t = start([]);
    t.clock.increment(300);
    await waitFor(t.actor, (s) => s.matches('ready'));
    expect(t.queries).toHaveLength(1);
  });

  it('a failed load waits in failed; 重试 (list.reload) loads the same page again', async () => {
    const clock = new SimulatedClock();
    const load = failingEffect<PageResult<unknown>, PageFetch>('网络错误', () => ({ list: [1], total: 1 }));
    const actor = createActor(pagedTableMachine.provide({ actors: { fetchPage: load.effect } }), { input: {}, clock }).start();
    clock.increment(300);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('网络错误');
    load.recover();
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, rows: [1], total: 1 });
  });
});
