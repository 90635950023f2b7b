import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { FileItem, FolderItem } from '../../shared/media.js';
import type { UploadRequest } from '../../shared/upload-effects.js';
import { dialogProblem, fileBrowserMachine, type BrowsePage, type BrowseQuery, type DialogState } from './file-browser.machine.js';

const file = (fileId: number, fileName = `f${fileId}.mp4`): FileItem => ({
  fileId, fileName, f_id: fileId, fileResId: fileId, lowfile: '', url: '', cover: '', fileLibId: 1, folderId: 0, type: 0, fileType: 1,
  mime: 'video/mp4', md5: '', size: 1024, duration: 10, width: 1, height: 1, codec: 'h264', fileDesc: '', fileTagNames: '',
  createTime: 0, updateTime: 0, deleteTime: null,
});
const folder = (folderId: number, folderName: string): FolderItem => ({ folderId, folderName, fileLibId: 1, parentId: 0, createTime: 0 });

function world(pages: (q: BrowseQuery) => BrowsePage | Promise<BrowsePage>) {
  const queries: BrowseQuery[] = [];
  const actions: DialogState[] = [];
  const notify = vi.fn();
  const uploads: UploadRequest[] = [];
  let fail: string | null = null;
  const machine = fileBrowserMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: BrowseQuery }) => (queries.push(input), pages(input))),
      runDialog: fromPromise(async ({ input }: { input: { dialog: DialogState; query: BrowseQuery } }) => {
        if (fail) throw new Error(fail);
        actions.push(input.dialog);
        return '操作成功';
      }),
    },
    actions: { notify: (_, p: { text: string }) => notify(p.text), requestUpload: (_, r: UploadRequest) => void uploads.push(r) },
  });
  return { machine, queries, actions, notify, uploads, failWith: (m: string | null) => (fail = m) };
}

describe('file browser machine', () => {
  it('waits for a library, then loads it: loaded, or empty when nothing is there', async () => {
    const w = world((q) => (q.libraryId === 1 ? { files: [file(1), file(2)], total: 2, folders: [folder(9, '素材')] } : { files: [], total: 0, folders: [] }));
    const a = createActor(w.machine, { input: {} }).start();
    expect(a.getSnapshot().matches({ list: 'idle' })).toBe(true);
    a.send({ type: 'library.select', libraryId: 1 });
    expect(a.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(a.getSnapshot().context.folders).toHaveLength(1);
    a.send({ type: 'library.select', libraryId: 2 });
    await waitFor(a, (s) => s.matches({ list: 'empty' }));
  });

  it('uploads ending (the upload manager’s file-refresh signal) reload the open list and tell the page', async () => {
    const w = world(() => ({ files: [file(1)], total: 1, folders: [] }));
    let signal: () => void = () => {};
    const machine = w.machine.provide({ actors: { uploadsFinished: fromCallback(({ sendBack }) => void (signal = () => sendBack({ type: 'files.uploaded' }))) } });
    const a = createActor(machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    const changed = vi.fn();
    a.on('library.changed', changed);
    signal();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && w.queries.length === 2);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('uploads go into the library and folder on screen; dragged files show the drop zone only once a library is open', async () => {
    const w = world(() => ({ files: [file(1)], total: 1, folders: [folder(9, '素材')] }));
    const a = createActor(w.machine, { input: {} }).start();
    const video = Object.assign(new Blob(['x']), { name: '新闻.mp4' });
    a.send({ type: 'drag.enter' });
    a.send({ type: 'files.upload', files: [video] });
    expect(a.getSnapshot().matches({ drop: 'idle' })).toBe(true);
    expect(w.uploads).toEqual([]);
    a.send({ type: 'library.select', libraryId: 1 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'folder.open', folder: folder(9, '素材') });
    a.send({ type: 'drag.enter' });
    expect(a.getSnapshot().matches({ drop: 'over' })).toBe(true);
    a.send({ type: 'drag.leave' });
    expect(a.getSnapshot().matches({ drop: 'idle' })).toBe(true);
    a.send({ type: 'drag.enter' });
    a.send({ type: 'files.upload', files: [] });
    expect(w.uploads).toEqual([]);
    a.send({ type: 'files.upload', files: [video] });
    expect(a.getSnapshot().matches({ drop: 'idle' })).toBe(true);
    expect(w.uploads).toEqual([{ fileLibId: 1, folderId: 9, folderName: '素材', files: [video] }]);
  });

  it('fails with the message and retries on reload', async () => {
    let fail = true;
    const w = world(() => {
      if (fail) throw new Error('网络错误');
      return { files: [file(1)], total: 1, folders: [] };
    });
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'failed' }));
    expect(a.getSnapshot().context.error).toBe('网络错误');
    fail = false;
    a.send({ type: 'list.reload' });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
  });

  it('opens folders, goes up along the trail, searches from page 1 and pages', async () => {
    const w = world(() => ({ files: [file(1)], total: 50, folders: [] }));
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'folder.open', folder: folder(5, '甲') });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'folder.open', folder: folder(6, '乙') });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(a.getSnapshot().context.trail.map((f) => f.folderId)).toEqual([5, 6]);
    a.send({ type: 'folder.up', depth: 0 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(w.queries.at(-1)).toMatchObject({ folderId: 0 });
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'search.submit', keyword: '  天气 ' });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(w.queries.at(-1)).toMatchObject({ keyword: '天气', pageIndex: 1 });
  });

  it('steps back one page when a later page comes back empty (its last file was deleted), folders or not', async () => {
    let onPage2 = [file(25)];
    const w = world((q) => ({ files: q.pageIndex === 1 ? [file(1)] : onPage2, total: 24 + onPage2.length, folders: [folder(9, '素材')] }));
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && w.queries.length === 2);
    a.send({ type: 'dialog.open', kind: 'delete', fileIds: [25] });
    onPage2 = [];
    a.send({ type: 'dialog.submit' });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }) && w.queries.length === 4);
    expect(w.queries.map((q) => q.pageIndex)).toEqual([1, 2, 2, 1]);
    expect(a.getSnapshot().context.files.map((f) => f.fileId)).toEqual([1]);
    expect(a.getSnapshot().context.query?.pageIndex).toBe(1);
  });

  it('selects files and only opens the dialogs that fit the selection', async () => {
    const w = world(() => ({ files: [file(1), file(2), file(3)], total: 3, folders: [] }));
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(a.getSnapshot().can({ type: 'dialog.open', kind: 'delete' })).toBe(false);
    a.send({ type: 'file.toggle', fileId: 1 });
    a.send({ type: 'file.toggle', fileId: 2 });
    expect(a.getSnapshot().context.selected).toEqual([1, 2]);
    expect(a.getSnapshot().can({ type: 'dialog.open', kind: 'rename' })).toBe(false);
    expect(a.getSnapshot().can({ type: 'dialog.open', kind: 'delete' })).toBe(true);
    a.send({ type: 'selection.all' });
    expect(a.getSnapshot().context.selected).toEqual([1, 2, 3]);
    a.send({ type: 'selection.all' });
    expect(a.getSnapshot().context.selected).toEqual([]);
  });

  it('validates a rename, runs it, toasts, closes and reloads', async () => {
    const w = world(() => ({ files: [file(1, '旧.mp4')], total: 1, folders: [] }));
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'dialog.open', kind: 'rename', fileIds: [1] });
    expect(a.getSnapshot().matches({ dialog: { open: 'editing' } })).toBe(true);
    expect(a.getSnapshot().context.dialog?.name).toBe('旧.mp4');
    a.send({ type: 'dialog.name', value: '../新.mp4' });
    a.send({ type: 'dialog.submit' });
    expect(a.getSnapshot().context.dialog?.error).toBe('名称不能包含 / 或 \\ 等特殊字符');
    a.send({ type: 'dialog.name', value: '新.mp4' });
    const loads = w.queries.length;
    a.send({ type: 'dialog.submit' });
    expect(a.getSnapshot().matches({ dialog: { open: 'submitting' } })).toBe(true);
    await waitFor(a, (s) => s.matches({ dialog: 'closed' }) && s.matches({ list: 'loaded' }) && w.queries.length > loads);
    expect(w.actions[0]).toMatchObject({ kind: 'rename', fileIds: [1], name: '新.mp4' });
    expect(w.notify).toHaveBeenCalledWith('操作成功');
  });

  it('keeps the dialog open with the server message when the action is refused', async () => {
    const w = world(() => ({ files: [file(1)], total: 1, folders: [] }));
    const a = createActor(w.machine, { input: { libraryId: 1 } }).start();
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    a.send({ type: 'file.toggle', fileId: 1 });
    a.send({ type: 'dialog.open', kind: 'move' });
    a.send({ type: 'dialog.submit' });
    expect(a.getSnapshot().context.dialog?.error).toBe('请选择目标文件库');
    a.send({ type: 'dialog.target', libraryId: 7 });
    w.failWith('目标位置已存在同名文件');
    a.send({ type: 'dialog.submit' });
    await waitFor(a, (s) => s.matches({ dialog: { open: 'editing' } }) && !!s.context.dialog?.error);
    expect(a.getSnapshot().context.dialog?.error).toBe('目标位置已存在同名文件');
    a.send({ type: 'dialog.cancel' });
    expect(a.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
  });

  it('names the problems of a dialog', () => {
    const d = (over: Partial<DialogState>): DialogState => ({ kind: 'folderAdd', fileIds: [], folder: null, name: '', targetLibraryId: null, error: null, ...over });
    expect(dialogProblem(d({ name: ' ' }))).toBe('请输入名称');
    expect(dialogProblem(d({ name: '..' }))).toBe('名称不能包含 / 或 \\ 等特殊字符');
    expect(dialogProblem(d({ name: 'x'.repeat(65) }))).toBe('文件夹名称不能超过64个字符');
    expect(dialogProblem(d({ name: '素材' }))).toBeNull();
    expect(dialogProblem(d({ kind: 'delete' }))).toBeNull();
    expect(dialogProblem(d({ kind: 'tag', name: '新闻,头条' }))).toBeNull();
    expect(dialogProblem(d({ kind: 'tag', name: Array.from({ length: 17 }, (_, i) => `t${i}`).join(',') }))).toBe('最多设置16个标签，每个不超过32个字符');
  });
});
