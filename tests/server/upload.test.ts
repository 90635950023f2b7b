import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { sweepUploads } from '../../server/services/upload-store.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { md5, multipart } from './upload-client.js';

const CHUNK = 64 * 1024;


describe.each(databases)('chunked upload protocol (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const tenantB = suiteOtherTenant(s, 'tenant-b');
  let libId: number;
  let libB: number;

  async function addLibrary(tenant: number, name: string) {
    const row = await s.app.db
      .insertInto('file_libraries')
      .values({ tenant_id: tenant, name, kind: 'public', parent_id: 0, owner_user_id: null, description: '', sort: 0, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    libId = await addLibrary(me.webTenId, '公共库');
    libB = await addLibrary(tenantB.webTenId, 'B 库');
  });

  const post = (t: string, url: string, payload: Record<string, string | number>) =>
    s.call(t, { method: 'POST', url: `/api/web-manager/${url}`, payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) });

  function sendChunk(t: string, lib: number, file: Buffer, n: number, over: Record<string, string | number> = {}, app = s.app) {
    const chunk = file.subarray((n - 1) * CHUNK, n * CHUNK);
    const count = Math.ceil(file.length / CHUNK);
    const mp = multipart({ chunkCount: count, chunkMd5: md5(chunk), curChunk: n, fileLibId: lib, md5: md5(file), originalFileName: 'a.mp4', fileDesc: '', fileTagNames: '', ...over }, chunk);
    return app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/chunk', headers: { token: t, ...mp.headers }, payload: mp.payload });
  }

  async function uploadAll(t: string, lib: number, file: Buffer) {
    for (let n = 1; n <= Math.ceil(file.length / CHUNK); n += 1) {
      const res = await sendChunk(t, lib, file, n);
      expect(res.json().code, res.body).toBe(200);
    }
  }

  it('uploads, resumes from the stored chunks, merges, saves and then answers 秒传', async () => {
    const file = randomBytes(CHUNK * 3 + 1234);
    const sum = md5(file);
    let res = await post(me.token, 'file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'a.mp4' });
    expect(res.json()).toMatchObject({ code: 200, data: { fileResId: -1, curChunk: 0 } });

    expect((await sendChunk(me.token, libId, file, 1)).json().code).toBe(200);
    expect((await sendChunk(me.token, libId, file, 2)).json().code).toBe(200);
    expect((await sendChunk(me.token, libId, file, 4)).json().code).toBe(200);
    res = await post(me.token, 'file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'a.mp4' });
    expect(res.json().data).toEqual({ fileResId: -1, curChunk: 2 });

    const c3 = file.subarray(2 * CHUNK, 3 * CHUNK);
    res = await post(me.token, 'file/manager/chunk/check', { chunkMd5: md5(c3), curChunk: 3, fileLibId: libId, md5: sum });
    expect(res.json().data).toEqual({ exists: false });
    const c2 = file.subarray(CHUNK, 2 * CHUNK);
    res = await post(me.token, 'file/manager/chunk/check', { chunkMd5: md5(c2), curChunk: 2, fileLibId: libId, md5: sum });
    expect(res.json().data).toEqual({ exists: true });

    // merging before every chunk is there is refused and keeps the chunks
    res = await post(me.token, 'fileChunk/merge', { md5: sum, fileName: 'a.mp4', fileChunkNum: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('第3片');

    expect((await sendChunk(me.token, libId, file, 3)).json().code).toBe(200);
    res = await post(me.token, 'fileChunk/merge', { md5: sum, fileName: 'a.mp4', fileChunkNum: 4 });
    expect(res.json().code, res.body).toBe(200);
    const fileResId = res.json().data.fileResId;
    expect(fileResId).toBeGreaterThan(0);
    const content = await s.app.db.selectFrom('file_contents').selectAll().where('id', '=', fileResId).executeTakeFirstOrThrow();
    expect(md5(fs.readFileSync(path.join(s.dataDir, content.storage_path)))).toBe(sum);
    expect(content.size).toBe(file.length);
    expect(content.mime).toBe('video/mp4');
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', String(me.webTenId), sum))).toBe(false);

    // a second merge is idempotent
    res = await post(me.token, 'fileChunk/merge', { md5: sum, fileName: 'a.mp4', fileChunkNum: 4 });
    expect(res.json().data.fileResId).toBe(fileResId);

    res = await post(me.token, 'file/manager/save', { fileLibId: libId, fileObjName: 'a.mp4', fileResId, fileDesc: '描述', fileTagNames: '新闻' });
    expect(res.json()).toMatchObject({ code: 200, msg: '上传成功', data: { fileName: 'a.mp4', fileLibId: libId, fileResId, fileType: 1, size: file.length, md5: sum, fileDesc: '描述', fileTagNames: '新闻' } });
    const again = await post(me.token, 'file/manager/save', { fileLibId: libId, fileObjName: 'a.mp4', fileResId });
    expect(again.json().data.fileId).toBe(res.json().data.fileId);

    res = await post(me.token, 'file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'a.mp4' });
    expect(res.json().data).toEqual({ fileResId, curChunk: 0 });
    res = await post(me.token, 'file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'copy.mp4' });
    expect(res.json().data).toEqual({ fileResId, curChunk: 0 });
    // another content under a taken name: fileResId 0 (duplicate name)
    res = await post(me.token, 'file/manager/check', { md5: md5(randomBytes(10)), fileLibId: libId, fileObjName: 'a.mp4' });
    expect(res.json().data).toEqual({ fileResId: 0, curChunk: 0 });
    // and saving other content under that name is a conflict
    const other = randomBytes(100);
    await uploadAll(me.token, libId, other);
    const otherId = (await post(me.token, 'fileChunk/merge', { md5: md5(other), fileName: 'b.txt', fileChunkNum: 1 })).json().data.fileResId;
    res = await post(me.token, 'file/manager/save', { fileLibId: libId, fileObjName: 'a.mp4', fileResId: otherId });
    expect(res.statusCode).toBe(409);
  });

  it('save registers the file in the folder it names (the 文件库 uploads into the folder on screen); a folder of another library is refused', async () => {
    const file = randomBytes(300);
    await uploadAll(me.token, libId, file);
    const fileResId = (await post(me.token, 'fileChunk/merge', { md5: md5(file), fileName: 'f.mp4', fileChunkNum: 1 })).json().data.fileResId;
    const folder = await s.app.repos.folders.create(me.webTenId, { libraryId: libId, parentId: 0, name: '素材' });
    const elsewhere = await s.app.repos.folders.create(me.webTenId, { libraryId: await addLibrary(me.webTenId, '别的库'), parentId: 0, name: '别处' });
    let res = await post(me.token, 'file/manager/save', { fileLibId: libId, folderId: elsewhere.id, fileObjName: 'f.mp4', fileResId });
    expect(res.statusCode).toBe(400);
    res = await post(me.token, 'file/manager/save', { fileLibId: libId, folderId: folder.id, fileObjName: 'f.mp4', fileResId });
    expect(res.json().code, res.body).toBe(200);
    const row = await s.app.db.selectFrom('library_files').select('folder_id').where('id', '=', res.json().data.fileId).executeTakeFirstOrThrow();
    expect(row.folder_id).toBe(folder.id);
  });

  it('refuses a chunk whose MD5 does not match and keeps nothing', async () => {
    const file = randomBytes(CHUNK * 2);
    const res = await sendChunk(me.token, libId, file, 1, { chunkMd5: md5(Buffer.from('other')) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain('第1片校验失败');
    const check = await post(me.token, 'file/manager/check', { md5: md5(file), fileLibId: libId, fileObjName: 'x.bin' });
    expect(check.json().data.curChunk).toBe(0);
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', String(me.webTenId), md5(file)))).toBe(false);
  });

  it('refuses a merge whose whole-file MD5 does not match and drops the chunks', async () => {
    const file = randomBytes(CHUNK * 2);
    const claimed = md5(Buffer.from('not this file'));
    for (const n of [1, 2]) expect((await sendChunk(me.token, libId, file, n, { md5: claimed })).json().code).toBe(200);
    expect((await post(me.token, 'file/manager/check', { md5: claimed, fileLibId: libId, fileObjName: 'y.bin' })).json().data.curChunk).toBe(2);
    const res = await post(me.token, 'fileChunk/merge', { md5: claimed, fileName: 'y.bin', fileChunkNum: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('MD5');
    expect((await post(me.token, 'file/manager/check', { md5: claimed, fileLibId: libId, fileObjName: 'y.bin' })).json().data).toEqual({ fileResId: -1, curChunk: 0 });
    const rows = await s.app.db.selectFrom('file_contents').select('id').where('md5', '=', claimed).execute();
    expect(rows).toEqual([]);
  });

  it('秒传 works only within a tenant', async () => {
    const file = randomBytes(CHUNK + 5);
    await uploadAll(me.token, libId, file);
    const id = (await post(me.token, 'fileChunk/merge', { md5: md5(file), fileName: 'n.mp4', fileChunkNum: 2 })).json().data.fileResId;
    expect(id).toBeGreaterThan(0);
    let res = await post(tenantB.token, 'file/manager/check', { md5: md5(file), fileLibId: libB, fileObjName: 'n.mp4' });
    expect(res.json().data).toEqual({ fileResId: -1, curChunk: 0 });
    res = await post(tenantB.token, 'file/manager/chunk/check', { chunkMd5: md5(file.subarray(0, CHUNK)), curChunk: 1, fileLibId: libB, md5: md5(file) });
    expect(res.json().data.exists).toBe(false);
    // B cannot register A's content nor use A's library
    res = await post(tenantB.token, 'file/manager/save', { fileLibId: libB, fileObjName: 'n.mp4', fileResId: id });
    expect(res.statusCode).toBe(404);
    res = await post(tenantB.token, 'file/manager/check', { md5: md5(file), fileLibId: libId, fileObjName: 'n.mp4' });
    expect(res.statusCode).toBe(404);
    // B uploads the same bytes and gets its own content
    await uploadAll(tenantB.token, libB, file);
    const idB = (await post(tenantB.token, 'fileChunk/merge', { md5: md5(file), fileName: 'n.mp4', fileChunkNum: 2 })).json().data.fileResId;
    expect(idB).toBeGreaterThan(0);
    expect(idB).not.toBe(id);
  });

  it('concurrent uploads and merges of the same content end with one stored file', async () => {
    const file = randomBytes(CHUNK * 4 + 7);
    const n = Math.ceil(file.length / CHUNK);
    const sends: Promise<unknown>[] = [];
    for (let i = 1; i <= n; i += 1) sends.push(sendChunk(me.token, libId, file, i), sendChunk(me.token, libId, file, i));
    await Promise.all(sends);
    const merges = await Promise.all([1, 2, 3].map(() => post(me.token, 'fileChunk/merge', { md5: md5(file), fileName: 'c.mov', fileChunkNum: n })));
    const ids = merges.map((r) => r.json().data?.fileResId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeGreaterThan(0);
    const rows = await s.app.db.selectFrom('file_contents').selectAll().where('tenant_id', '=', me.webTenId).where('md5', '=', md5(file)).execute();
    expect(rows).toHaveLength(1);
    expect(md5(fs.readFileSync(path.join(s.dataDir, rows[0]!.storage_path)))).toBe(md5(file));
  });

  it('resumes after a restart: a new instance on the same DATA_DIR and database', async () => {
    const file = randomBytes(CHUNK * 3);
    const sum = md5(file);
    await sendChunk(me.token, libId, file, 1);
    await sendChunk(me.token, libId, file, 2);
    const { app: app2 } = await buildApp({ config: s.config, connection: { db: s.app.db, kind: s.app.dbKind, close: async () => undefined } });
    await app2.ready();
    try {
      const post2 = (url: string, p: Record<string, string | number>) =>
        app2.inject({ method: 'POST', url: `/api/web-manager/${url}`, headers: { token: me.token, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)] as [string, string])).toString() });
      expect((await post2('file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'r.mp4' })).json().data).toEqual({ fileResId: -1, curChunk: 2 });
      expect((await sendChunk(me.token, libId, file, 3, {}, app2)).json().code).toBe(200);
      const res = await post2('fileChunk/merge', { md5: sum, fileName: 'r.mp4', fileChunkNum: 3 });
      expect(res.json().data.fileResId).toBeGreaterThan(0);
    } finally {
      await app2.close();
    }
  });

  it('expires incomplete uploads and removes their chunks', async () => {
    const file = randomBytes(CHUNK * 2);
    const sum = md5(file);
    await sendChunk(me.token, libId, file, 1);
    const dir = path.join(s.dataDir, 'uploads', String(me.webTenId), sum);
    expect(fs.existsSync(dir)).toBe(true);
    // an orphan directory nobody recorded, old enough
    const orphan = path.join(s.dataDir, 'uploads', String(me.webTenId), 'f'.repeat(32));
    fs.mkdirSync(orphan, { recursive: true });
    expect(await sweepUploads(s.app, Date.now(), 24 * 3_600_000)).toBe(0);
    expect(fs.existsSync(dir)).toBe(true);
    const removed = await sweepUploads(s.app, Date.now() + 25 * 3_600_000, 24 * 3_600_000);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect((await post(me.token, 'file/manager/check', { md5: sum, fileLibId: libId, fileObjName: 'e.bin' })).json().data.curChunk).toBe(0);
  });

  it('survives a chunk upload cut off mid-way and keeps nothing of it', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const file = randomBytes(CHUNK * 2);
    const mp = multipart({ chunkCount: 2, chunkMd5: md5(file.subarray(0, CHUNK)), curChunk: 1, fileLibId: libId, md5: md5(file) }, file.subarray(0, CHUNK));
    await new Promise<void>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/web-manager/file/manager/upload/chunk', headers: { token: me.token, ...mp.headers, 'content-length': mp.payload.length } });
      req.on('error', () => resolve());
      req.write(mp.payload.subarray(0, mp.payload.length - 20_000), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 100));
    // still serving, nothing kept
    const res = await post(me.token, 'file/manager/check', { md5: md5(file), fileLibId: libId, fileObjName: 'cut.bin' });
    expect(res.json().data).toEqual({ fileResId: -1, curChunk: 0 });
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', String(me.webTenId), md5(file)))).toBe(false);
  });

  it('answers bad input with 4xx envelopes', async () => {
    let res = await post(me.token, 'file/manager/check', { fileLibId: libId, fileObjName: 'a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain('md5');
    res = await post(me.token, 'file/manager/check', { md5: 'xyz', fileLibId: libId, fileObjName: 'a' });
    expect(res.statusCode).toBe(400);
    res = await post(me.token, 'file/manager/check', { md5: 'a'.repeat(32), fileLibId: 999999, fileObjName: 'a' });
    expect(res.statusCode).toBe(404);
    res = await post(me.token, 'fileChunk/merge', { md5: 'a'.repeat(32), fileName: 'a', fileChunkNum: 0 });
    expect(res.statusCode).toBe(400);
    res = await post(me.token, 'file/manager/upload/chunk', { md5: 'a'.repeat(32) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().data).toBeNull();
    const file = randomBytes(100);
    res = await sendChunk(me.token, libId, file, 2, { chunkCount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('curChunk');
    res = await sendChunk(me.token, libId, file, 1, { md5: '../../etc' });
    expect(res.statusCode).toBe(400);
    const mp = multipart({ chunkCount: 1, chunkMd5: 'a'.repeat(32), curChunk: 1, fileLibId: libId, md5: 'b'.repeat(32) }, Buffer.alloc(12 * 1024 * 1024));
    res = await s.app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/chunk', headers: { token: me.token, ...mp.headers }, payload: mp.payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().data).toBeNull();
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', String(me.webTenId), 'b'.repeat(32)))).toBe(false);
    const noToken = await s.app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/check' });
    expect(noToken.statusCode).toBe(401);
    res = await post(me.token, 'file/manager/upload/check', { fileLibId: libId });
    expect(res.json().data).toMatchObject({ allowed: true, expireHours: 24 });
  });
});
