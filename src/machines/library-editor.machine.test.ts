import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LibraryItem } from '../../shared/media.js';
import { libraryEditorMachine, type LibraryEdit } from './library-editor.machine.js';

const lib = { fileLibId: 3, fileLibName: '新闻中心' } as LibraryItem;

function world(refuse: string | null = null) {
  const ran: LibraryEdit[] = [];
  const done = vi.fn();
  const machine = libraryEditorMachine.provide({
    actors: {
      run: fromPromise(async ({ input }: { input: LibraryEdit }) => {
        if (refuse) throw new Error(refuse);
        ran.push(input);
        return '成功';
      }),
    },
    actions: { done: (_, p: { text: string }) => done(p.text) },
  });
  return { machine, ran, done };
}

describe('library editor machine', () => {
  it('adds a child library after checking its name', async () => {
    const w = world();
    const a = createActor(w.machine).start();
    a.send({ type: 'library.add', parent: lib });
    a.send({ type: 'edit.submit' });
    expect(a.getSnapshot().context.error).toBe('请输入名称');
    a.send({ type: 'name.change', value: '民生' });
    a.send({ type: 'edit.submit' });
    await waitFor(a, (s) => s.matches('closed'));
    expect(w.ran[0]).toMatchObject({ kind: 'add', parent: lib, name: '民生' });
    expect(w.done).toHaveBeenCalledWith('成功');
  });

  it('keeps a refused delete open with the server message', async () => {
    const w = world('文件库中还有文件（含回收站），不能删除');
    const a = createActor(w.machine).start();
    a.send({ type: 'library.delete', library: lib });
    a.send({ type: 'edit.submit' });
    await waitFor(a, (s) => s.matches('editing') && s.context.error !== null);
    expect(a.getSnapshot().context.error).toBe('文件库中还有文件（含回收站），不能删除');
    a.send({ type: 'edit.cancel' });
    expect(a.getSnapshot().matches('closed')).toBe(true);
  });

  it('renames with the current name prefilled', async () => {
    const w = world();
    const a = createActor(w.machine).start();
    a.send({ type: 'library.rename', library: lib });
    expect(a.getSnapshot().context.edit?.name).toBe('新闻中心');
    a.send({ type: 'name.change', value: 'a/b' });
    a.send({ type: 'edit.submit' });
    expect(a.getSnapshot().context.error).toBe('名称不能包含 / 或 \\ 等特殊字符');
  });
});
