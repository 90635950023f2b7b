import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMd5, md5OfBlob } from './md5-engine.js';

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
});
