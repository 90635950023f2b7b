import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ForbiddenRow, Paged } from '../../shared/interaction.js';
import { forbiddenListMachine } from './forbidden-list.machine.js';
import { FIRST_LOAD_DELAY } from './paging.js';

/** A promise the test settles by hand (the server still answering). */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('forbidden list machine: nothing typed is lost', () => {
  it('keeps the words and the keyword typed while the list loads, and words typed while 添加 runs', async () => {
    const pages: Array<ReturnType<typeof gate<Paged<ForbiddenRow>>>> = [];
    const adds: Array<{ words: string[]; done: ReturnType<typeof gate<{ added: number; skipped: number }>> }> = [];
    const notes: string[] = [];
    const clock = new SimulatedClock();
    const a = createActor(
      forbiddenListMachine.provide({
        actors: {
          fetchPage: fromPromise(() => {
            const g = gate<Paged<ForbiddenRow>>();
            pages.push(g);
            return g.promise;
          }),
          addWords: fromPromise(({ input }: { input: { words: string[] } }) => {
            const done = gate<{ added: number; skipped: number }>();
            adds.push({ words: input.words, done });
            return done.promise;
          }),
        },
        actions: { notify: (_, p: { text: string }) => void notes.push(p.text) },
      }),
      { input: { kind: 'words' }, clock },
    ).start();
    clock.increment(FIRST_LOAD_DELAY);

    // typed before the first page is in
    expect(a.getSnapshot().matches('loading')).toBe(true);
    a.send({ type: 'draft.change', value: '坏词\n脏话' });
    a.send({ type: 'filter.keyword', keyWord: '坏' });
    pages[0]!.open({ list: [], total: 0, pageIndex: 1, pageSize: 20 });
    await waitFor(a, (s) => s.matches('ready'));
    expect(a.getSnapshot().context).toMatchObject({ draft: '坏词\n脏话', keyWord: '坏' });

    // 添加 sends what was typed; more typed meanwhile stays in the box once the words are added
    a.send({ type: 'words.add' });
    expect(adds[0]!.words).toEqual(['坏词', '脏话']);
    a.send({ type: 'draft.change', value: '坏词\n脏话\n下一个' });
    adds[0]!.done.open({ added: 2, skipped: 0 });
    await waitFor(a, (s) => s.matches('loading'));
    expect(a.getSnapshot().context.draft).toBe('坏词\n脏话\n下一个');
    expect(notes).toEqual(['已添加2个违禁词']);

    // nothing typed meanwhile: the box is emptied
    pages[1]!.open({ list: [], total: 0, pageIndex: 1, pageSize: 20 });
    await waitFor(a, (s) => s.matches('ready'));
    a.send({ type: 'draft.change', value: '第三' });
    a.send({ type: 'words.add' });
    adds[1]!.done.open({ added: 1, skipped: 0 });
    await waitFor(a, (s) => s.matches('loading'));
    expect(a.getSnapshot().context.draft).toBe('');
    a.stop();
  });
});
