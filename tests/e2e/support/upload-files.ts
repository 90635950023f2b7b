import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** Removes every file and directory made here (call in afterAll). */
export function removeMadeFiles(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes a file of `mib` MiB of random-ish bytes (every MiB differs) in os.tmpdir(); returns its path and MD5. */
export function makeFile(name: string, mib: number, seed = randomBytes(4).readUInt32LE()): { file: string; md5: string; size: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-e2e-'));
  made.push(dir);
  const file = path.join(dir, name);
  const block = randomBytes(1024 * 1024);
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < mib; i += 1) {
    block.writeUInt32LE(seed, 0);
    block.writeUInt32LE(i, 4);
    fs.writeSync(fd, block);
    hash.update(block);
  }
  fs.closeSync(fd);
  return { file, md5: hash.digest('hex'), size: mib * 1024 * 1024 };
}

/** Small files with distinct contents. */
export function makeSmallFiles(count: number, prefix: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-e2e-small-'));
  made.push(dir);
  return Array.from({ length: count }, (_, i) => {
    const file = path.join(dir, `${prefix}-${String(i + 1).padStart(2, '0')}.txt`);
    fs.writeFileSync(file, `${prefix} ${i} ${randomBytes(16).toString('hex')}\n`.repeat(100));
    return file;
  });
}

export function md5OfFile(file: string): string {
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(8 * 1024 * 1024);
  for (;;) {
    const n = fs.readSync(fd, buf, 0, buf.length, null);
    if (!n) break;
    hash.update(buf.subarray(0, n));
  }
  fs.closeSync(fd);
  return hash.digest('hex');
}

/** Where the server stores a tenant's content (server/lib/storage.ts contentPath). */
export function storedPath(dataDir: string, tenantId: number, md5: string): string {
  return path.join(dataDir, 'media', String(tenantId), md5.slice(0, 2), md5);
}
