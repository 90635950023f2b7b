// Hashing on a Web Worker (src/services/upload/hash.worker.ts). The whole-file hash gets its
// own worker (terminated on abort); chunk hashes share one long-lived worker, so the next file
// can hash while the current one uploads. Without Worker (tests) it hashes on this thread.
import { md5OfBlob, md5OfChunks } from './md5-engine.js';
import type { HashReply, HashRequest } from './hash.worker.js';

let seq = 0;

function newWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The chunk MD5s a whole-file pass computed, by file: hashSlice answers them without reading. */
const knownChunks = new WeakMap<Blob, { chunkSize: number; chunks: string[] }>();

/**
 * Whole-file MD5, slice by slice, with progress in bytes; abort stops the worker. With
 * `chunkSize`, the same pass also hashes every chunk, kept for hashSlice.
 */
export function hashFile(file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal, chunkSize?: number): Promise<string> {
  const remember = (r: { md5: string; chunks?: string[] }) => {
    if (chunkSize && r.chunks) knownChunks.set(file, { chunkSize, chunks: r.chunks });
    return r.md5;
  };
  const worker = newWorker();
  if (!worker) return chunkSize ? md5OfChunks(file, chunkSize, { onProgress, signal }).then(remember) : md5OfBlob(file, { onProgress, signal });
  return new Promise<string>((resolve, reject) => {
    const id = ++seq;
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if ('progress' in reply) return onProgress(reply.progress);
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      if ('md5' in reply) resolve(remember(reply));
      else reject(new Error(reply.error));
    };
    worker.onerror = (e) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || '计算文件MD5失败'));
    };
    worker.postMessage({ id, kind: 'file', blob: file, chunkSize } satisfies HashRequest);
  });
}

/** A chunk's MD5 from the whole-file pass of the same file, when it made one for this chunking. */
function knownChunk(blob: Blob, start: number, end: number): string | undefined {
  const known = knownChunks.get(blob);
  if (!known || start % known.chunkSize !== 0 || end !== Math.min(start + known.chunkSize, blob.size)) return undefined;
  return known.chunks[start / known.chunkSize];
}

let sliceWorker: Worker | null | undefined;
const waiting = new Map<number, { resolve(md5: string): void; reject(e: Error): void }>();

/** MD5 of blob[start, end) (a chunk): from the whole-file pass when it hashed it, else on the shared chunk worker. */
export function hashSlice(blob: Blob, start: number, end: number): Promise<string> {
  const known = knownChunk(blob, start, end);
  if (known) return Promise.resolve(known);
  if (sliceWorker === undefined) {
    sliceWorker = newWorker();
    if (sliceWorker) {
      sliceWorker.onmessage = (event: MessageEvent<HashReply>) => {
        const reply = event.data;
        const w = waiting.get(reply.id);
        if (!w || 'progress' in reply) return;
        waiting.delete(reply.id);
        if ('md5' in reply) w.resolve(reply.md5);
        else w.reject(new Error(reply.error));
      };
    }
  }
  if (!sliceWorker) return md5OfBlob(blob, { start, end });
  const worker = sliceWorker;
  return new Promise((resolve, reject) => {
    const id = ++seq;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, kind: 'slice', blob, start, end } satisfies HashRequest);
  });
}
