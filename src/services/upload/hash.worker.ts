/// <reference lib="webworker" />
// The hashing worker, off the main thread:
// - { id, kind: 'file' | 'slice', blob, start?, end?, chunkSize? } → { id, progress } … then
//   { id, md5, chunks? } or { id, error }: a whole-file MD5 with progress (with `chunkSize`,
//   every chunk's MD5 in the same pass), or one chunk's MD5, read slice by slice;
// - { id, kind: 'update', seq, buf } → { id, seq, buf } (the buffer handed back) and
//   { id, kind: 'digest' } → { id, md5 }: a running MD5 fed with buffers read elsewhere;
// - { id, kind: 'bytes', seq, buf } → { id, seq, md5 }: the MD5 of one buffer.
// The last two let hasher.ts hash a file and its chunks on two workers at once (a buffer is
// transferred, never copied: read → whole-file worker → chunk worker).
import { createMd5, md5OfBlob, md5OfChunks, type Md5Hasher } from './md5-engine.js';
import { errorText } from '../../../shared/error-text.js';

export type HashRequest =
  | { id: number; kind: 'file' | 'slice'; blob: Blob; start?: number; end?: number; chunkSize?: number }
  | { id: number; kind: 'update'; seq: number; buf: ArrayBuffer }
  | { id: number; kind: 'bytes'; seq: number; buf: ArrayBuffer }
  | { id: number; kind: 'digest' };

export type HashReply =
  | { id: number; progress: number }
  | { id: number; md5: string; chunks?: string[] }
  | { id: number; seq: number; buf: ArrayBuffer }
  | { id: number; seq: number; md5: string }
  | { id: number; error: string };

// The page's DOM types say `self` is a Window; in this module it is the worker's scope.
declare const self: DedicatedWorkerGlobalScope;
const scope = self;
const running = new Map<number, Promise<Md5Hasher>>();
let oneShot: Promise<Md5Hasher> | undefined;

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const req = event.data;
  const { id } = req;
  try {
    if (req.kind === 'update') {
      if (!running.has(id)) running.set(id, createMd5());
      (await running.get(id)!).update(new Uint8Array(req.buf));
      scope.postMessage({ id, seq: req.seq, buf: req.buf } satisfies HashReply, [req.buf]);
    } else if (req.kind === 'digest') {
      const hasher = await (running.get(id) ?? createMd5());
      running.delete(id);
      scope.postMessage({ id, md5: hasher.digest() } satisfies HashReply);
    } else if (req.kind === 'bytes') {
      const hasher = await (oneShot ??= createMd5());
      hasher.update(new Uint8Array(req.buf));
      const md5 = hasher.digest();
      hasher.reset();
      scope.postMessage({ id, seq: req.seq, md5 } satisfies HashReply);
    } else {
      const { kind, blob, start, end, chunkSize } = req;
      let last = 0;
      // at most ~100 progress messages per file
      const onProgress =
        kind === 'file'
          ? (loaded: number) => {
              if (loaded - last >= blob.size / 100 || loaded === blob.size) {
                last = loaded;
                scope.postMessage({ id, progress: loaded } satisfies HashReply);
              }
            }
          : undefined;
      if (kind === 'file' && chunkSize) scope.postMessage({ id, ...(await md5OfChunks(blob, chunkSize, { onProgress })) } satisfies HashReply);
      else scope.postMessage({ id, md5: await md5OfBlob(blob, { start, end, onProgress }) } satisfies HashReply);
    }
  } catch (err) {
    running.delete(id);
    scope.postMessage({ id, error: errorText(err) } satisfies HashReply);
  }
};
