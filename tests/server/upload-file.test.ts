// The local-disk layout of an incomplete upload (server/services/upload-file.ts, docs/upload.md
// "Storage"): one preallocated part file written at chunk offsets, an empty marker per chunk, the
// whole-file MD5 computed as the chunks arrive, and a merge that verifies and renames.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { FastifyInstance } from 'fastify';
import { contentPath } from '../../server/lib/storage.js';
import { ChunkSlots } from '../../server/services/chunk-slots.js';
import { sweepUploads } from '../../server/services/upload-store.js';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { md5, multipart } from './upload-client.js';

const CHUNK = 64 * 1024;

describe.each(databases)('the preallocated upload file (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  let libId: number;

  beforeAll(async () => {
    const libs = await s.call(me.token, { method: 'GET', url: '/api/web-manager/file/manager/get/public' });
    libId = libs.json().data[0].fileLibId;
  });

  const dirOf = (file: Buffer) => path.join(s.dataDir, 'uploads', String(me.webTenId), md5(file));
  const partOf = (file: Buffer) => path.join(dirOf(file), `data.${Math.ceil(file.length / CHUNK)}.${CHUNK}.part`);
  const chunkOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK, n * CHUNK);
  const listing = (file: Buffer) => (fs.existsSync(dirOf(file)) ? fs.readdirSync(dirOf(file)).sort() : []);

  function send(file: Buffer, n: number, over: { bytes?: Buffer; chunkMd5?: string } = {}, app: FastifyInstance = s.app) {
    const bytes = over.bytes ?? chunkOf(file, n);
    const mp = multipart(
      { chunkCount: Math.ceil(file.length / CHUNK), chunkMd5: over.chunkMd5 ?? md5(bytes), curChunk: n, fileLibId: libId, md5: md5(file), originalFileName: 'f.bin', fileDesc: '', fileTagNames: '' },
      bytes,
    );
    return app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/chunk', headers: { token: me.token, ...mp.headers }, payload: mp.payload });
  }
  const merge = (file: Buffer, app: FastifyInstance = s.app) =>
    app.inject({
      method: 'POST',
      url: '/api/web-manager/fileChunk/merge',
      headers: { token: me.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ md5: md5(file), fileName: 'f.bin', fileChunkNum: String(Math.ceil(file.length / CHUNK)) }).toString(),
    });
  async function ok(res: Promise<{ json: () => { code: number }; body: string }>) {
    const r = await res;
    expect(r.json().code, r.body).toBe(200);
  }

  it('writes each chunk at its offset into one preallocated file, with an empty marker per chunk', async () => {
    const file = randomBytes(CHUNK * 3 + 500);
    await ok(send(file, 2));
    expect(listing(file)).toEqual([`2.${md5(chunkOf(file, 2))}`, `data.4.${CHUNK}.part`]);
    // preallocated to chunkCount × chunkBytes; chunk 2 at its offset, nothing else written yet
    let part = fs.readFileSync(partOf(file));
    expect(part.length).toBe(4 * CHUNK);
    expect(part.subarray(CHUNK, 2 * CHUNK).equals(chunkOf(file, 2))).toBe(true);
    expect(part.subarray(0, CHUNK).equals(Buffer.alloc(CHUNK))).toBe(true);
    expect(fs.statSync(path.join(dirOf(file), `2.${md5(chunkOf(file, 2))}`)).size).toBe(0);
    // the last chunk cuts the file to its exact size
    await ok(send(file, 4));
    await ok(send(file, 1));
    await ok(send(file, 3));
    part = fs.readFileSync(partOf(file));
    expect(part.equals(file)).toBe(true);
    expect(listing(file)).toEqual([...[1, 2, 3, 4].map((n) => `${n}.${md5(chunkOf(file, n))}`), `data.4.${CHUNK}.part`].sort());
  });

  it('keeps a last chunk that comes first aside, and places it with the first full chunk', async () => {
    const file = randomBytes(CHUNK + 321);
    await ok(send(file, 2));
    expect(listing(file)).toEqual([`tail.2.${md5(chunkOf(file, 2))}`]);
    const check = await s.call(me.token, {
      method: 'POST',
      url: '/api/web-manager/file/manager/chunk/check',
      payload: { chunkMd5: md5(chunkOf(file, 2)), curChunk: '2', fileLibId: String(libId), md5: md5(file) },
    });
    expect(check.json().data).toEqual({ exists: true });
    await ok(send(file, 1));
    expect(listing(file)).toEqual([`1.${md5(chunkOf(file, 1))}`, `2.${md5(chunkOf(file, 2))}`, `data.2.${CHUNK}.part`]);
    expect(fs.readFileSync(partOf(file)).equals(file)).toBe(true);
    await ok(merge(file));
  });

  it('hashes chunks that came out of order once the gap fills, reading them back from the part file', async () => {
    const file = randomBytes(CHUNK * 5);
    await ok(send(file, 1));
    const state = () => s.app.uploadHashes.get(dirOf(file));
    expect(state()?.next).toBe(2);
    await ok(send(file, 3));
    await ok(send(file, 4));
    expect(state()?.next).toBe(2);
    await ok(send(file, 2));
    expect(state()?.next).toBe(5);
    await ok(send(file, 5));
    expect(state()?.next).toBe(6);
    const res = await merge(file);
    expect(res.json().code, res.body).toBe(200);
    expect(state()).toBeUndefined();
  });

  it('refuses a chunk whose bytes fail their MD5 (400) and writes nothing', async () => {
    const file = randomBytes(CHUNK * 2);
    const bad = await send(file, 1, { chunkMd5: md5(Buffer.from('other')) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: null, msg: '第1片校验失败（MD5 不一致），未保存' });
    expect(fs.existsSync(dirOf(file))).toBe(false);
    // with a part file already there: its bytes and markers stay as they were
    await ok(send(file, 1));
    const before = fs.readFileSync(partOf(file));
    const again = await send(file, 2, { chunkMd5: md5(chunkOf(file, 1)) });
    expect(again.statusCode).toBe(400);
    expect(fs.readFileSync(partOf(file)).equals(before)).toBe(true);
    expect(listing(file)).toEqual([`1.${md5(chunkOf(file, 1))}`, `data.2.${CHUNK}.part`]);
  });

  it('gives its chunk slot back after an accepted and after a refused chunk', async () => {
    const file = randomBytes(CHUNK + 7);
    await ok(send(file, 1));
    expect((await send(file, 2, { chunkMd5: md5(Buffer.from('x')) })).statusCode).toBe(400);
    await vi.waitFor(() => expect(s.app.chunkSlots.inUse).toBe(0));
  });

  it('a chunk beyond the memory cap waits for a slot, and gets 503 when none frees in time', async () => {
    const kept = s.app.chunkSlots;
    const slots = new ChunkSlots(1, 50);
    s.app.chunkSlots = slots;
    try {
      const file = randomBytes(CHUNK + 3);
      const held = await slots.take();
      const busy = await send(file, 1);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ code: 503, data: null, msg: '服务器繁忙，请稍后重试' });
      expect(fs.existsSync(dirOf(file))).toBe(false);
      // a slot freed while the chunk waits is handed to it
      const waiting = send(file, 1);
      await vi.waitFor(() => expect(slots.waiting).toBe(1));
      held();
      await ok(waiting);
    } finally {
      s.app.chunkSlots = kept;
    }
  });

  it('takes a chunk again with the same bytes without writing, and refuses other bytes for it (400)', async () => {
    const file = randomBytes(CHUNK * 2 + 9);
    await ok(send(file, 1));
    const part = partOf(file);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(part, old, old);
    const before = fs.statSync(part).mtimeMs;
    await ok(send(file, 1));
    expect(fs.statSync(part).mtimeMs).toBe(before);
    const other = randomBytes(CHUNK);
    const res = await send(file, 1, { bytes: other });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, msg: '第1片与已收到的第1片内容不一致（MD5 不同），未保存' });
    expect(fs.statSync(part).mtimeMs).toBe(before);
    expect(fs.readFileSync(part).subarray(0, CHUNK).equals(chunkOf(file, 1))).toBe(true);
    expect(listing(file)).toEqual([`1.${md5(chunkOf(file, 1))}`, `data.3.${CHUNK}.part`]);
    // a full chunk of another size than the upload's
    const odd = await send(file, 2, { bytes: chunkOf(file, 2).subarray(0, CHUNK - 1) });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().msg).toContain('分片大小');
  });

  it('merges by renaming the part file into place: the same inode, no chunk files left', async () => {
    const file = randomBytes(CHUNK * 3 + 77);
    for (const n of [1, 2, 3, 4]) await ok(send(file, n));
    const inode = fs.statSync(partOf(file)).ino;
    const res = await merge(file);
    expect(res.json().code, res.body).toBe(200);
    const target = path.join(s.dataDir, contentPath(me.webTenId, md5(file)));
    expect(fs.statSync(target).ino).toBe(inode);
    expect(fs.readFileSync(target).equals(file)).toBe(true);
    expect(fs.existsSync(dirOf(file))).toBe(false);
    expect(fs.readdirSync(path.dirname(target)).filter((n) => n.startsWith(md5(file)))).toEqual([md5(file)]);
  });

  it('after a restart the merge hashes the part file once; a wrong whole-file MD5 drops the upload', async () => {
    const file = randomBytes(CHUNK * 3);
    await ok(send(file, 1));
    await ok(send(file, 2));
    // bytes announced under another file's MD5 (as if that file's chunks were sent)
    const claimed = randomBytes(CHUNK * 2);
    const other = randomBytes(CHUNK * 2);
    for (const n of [1, 2]) await ok(send(claimed, n, { bytes: chunkOf(other, n) }));
    const { app: app2 } = await buildApp({ config: s.config, connection: { db: s.app.db, kind: s.app.dbKind, close: async () => undefined } });
    await app2.ready();
    try {
      await ok(send(file, 3, {}, app2));
      expect(app2.uploadHashes.get(dirOf(file))).toBeUndefined();
      const res = await merge(file, app2);
      expect(res.json().code, res.body).toBe(200);
      const target = path.join(s.dataDir, contentPath(me.webTenId, md5(file)));
      expect(fs.readFileSync(target).equals(file)).toBe(true);
      expect(fs.existsSync(dirOf(file))).toBe(false);
      const refused = await merge(claimed, app2);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toContain('文件校验失败');
      expect(fs.existsSync(dirOf(claimed))).toBe(false);
    } finally {
      await app2.close();
    }
  });

  it('the expiry sweep deletes the part file and the markers', async () => {
    const file = randomBytes(CHUNK * 2);
    await ok(send(file, 1));
    expect(listing(file)).toHaveLength(2);
    await sweepUploads(s.app, Date.now() + 48 * 3_600_000);
    expect(fs.existsSync(dirOf(file))).toBe(false);
    expect(s.app.uploadHashes.get(dirOf(file))).toBeUndefined();
  });
});
