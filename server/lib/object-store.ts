// Where media bytes live (contract.md "Object storage"): local disk under DATA_DIR (default) or
// an S3-compatible bucket (server/lib/s3-store.ts). A key is the relative path the content row
// keeps in storage_path (`media/<tenant>/<md5[0:2]>/<md5>`, its cover `….cover.jpg`), built only
// from ids and digests. Callers never look at the disk themselves for stored media.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensureDirFor, resolveInside } from './storage.js';

export interface StoredObject {
  size: number;
  mtime: Date;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Size and date of an object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or only start..end (inclusive). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Stores a local file under `key`; the local file is consumed (moved or deleted). */
  putFile(key: string, file: string, mime: string): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Runs `fn` with a path on local disk holding the object (probing, covers, watermarks): the
   * stored file itself on disk, a temporary copy (removed afterwards) on S3.
   */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T>;
}

export interface LocalStore extends ObjectStore {
  readonly kind: 'local';
}

/** The local-disk store: keys are paths relative to DATA_DIR. */
export function localStore(dataDir: string): LocalStore {
  const full = (key: string) => resolveInside(dataDir, key);
  return {
    kind: 'local',
    async stat(key) {
      const st = await fs.promises.stat(full(key)).catch(() => null);
      return st && st.isFile() ? { size: st.size, mtime: st.mtime } : null;
    },
    async read(key, range) {
      return fs.createReadStream(full(key), range ? { start: range.start, end: range.end } : {});
    },
    async putFile(key, file) {
      const dest = full(key);
      if (path.resolve(file) === dest) return;
      ensureDirFor(dest);
      try {
        await fs.promises.rename(file, dest);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(file, dest);
        await fs.promises.rm(file, { force: true });
      }
    },
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
    async withLocalFile(key, fn) {
      return fn(full(key));
    },
  };
}

/** A temporary file path (under the OS temp directory unless `dir` is given). */
export function tempPath(dir = os.tmpdir(), prefix = 'obj'): string {
  return path.join(dir, `${prefix}-${Date.now()}-${randomBytes(6).toString('hex')}`);
}

/** Copies a stream into a file while hashing it; answers the MD5 and size. */
export async function streamToFile(stream: Readable, file: string): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  ensureDirFor(file);
  await pipeline(
    stream,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const buf of source) {
        hash.update(buf);
        size += buf.length;
        yield buf;
      }
    },
    fs.createWriteStream(file, { highWaterMark: 1 << 20 }),
  );
  return { md5: hash.digest('hex'), size };
}
