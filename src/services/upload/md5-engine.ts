// Incremental MD5 with two engines: hash-wasm (WebAssembly, about twice as fast) and
// spark-md5 (pure JS, the reference and the fallback). Both digest the same bytes the same way.
import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';

export type Md5Engine = 'wasm' | 'spark';

export interface Md5Hasher {
  update(data: Uint8Array): void;
  digest(): string;
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
      return { engine: 'wasm', update: (d) => void h.update(d), digest: () => h.digest('hex') };
    } catch {
      // fall through to spark-md5 (e.g. a CSP without wasm-unsafe-eval)
    }
  }
  const s = new SparkMD5.ArrayBuffer();
  return {
    engine: 'spark',
    update: (d) => void s.append(d.byteOffset === 0 && d.byteLength === d.buffer.byteLength ? (d.buffer as ArrayBuffer) : d.slice().buffer),
    digest: () => s.end(),
  };
}

/** Bytes read per step: small enough that a 10 GB file never sits in memory. */
export const READ_SLICE = 4 * 1024 * 1024;

/**
 * MD5 of blob[start, end), read slice by slice. `onProgress` gets the bytes read so far;
 * `signal` stops the reading.
 */
export async function md5OfBlob(
  blob: Blob,
  opts: { start?: number; end?: number; engine?: Md5Engine; slice?: number; signal?: AbortSignal; onProgress?: (loaded: number) => void } = {},
): Promise<string> {
  const start = opts.start ?? 0;
  const end = Math.min(opts.end ?? blob.size, blob.size);
  const step = opts.slice ?? READ_SLICE;
  const hasher = await createMd5(opts.engine);
  for (let at = start; at < end; at += step) {
    if (opts.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const buf = new Uint8Array(await blob.slice(at, Math.min(at + step, end)).arrayBuffer());
    hasher.update(buf);
    opts.onProgress?.(Math.min(at + step, end) - start);
  }
  if (end <= start) opts.onProgress?.(0);
  return hasher.digest();
}
