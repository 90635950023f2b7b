// The content lists' machine: a search sent while a page is still loading is kept (the load
// starts again with it), so a tag typed as the screen opens finds what it names; a failed load
// waits in `failed` for 重试, and a refused operation leaves the page with its message.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ListOp, ListPage, ListQuery } from '../../shared/content-console.js';
import type { ContentListItem } from '../../shared/content.js';
import { contentListMachine, rowsOf } from './content-list.machine.js';
import { FIRST_LOAD_DELAY } from './paging.js';
import { failingEffect } from '../testing/failing-effect.js';
import { quietListEffects } from '../testing/content-list-effects.js';

/** A story row with only its id (what these tests look at). */
const story = (id: number) => ({ id }) as ContentListItem;

describe('content list machine', () => {
  it('a search sent during the first load restarts it with the search', async () => {
    const asked: ListQuery[] = [];
    const answers: Array<(page: ListPage) => void> = [];
    const clock = new SimulatedClock();
    const list = createActor(
      contentListMachine.provide({
        actors: {
          loadPage: fromPromise<ListPage, ListQuery>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => answers.push(resolve));
          }),
          ...quietListEffects,
        },
      }),
      { input: { kind: 'items' }, clock },
    ).start();
    clock.increment(FIRST_LOAD_DELAY);
    expect(list.getSnapshot().matches('loading')).toBe(true);
    list.send({ type: 'filter.change', filters: { tag: '防汛' } });
    expect(asked.map((q) => q.filters.tag)).toEqual([undefined, '防汛']);
    // the first (unfiltered) answer arrives late: it is not taken
    answers[0]!({ list: [story(1), story(2)], total: 2 });
    answers[1]!({ list: [story(2)], total: 1 });
    await waitFor(list, (s) => s.matches('idle'));
    expect(list.getSnapshot().context).toMatchObject({ rows: [{ id: 2 }], total: 1, filters: { tag: '防汛' } });
    list.stop();
  });
});

describe('content list load failure', () => {
  it('a failed load waits in failed with its error until 重试 (list.reload) loads the page again', async () => {
    const load = failingEffect<ListPage, ListQuery>('网络错误', () => ({ list: [story(1)], total: 1 }));
    const list = createActor(
      contentListMachine.provide({
        actors: {
          loadPage: load.effect,
          ...quietListEffects,
        },
      }),
      { input: { kind: 'items' } },
    ).start();
    list.send({ type: 'list.reload' });
    await waitFor(list, (s) => s.matches('failed'));
    expect(list.getSnapshot().context).toMatchObject({ rows: [], total: 0, error: '网络错误' });
    expect(list.getSnapshot().can({ type: 'list.op', op: { op: 'delete', id: 1 } })).toBe(false);
    load.recover();
    list.send({ type: 'list.reload' });
    expect(list.getSnapshot().matches('loading')).toBe(true);
    expect(list.getSnapshot().context.error).toBeNull();
    await waitFor(list, (s) => s.matches('idle'));
    expect(list.getSnapshot().context).toMatchObject({ rows: [{ id: 1 }], total: 1, error: null });
    list.stop();
  });

  it('a refused operation keeps the page, with the refusal as its error', async () => {
    const list = createActor(
      contentListMachine.provide({
        actors: {
          loadPage: fromPromise<ListPage, ListQuery>(async () => ({ list: [story(1)], total: 1 })),
          runOp: fromPromise<void, ListOp>(async () => {
            throw new Error('稿件已发布，不能删除');
          }),
          ...quietListEffects,
        },
      }),
      { input: { kind: 'items' } },
    ).start();
    list.send({ type: 'list.reload' });
    await waitFor(list, (s) => s.matches('idle'));
    list.send({ type: 'list.op', op: { op: 'delete', id: 1 } });
    await waitFor(list, (s) => s.matches('idle'));
    expect(list.getSnapshot().context).toMatchObject({ rows: [{ id: 1 }], error: '稿件已发布，不能删除' });
    list.stop();
  });
});

describe('content list rows by kind', () => {
  it('reads the rows of the kind the list holds, and none of another kind', () => {
    const rows = [story(1), story(2)];
    expect(rowsOf({ kind: 'items', rows }, 'items')).toBe(rows);
    expect(rowsOf({ kind: 'review', rows }, 'review')).toBe(rows);
    expect(rowsOf({ kind: 'items', rows }, 'releases')).toEqual([]);
    expect(rowsOf({ kind: 'files', rows: [] }, 'files')).toEqual([]);
  });
});
