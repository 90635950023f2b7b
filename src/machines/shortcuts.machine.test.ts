import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShortcutEntry } from '../../shared/api.js';
import { shortcutsMachine, TOO_MANY_SHORTCUTS } from './shortcuts.machine.js';

const entry = (id: number, resourceId = 0): ShortcutEntry => ({ comMicsId: id, comMicsName: `菜单${id}`, path: `/p${id}`, resourceId });

function start(server: ShortcutEntry[] = [], save = async (_: string) => '保存成功') {
  let stored: ShortcutEntry[] = [];
  const notes: string[] = [];
  const saved: string[] = [];
  const actor = createActor(
    shortcutsMachine.provide({
      actors: {
        loadShortcuts: fromPromise(async () => server),
        saveShortcuts: fromPromise(async ({ input }: { input: { comMicsIds: string } }) => {
          saved.push(input.comMicsIds);
          return save(input.comMicsIds);
        }),
      },
      actions: {
        store: (_, p) => void (stored = p.entries),
        notify: (_, p) => void notes.push(`${p.kind}:${p.text}`),
      },
    }),
    { input: { entries: [] } },
  ).start();
  const ids = () => actor.getSnapshot().context.entries.map((e) => e.comMicsId);
  return { actor, notes, saved, ids, stored: () => stored };
}

/** Started, loaded and with the editor open. */
async function startEditing(...args: Parameters<typeof start>) {
  const t = start(...args);
  await waitFor(t.actor, (s) => s.matches('closed'));
  t.actor.send({ type: 'editor.open' });
  return t;
}

describe('shortcuts machine', () => {
  it('loads the server list and stores it', async () => {
    const t = start([entry(1), entry(2)]);
    await waitFor(t.actor, (s) => s.matches('closed'));
    expect(t.ids()).toEqual([1, 2]);
    expect(t.stored().map((e) => e.comMicsId)).toEqual([1, 2]);
  });

  it('adds at most 9, warns and drops the extra; adding a present entry removes it', async () => {
    const t = await startEditing();
    for (let i = 1; i <= 10; i++) t.actor.send({ type: 'entry.toggle', entry: entry(i) });
    expect(t.ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(t.notes).toEqual([`warning:${TOO_MANY_SHORTCUTS}`]);
    t.actor.send({ type: 'entry.toggle', entry: entry(3) });
    expect(t.ids()).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
  });

  it('reorders by dragging and removes duplicates by resource id afterwards', async () => {
    const t = await startEditing([entry(1, 7), entry(2), entry(3, 7)]);
    t.actor.send({ type: 'entry.move', from: 2, to: 0 });
    expect(t.ids()).toEqual([3, 2]);
  });

  it('ignores a move outside the list instead of failing', async () => {
    const t = await startEditing([entry(1), entry(2)]);
    t.actor.send({ type: 'entry.move', from: 0, to: 5 });
    t.actor.send({ type: 'entry.move', from: -1, to: 0 });
    expect(t.actor.getSnapshot().status).toBe('active');
    expect(t.ids()).toEqual([1, 2]);
  });

  it('完成 saves the ids in order and shows the server message', async () => {
    const t = await startEditing([entry(1), entry(2)]);
    t.actor.send({ type: 'entry.move', from: 0, to: 1 });
    t.actor.send({ type: 'editor.finish' });
    expect(t.actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    await waitFor(t.actor, (s) => s.matches('closed'));
    expect(t.saved).toEqual(['2,1']);
    expect(t.notes).toEqual(['success:保存成功']);
    expect(t.stored().map((e) => e.comMicsId)).toEqual([2, 1]);
  });

  it('a failed save keeps the editor open', async () => {
    const t = start([entry(1)], async () => {
      throw new Error('x');
    });
    await waitFor(t.actor, (s) => s.matches('closed'));
    t.actor.send({ type: 'editor.open' });
    t.actor.send({ type: 'editor.finish' });
    await waitFor(t.actor, (s) => s.matches({ open: 'editing' }));
  });

  it('取消 restores the stored list', async () => {
    const t = await startEditing([entry(1), entry(2)]);
    t.actor.send({ type: 'entry.remove', comMicsId: 1 });
    t.actor.send({ type: 'editor.search', text: '菜单' });
    expect(t.ids()).toEqual([2]);
    t.actor.send({ type: 'editor.cancel' });
    expect(t.actor.getSnapshot().matches('closed')).toBe(true);
    expect(t.ids()).toEqual([1, 2]);
  });
});
