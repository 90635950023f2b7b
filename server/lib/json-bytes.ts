// JSON of a large answer (a day of programme entries) straight into a Buffer, piece by piece.
//
// Why: a JSON text of more than 64 Ki UTF-16 units with any Chinese in it is, in V8, a two-byte
// string over 128 KB. Built by JSON.stringify or by Fastify's serialiser it is a rope that Node
// must flatten (into the large-object space: about 1 ms for 74 KB of JSON)
// before it can count its UTF-8 bytes for Content-Length, and encode again to write it. Written
// element by element (each a short string) into one buffer, it is encoded once and never held
// as one big string. The bytes are exactly those of Buffer.from(JSON.stringify(value)).

/**
 * Arrays and objects less deep than this are walked; deeper values are one JSON.stringify each.
 * 3: the envelope, its data and a list in the data are walked, the list's items are whole.
 */
const WALK_DEPTH = 3;

class Bytes {
  private buf: Buffer;
  private len = 0;

  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }

  put(s: string): void {
    // at most 3 UTF-8 bytes per UTF-16 unit
    const need = this.len + 3 * s.length;
    if (need > this.buf.length) {
      const next = Buffer.allocUnsafe(Math.max(2 * this.buf.length, need));
      this.buf.copy(next, 0, 0, this.len);
      this.buf = next;
    }
    this.len += this.buf.write(s, this.len, 'utf8');
  }

  done(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}

const isWalkable = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON !== 'function';

function write(out: Bytes, value: unknown, depth: number): void {
  if (!isWalkable(value) || depth >= WALK_DEPTH) {
    // undefined, functions and symbols in arrays are null, as in JSON.stringify
    out.put(JSON.stringify(value) ?? 'null');
    return;
  }
  if (Array.isArray(value)) {
    out.put('[');
    for (let i = 0; i < value.length; i += 1) {
      if (i) out.put(',');
      write(out, value[i], depth + 1);
    }
    out.put(']');
    return;
  }
  out.put('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    // left out by JSON.stringify
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out.put(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    write(out, v, depth + 1);
  }
  out.put('}');
}

/**
 * The UTF-8 bytes of JSON.stringify(value) for plain data (objects, arrays, strings, numbers,
 * booleans, null; a value with toJSON is stringified whole). Meant for answers of tens of KB and
 * more; `sizeHint` is the expected byte length.
 */
export function jsonBytes(value: unknown, sizeHint = 16 * 1024): Buffer {
  const out = new Bytes(Math.max(64, sizeHint));
  write(out, value, 0);
  return out.done();
}

/** Content type of every JSON answer (Fastify's default for serialised objects). */
export const JSON_TYPE = 'application/json; charset=utf-8';
