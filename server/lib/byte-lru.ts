// A least-recently-used map of byte buffers bounded by their total size, for answers that are
// costly to make and cheap to keep (a programme day's JSON: server/services/day-answers.ts).

/** What one entry costs besides its bytes and key: the map's slot and the Buffer object, roughly. */
const ENTRY_OVERHEAD = 128;

/**
 * The bytes of `buf` in a buffer of their own: a slice of a larger allocation (a write buffer
 * grown by doubling, Node's shared pool for small buffers) would keep all of it alive.
 */
function own(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.length) return buf;
  const copy = Buffer.allocUnsafeSlow(buf.length);
  buf.copy(copy);
  return copy;
}

export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  private static cost(key: string, value: Buffer): number {
    return ENTRY_OVERHEAD + 2 * key.length + value.length;
  }

  /** The bytes under `key` (now the most recently used), or undefined. */
  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /**
   * Keeps `value` under `key` (copied into a buffer of its own when it is a slice of a larger one),
   * dropping the least recently used entries beyond the bound; a value larger than the whole bound
   * is not kept. Answers the bytes as kept.
   */
  set(key: string, value: Buffer): Buffer {
    this.delete(key);
    const cost = ByteLru.cost(key, value);
    if (cost > this.maxBytes) return value;
    const kept = own(value);
    this.entries.set(key, kept);
    this.total += cost;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest, bytes);
    }
    return kept;
  }

  private delete(key: string, bytes = this.entries.get(key)): void {
    if (!bytes) return;
    this.entries.delete(key);
    this.total -= ByteLru.cost(key, bytes);
  }

  /** Bytes accounted (values, keys and a per-entry overhead) and entries held. */
  get size(): { bytes: number; entries: number } {
    return { bytes: this.total, entries: this.entries.size };
  }
}
