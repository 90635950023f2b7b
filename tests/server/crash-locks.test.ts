import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCK_LEASE_MS, sweepUploads } from '../../server/services/upload-store.js';
import { contentPath } from '../../server/lib/storage.js';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { md5, multipart } from './upload-client.js';

// Merge locks die with their holder, and partial data is swept. The real kill -9 of a
// server process is in crash.test.ts; here the dead holder is a lease nobody renews.



describe.each(databases)('merge locks and partial files (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  let libId: number;

  beforeAll(async () => {
    const lib = await s.call(me.token, { method: 'POST', url: '/api/web-manager/file/library/add', payload: { fileLibName: '锁测试库', fileLibType: 'public' } });
    libId = lib.json().data?.fileLibId ?? lib.json().data?.id;
    if (!libId) {
      const page = await s.call(me.token, { method: 'GET', url: '/api/web-manager/file/library/page?pageSize=100' });
      libId = page.json().data.list[0].fileLibId;
    }
  });

  async function upload(file: Buffer) {
    const mp = multipart({ chunkCount: 1, chunkMd5: md5(file), curChunk: 1, fileLibId: libId, md5: md5(file), originalFileName: 'a.bin', fileDesc: '', fileTagNames: '' }, file);
    const res = await s.app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/chunk', headers: { token: me.token, ...mp.headers }, payload: mp.payload });
    expect(res.json().code, res.body).toBe(200);
  }
  const merge = (file: Buffer) =>
    s.call(me.token, { method: 'POST', url: '/api/web-manager/fileChunk/merge', payload: { md5: md5(file), fileName: 'a.bin', fileChunkNum: '1' } });

  it('merges once the lease of a dead holder has ended (no minute-long wait)', async () => {
    const file = randomBytes(50_000);
    await upload(file);
    // A holder that died just after renewing: its lease runs out by itself.
    await s.app.repos.uploadLocks.acquire(me.webTenId, md5(file), 'dead-process', Date.now(), LOCK_LEASE_MS);
    // (Under the old file lock this waited ~60 s, past the test's time limit.)
    const res = await merge(file);
    expect(res.json().code, res.body).toBe(200);
    expect(await s.app.repos.uploadLocks.get(me.webTenId, md5(file))).toBeUndefined();
  });

  const uploadDir = (file: Buffer) => path.join(s.dataDir, 'uploads', String(me.webTenId), md5(file));

  it('a retried merge finishes what a dead merge left (a .merging file, or the file in place), and the sweep removes orphans', async () => {
    // died after the MD5 check renamed the part file to .merging
    const file = randomBytes(40_000);
    await upload(file);
    const part = path.join(uploadDir(file), `data.1.${file.length}.part`);
    expect(fs.existsSync(part)).toBe(true);
    fs.renameSync(part, part.replace(/\.part$/, '.merging'));
    expect((await merge(file)).json().code).toBe(200);
    const target = path.join(s.dataDir, contentPath(me.webTenId, md5(file)));
    expect(fs.readFileSync(target).equals(file)).toBe(true);
    expect(fs.existsSync(uploadDir(file))).toBe(false);

    // died after renaming the file into place, before recording it
    const placed = randomBytes(30_000);
    await upload(placed);
    const placedTarget = path.join(s.dataDir, contentPath(me.webTenId, md5(placed)));
    fs.mkdirSync(path.dirname(placedTarget), { recursive: true });
    fs.renameSync(path.join(uploadDir(placed), `data.1.${placed.length}.part`), placedTarget);
    const res = await merge(placed);
    expect(res.json().code, res.body).toBe(200);
    expect(fs.readFileSync(placedTarget).equals(placed)).toBe(true);
    expect((await s.app.repos.fileContents.byMd5(me.webTenId, md5(placed)))?.size).toBe(placed.length);
    expect(fs.existsSync(uploadDir(placed))).toBe(false);

    // An orphan .part a merge of an earlier version left in the media folder, old and with no
    // live lease, is swept; one under a live lease is kept.
    const orphanMd5 = md5(randomBytes(8));
    const orphan = path.join(s.dataDir, `${contentPath(me.webTenId, orphanMd5)}.0a0b0c0d0e0f.part`);
    const guardedMd5 = md5(randomBytes(8));
    const guarded = path.join(s.dataDir, `${contentPath(me.webTenId, guardedMd5)}.0a0b0c0d0e0f.part`);
    for (const f of [orphan, guarded]) {
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, 'partial');
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(f, old, old);
    }
    await s.app.repos.uploadLocks.acquire(me.webTenId, guardedMd5, 'live-holder', Date.now(), 60_000);
    await sweepUploads(s.app);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(guarded)).toBe(true);
    await s.app.repos.uploadLocks.release(me.webTenId, guardedMd5, 'live-holder');
  });
});
