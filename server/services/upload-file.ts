// One incomplete upload on local disk is one folder (staff: DATA_DIR/uploads/<tenant>/<md5>,
// readers: DATA_DIR/uploads/audience/<tenant>/<ticket>/<md5>) holding:
// - `data.<chunkCount>.<chunkBytes>.part`: the file itself, preallocated on the first chunk to
//   chunkCount × chunkBytes and cut to its exact size once the last chunk is in; chunk n is
//   written at (n − 1) × chunkBytes with one positioned write;
// - `<n>.<chunkMd5>`: an empty marker per chunk written into the part file (written after the
//   bytes, so a marker never announces bytes that are not there: a restarted server or another
//   instance sharing DATA_DIR knows which chunks arrived, and their MD5s);
// - `tail.<chunkCount>.<chunkMd5>`: the last chunk when it arrives before any other (its offset
//   needs the chunk size, which only a full chunk tells); it moves into the part file with the
//   first full chunk;
// - `data.<chunkCount>.<chunkBytes>.merging`: the part file once its whole-file MD5 was verified,
//   on its way to the media folder (a merge that dies after this rename is finished by the next).
// A chunk is verified (its MD5) in memory before anything is written; a chunk again with the
// same bytes writes nothing, with other bytes it is refused.
// The whole-file MD5 is computed as the chunks arrive in order (UploadHashes, in memory, per app
// instance); chunks that arrived out of order are read back from the part file when the gap
// fills; without that state (a restart, another instance) the merge hashes the part file once.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../lib/errors.js';
import { UPLOAD_TEXTS as TEXTS } from './upload-messages.js';

const MARKER = /^(\d+)\.([0-9a-f]{32})$/;
const TAIL = /^tail\.(\d+)\.([0-9a-f]{32})$/;
const DATA = /^data\.(\d+)\.(\d+)\.(part|merging)$/;
/** Chunks read back from the part file by one request at most (the merge reads the rest). */
const MAX_READ_BACK = 8;
/** In-memory hash states kept at most (the oldest are forgotten; their merge hashes the file). */
const MAX_STATES = 10_000;

export interface Layout {
  count: number;
  chunkBytes: number;
}

export interface UploadFolder {
  /** Chunks written into the part file: chunk number → chunk MD5. */
  markers: Map<number, string>;
  /** The last chunk kept aside until the chunk size is known. */
  tail?: { n: number; md5: string };
  part?: Layout;
  merging?: Layout;
}

export const dataName = (l: Layout, state: 'part' | 'merging') => `data.${l.count}.${l.chunkBytes}.${state}`;

export async function readFolder(dir: string): Promise<UploadFolder> {
  const folder: UploadFolder = { markers: new Map() };
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    const m = MARKER.exec(name);
    if (m) {
      folder.markers.set(Number(m[1]), m[2]!);
      continue;
    }
    const t = TAIL.exec(name);
    if (t) {
      folder.tail = { n: Number(t[1]), md5: t[2]! };
      continue;
    }
    const d = DATA.exec(name);
    if (d) folder[d[3] as 'part' | 'merging'] = { count: Number(d[1]), chunkBytes: Number(d[2]) };
  }
  return folder;
}

/** The received chunks of an upload (chunk number → chunk MD5): those in the part file and the tail. */
export function receivedChunks(folder: UploadFolder): Map<number, string> {
  const all = new Map(folder.markers);
  if (folder.tail && !all.has(folder.tail.n)) all.set(folder.tail.n, folder.tail.md5);
  return all;
}

/** Highest n such that chunks 1..n are all received (0 when none). */
export function contiguous(chunks: Map<number, string>): number {
  let n = 0;
  while (chunks.has(n + 1)) n += 1;
  return n;
}

interface HashState {
  hash: Hash;
  /** The next chunk to feed into `hash`. */
  next: number;
}

/**
 * The in-memory side of the uploads of one app instance (app.uploadHashes, decorated in
 * server/app.ts): the running whole-file MD5 of each upload (from its first chunk, in order), and
 * one queue per upload folder that its writes, hashing and merge take turns in.
 */
export class UploadHashes {
  private states = new Map<string, HashState>();
  private queues = new Map<string, Promise<unknown>>();

  /** Runs `fn` after every earlier task of the same folder. */
  run<T>(dir: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(dir) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    const settled = mine.catch(() => undefined);
    this.queues.set(dir, settled);
    void settled.then(() => {
      if (this.queues.get(dir) === settled) this.queues.delete(dir);
    });
    return mine;
  }

  get(dir: string): HashState | undefined {
    return this.states.get(dir);
  }

  start(dir: string): HashState {
    const state = { hash: createHash('md5'), next: 1 };
    this.states.delete(dir);
    this.states.set(dir, state);
    while (this.states.size > MAX_STATES) this.states.delete(this.states.keys().next().value!);
    return state;
  }

  forget(dir: string): void {
    this.states.delete(dir);
  }

  /** Every state under `root` (a dropped ticket folder). */
  forgetUnder(root: string): void {
    for (const key of this.states.keys()) if (key === root || key.startsWith(root + path.sep)) this.states.delete(key);
  }
}

export interface Chunk {
  n: number;
  count: number;
  chunkMd5: string;
  /** The chunk, in one buffer or in the pieces it arrived in. */
  bytes: Buffer | Buffer[];
}

const piecesOf = (bytes: Buffer | Buffer[]): Buffer[] => (Array.isArray(bytes) ? bytes : [bytes]);
const sizeOf = (bytes: Buffer | Buffer[]): number => piecesOf(bytes).reduce((n, b) => n + b.length, 0);

async function createPart(dir: string, l: Layout): Promise<void> {
  const final = path.join(dir, dataName(l, 'part'));
  const tmp = path.join(dir, `.${randomBytes(6).toString('hex')}.new`);
  const fh = await fs.promises.open(tmp, 'wx');
  try {
    await fh.truncate(l.count * l.chunkBytes);
  } finally {
    await fh.close();
  }
  // link: never replaces a part file another request or instance created meanwhile
  await fs.promises.link(tmp, final).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await fs.promises.rm(tmp, { force: true });
}

async function writeAt(dir: string, l: Layout, n: number, bytes: Buffer | Buffer[]): Promise<void> {
  const fh = await fs.promises.open(path.join(dir, dataName(l, 'part')), 'r+');
  try {
    const at = (n - 1) * l.chunkBytes;
    const size = sizeOf(bytes);
    // the pieces in one positioned writev; a short write (rare) goes on from where it stopped
    let done = (await fh.writev(piecesOf(bytes), at)).bytesWritten;
    if (done < size) {
      const rest = Buffer.concat(piecesOf(bytes), size);
      while (done < size) done += (await fh.write(rest, done, size - done, at + done)).bytesWritten;
    }
    // the last chunk tells the exact size: the preallocated slack goes
    if (n === l.count) await fh.truncate(at + size);
  } finally {
    await fh.close();
  }
}

/** The part files with a background flush running (one at a time per file). */
const flushing = new Set<string>();

/**
 * Starts flushing a part file's written chunks to disk in the background (fdatasync on the
 * thread pool), unless a flush of it is already running: the disk writes overlap the upload, so
 * the fsync of the merge finds little left to do. Errors are left to that fsync.
 */
function flushSoon(dir: string, l: Layout): void {
  const file = path.join(dir, dataName(l, 'part'));
  if (flushing.has(file)) return;
  flushing.add(file);
  void (async () => {
    const fh = await fs.promises.open(file, 'r+');
    try {
      await fh.datasync();
    } finally {
      await fh.close();
    }
  })()
    .catch(() => undefined)
    .finally(() => flushing.delete(file));
}

async function mark(dir: string, n: number, chunkMd5: string): Promise<void> {
  await fs.promises.writeFile(path.join(dir, `${n}.${chunkMd5}`), '');
}

/** Moves a kept-aside last chunk into the part file. */
async function placeTail(dir: string, l: Layout, tail: { n: number; md5: string }): Promise<void> {
  const file = path.join(dir, `tail.${tail.n}.${tail.md5}`);
  const bytes = await fs.promises.readFile(file).catch(() => null);
  if (!bytes) return;
  if (tail.n !== l.count || bytes.length > l.chunkBytes) throw badRequest(TEXTS.layout);
  await writeAt(dir, l, tail.n, bytes);
  await mark(dir, tail.n, tail.md5);
  await fs.promises.rm(file, { force: true });
}

function checkSize(l: Layout, c: Chunk): void {
  if (c.count !== l.count) throw badRequest(TEXTS.layout);
  const size = sizeOf(c.bytes);
  if (c.n < c.count ? size !== l.chunkBytes : size < 1 || size > l.chunkBytes) {
    throw badRequest(c.n < c.count ? TEXTS.layout : TEXTS.size(c.n));
  }
}

/**
 * Keeps one chunk whose MD5 the caller verified: written at its offset into the part file (made
 * on the first chunk), then its marker. `chunkBytes` when the caller knows the chunk size (the
 * readers' uploads); else it is the size of the first full chunk. A chunk already kept with the
 * same MD5 writes nothing; with another MD5 it is refused (400) and nothing is written.
 */
export async function keepChunk(app: FastifyInstance, dir: string, c: Chunk, chunkBytes?: number): Promise<void> {
  const hashes = app.uploadHashes;
  await hashes.run(dir, async () => {
    const folder = await readFolder(dir);
    const had = receivedChunks(folder).get(c.n);
    if (had) {
      if (had !== c.chunkMd5) throw badRequest(TEXTS.conflict(c.n));
      return;
    }
    if (folder.merging) throw conflict(TEXTS.merging);
    let layout = folder.part;
    if (layout) checkSize(layout, c);
    else {
      const size = chunkBytes ?? (c.n < c.count || c.count === 1 ? sizeOf(c.bytes) : 0);
      if (!size) {
        // the last chunk first: kept aside until a full chunk tells where it goes
        await fs.promises.mkdir(dir, { recursive: true });
        const tmp = path.join(dir, `.${randomBytes(6).toString('hex')}.new`);
        await fs.promises.writeFile(tmp, Buffer.concat(piecesOf(c.bytes)));
        await fs.promises.rename(tmp, path.join(dir, `tail.${c.n}.${c.chunkMd5}`));
        return;
      }
      layout = { count: c.count, chunkBytes: size };
      checkSize(layout, c);
      await fs.promises.mkdir(dir, { recursive: true });
      await createPart(dir, layout);
      const again = await readFolder(dir);
      if (again.part && (again.part.count !== layout.count || again.part.chunkBytes !== layout.chunkBytes)) throw badRequest(TEXTS.layout);
    }
    await writeAt(dir, layout, c.n, c.bytes);
    await mark(dir, c.n, c.chunkMd5);
    flushSoon(dir, layout);
    if (folder.tail) await placeTail(dir, layout, folder.tail);
    let state = hashes.get(dir);
    if (!state && c.n === 1) state = hashes.start(dir);
    if (!state) return;
    // the folder as read above plus this chunk (read again only when a tail was placed as well)
    const markers = folder.tail ? (await readFolder(dir)).markers : folder.markers.set(c.n, c.chunkMd5);
    await advance(dir, layout, markers, state, c, MAX_READ_BACK);
  });
}

/**
 * Feeds the chunks after state.next that are in the part file into the running hash, in order:
 * `fresh` from memory, the others read back (at most `readBack` of them).
 */
async function advance(dir: string, l: Layout, markers: Map<number, string>, state: HashState, fresh: Chunk | undefined, readBack: number): Promise<void> {
  let fh: fs.promises.FileHandle | undefined;
  try {
    while (state.next <= l.count && markers.has(state.next)) {
      if (fresh && fresh.n === state.next) for (const piece of piecesOf(fresh.bytes)) state.hash.update(piece);
      else {
        if (readBack <= 0) return;
        readBack -= 1;
        fh ??= await fs.promises.open(path.join(dir, dataName(l, 'part')), 'r');
        const len = state.next === l.count ? (await fh.stat()).size - (l.count - 1) * l.chunkBytes : l.chunkBytes;
        const buf = Buffer.alloc(len);
        const { bytesRead } = await fh.read(buf, 0, len, (state.next - 1) * l.chunkBytes);
        state.hash.update(buf.subarray(0, bytesRead));
      }
      state.next += 1;
    }
  } finally {
    await fh?.close();
  }
}

/** MD5 and size of a file, read once. */
export async function hashFile(file: string): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const buf of fs.createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    hash.update(buf);
    size += buf.length;
  }
  return { md5: hash.digest('hex'), size };
}

export type Verified = { path: string; size: number; md5: string } | { missing: number };

/**
 * The complete part file of an upload of `count` chunks, its whole-file MD5 (from the running
 * hash, finished from the part file; or the part file hashed once) and size, renamed to its
 * `.merging` name when the MD5 is `expected` — else left as it is. `{ missing: n }` when chunk n
 * has not arrived. Call inside UploadHashes.run of the folder.
 */
export async function verifyPart(app: FastifyInstance, dir: string, count: number, expected: string): Promise<Verified> {
  const hashes = app.uploadHashes;
  let folder = await readFolder(dir);
  if (folder.merging && folder.merging.count === count) {
    // verified by a merge that died before the rename into the media folder
    const file = path.join(dir, dataName(folder.merging, 'merging'));
    return { path: file, size: (await fs.promises.stat(file)).size, md5: expected };
  }
  const layout = folder.part;
  if (layout && folder.tail) {
    await placeTail(dir, layout, folder.tail);
    folder = await readFolder(dir);
  }
  for (let n = 1; n <= count; n += 1) if (!folder.markers.has(n)) return { missing: n };
  if (!layout || layout.count !== count) throw badRequest(TEXTS.count);
  const file = path.join(dir, dataName(layout, 'part'));
  let md5: string;
  const state = hashes.get(dir);
  if (state) {
    await advance(dir, layout, folder.markers, state, undefined, Number.POSITIVE_INFINITY);
    md5 = state.hash.copy().digest('hex');
  } else md5 = (await hashFile(file)).md5;
  const size = (await fs.promises.stat(file)).size;
  if (md5 !== expected) return { path: file, size, md5 };
  const fh = await fs.promises.open(file, 'r+');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
  const merging = path.join(dir, dataName(layout, 'merging'));
  await fs.promises.rename(file, merging);
  hashes.forget(dir);
  return { path: merging, size, md5 };
}

/** Removes an upload folder (part file, markers) and its hash state. */
export async function dropFolder(app: FastifyInstance, dir: string): Promise<void> {
  app.uploadHashes.forget(dir);
  await fs.promises.rm(dir, { recursive: true, force: true });
}
