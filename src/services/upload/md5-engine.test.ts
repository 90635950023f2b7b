import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMd5, md5OfBlob, md5OfChunks } from './md5-engine.js';
import { hashFile, hashSlice } from './hasher.js';

function bytes(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const nodeMd5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

describe('md5 engines', () => {
  it('hash-wasm is the default where WebAssembly works', async () => {
    expect((await createMd5()).engine).toBe('wasm');
  });

  it.each([0, 1, 63, 64, 65, 1000, 300_001])('wasm and spark-md5 give the same digest for %i bytes', async (n) => {
    const data = bytes(n, n + 1);
    const expected = nodeMd5(data);
    for (const engine of ['wasm', 'spark'] as const) {
      const h = await createMd5(engine);
      expect(h.engine).toBe(engine);
      h.update(data);
      expect(h.digest()).toBe(expected);
    }
  });

  it('digests are identical across slice boundaries, whole files and ranges', async () => {
    const data = bytes(1_000_003);
    const blob = new NodeBlob([data]) as unknown as Blob;
    for (const slice of [1 << 10, 4096 + 13, 65_537, 1 << 20, 2 << 20]) {
      for (const engine of ['wasm', 'spark'] as const) {
        expect(await md5OfBlob(blob, { engine, slice })).toBe(nodeMd5(data));
        expect(await md5OfBlob(blob, { engine, slice, start: 65_536, end: 200_000 })).toBe(nodeMd5(data.subarray(65_536, 200_000)));
      }
    }
  });

  it('spark handles views into a larger buffer', async () => {
    const data = bytes(5000);
    const h = await createMd5('spark');
    h.update(data.subarray(0, 1234));
    h.update(data.subarray(1234));
    expect(h.digest()).toBe(nodeMd5(data));
  });

  it('reports progress and stops when aborted', async () => {
    const blob = new NodeBlob([bytes(10_000)]) as unknown as Blob;
    const seen: number[] = [];
    await md5OfBlob(blob, { slice: 4000, onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([4000, 8000, 10_000]);
    const c = new AbortController();
    c.abort();
    await expect(md5OfBlob(blob, { signal: c.signal })).rejects.toThrow();
  });

  it.each([0, 1, 99_999, 100_000, 100_001, 1_000_003])('one pass gives the whole MD5 and every chunk MD5 (%i bytes, both engines)', async (n) => {
    const data = bytes(n, 3);
    const blob = new NodeBlob([data]) as unknown as Blob;
    const size = 100_000;
    const expected = Array.from({ length: Math.ceil(n / size) }, (_, i) => nodeMd5(data.subarray(i * size, (i + 1) * size)));
    for (const engine of ['wasm', 'spark'] as const) {
      const seen: number[] = [];
      const r = await md5OfChunks(blob, size, { engine, onProgress: (x) => seen.push(x) });
      expect(r.md5).toBe(nodeMd5(data));
      expect(r.chunks).toEqual(expected);
      expect(seen.at(-1)).toBe(n);
    }
  });

  it('hashSlice answers a chunk from the whole-file pass of the same file without reading it again', async () => {
    const data = bytes(250_000, 9);
    const blob = new NodeBlob([data]) as unknown as Blob;
    expect(await hashFile(blob, () => {}, undefined, 100_000)).toBe(nodeMd5(data));
    const slices: number[] = [];
    const slice = blob.slice.bind(blob);
    blob.slice = (start?: number, end?: number) => (slices.push(start ?? 0), slice(start, end));
    expect(await hashSlice(blob, 100_000, 200_000)).toBe(nodeMd5(data.subarray(100_000, 200_000)));
    expect(await hashSlice(blob, 200_000, 250_000)).toBe(nodeMd5(data.subarray(200_000)));
    expect(slices).toEqual([]);
    // another chunking (or a range that is no chunk) is read and hashed
    expect(await hashSlice(blob, 50_000, 150_000)).toBe(nodeMd5(data.subarray(50_000, 150_000)));
    expect(slices.length).toBeGreaterThan(0);
  });
});
