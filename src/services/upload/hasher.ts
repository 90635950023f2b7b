// Hashing on Web Workers (src/services/upload/hash.worker.ts). The whole-file hash gets its
// own worker (terminated on abort) — with a chunk size, a second one hashes the chunks at the same
// time, the file read once; other chunk hashes share one long-lived worker, so the next file can
// hash while the current one uploads. Without Worker (tests) it hashes on this thread.
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
 * `chunkSize`, every chunk is hashed too (kept for hashSlice), on a second worker at once.
 */
export function hashFile(file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal, chunkSize?: number): Promise<string> {
  const remember = (r: { md5: string; chunks?: string[] }) => {
    if (chunkSize && r.chunks) knownChunks.set(file, { chunkSize, chunks: r.chunks });
    return r.md5;
  };
  const worker = newWorker();
  if (!worker) return chunkSize ? md5OfChunks(file, chunkSize, { onProgress, signal }).then(remember) : md5OfBlob(file, { onProgress, signal });
  if (chunkSize) {
    const chunkWorker = newWorker();
    if (chunkWorker) return hashOnTwo(file, chunkSize, [worker, chunkWorker], onProgress, signal).then(remember);
  }
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
      else reject(new Error('error' in reply ? reply.error : '计算文件MD5失败'));
    };
    worker.onerror = (e) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || '计算文件MD5失败'));
    };
    worker.postMessage({ id, kind: 'file', blob: file, chunkSize } satisfies HashRequest);
  });
}

/**
 * Slices read ahead and in the two workers at most (each slice one chunk, ≤ 10 MiB: ≤ 80 MiB held).
 * Enough that the browser always has reads outstanding while both workers hash: with 3, the two
 * MD5 stages held most of them and the reads ran one at a time (a 1 GiB file hashed ~15 % slower).
 */
const IN_FLIGHT = 8;

/**
 * The whole-file MD5 and every chunk's MD5 on two workers: each chunk is read here (the read runs
 * in the browser's file reader, not on this thread), fed to the whole-file worker, handed back and
 * handed on to the chunk worker — transferred each time, never copied — so the two MD5s run on two
 * cores while the next chunks are read.
 */
function hashOnTwo(
  file: Blob,
  chunkSize: number,
  [whole, chunker]: [Worker, Worker],
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<{ md5: string; chunks: string[] }> {
  const id = ++seq;
  const count = Math.max(1, Math.ceil(file.size / chunkSize));
  const chunks: string[] = new Array<string>(count);
  return new Promise((resolve, reject) => {
    let next = 0; // the next chunk to read
    let fed = 0; // chunks sent to the whole-file worker, in order
    let hashed = 0; // chunks the chunk worker answered
    let failed = false;
    const read = new Map<number, ArrayBuffer>();
    const finish = (err?: unknown) => {
      if (failed) return;
      failed = err !== undefined;
      signal?.removeEventListener('abort', stop);
      whole.terminate();
      chunker.terminate();
      if (err !== undefined) reject(err);
    };
    const stop = () => finish(new DOMException('aborted', 'AbortError'));
    const fail = (e: { message?: string } | { error: string }) => finish(new Error(('error' in e ? e.error : e.message) || '计算文件MD5失败'));
    const feed = () => {
      while (read.has(fed)) {
        const buf = read.get(fed)!;
        read.delete(fed);
        whole.postMessage({ id, kind: 'update', seq: fed, buf } satisfies HashRequest, [buf]);
        fed += 1;
      }
    };
    const pump = () => {
      while (!failed && next < count && next - hashed < IN_FLIGHT) {
        const n = next++;
        file
          .slice(n * chunkSize, Math.min((n + 1) * chunkSize, file.size))
          .arrayBuffer()
          .then((buf) => {
            if (failed) return;
            read.set(n, buf);
            feed();
          }, fail);
      }
    };
    whole.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if ('error' in reply) return fail(reply);
      if ('buf' in reply) return chunker.postMessage({ id, kind: 'bytes', seq: reply.seq, buf: reply.buf } satisfies HashRequest, [reply.buf]);
      if ('md5' in reply) {
        finish();
        resolve({ md5: reply.md5, chunks });
      }
    };
    chunker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if ('error' in reply) return fail(reply);
      if (!('seq' in reply) || !('md5' in reply)) return;
      chunks[reply.seq] = reply.md5;
      hashed += 1;
      onProgress(Math.min(hashed * chunkSize, file.size));
      if (hashed === count) whole.postMessage({ id, kind: 'digest' } satisfies HashRequest);
      else pump();
    };
    whole.onerror = fail;
    chunker.onerror = fail;
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    pump();
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
        else w.reject(new Error('error' in reply ? reply.error : '计算文件MD5失败'));
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
