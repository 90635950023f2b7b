import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { materialsMachine, type MaterialItem, type MaterialQuery } from './materials.machine.js';

const item = (i: number): MaterialItem => ({
  id: i, name: `视频${i}`, addressType: 1, address: `/v/${i}`, previewUrl: '', cover: '', duration: 60, selectable: true,
});

function start(total = 35) {
  const queries: MaterialQuery[] = [];
  const machine = materialsMachine.provide({
    actors: {
      loadMaterials: fromPromise(async ({ input }: { input: MaterialQuery }) => {
        queries.push(input);
        return { list: Array.from({ length: Math.min(input.pageSize, total) }, (_, i) => item(i)), total };
      }),
    },
  });
  return { actor: createActor(machine, { input: {} }).start(), queries };
}

describe('materials machine (left pane)', () => {
  it('waits for a library on the video tab, then loads 10 and grows by 10 at the bottom until all are shown', async () => {
    const { actor, queries } = start(25);
    expect(actor.getSnapshot().matches('noLibrary')).toBe(true);
    actor.send({ type: 'library.select', fileLibId: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toHaveLength(25);
    expect(actor.getSnapshot().can({ type: 'list.more' })).toBe(false);
    expect(queries.map((q) => q.pageSize)).toEqual([10, 20, 30]);
  });

  it('the search runs on submit only, and the live tab needs no library', async () => {
    const { actor, queries } = start();
    actor.send({ type: 'tab.select', tab: 'live' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keyword.change', value: ' 新闻 ' });
    expect(queries).toHaveLength(1);
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries.at(-1)).toEqual({ tab: 'live', keyword: '新闻', fileLibId: null, pageSize: 10 });
  });
});
