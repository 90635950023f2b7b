// Attachments of public contributions (docs/interaction.md): an upload ticket per tenant and
// address, the chunked protocol under it (order, exact chunk sizes, MD5 of each chunk and of the
// whole file), types read from the bytes (a PNG named .mp4 is an image, HTML named .jpg is
// refused), size bounds by type, the file count, the 网友投稿 folder of the 公共资源库, a ticket serving one
// contribution, tenant isolation, the ticket rate limit and the sweep of expired tickets; pass
// carries the attachments into the draft (files, cover, body media).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentWorld, type ContentWorld } from './content-world.js';
import { multipart } from './upload-client.js';
import { sweepAudienceUploads } from '../../server/services/audience-uploads.js';
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as T } from '../../shared/contributions.js';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
// a 1×1 PNG, made unique per call by a trailing chunk-free tail (PNG readers stop at IEND)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let seq = 0;
const png = () => Buffer.concat([PNG, Buffer.from(`#${++seq}-${Date.now()}`)]);
/** An ISO-BMFF header (brand isom) and padding: a "video" by its bytes. */
const mp4 = (bytes: number) => {
  const b = Buffer.alloc(bytes, 7);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(b);
  b.write(`${++seq}`, 100);
  return b;
};

describe.each(databases)('public contribution attachments (%s)', (kind) => {
  let w: ContentWorld;
  let ip = 0;
  const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;
  beforeAll(async () => {
    w = await contentWorld(kind);
  }, 60_000);
  afterAll(() => w.s.close());

  const post = (url: string, payload: unknown, address: string) => w.s.app.inject({ method: 'POST', url: `/api/web-publish/audience/${url}`, payload: payload as object, remoteAddress: address });
  const ticketOf = async (address: string, domain = 'demo') => {
    const res = await post(`${domain}/upload/ticket`, {}, address);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.ticket as string;
  };
  const chunk = (ticket: string, file: Buffer, n: number, over: Record<string, string | number> = {}, domain = 'demo', size: number = U.chunkBytes) => {
    const count = Math.ceil(file.length / size);
    const part = file.subarray((n - 1) * size, n * size);
    const mp = multipart({ ticket, md5: md5(file), chunkMd5: md5(part), curChunk: n, chunkCount: count, ...over }, part);
    return w.s.app.inject({ method: 'POST', url: `/api/web-publish/audience/${domain}/upload/chunk`, headers: mp.headers, payload: mp.payload, remoteAddress: '10.7.255.1' });
  };
  const merge = (ticket: string, file: Buffer, fileName: string, domain = 'demo') =>
    post(`${domain}/upload/merge`, { ticket, md5: md5(file), fileName, chunkCount: Math.ceil(file.length / U.chunkBytes) }, '10.7.255.1');
  const upload = async (ticket: string, file: Buffer, fileName: string, domain = 'demo') => {
    for (let n = 1; n <= Math.ceil(file.length / U.chunkBytes); n++) {
      const res = await chunk(ticket, file, n, {}, domain);
      expect(res.statusCode, res.body).toBe(200);
    }
    return merge(ticket, file, fileName, domain);
  };
  const queue = async (keyWord: string) => (await w.json(w.admin, 'GET', `/api/web-publish/publish/contribute/page?keyWord=${encodeURIComponent(keyWord)}`)).json().data.list;

  it('takes an image and a video under a ticket; the contribution carries them and pass makes a video draft with the image', async () => {
    const address = nextIp();
    const ticket = await ticketOf(address);
    const image = png();
    const img = await upload(ticket, image, 'scene.png');
    expect(img.json()).toMatchObject({ code: 200, data: { fileName: 'scene.png', fileType: 3, size: image.length } });
    const video = mp4(U.chunkBytes + 1000);
    const vid = await upload(ticket, video, 'clip.mp4');
    expect(vid.json()).toMatchObject({ code: 200, data: { fileName: 'clip.mp4', fileType: 1, size: video.length } });
    const fileIds = [img.json().data.fileId, vid.json().data.fileId];

    // in the 公共资源库, folder 网友投稿
    const lib = await w.s.app.repos.libraries.ensurePublic(w.tenantId);
    const folder = (await w.s.app.repos.folders.children(w.tenantId, lib.id, 0)).find((f) => f.name === U.folder)!;
    expect(folder).toBeTruthy();
    const stored = await w.s.app.repos.libraryFiles.getMany(w.tenantId, 0, fileIds);
    expect(stored.map((f) => [f.folder_id, f.library_id])).toEqual([
      [folder.id, lib.id],
      [folder.id, lib.id],
    ]);

    const res = await post('demo/contribute', { title: '带图的投稿', content: '现场照片和视频', name: '读者甲', ticket, fileIds }, address);
    expect(res.json()).toMatchObject({ code: 200, msg: T.submitted });
    const [item] = await queue('带图的投稿');
    expect(item.files.map((f: { fileId: number; fileType: number }) => [f.fileId, f.fileType])).toEqual([
      [fileIds[0], 3],
      [fileIds[1], 1],
    ]);
    expect(item.files[0].url).toBeTruthy();

    // the ticket served once
    const again = await post('demo/contribute', { title: '再投一次', content: '内容', name: '读者甲', ticket, fileIds }, nextIp());
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(T.ticketInvalid);
    expect((await chunk(ticket, png(), 1)).json().msg).toBe(T.ticketInvalid);

    const pass = (await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id: item.id })).json().data;
    expect(pass.type).toBe(2);
    const draft = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${pass.contentId}`)).json().data;
    expect(draft.files.map((f: { fileId: number }) => f.fileId)).toEqual([fileIds[1]]);
    expect(draft.coverFileId).toBe(fileIds[0]);
    expect(draft.body).toContain(`data-file-id="${fileIds[0]}"`);
  });

  it('an image-only contribution passes into a gallery draft with its cover', async () => {
    const address = nextIp();
    const ticket = await ticketOf(address);
    const fileId = (await upload(ticket, png(), 'a.png')).json().data.fileId;
    const res = await post('demo/contribute', { title: '图集投稿', content: '一张图', name: '读者乙', ticket, fileIds: [fileId] }, address);
    const [item] = await queue('图集投稿');
    expect(res.json().data.id).toBe(item.id);
    const pass = (await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id: item.id })).json().data;
    expect(pass.type).toBe(4);
    const draft = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${pass.contentId}`)).json().data;
    expect(draft).toMatchObject({ coverFileId: fileId });
    expect(draft.files.map((f: { fileId: number }) => f.fileId)).toEqual([fileId]);
  });

  it('reads the type from the bytes and bounds the sizes, the order and the count; refused chunks leave nothing', async () => {
    const ticket = await ticketOf(nextIp());
    // a PNG named .mp4 is an image
    expect((await upload(ticket, png(), 'trick.mp4')).json().data.fileType).toBe(3);
    // HTML / SVG named .jpg is refused at the first chunk
    for (const bytes of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const res = await chunk(ticket, bytes, 1);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(T.fileTypeInvalid);
    }
    // an image may not announce more chunks than 20 MB
    const bigImage = Buffer.concat([png(), Buffer.alloc(U.chunkBytes)]);
    const tooBig = await chunk(ticket, bigImage, 1, { chunkCount: Math.ceil(U.imageBytes / U.chunkBytes) + 1 });
    expect(tooBig.json()).toMatchObject({ code: 400, msg: T.imageTooLarge });
    // a video may not announce more than 500 MB
    const video = mp4(U.chunkBytes + 10);
    expect((await chunk(ticket, video, 1, { chunkCount: Math.ceil(U.videoBytes / U.chunkBytes) + 1 })).json().msg).toBe(T.videoTooLarge);
    // out of order, a short middle chunk, a chunk bigger than chunkBytes, a wrong chunk MD5
    expect((await chunk(ticket, video, 2)).json().msg).toBe(T.chunkInvalid);
    expect((await chunk(ticket, video, 1, { chunkCount: 2 }, 'demo', 1024)).json()).toMatchObject({ code: 400, msg: T.chunkInvalid });
    const over = mp4(U.chunkBytes + 1);
    const mpOver = multipart({ ticket, md5: md5(over), chunkMd5: md5(over), curChunk: 1, chunkCount: 1 }, over);
    const tooLarge = await w.s.app.inject({ method: 'POST', url: '/api/web-publish/audience/demo/upload/chunk', headers: mpOver.headers, payload: mpOver.payload });
    expect(tooLarge.statusCode).toBe(413);
    expect((await chunk(ticket, video, 1, { chunkMd5: '0'.repeat(32) })).json().msg).toBe(T.chunkMismatch);
    // a merge whose chunks are missing or whose MD5 differs
    expect((await merge(ticket, video, 'v.mp4')).json().msg).toBe(T.chunkInvalid);
    const one = png();
    expect((await chunk(ticket, one, 1, { md5: md5(Buffer.from('other')) })).statusCode).toBe(200);
    const wrong = await post('demo/upload/merge', { ticket, md5: md5(Buffer.from('other')), fileName: 'x.png', chunkCount: 1 }, nextIp());
    expect(wrong.json()).toMatchObject({ code: 400, msg: T.fileMismatch });
    // bad input is a 400 envelope in Chinese; path-like names are only names
    const bad = await post('demo/upload/merge', { ticket: '../../etc', md5: 'x', fileName: '', chunkCount: 0 }, nextIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    const named = await upload(ticket, png(), '../../evil/name.png');
    expect(named.json().data.fileName).not.toContain('/');

    // at most L.files files per ticket
    const full = await ticketOf(nextIp());
    for (let i = 0; i < L.files; i++) expect((await upload(full, png(), `${i}.png`)).statusCode).toBe(200);
    const tenth = await chunk(full, png(), 1);
    expect(tenth.json()).toMatchObject({ code: 400, msg: T.tooManyFiles });
  });

  it('keeps tickets and files to their tenant', async () => {
    const address = nextIp();
    const ticket = await ticketOf(address);
    const fileId = (await upload(ticket, png(), 'mine.png')).json().data.fileId;
    // the ticket of demo does not work on other
    expect((await chunk(ticket, png(), 1, {}, 'other')).json().msg).toBe(T.ticketInvalid);
    const cross = await post('other/contribute', { title: '跨单位', content: '内容', name: '读者', ticket, fileIds: [fileId] }, nextIp());
    expect(cross.json()).toMatchObject({ code: 400, msg: T.ticketInvalid });
    // another ticket's or a staff file id is refused
    const otherTicket = await ticketOf(nextIp());
    const foreign = await post('demo/contribute', { title: '别人的文件', content: '内容', name: '读者', ticket: otherTicket, fileIds: [fileId] }, nextIp());
    expect(foreign.json()).toMatchObject({ code: 400, msg: T.filesInvalid });
    const staff = await post('demo/contribute', { title: '员工的文件', content: '内容', name: '读者', ticket, fileIds: [w.files.image[0]] }, nextIp());
    expect(staff.json()).toMatchObject({ code: 400, msg: T.filesInvalid });
    const noTicket = await post('demo/contribute', { title: '没有凭证', content: '内容', name: '读者', fileIds: [fileId] }, nextIp());
    expect(noTicket.json()).toMatchObject({ code: 400, msg: T.ticketInvalid });
    expect((await post('nosuchunit/upload/ticket', {}, nextIp())).json()).toMatchObject({ code: 404, msg: T.tenantNotFound });
    expect(await queue('跨单位')).toEqual([]);
  });

  it('limits tickets per address and sweeps expired ones (unused files to the recycle bin)', async () => {
    const address = nextIp();
    for (let i = 0; i < U.ticketsPerAddress; i++) await ticketOf(address);
    const flood = await post('demo/upload/ticket', {}, address);
    expect(flood.json()).toMatchObject({ code: 429, msg: T.tooManyTickets });

    const ticket = await ticketOf(nextIp());
    const fileId = (await upload(ticket, png(), 'left.png')).json().data.fileId;
    const open = mp4(U.chunkBytes + 5);
    expect((await chunk(ticket, open, 1)).statusCode).toBe(200);
    const dir = path.join(w.s.app.config.dataDir, 'uploads', 'audience', String(w.tenantId));
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
    // the staff's layout: one part file preallocated at chunkBytes a chunk, a marker per chunk
    const fileDir = fs.readdirSync(dir).map((t) => path.join(dir, t, md5(open))).find((d) => fs.existsSync(d))!;
    expect(fs.readdirSync(fileDir).sort()).toEqual([`1.${md5(open.subarray(0, U.chunkBytes))}`, `data.2.${U.chunkBytes}.part`]);
    expect(fs.readFileSync(path.join(fileDir, `data.2.${U.chunkBytes}.part`)).subarray(0, U.chunkBytes).equals(open.subarray(0, U.chunkBytes))).toBe(true);
    const swept = await sweepAudienceUploads(w.s.app, Date.now() + U.ticketMs + 1000);
    expect(swept).toBeGreaterThan(0);
    expect((await w.s.app.repos.libraryFiles.getMany(w.tenantId, 0, [fileId])).length).toBe(0);
    expect((await w.s.app.repos.libraryFiles.getMany(w.tenantId, 0, [fileId], true)).length).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect((await chunk(ticket, png(), 1)).json().msg).toBe(T.ticketInvalid);
  });
});
