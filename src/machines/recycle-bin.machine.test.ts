import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { FileItem } from '../../shared/media.js';
import { recycleBinMachine, type RecycleAction } from './recycle-bin.machine.js';
import { firstLoadAfterDelay } from '../testing/first-load.js';

const file = (fileId: number) => ({ fileId, fileName: `f${fileId}` }) as FileItem;

function world(initial: number[]) {
  let bin = [...initial];
  const ran: RecycleAction[] = [];
  const asked: { keyword: string; pageIndex: number; pageSize: number }[] = [];
  const notify = vi.fn();
  const machine = recycleBinMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: { keyword: string; pageIndex: number; pageSize: number } }) => {
        asked.push(input);
        const list = bin.slice((input.pageIndex - 1) * 20, input.pageIndex * 20).map(file);
        return { list, total: bin.length, pageIndex: input.pageIndex, pageSize: 20 };
      }),
      runAction: fromPromise(async ({ input }: { input: RecycleAction }) => {
        ran.push(input);
        bin = input.kind === 'clear' ? [] : bin.filter((id) => !input.fileIds.includes(id));
        return 'ok';
      }),
    },
    actions: { notify: (_, p: { text: string }) => notify(p.text) },
  });
  return { machine, ran, notify, asked };
}

describe('recycle bin machine', () => {
  it('pages as the shared table: first load after 300 ms with 20 rows; the size selector goes back to page 1', async () => {
    const w = world(Array.from({ length: 45 }, (_, i) => i + 1));
    const clock = new SimulatedClock();
    const a = createActor(w.machine, { clock }).start();
    await firstLoadAfterDelay(a, clock, w.asked, { waiting: { list: 'waiting' }, loaded: { list: 'loaded' } });
    expect(w.asked).toEqual([{ keyword: '', pageIndex: 1, pageSize: 20 }]);
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && s.context.pageIndex === 2);
    a.send({ type: 'page.size', pageSize: 50 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && s.context.pageSize === 50);
    expect(w.asked.at(-1)).toEqual({ keyword: '', pageIndex: 1, pageSize: 50 });
  });

  it('restores at once, purges and clears only after a confirmation', async () => {
    const w = world([1, 2, 3]);
    const a = createActor(w.machine).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'action.request', action: { kind: 'restore', fileIds: [1] } });
    expect(a.getSnapshot().matches({ action: 'running' })).toBe(true);
    await waitFor(a, (s) => s.matches({ action: 'idle' }) && s.matches({ list: 'loaded' }) && s.context.total === 2);
    a.send({ type: 'file.toggle', fileId: 2 });
    a.send({ type: 'action.request', action: { kind: 'purge', fileIds: [2] } });
    expect(a.getSnapshot().matches({ action: 'confirming' })).toBe(true);
    a.send({ type: 'action.cancel' });
    expect(w.ran).toHaveLength(1);
    a.send({ type: 'action.request', action: { kind: 'clear' } });
    a.send({ type: 'action.confirm' });
    await waitFor(a, (s) => s.matches({ list: 'empty' }));
    expect(w.ran.map((r) => r.kind)).toEqual(['restore', 'clear']);
    expect(w.notify).toHaveBeenCalledTimes(2);
    // Nothing to clear in an empty bin.
    a.send({ type: 'action.request', action: { kind: 'restore', fileIds: [] } });
    expect(a.getSnapshot().matches({ action: 'idle' })).toBe(true);
  });

  it('steps back a page when a later page comes back empty', async () => {
    const w = world(Array.from({ length: 21 }, (_, i) => i + 1));
    const a = createActor(w.machine).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && s.context.pageIndex === 2);
    a.send({ type: 'action.request', action: { kind: 'restore', fileIds: [21] } });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && s.context.pageIndex === 1 && s.context.total === 20);
  });
});
