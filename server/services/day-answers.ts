// The answers of GET live/program/page kept per saved state of the day.
//
// A day is up to 10,000 entries, megabytes of JSON: reading, building and compressing it is most
// of the call's time. Every write of a day's entries moves its revision on in the same transaction
// (server/repositories/live-programs.ts), so (day row id, revision, updated_at) names what the day
// holds, on every instance: each request looks the stamp up (one row by its unique key) and
// answers the bytes kept under it, with no message between instances. On a miss the day is read
// as before (entries and stamp in one statement) and kept under the stamp that read saw, never
// under the one looked up before it. A day never saved (revision 0) is not kept.
//
// Kept: the answer's UTF-8 bytes, and its gzip / brotli bytes for the encodings clients ask for,
// compressed once (off the event loop) and sent with Content-Encoding so that the compression
// plugin leaves them alone. Per process, in a byte-bounded LRU (DAY_CACHE_MB).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ok } from '../lib/envelope.js';
import { ByteLru } from '../lib/byte-lru.js';
import { jsonBytes } from '../lib/json-bytes.js';
import { brotliOptions, COMPRESS_THRESHOLD, type Encoding } from '../plugins/compress.js';
import type { Repos } from '../plugins/repositories.js';
import { toEntry, type DayStamp, type ProgramRow } from '../repositories/live-programs.js';

/** Bytes of answers kept per process unless DAY_CACHE_MB says otherwise. */
export const DAY_CACHE_BYTES = 64 * 1024 * 1024;

/** About the JSON length of one entry (a first guess for the answer's buffer). */
const ENTRY_JSON_BYTES = 400;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESS: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: (bytes) => gzip(bytes),
  br: (bytes) => brotli(bytes, brotliOptions(bytes.length)),
};

/** One page of one channel's day, asked for by a tenant (whose right to the channel is checked). */
export interface DayQuery {
  tenantId: number;
  tvId: number;
  day: string;
  pageIndex: number;
  pageSize: number;
}

/** The answer's bytes, compressed with `encoding` when it is set. */
export interface DayAnswer {
  bytes: Buffer;
  encoding?: Encoding;
}

/** The envelope of one page of the day as JSON bytes (server/lib/json-bytes.ts). */
export function dayBytes(q: DayQuery, rows: ProgramRow[], revision: number): Buffer {
  const page = rows.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize);
  const answer = ok({ list: page.map((row) => toEntry(q.tvId, q.day, row)), total: rows.length, revision });
  return jsonBytes(answer, ENTRY_JSON_BYTES * (page.length + 1));
}

const keyOf = (q: DayQuery, s: DayStamp) => `${q.tenantId}/${q.tvId}/${q.day}/${s.id}.${s.revision}.${s.updatedAt}/${q.pageIndex}/${q.pageSize}`;

/** Plain bytes and the key they are kept under (none: not kept). */
interface Kept {
  bytes: Buffer;
  key?: string;
}

export type DayAnswers = ReturnType<typeof dayAnswers>;

export function dayAnswers(programs: Pick<Repos['livePrograms'], 'stamp' | 'day'>, maxBytes = DAY_CACHE_BYTES) {
  const lru = new ByteLru(maxBytes);
  // concurrent misses of one key share one read (or one compression)
  const pending = new Map<string, Promise<Kept>>();
  let reads = 0;

  const once = (key: string, make: () => Promise<Kept>): Promise<Kept> => {
    let p = pending.get(key);
    if (!p) {
      p = make().finally(() => pending.delete(key));
      pending.set(key, p);
    }
    return p;
  };

  async function read(q: DayQuery): Promise<Kept> {
    reads += 1;
    const { rows, stamp } = await programs.day(q.tenantId, q.tvId, q.day);
    const bytes = dayBytes(q, rows, stamp?.revision ?? 0);
    if (!stamp) return { bytes };
    const key = keyOf(q, stamp);
    return { bytes: lru.set(key, bytes), key };
  }

  async function plain(q: DayQuery, stamp: DayStamp | null): Promise<Kept> {
    if (!stamp) return read(q);
    const key = keyOf(q, stamp);
    const hit = lru.get(key);
    return hit ? { bytes: hit, key } : once(key, () => read(q));
  }

  async function compressed({ bytes, key }: Required<Kept>, encoding: Encoding): Promise<Buffer> {
    const zKey = `${key}:${encoding}`;
    const hit = lru.get(zKey);
    if (hit) return hit;
    return (await once(zKey, async () => ({ bytes: lru.set(zKey, await COMPRESS[encoding](bytes)) }))).bytes;
  }

  return {
    /**
     * The page's answer, compressed with `encoding` when the client accepts one (and the answer
     * is worth compressing and kept; otherwise plain, for the plugin to treat as any answer).
     */
    async answer(q: DayQuery, encoding: Encoding | undefined): Promise<DayAnswer> {
      const stamp = await programs.stamp(q.tenantId, q.tvId, q.day);
      if (stamp && encoding) {
        const hit = lru.get(`${keyOf(q, stamp)}:${encoding}`);
        if (hit) return { bytes: hit, encoding };
      }
      const kept = await plain(q, stamp);
      if (!encoding || !kept.key || kept.bytes.length < COMPRESS_THRESHOLD) return { bytes: kept.bytes };
      return { bytes: await compressed({ bytes: kept.bytes, key: kept.key }, encoding), encoding };
    },
    /** Days read from the database so far, and what the cache holds. */
    stats(): { reads: number; bytes: number; entries: number } {
      return { reads, ...lru.size };
    },
  };
}
