import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors.js';
import { contentPath, ensureDirFor, resolveInside } from '../lib/storage.js';
import { streamToFile } from '../lib/object-store.js';
import { mimeOf } from '../lib/media-types.js';
import type { ContentRow } from '../repositories/file-contents.js';
import { probeStoredContent } from './upload-probe.js';
import { S3_MAX_PARTS } from '../lib/s3-store.js';
import { assembleS3, dropS3Upload, keepPart, storedParts } from './upload-s3.js';

// Chunks of incomplete uploads live on disk: DATA_DIR/uploads/<tenantId>/<md5>/<n>.<chunkMd5>.
// A chunk is written to a temporary file and renamed into place only once its MD5 is verified,
// so a reader (another instance, a restarted server) never sees half a chunk. The disk is the
// truth for which chunks exist; the `uploads` row records the upload for the expiry sweep.

/** Upper bound of one chunk (the console sends 5 or 10 MiB; 1 MiB of slack). */
export const MAX_CHUNK_BYTES = 11 * 1024 * 1024;
/** Upper bound of the number of chunks of one upload (10 TiB at 10 MiB…; bounded anyway). */
export const MAX_CHUNKS = 200_000;
/**
 * Merge locks are leases in the database (upload_locks, issue 13): renewed every second by
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
const CHUNK_FILE = /^(\d+)\.([0-9a-f]{32})$/;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function chunkDir(dataDir: string, tenantId: number, md5: string): string {
  if (!MD5.test(md5)) throw badRequest('MD5 格式不正确');
  return resolveInside(dataDir, path.join('uploads', String(tenantId), md5));
}

/** The stored chunks of an upload: chunk number → chunk MD5. */
export async function storedChunks(dir: string): Promise<Map<number, string>> {
  const map = new Map<number, string>();
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return map;
  }
  for (const name of names) {
    const m = CHUNK_FILE.exec(name);
    if (m) map.set(Number(m[1]), m[2]!);
  }
  return map;
}

/** Highest n such that chunks 1..n are all stored (0 when none). */
export function contiguous(chunks: Map<number, string>): number {
  let n = 0;
  while (chunks.has(n + 1)) n += 1;
  return n;
}

/**
 * Streams one part to a temporary file under DATA_DIR/uploads/tmp while hashing it. Returns
 * the temporary path, its MD5 and size; the caller renames or deletes it.
 */
export async function receiveToTemp(dataDir: string, stream: Readable & { truncated?: boolean }) {
  const tmpDir = path.join(uploadsRoot(dataDir), 'tmp');
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  let received: { md5: string; size: number };
  try {
    // a pipeline inside: back-pressure, and every stream closed on any error (an aborted request)
    received = await streamToFile(stream, tmp);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  if (stream.truncated) {
    await fs.promises.rm(tmp, { force: true });
    throw new AppError(413, 413, '分片过大');
  }
  return { tmp, ...received };
}

/**
 * Reads the parts of a chunk request (multipart): its short fields, and its one file part, named
 * `file`, streamed to a temporary file (receiveToTemp) — a second file part or another name is
 * refused. The caller removes `received.tmp` unless it keeps the chunk.
 */
export async function readChunkRequest(dataDir: string, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let received: { tmp: string; md5: string; size: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || received) {
          part.file.resume();
          throw badRequest('分片文件字段应为 file');
        }
        received = await receiveToTemp(dataDir, part.file);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (received) await fs.promises.rm(received.tmp, { force: true });
    throw err;
  }
  return { fields, received };
}

/** Moves a verified chunk into place (atomic rename), replacing another version of chunk n. */
export async function keepChunk(dir: string, n: number, chunkMd5: string, tmp: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.rename(tmp, path.join(dir, `${n}.${chunkMd5}`));
  for (const name of await fs.promises.readdir(dir)) {
    const m = CHUNK_FILE.exec(name);
    if (m && Number(m[1]) === n && m[2] !== chunkMd5) await fs.promises.rm(path.join(dir, name), { force: true });
  }
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

/** Keeps a verified chunk (a temporary file, consumed): a chunk file on disk, or a part in S3. */
export async function keepUploadedChunk(
  app: FastifyInstance,
  tenantId: number,
  md5: string,
  c: { n: number; chunkCount: number; chunkMd5: string; tmp: string; size: number; fileName: string },
): Promise<void> {
  const store = app.store;
  if (store.kind === 's3') return keepPart(app, store, tenantId, md5, c);
  await keepChunk(chunkDir(app.config.dataDir, tenantId, md5), c.n, c.chunkMd5, c.tmp);
}

async function dropUpload(app: FastifyInstance, tenantId: number, md5: string, multipartId?: string): Promise<void> {
  const store = app.store;
  if (store.kind === 's3') return dropS3Upload(app, store, tenantId, md5, multipartId);
  await fs.promises.rm(chunkDir(app.config.dataDir, tenantId, md5), { recursive: true, force: true });
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

/** Removes `.part` files of a content left by a merge that died (called while holding its lease). */
async function dropPartials(target: string): Promise<void> {
  const dir = path.dirname(target);
  const base = path.basename(target);
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith(`${base}.`) && name.endsWith('.part')) await fs.promises.rm(path.join(dir, name), { force: true });
  }
}

/**
 * Assembles chunks 1..chunkNum into the content file, verifying the whole-file MD5 on the way.
 * Idempotent (an already stored content answers at once) and safe against concurrent merges of
 * the same content on any instance sharing DATA_DIR (an exclusive lock file; the unique
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
 * Writes chunks 1..count of an upload directory into `target`, in order, hashing the bytes on
 * the way; with `limit`, stops with its error as soon as more than `limit.bytes` have passed.
 * The caller removes `target` when this throws.
 */
export async function joinChunks(
  dir: string,
  chunks: Map<number, string>,
  count: number,
  target: string,
  limit?: { bytes: number; error: () => Error },
): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  const out = await fs.promises.open(target, 'w');
  try {
    for (let n = 1; n <= count; n += 1) {
      for await (const buf of fs.createReadStream(path.join(dir, `${n}.${chunks.get(n)!}`), { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
        hash.update(buf);
        size += buf.length;
        if (limit && size > limit.bytes) throw limit.error();
        await out.write(buf);
      }
    }
    await out.sync();
  } finally {
    await out.close();
  }
  return { md5: hash.digest('hex'), size };
}

async function assemble(app: FastifyInstance, tenantId: number, md5: string, fileName: string, chunkNum: number, dir: string, lease: Lease) {
  const contents = app.repos.fileContents;
  const chunks = await storedChunks(dir);
  const have = contiguous(chunks);
  if (have < chunkNum) throw badRequest(`分片不完整：缺少第${have + 1}片`);
  const relative = contentPath(tenantId, md5);
  const target = resolveInside(app.config.dataDir, relative);
  ensureDirFor(target);
  await dropPartials(target);
  const tmp = `${target}.${randomBytes(6).toString('hex')}.part`;
  let joined: { md5: string; size: number };
  try {
    joined = await joinChunks(dir, chunks, chunkNum, tmp);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  const { size } = joined;
  if (joined.md5 !== md5) {
    await fs.promises.rm(tmp, { force: true });
    await dropUpload(app, tenantId, md5);
    throw badRequest('文件校验失败：合并后的 MD5 与 md5 不一致，已丢弃分片，请重新上传');
  }
  if (!lease.held()) {
    await fs.promises.rm(tmp, { force: true });
    throw new AppError(409, 409, '文件正在合并中，请稍后重试');
  }
  await fs.promises.rename(tmp, target);
  const content = await contents.insertOnce(tenantId, { md5, size, storagePath: relative, mime: mimeOf(fileName) });
  await dropUpload(app, tenantId, md5);
  await probeStoredContent(app, tenantId, content);
  return (await contents.byId(tenantId, content.id)) ?? content;
}

/**
 * Removes uploads untouched for longer than the expiry (their rows and chunks), chunk
 * directories nobody recorded, and abandoned temporary files. Safe to run on every instance.
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
      await fs.promises.rm(path.join(tDir, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes `.part` files under DATA_DIR/media (a merge's output before its final rename) that no
 * live lease covers and nobody wrote to for PART_STALE_MS: the leftovers of a merge whose
 * process died. A merge under way renews its lease, so its file is never taken.
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
