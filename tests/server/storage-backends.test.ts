import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath } from '../../server/lib/storage.js';
import { sweepUploads } from '../../server/services/upload-store.js';
import { databases, startServer, type TestServer } from './helpers.js';
import { backends, startS3 } from './s3-support.js';
import { chunkCount, form, get, md5, merge, save, sendChunk, type Upload } from './upload-client.js';

// The same upload, preview, move, delete and recycle-bin tests on both object stores: local disk
// and an S3-compatible bucket (s3rver, started here). docs/storage.md.

const CHUNK = 64 * 1024;
const runs = backends.flatMap((backend) => databases.map((kind) => [backend, kind] as const));

describe.each(runs)('media storage on %s (%s)', (backend, kind) => {
  let s: TestServer;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let token: string;
  let lib: number;
  let tenant: number;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3();
    s = await startServer(kind, s3?.env ?? {});
    const me = await s.login();
    token = me.token;
    tenant = me.webTenId;
    lib = (await get(s, token, 'file/manager/get/public')).data[0].fileLibId;
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  const upload = (name: string, file: Buffer, chunkSize = CHUNK): Upload => ({ file, name, chunkSize, fileLibId: lib });
  const fetchBytes = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
  /** Nothing of the tenant's media is on local disk when the bucket is the store. */
  const localMedia = () => fs.existsSync(path.join(s.dataDir, 'media'));

  async function uploadAll(u: Upload, order?: number[]) {
    for (const n of order ?? Array.from({ length: chunkCount(u) }, (_, i) => i + 1)) {
      const res = await sendChunk(s, token, u, n);
      expect(res.json().code, res.body).toBe(200);
    }
    const merged = await merge(s, token, u);
    expect(merged.code, merged.msg).toBe(200);
    const saved = await save(s, token, u, merged.data.fileResId);
    expect(saved.code, saved.msg).toBe(200);
    return saved.data as { fileId: number; url: string; cover: string; duration: number; width: number; f_id: number };
  }

  it('uploads chunks out of order, resumes, merges with the MD5 verified, then answers 秒传', async () => {
    const u = upload('随机.mp4', randomBytes(CHUNK * 3 + 1234));
    const sum = md5(u.file);
    expect((await sendChunk(s, token, u, 2)).json().code).toBe(200);
    expect((await sendChunk(s, token, u, 1)).json().code).toBe(200);
    expect((await form(s, token, 'file/manager/check', { md5: sum, fileLibId: lib, fileObjName: u.name })).data).toEqual({ fileResId: -1, curChunk: 2 });
    const c2 = u.file.subarray(CHUNK, 2 * CHUNK);
    expect((await form(s, token, 'file/manager/chunk/check', { chunkMd5: md5(c2), curChunk: 2, fileLibId: lib, md5: sum })).data).toEqual({ exists: true });
    expect((await form(s, token, 'file/manager/chunk/check', { chunkMd5: md5(c2), curChunk: 3, fileLibId: lib, md5: sum })).data).toEqual({ exists: false });
    const early = await merge(s, token, u);
    expect(early.status).toBe(400);
    expect(early.msg).toContain('第3片');
    const item = await uploadAll(u, [4, 3]);
    const content = await s.app.repos.fileContents.byId(tenant, item.f_id);
    expect(content?.storage_path).toBe(contentPath(tenant, sum));
    expect((await s.app.store.stat(contentPath(tenant, sum)))?.size).toBe(u.file.length);
    expect(md5((await fetchBytes(item.url)).rawPayload)).toBe(sum);
    expect((await form(s, token, 'file/manager/check', { md5: sum, fileLibId: lib, fileObjName: u.name })).data.fileResId).toBe(item.f_id);
    if (backend === 's3') expect(localMedia()).toBe(false);
  });

  it('refuses a whole file whose MD5 differs and drops its chunks', async () => {
    const u = { ...upload('坏.bin', randomBytes(CHUNK * 2 + 10)), sum: md5(randomBytes(16)) };
    for (let n = 1; n <= chunkCount(u); n += 1) expect((await sendChunk(s, token, u, n)).json().code).toBe(200);
    const res = await merge(s, token, u);
    expect(res.status).toBe(400);
    expect(res.msg).toContain('文件校验失败');
    expect((await form(s, token, 'file/manager/check', { md5: u.sum, fileLibId: lib, fileObjName: u.name })).data).toEqual({ fileResId: -1, curChunk: 0 });
    expect(await s.app.store.stat(contentPath(tenant, u.sum))).toBeNull();
  });

  it('probes an uploaded video, makes its cover and serves previews and byte ranges', async () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/media/weather.mp4'));
    const item = await uploadAll(upload('天气预报.mp4', file, 40 * 1024));
    expect(item.duration).toBeGreaterThan(0);
    expect(item.width).toBeGreaterThan(0);
    const cover = await fetchBytes(item.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const first = await fetchBytes(item.url, { range: 'bytes=0-0' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-0/${file.length}`);
    expect(first.rawPayload).toEqual(file.subarray(0, 1));
    const middle = await fetchBytes(item.url, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload).toEqual(file.subarray(1000, 2000));
    const suffix = await fetchBytes(item.url, { range: 'bytes=-100' });
    expect(suffix.rawPayload).toEqual(file.subarray(file.length - 100));
    const beyond = await fetchBytes(item.url, { range: `bytes=${file.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.length}`);
    const head = await s.app.inject({ method: 'HEAD', url: item.url });
    expect(head.headers['content-length']).toBe(String(file.length));
  });

  it('moves, deletes into the bin, restores, and deleting for good removes the bytes and the cover', async () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/media/color-bars.mp4'));
    const item = await uploadAll(upload('彩条.mp4', file, 50 * 1024));
    const own = (await get(s, token, 'file/manager/get/private')).data[0].fileLibId;
    expect((await form(s, token, 'file/manager/move', { fileIds: `${item.fileId}`, fileLibId: own, folderId: 0 })).code).toBe(200);
    const moved = await get(s, token, `file/manager/page?pageIndex=1&pageSize=50&fileLibId=${own}`);
    expect(moved.data.list.map((f: { fileId: number }) => f.fileId)).toContain(item.fileId);
    expect((await fetchBytes(moved.data.list.find((f: { fileId: number }) => f.fileId === item.fileId).url)).statusCode).toBe(200);
    expect((await form(s, token, 'file/manager/delete', { fileIds: `${item.fileId}` })).code).toBe(200);
    expect((await form(s, token, 'file/recycle/restore', { fileIds: `${item.fileId}` })).code).toBe(200);
    expect((await form(s, token, 'file/manager/delete', { fileIds: `${item.fileId}` })).code).toBe(200);
    const content = (await s.app.repos.fileContents.byId(tenant, item.f_id))!;
    expect(content.cover_path).not.toBe('');
    expect(await s.app.store.stat(content.cover_path)).not.toBeNull();
    expect((await form(s, token, 'file/recycle/delete', { fileIds: `${item.fileId}` })).code).toBe(200);
    expect(await s.app.store.stat(content.storage_path)).toBeNull();
    expect(await s.app.store.stat(content.cover_path)).toBeNull();
    expect((await fetchBytes(item.url)).statusCode).toBe(404);
  });

  it('expires incomplete uploads (on S3 the multipart upload is aborted)', async () => {
    const u = upload('半途.bin', randomBytes(CHUNK * 2));
    expect((await sendChunk(s, token, u, 1)).json().code).toBe(200);
    const aborted: string[] = [];
    const store = s.app.store;
    if (store.kind === 's3') {
      const abort = store.abortMultipart.bind(store);
      store.abortMultipart = async (key, id) => {
        aborted.push(id);
        await abort(key, id);
      };
    }
    await sweepUploads(s.app, Date.now() + 48 * 3_600_000);
    expect((await form(s, token, 'file/manager/check', { md5: md5(u.file), fileLibId: lib, fileObjName: u.name })).data).toEqual({ fileResId: -1, curChunk: 0 });
    if (backend === 's3') expect(aborted).toHaveLength(1);
  });

  it.runIf(backend === 's3')('refuses more than 10,000 chunks at once, and a multipart ETag that contradicts the chunk MD5s', async () => {
    expect((await form(s, token, 'file/manager/upload/check', {})).data.maxChunks).toBe(10_000);
    const big = upload('太多.bin', randomBytes(1024), 1);
    const res = await sendChunk(s, token, big, 1, { chunkCount: 10_001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('10000');

    const store = s.app.store;
    if (store.kind !== 's3') return;
    const complete = store.completeMultipart.bind(store);
    store.completeMultipart = async (key, id, parts) => {
      await complete(key, id, parts);
      return { etag: `"${'0'.repeat(32)}-${parts.length}"` };
    };
    const u = upload('错标.bin', randomBytes(CHUNK + 5));
    for (let n = 1; n <= chunkCount(u); n += 1) expect((await sendChunk(s, token, u, n)).json().code).toBe(200);
    const merged = await merge(s, token, u);
    store.completeMultipart = complete;
    expect(merged.status).toBe(400);
    expect(await s.app.store.stat(contentPath(tenant, md5(u.file)))).toBeNull();
  });
});
