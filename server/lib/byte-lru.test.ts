import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

// cost of one entry: 128 + 2 × key length + bytes (keys here are one character)
const entry = (n: number) => Buffer.alloc(n - 130, n % 251);

describe('ByteLru', () => {
  it('drops the least recently used entries beyond its bound, a read counting as a use', () => {
    const lru = new ByteLru(3 * 1000);
    lru.set('a', entry(1000));
    lru.set('b', entry(1000));
    lru.set('c', entry(1000));
    expect(lru.size).toEqual({ bytes: 3000, entries: 3 });
    expect(lru.get('a')).toBeDefined();
    lru.set('d', entry(1000));
    expect(lru.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((k) => lru.get(k))).toBe(true);
    lru.set('e', entry(2000));
    expect(lru.size).toEqual({ bytes: 3000, entries: 2 });
    expect(lru.get('d')?.equals(entry(1000))).toBe(true);
  });

  it('replaces a key in place, keeps nothing larger than the bound, and keeps a slice in a buffer of its own', () => {
    const lru = new ByteLru(2000);
    lru.set('a', entry(1000));
    lru.set('a', entry(1500));
    expect(lru.size).toEqual({ bytes: 1500, entries: 1 });
    expect(lru.set('b', entry(2500)).length).toBe(2370);
    expect(lru.get('b')).toBeUndefined();
    const big = Buffer.alloc(64 * 1024, 7);
    const kept = new ByteLru(1024 * 1024).set('s', big.subarray(0, 100));
    expect(kept.equals(big.subarray(0, 100))).toBe(true);
    expect(kept.buffer.byteLength).toBe(100);
  });
});
