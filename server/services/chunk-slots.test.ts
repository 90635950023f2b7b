import { describe, expect, it } from 'vitest';
import { ChunkSlots, MAX_CHUNK_BYTES } from './chunk-slots.js';

describe('ChunkSlots', () => {
  it('sizes itself from a byte budget, at least one slot', () => {
    expect(ChunkSlots.forBytes(256 * 1024 * 1024).size).toBe(23);
    expect(ChunkSlots.forBytes(1).size).toBe(1);
    expect(ChunkSlots.forBytes(3 * MAX_CHUNK_BYTES).size).toBe(3);
  });

  it('hands slots out first come, first served, and a release passes its slot to the next in line', async () => {
    const slots = new ChunkSlots(2, 1_000);
    const a = await slots.take();
    const b = await slots.take();
    expect(slots.inUse).toBe(2);
    const order: string[] = [];
    const c = slots.take().then((r) => (order.push('c'), r));
    const d = slots.take().then((r) => (order.push('d'), r));
    expect(slots.waiting).toBe(2);
    a();
    a(); // a second release of the same slot gives nothing back
    const rc = await c;
    expect(order).toEqual(['c']);
    expect(slots.inUse).toBe(2);
    b();
    const rd = await d;
    expect(order).toEqual(['c', 'd']);
    rc();
    rd();
    expect(slots.inUse).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it('refuses with 503 after waiting too long, leaving the line', async () => {
    const slots = new ChunkSlots(1, 20);
    const held = await slots.take();
    await expect(slots.take()).rejects.toMatchObject({ status: 503, message: '服务器繁忙，请稍后重试' });
    expect(slots.waiting).toBe(0);
    held();
    expect(slots.inUse).toBe(0);
  });
});
