// Hashing on a Web Worker (src/services/upload/hash.worker.ts). The whole-file hash gets its
// own worker (terminated on abort); chunk hashes share one long-lived worker, so the next file
// can hash while the current one uploads. Without Worker (tests) it hashes on this thread.
import { md5OfBlob } from './md5-engine.js';
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

/** Whole-file MD5, slice by slice, with progress in bytes; abort stops the worker. */
export function hashFile(file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<string> {
  const worker = newWorker();
  if (!worker) return md5OfBlob(file, { onProgress, signal });
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
      if ('md5' in reply) resolve(reply.md5);
      else reject(new Error(reply.error));
    };
    worker.onerror = (e) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || '计算文件MD5失败'));
    };
    worker.postMessage({ id, kind: 'file', blob: file } satisfies HashRequest);
  });
}

let sliceWorker: Worker | null | undefined;
const waiting = new Map<number, { resolve(md5: string): void; reject(e: Error): void }>();

/** MD5 of blob[start, end) (a chunk), on the shared chunk worker. */
export function hashSlice(blob: Blob, start: number, end: number): Promise<string> {
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
