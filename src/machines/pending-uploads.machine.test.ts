// The resumable-upload list: loads, drops (saved), continues through a kept handle or a file
// chosen again (checked), and hands the entry back to the queue.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorRef, type AnyEventObject, type EventObject } from 'xstate';
import type { UploadBlob } from '../../shared/upload-effects.js';
import { pendingUploadsMachine, type PendingUpload } from './pending-uploads.machine.js';
import type { StoredChunks } from './pending-uploads.types.js';

const entry = (id: string, handle?: unknown): PendingUpload => ({
  id, name: `${id}.mp4`, size: 10, lastModified: 1, md5: id.repeat(4), curChunk: 1, chunkSize: 5, fileLibId: 3, firstChunkMd5: 'x', handle,
});
const blob = (name: string): UploadBlob => Object.assign(new Blob(['0123456789']), { name, lastModified: 1 });

function world(list: PendingUpload[], matches = true, stored: StoredChunks[] | Error = []) {
  const queue: AnyEventObject[] = [];
  const saved: PendingUpload[][] = [];
  const shown: string[] = [];
  let watching = 0;
  const uploader = createActor(createMachine({ on: { '*': { actions: ({ event }) => void queue.push(event) } } })).start();
  const machine = pendingUploadsMachine.provide({
    actors: {
      loadPending: fromPromise<PendingUpload[], { owner: string }>(async () => list),
      probeStored: fromPromise<StoredChunks[], PendingUpload[]>(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
      watchQueue: fromCallback<EventObject, { owner: string; uploader: AnyActorRef }>(() => {
        watching += 1;
        return () => void (watching -= 1);
      }),
      fileFromHandle: fromPromise<UploadBlob | null, PendingUpload>(async ({ input }) => (input.handle ? blob(input.name) : null)),
      matchesPending: fromPromise<boolean, { pending: PendingUpload; file: UploadBlob }>(async () => matches),
    },
    actions: {
      savePending: (_, p) => void saved.push(p.pending),
      notifyMismatch: () => void shown.push('mismatch'),
    },
  });
  const actor = createActor(machine, { input: { owner: 'o', uploader } });
  const asked: string[] = [];
  actor.on('file.ask', (e) => void asked.push(e.name));
  actor.start();
  return { actor, queue, saved, shown, asked, watching: () => watching };
}

describe('pendingUploads machine', () => {
  it('loads the list, watches the queue while alive, drops an entry and saves the rest', async () => {
    const w = world([entry('a'), entry('b')]);
    await waitFor(w.actor, (s) => s.matches('ready'));
    expect(w.actor.getSnapshot().context.pending.map((p) => p.id)).toEqual(['a', 'b']);
    expect(w.watching()).toBe(1);
    w.actor.send({ type: 'pending.drop', id: 'a', md5: 'aaaa' });
    expect(w.saved).toEqual([[entry('b')]]);
    w.actor.stop();
    expect(w.watching()).toBe(0);
  });

  it('continues through a kept handle: the queue gets the file back and starts', async () => {
    const w = world([entry('a', {}), entry('b')]);
    await waitFor(w.actor, (s) => s.matches('ready'));
    w.actor.send({ type: 'pending.continue', id: 'a', md5: 'aaaa' });
    await waitFor(w.actor, (s) => s.matches('ready') && s.context.pending.length === 1);
    expect(w.queue.map((e) => e.type)).toEqual(['files.restore', 'upload.start']);
    expect(w.queue[0]).toMatchObject({ entries: [{ md5: 'aaaa', curChunk: 1, fileLibId: 3, chunkSize: 5 }] });
    expect(w.saved).toEqual([[entry('b')]]);
    expect(w.asked).toEqual([]);
  });

  it('without a handle asks for the file; a matching one is restored, another is refused', async () => {
    const ok = world([entry('b')]);
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'pending.continue', id: 'b', md5: 'bbbb' });
    await waitFor(ok.actor, (s) => s.matches('ready'));
    expect(ok.asked).toEqual(['b.mp4']);
    ok.actor.send({ type: 'file.chosen', file: blob('b.mp4') });
    await waitFor(ok.actor, (s) => s.matches('ready') && s.context.pending.length === 0);
    expect(ok.queue.map((e) => e.type)).toEqual(['files.restore', 'upload.start']);

    const bad = world([entry('b')], false);
    await waitFor(bad.actor, (s) => s.matches('ready'));
    bad.actor.send({ type: 'pending.continue', id: 'b', md5: 'bbbb' });
    await waitFor(bad.actor, (s) => s.matches('ready'));
    bad.actor.send({ type: 'file.chosen', file: blob('other.mp4') });
    await waitFor(bad.actor, (s) => s.matches('ready') && bad.shown.length > 0);
    expect(bad.shown).toEqual(['mismatch']);
    expect(bad.queue).toEqual([]);
    expect(bad.actor.getSnapshot().context.pending).toHaveLength(1);
  });

  it('shows what the server holds of each entry as soon as the list is read, and continues from there', async () => {
    const w = world([entry('a', {}), entry('b')], true, [{ id: 'a', md5: 'aaaa', curChunk: 2 }]);
    await waitFor(w.actor, (s) => s.matches('ready'));
    // a: the server holds 2 chunks (the browser had saved 1); b: the server did not tell, the saved count stays
    expect(w.actor.getSnapshot().context.pending.map((p) => [p.id, p.curChunk])).toEqual([['a', 2], ['b', 1]]);
    w.actor.send({ type: 'pending.continue', id: 'a', md5: 'aaaa' });
    await waitFor(w.actor, (s) => s.matches('ready') && s.context.pending.length === 1);
    expect(w.queue[0]).toMatchObject({ entries: [{ md5: 'aaaa', curChunk: 2 }] });
  });

  it('a failed server question keeps the browser\'s counts', async () => {
    const w = world([entry('a')], true, new Error('网络异常'));
    await waitFor(w.actor, (s) => s.matches('ready'));
    expect(w.actor.getSnapshot().context.pending.map((p) => p.curChunk)).toEqual([1]);
  });
});
