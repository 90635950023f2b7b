// Incomplete uploads on local disk: one folder per upload, DATA_DIR/uploads/<tenantId>/<md5>/,
// holding one preallocated part file that every chunk is written into at its offset, and an
// empty marker per chunk (upload-file.ts). The disk is the truth for which chunks exist; the
// `uploads` row records the upload for the expiry sweep. On S3 the chunks are multipart parts
// and the database records them (upload-s3.ts).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors.js';
import { contentPath, ensureDirFor, resolveInside } from '../lib/storage.js';
import { mimeOf } from '../lib/media-types.js';
import type { ContentRow } from '../repositories/file-contents.js';
import { probeStoredContent } from './upload-probe.js';
import { S3_MAX_PARTS } from '../lib/s3-store.js';
import { assembleS3, dropS3Upload, keepPart, storedParts } from './upload-s3.js';
import { MAX_CHUNK_BYTES } from './chunk-slots.js';
import { contiguous, dropFolder, hashFile, keepChunk, readFolder, receivedChunks, verifyPart } from './upload-file.js';
import { UPLOAD_TEXTS as U } from './upload-messages.js';
import { ERROR_TEXTS } from '../lib/error-texts.js';

export { contiguous };

export { MAX_CHUNK_BYTES };
/** Upper bound of the number of chunks of one upload (10 TiB at 10 MiB…; bounded anyway). */
export const MAX_CHUNKS = 200_000;
/**
 * Merge locks are leases in the database (upload_locks): renewed every second by
 * their holder, so a lock whose holder died is free again after at most LOCK_LEASE_MS.
 */
export const LOCK_LEASE_MS = 5_000;
const LOCK_RENEW_MS = 1_000;
/** A `.part` file untouched this long with no live lease is the leftover of a dead merge. */
const PART_STALE_MS = 2 * LOCK_LEASE_MS;
/** This process, in every lease it holds. */
const INSTANCE = `${process.pid}-${randomBytes(6).toString('hex')}`;

export function uploadExpireMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.UPLOAD_EXPIRE_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000;
}

const MD5 = /^[0-9a-f]{32}$/;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function chunkDir(dataDir: string, tenantId: number, md5: string): string {
  if (!MD5.test(md5)) throw badRequest(ERROR_TEXTS.md5Invalid);
  return resolveInside(dataDir, path.join('uploads', String(tenantId), md5));
}

/** The received chunks of an upload folder: chunk number → chunk MD5. */
export async function storedChunks(dir: string): Promise<Map<number, string>> {
  return receivedChunks(await readFolder(dir));
}

export interface ReceivedChunk {
  /** The chunk as it arrived, piece by piece (written and hashed without joining them). */
  pieces: Buffer[];
  /** The pieces joined into one buffer (made on first use). */
  readonly bytes: Buffer;
  md5: string;
  size: number;
}

/**
 * Reads one chunk (a file part, bounded by the multipart limits) into memory while hashing it:
 * it is verified before a byte of it is written anywhere, then written once, at its offset.
 */
export async function receiveChunk(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<ReceivedChunk> {
  const hash = createHash('md5');
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const buf of stream) {
    hash.update(buf);
    pieces.push(buf);
    size += buf.length;
  }
  if (stream.truncated) throw new AppError(413, 413, U.chunkTooLarge);
  let joined: Buffer | undefined;
  return {
    pieces,
    get bytes() {
      return (joined ??= Buffer.concat(pieces, size));
    },
    md5: hash.digest('hex'),
    size,
  };
}

/**
 * Reads the parts of a chunk request (multipart): its short fields, and its one file part, named
 * `file`, received into memory (receiveChunk) — a second file part or another name is refused.
 * The file part is read only with one of the process's chunk slots (app.chunkSlots), held until
 * the response is finished or the connection closes.
 */
export async function readChunkRequest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const fields: Record<string, string> = {};
  let received: ReceivedChunk | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw badRequest(U.chunkFieldName);
      }
      const release = await app.chunkSlots.take();
      reply.raw.once('close', release);
      received = await receiveChunk(part.file);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, received };
}

/** The most chunks one upload may have on the configured store (S3: 10,000 parts). */
export function maxChunks(app: FastifyInstance): number {
  return app.store.kind === 's3' ? S3_MAX_PARTS : MAX_CHUNKS;
}

/** The stored chunks of an upload (chunk number → chunk MD5) on the configured store. */
export async function uploadedChunks(app: FastifyInstance, tenantId: number, md5: string): Promise<Map<number, string>> {
  if (app.store.kind === 's3') return storedParts(app, tenantId, md5);
  return storedChunks(chunkDir(app.config.dataDir, tenantId, md5));
}

/** Keeps a verified chunk: written at its offset into the upload's part file, or a part in S3. */
export async function keepUploadedChunk(
  app: FastifyInstance,
  tenantId: number,
  md5: string,
  c: { n: number; chunkCount: number; chunkMd5: string; bytes: Buffer | Buffer[]; fileName: string },
): Promise<void> {
  const store = app.store;
  if (store.kind === 's3') return keepPart(app, store, tenantId, md5, { ...c, bytes: Array.isArray(c.bytes) ? Buffer.concat(c.bytes) : c.bytes });
  await keepChunk(app, chunkDir(app.config.dataDir, tenantId, md5), { n: c.n, count: c.chunkCount, chunkMd5: c.chunkMd5, bytes: c.bytes });
}

async function dropUpload(app: FastifyInstance, tenantId: number, md5: string, multipartId?: string): Promise<void> {
  const store = app.store;
  if (store.kind === 's3') return dropS3Upload(app, store, tenantId, md5, multipartId);
  await dropFolder(app, chunkDir(app.config.dataDir, tenantId, md5));
  await app.repos.uploads.remove(tenantId, md5);
}

interface Lease {
  /** False once the lease was lost (renewal failed): the holder must not publish its work. */
  held(): boolean;
  release(): Promise<void>;
}

/**
 * Takes the merge lease of an upload (null when another live holder has it). The lease is
 * renewed every second while held; a holder killed with -9 stops renewing and its lease ends
 * by itself within LOCK_LEASE_MS, on every instance sharing the database.
 */
async function lock(app: FastifyInstance, tenantId: number, md5: string): Promise<Lease | null> {
  const locks = app.repos.uploadLocks;
  const holder = `${INSTANCE}-${randomBytes(4).toString('hex')}`;
  if (!(await locks.acquire(tenantId, md5, holder, Date.now(), LOCK_LEASE_MS))) return null;
  let held = true;
  const renew = setInterval(() => {
    void locks
      .renew(tenantId, md5, holder, Date.now(), LOCK_LEASE_MS)
      .then((ok) => {
        if (!ok) held = false;
      })
      .catch(() => undefined);
  }, LOCK_RENEW_MS);
  renew.unref();
  return {
    held: () => held,
    async release() {
      clearInterval(renew);
      await locks.release(tenantId, md5, holder).catch(() => undefined);
    },
  };
}

/**
 * Stores chunks 1..chunkNum as the content file once the whole-file MD5 is verified. Idempotent
 * (an already stored content answers at once) and safe against concurrent merges of the same
 * content on any instance sharing the database (a lease in upload_locks; the unique
 * (tenant, md5) row settles the rest).
 */
export async function mergeUpload(
  app: FastifyInstance,
  tenantId: number,
  md5: string,
  fileName: string,
  chunkNum: number,
): Promise<ContentRow> {
  const contents = app.repos.fileContents;
  const dataDir = app.config.dataDir;
  const dir = chunkDir(dataDir, tenantId, md5);
  for (;;) {
    const existing = await contents.byMd5(tenantId, md5);
    if (existing) {
      await dropUpload(app, tenantId, md5);
      return existing;
    }
    const lease = await lock(app, tenantId, md5);
    if (!lease) {
      await sleep(150);
      continue;
    }
    try {
      const again = await contents.byMd5(tenantId, md5);
      if (again) {
        await dropUpload(app, tenantId, md5);
        return again;
      }
      const store = app.store;
      if (store.kind === 's3') return await assembleS3(app, store, tenantId, md5, fileName, chunkNum, lease.held);
      return await assemble(app, tenantId, md5, fileName, chunkNum, dir, lease);
    } finally {
      await lease.release();
    }
  }
}

/**
 * The local-disk merge (under the lease): the part file's MD5 verified (upload-file.ts
 * verifyPart), the file renamed to `.merging`, then into the media folder — no copy — and the
 * content recorded. A merge that died after either rename is finished here: from the `.merging`
 * file, or from the content file already in place (hashed once to be sure).
 */
async function assemble(app: FastifyInstance, tenantId: number, md5: string, fileName: string, chunkNum: number, dir: string, lease: Lease) {
  const contents = app.repos.fileContents;
  const relative = contentPath(tenantId, md5);
  const target = resolveInside(app.config.dataDir, relative);
  const record = async (size: number) => {
    const content = await contents.insertOnce(tenantId, { md5, size, storagePath: relative, mime: mimeOf(fileName) });
    await dropUpload(app, tenantId, md5);
    await probeStoredContent(app, tenantId, content);
    return (await contents.byId(tenantId, content.id)) ?? content;
  };
  const folder = await readFolder(dir);
  if (!folder.part && !folder.merging && folder.markers.size) {
    // the content file was renamed into place by a merge that died before recording it
    const placed = await fs.promises.stat(target).catch(() => null);
    if (placed && (await hashFile(target)).md5 === md5) return record(placed.size);
  }
  const verified = await app.uploadHashes.run(dir, () => verifyPart(app, dir, chunkNum, md5));
  if ('missing' in verified) throw badRequest(U.incomplete(verified.missing));
  if (verified.md5 !== md5) {
    await dropUpload(app, tenantId, md5);
    throw badRequest(U.md5Mismatch);
  }
  if (!lease.held()) throw new AppError(409, 409, U.merging);
  ensureDirFor(target);
  await fs.promises.rename(verified.path, target);
  return record(verified.size);
}

/**
 * Removes uploads untouched for longer than the expiry (their rows and folders: part file,
 * markers), upload folders nobody recorded, and temporary files that versions before the
 * preallocated part file left in uploads/tmp. Safe to run on every instance.
 */
export async function sweepUploads(app: FastifyInstance, now = Date.now(), expireMs = uploadExpireMs()): Promise<number> {
  const repo = app.repos.uploads;
  const before = now - expireMs;
  let removed = 0;
  for (const u of await repo.expired(before)) {
    // On S3 this aborts the incomplete multipart upload (its parts stop costing storage).
    await dropUpload(app, u.tenant_id, u.md5, u.multipart_id);
    removed += 1;
  }
  await app.repos.uploadLocks.purgeExpired(now);
  removed += await sweepPartials(app, now);
  const root = uploadsRoot(app.config.dataDir);
  const tenants = await fs.promises.readdir(root).catch(() => [] as string[]);
  for (const t of tenants) {
    const tDir = path.join(root, t);
    if (t === 'tmp') {
      for (const f of await fs.promises.readdir(tDir).catch(() => [] as string[])) {
        const st = await fs.promises.stat(path.join(tDir, f)).catch(() => null);
        if (st && st.mtimeMs < now - Math.min(expireMs, 3_600_000)) await fs.promises.rm(path.join(tDir, f), { force: true });
      }
      continue;
    }
    if (!/^\d+$/.test(t)) continue;
    for (const name of await fs.promises.readdir(tDir).catch(() => [] as string[])) {
      if (!MD5.test(name)) continue;
      const st = await fs.promises.stat(path.join(tDir, name)).catch(() => null);
      if (!st || st.mtimeMs >= before) continue;
      if (await repo.known(Number(t), name)) continue;
      await dropFolder(app, path.join(tDir, name));
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes `<md5>.<random>.part` files under DATA_DIR/media that no live lease covers and nobody
 * wrote to for PART_STALE_MS: the leftovers of a merge, by a version before the preallocated
 * part file (which wrote the merged copy there), whose process died. Merges no longer write
 * there; this only cleans up after an upgrade.
 */
export async function sweepPartials(app: FastifyInstance, now = Date.now()): Promise<number> {
  const media = path.join(app.config.dataDir, 'media');
  let removed = 0;
  for (const t of await fs.promises.readdir(media).catch(() => [] as string[])) {
    if (!/^\d+$/.test(t)) continue;
    for (const shard of await fs.promises.readdir(path.join(media, t)).catch(() => [] as string[])) {
      const dir = path.join(media, t, shard);
      for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
        const m = /^([0-9a-f]{32})\.[0-9a-f]+\.part$/.exec(name);
        if (!m) continue;
        const st = await fs.promises.stat(path.join(dir, name)).catch(() => null);
        if (!st || st.mtimeMs >= now - PART_STALE_MS) continue;
        const lease = await app.repos.uploadLocks.get(Number(t), m[1]!);
        if (lease && lease.expires_at >= now) continue;
        await fs.promises.rm(path.join(dir, name), { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
