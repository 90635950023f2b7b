import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { uploadFileMachine } from '../../machines/upload-file.machine.js';
import { uploaderMachine } from '../../machines/uploader.machine.js';
import { uploadWorld } from '../../machines/upload-test-world.js';
import { loadPending, matchesPending, savePending, watchQueue, type PendingUpload } from './upload-persist.js';

function file(name: string, bytes: Uint8Array, lastModified = 1000): File {
  return Object.assign(new NodeBlob([bytes]) as unknown as Blob, { name, lastModified }) as File;
}
const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

describe('upload persistence', () => {
  const bytes = new Uint8Array(300).map((_, i) => i % 251);
  const entry: PendingUpload = {
    id: 'f1', name: 'a.mp4', size: 300, lastModified: 1000, md5: 'a'.repeat(32), curChunk: 2, chunkSize: 100, fileLibId: 3,
    firstChunkMd5: md5(bytes.subarray(0, 100)),
  };

  it('accepts a re-selected file only when size, date and first-chunk MD5 match', async () => {
    expect(await matchesPending(entry, file('a.mp4', bytes))).toBe(true);
    expect(await matchesPending(entry, file('a.mp4', bytes, 2000))).toBe(false);
    expect(await matchesPending(entry, file('a.mp4', bytes.subarray(0, 299)))).toBe(false);
    const other = bytes.slice();
    other[5] = 99;
    expect(await matchesPending(entry, file('a.mp4', other))).toBe(false);
  });

  it('keeps the unfinished queue and offers it again after a reload', async () => {
    const { w, actors } = uploadWorld();
    const actor = createActor(uploaderMachine.provide({ actors: { uploadFile: uploadFileMachine.provide({ actors }) }, actions: { transfersChanged: () => {} } }), {
      input: { fileLibId: 3, chunkSize: 100 },
    }).start();
    actor.send({ type: 'files.add', files: [file('a.mp4', bytes)] });
    actor.send({ type: 'upload.start' });
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    w.check!.resolve({ fileResId: -1, curChunk: 2 });
    await new Promise((r) => setTimeout(r, 0));
    const stop = watchQueue('test', actor);
    await new Promise((r) => setTimeout(r, 1300));
    stop();
    const pending = await loadPending('test');
    expect(pending).toEqual([{ ...entry, handle: undefined }]);
    // loading moves them to the pending list, which stays until continued or dropped
    expect(await loadPending('test')).toHaveLength(1);
    await savePending('test', []);
    expect(await loadPending('test')).toEqual([]);
  });
});
