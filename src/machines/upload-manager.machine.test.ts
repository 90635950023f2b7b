import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import type { UploadRequest } from '../../shared/upload-effects.js';
import { pendingUploadsMachine, type PendingUpload } from './pending-uploads.machine.js';
import { modelChart } from '../../tests/model/harness.js';
import { uploadFileMachine } from './upload-file.machine.js';
import { uploadManagerMachine } from './upload-manager.machine.js';
import { fakeFile, settle, uploadWorld } from './upload-test-world.js';
import { uploaderMachine } from './uploader.machine.js';

/** The manager with its queue on controllable file actors, and what its effects were asked. */
function managed() {
  const { w, actors } = uploadWorld();
  const calls: string[] = [];
  const uploader = uploaderMachine.provide({ actors: { uploadFile: uploadFileMachine.provide({ actors }) }, actions: { transfersChanged: () => {}, filesArrived: () => {} } });
  // no unfinished uploads from an earlier page
  const pendingUploads = pendingUploadsMachine.provide({
    actors: { loadPending: fromPromise(async (): Promise<PendingUpload[]> => []), watchQueue: fromCallback(() => {}) },
  });
  let request: (r: UploadRequest) => void = () => {};
  const machine = uploadManagerMachine.provide({
    actors: {
      uploader,
      pendingUploads,
      uploadRequests: fromCallback<EventObject>(({ sendBack }) => void (request = (r) => sendBack({ type: 'upload.request', ...r }))),
    },
    actions: {
      refreshFiles: () => void calls.push('refresh'),
      notifyFinished: (_, p) => void calls.push(`finished:${p.status}:${p.error}`),
      notifyTooMany: () => void calls.push('tooMany'),
    },
  });
  return { w, calls, machine, request: (r: UploadRequest) => request(r) };
}

describe('upload manager popup', () => {
  it('refreshes the file list and closes one second after the last transfer', () => {
    const clock = new SimulatedClock();
    const { machine, calls } = managed();
    const actor = createActor(machine, { clock }).start();
    const refreshed = () => calls.filter((c) => c === 'refresh').length;
    actor.send({ type: 'queue.busy' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'queue.idle', paused: 1 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'queue.idle', paused: 0 });
    expect(refreshed()).toBe(1);
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closed by the user during transfers it stays closed while they run, and the file list is refreshed when they end', () => {
    const clock = new SimulatedClock();
    const { machine, calls } = managed();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'queue.busy' });
    actor.send({ type: 'manager.close' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    // a resumed upload pauses and starts its files again: the popup does not come back by itself
    actor.send({ type: 'queue.busy' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'queue.idle', paused: 0 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['refresh']);
    // the next upload opens it again; idle while closed still refreshes
    actor.send({ type: 'queue.busy' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'manager.close' });
    actor.send({ type: 'manager.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'queue.idle', paused: 1 });
    actor.send({ type: 'manager.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'queue.idle', paused: 0 });
    expect(calls).toEqual(['refresh', 'refresh']);
  });

  it('hears its queue: transfers open it, a finished file is announced, the idle queue refreshes and closes it', async () => {
    const { w, calls, machine } = managed();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const queue = actor.getSnapshot().context.uploader;
    queue.send({ type: 'files.add', files: Array.from({ length: 21 }, (_, i) => fakeFile(`f${i}.mp4`, 5)) });
    expect(calls).toEqual(['tooMany']);
    queue.send({ type: 'upload.clear' });
    clock.increment(300);
    expect(actor.getSnapshot().value).toBe('closed');

    queue.send({ type: 'files.add', files: [fakeFile('a.mp4', 5)] });
    queue.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toBe('open');
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    await settle();
    w.check!.resolve({ fileResId: 8, curChunk: 0 });
    await settle();
    expect(calls).toEqual(['tooMany', 'finished:secondPass:', 'refresh']);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('an upload request from the 文件库 opens it with that library and folder picked and the files queued', async () => {
    const { w, machine, request } = managed();
    const actor = createActor(machine).start();
    request({ fileLibId: 5, folderId: 9, folderName: '素材', files: [fakeFile('a.mp4', 5), fakeFile('b.mp4', 5)] });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ fileLibId: 5, folderId: 9, folderName: '素材' });
    const queue = actor.getSnapshot().context.uploader.getSnapshot();
    expect(queue.context.files.map((f) => f.name)).toEqual(['a.mp4', 'b.mp4']);
    expect(queue.context.files.map((f) => f.ref.getSnapshot().context)).toMatchObject([
      { fileLibId: 5, folderId: 9 },
      { fileLibId: 5, folderId: 9 },
    ]);
    expect(queue.matches('running')).toBe(true);
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    expect(w.check!.input).toMatchObject({ fileLibId: 5 });
    // a library picked in the popup: the root of that library from now on
    actor.send({ type: 'library.pick', fileLibId: 6 });
    expect(actor.getSnapshot().context).toMatchObject({ fileLibId: 6, folderId: 0, folderName: '' });
    // a request without files just opens it there
    actor.send({ type: 'manager.close' });
    request({ fileLibId: 7, folderId: 0, folderName: '', files: [] });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.fileLibId).toBe(7);
    expect(actor.getSnapshot().context.uploader.getSnapshot().context.files).toHaveLength(2);
  });

  it('files chosen in the popup wait for a library', () => {
    const { machine } = managed();
    const actor = createActor(machine).start();
    actor.send({ type: 'manager.open' });
    actor.send({ type: 'files.choose', files: [fakeFile('a.mp4', 5)] });
    expect(actor.getSnapshot().context.uploader.getSnapshot().context.files).toHaveLength(0);
    actor.send({ type: 'library.pick', fileLibId: 3 });
    actor.send({ type: 'files.choose', files: [fakeFile('a.mp4', 5)] });
    expect(actor.getSnapshot().context.uploader.getSnapshot().context.files).toHaveLength(1);
  });

  it('an idle queue with paused files still refreshes the file library (存储概览) once a file has finished', () => {
    const { machine, calls } = managed();
    const actor = createActor(machine).start();
    actor.send({ type: 'queue.busy' });
    actor.send({ type: 'queue.finished', status: 'success', error: '' });
    actor.send({ type: 'queue.idle', paused: 1 });
    expect(calls.filter((c) => c === 'refresh')).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('open');
    // nothing finished since: no second refresh
    actor.send({ type: 'queue.busy' });
    actor.send({ type: 'queue.idle', paused: 1 });
    expect(calls.filter((c) => c === 'refresh')).toHaveLength(1);
  });

  it('generated paths cover every state and transition', async () => {
    const model = createTestModel(modelChart(uploadManagerMachine, { actions: 'all' }), {
      events: [
        { type: 'manager.open' },
        { type: 'manager.close' },
        { type: 'queue.busy' },
        { type: 'queue.idle', paused: 0 },
        { type: 'queue.idle', paused: 2 },
        { type: 'upload.request', fileLibId: 3, folderId: 0, folderName: '', files: [] },
        { type: 'library.pick', fileLibId: 4 },
        { type: 'files.choose', files: [] },
        { type: 'after.closeDelay' } as never,
      ],
    });
    // a state is its value and whether transfers run (the queue's child ref is not part of it)
    const paths = model.getSimplePaths({ serializeState: (s) => JSON.stringify([s.value, (s.context as { busy: boolean }).busy]) });
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(managed().machine, { clock }).start();
      await path.test({
        events: {
          'manager.open': () => void actor.send({ type: 'manager.open' }),
          'manager.close': () => void actor.send({ type: 'manager.close' }),
          'queue.busy': () => void actor.send({ type: 'queue.busy' }),
          'queue.idle': ({ event }) => void actor.send(event as { type: 'queue.idle'; paused: number }),
          'upload.request': ({ event }) => void actor.send(event as never),
          'library.pick': ({ event }) => void actor.send(event as never),
          'files.choose': ({ event }) => void actor.send(event as never),
          ['after.closeDelay' as never]: () => clock.increment(1000),
        },
        states: {
          closed: () => expect(actor.getSnapshot().value).toBe('closed'),
          open: () => expect(actor.getSnapshot().value).toBe('open'),
          settling: () => expect(actor.getSnapshot().value).toBe('settling'),
          dismissed: () => expect(actor.getSnapshot().value).toBe('dismissed'),
        },
      });
    }
  });
});
