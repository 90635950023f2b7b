// Incremental MD5 with two engines: hash-wasm (WebAssembly, about twice as fast) and
// spark-md5 (pure JS, the reference and the fallback). Both digest the same bytes the same way.
import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';

export type Md5Engine = 'wasm' | 'spark';

export interface Md5Hasher {
  update(data: Uint8Array): void;
  digest(): string;
  /** Starts over (a new digest), keeping the engine. */
  reset(): void;
}

export function wasmAvailable(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';
}

/** A fresh incremental hasher; `wasm` when WebAssembly works, else spark-md5. */
export async function createMd5(engine: Md5Engine = wasmAvailable() ? 'wasm' : 'spark'): Promise<Md5Hasher & { engine: Md5Engine }> {
  if (engine === 'wasm') {
    try {
      const h = await createMD5();
      h.init();
      return { engine: 'wasm', update: (d) => void h.update(d), digest: () => h.digest('hex'), reset: () => void h.init() };
    } catch {
      // fall through to spark-md5 (e.g. a CSP without wasm-unsafe-eval)
    }
  }
  const s = new SparkMD5.ArrayBuffer();
  return {
    engine: 'spark',
    update: (d) => void s.append(d.byteOffset === 0 && d.byteLength === d.buffer.byteLength ? (d.buffer as ArrayBuffer) : d.slice().buffer),
    digest: () => s.end(),
    reset: () => void s.reset(),
  };
}

/** Bytes read per step: small enough that a 10 GB file never sits in memory. */
export const READ_SLICE = 4 * 1024 * 1024;

/**
 * MD5 of blob[start, end), read slice by slice, the next slice read while this one is hashed
 * (Chromium reads a file's bytes in another process: the read and the hashing overlap).
 * `onProgress` gets the bytes read so far; `signal` stops the reading.
 */
export async function md5OfBlob(
  blob: Blob,
  opts: { start?: number; end?: number; engine?: Md5Engine; slice?: number; signal?: AbortSignal; onProgress?: (loaded: number) => void } = {},
): Promise<string> {
  const start = opts.start ?? 0;
  const end = Math.min(opts.end ?? blob.size, blob.size);
  const hasher = await createMd5(opts.engine);
  await readAhead(blob, start, end, opts.slice ?? READ_SLICE, opts.signal, (buf, upTo) => {
    hasher.update(buf);
    opts.onProgress?.(upTo - start);
  });
  if (end <= start) opts.onProgress?.(0);
  return hasher.digest();
}

/**
 * The whole-file MD5 and, in the same pass, the MD5 of every chunk of `chunkSize` bytes (the
 * chunk pool then sends each chunk without reading it twice). Reads chunk by chunk (a chunk is
 * at most 10 MiB) with the next chunk read ahead.
 */
export async function md5OfChunks(
  blob: Blob,
  chunkSize: number,
  opts: { engine?: Md5Engine; signal?: AbortSignal; onProgress?: (loaded: number) => void } = {},
): Promise<{ md5: string; chunks: string[] }> {
  const whole = await createMd5(opts.engine);
  const chunks: string[] = [];
  const chunk = await createMd5(whole.engine);
  await readAhead(blob, 0, blob.size, chunkSize, opts.signal, (buf, upTo) => {
    whole.update(buf);
    chunk.update(buf);
    chunks.push(chunk.digest());
    chunk.reset();
    opts.onProgress?.(upTo);
  });
  if (blob.size === 0) opts.onProgress?.(0);
  return { md5: whole.digest(), chunks };
}

async function readAhead(
  blob: Blob,
  start: number,
  end: number,
  step: number,
  signal: AbortSignal | undefined,
  take: (buf: Uint8Array, upTo: number) => void | Promise<void>,
): Promise<void> {
  const read = (at: number) => blob.slice(at, Math.min(at + step, end)).arrayBuffer();
  let next = start < end ? read(start) : null;
  for (let at = start; at < end; at += step) {
    if (signal?.aborted) {
      next?.catch(() => {});
      throw new DOMException('aborted', 'AbortError');
    }
    const buf = new Uint8Array(await next!);
    next = at + step < end ? read(at + step) : null;
    await take(buf, Math.min(at + step, end));
  }
}
