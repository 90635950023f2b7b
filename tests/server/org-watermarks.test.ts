import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLibraryFile, registerContent } from '../../server/services/media-probe.js';
import { databases, suiteServer, type TestServer } from './helpers.js';
import { jsonCall } from './org-support.js';

const W = '/api/web-conf/configuration/watermark';

describe.each(databases)('watermarks (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let photoId: number;
  let logoId: number;
  let videoId: number;

  async function libraryFile(name: string, bytes: Buffer, mime?: string): Promise<number> {
    const me = await server.login();
    const tmp = path.join(server.dataDir, `in-${name}`);
    fs.writeFileSync(tmp, bytes);
    const md5 = createHash('md5').update(bytes).digest('hex');
    const row = await registerContent(server.app, me.webTenId, { absolutePath: tmp, md5, size: bytes.length, fileName: name, mime });
    const lib = (await server.call(admin, { method: 'GET', url: '/api/web-manager/file/manager/get/public' })).json().data[0];
    return (await createLibraryFile(server.app, me.webTenId, me.webUserId, { fileLibId: lib.fileLibId, fileResId: row.id, fileName: name })).fileId;
  }

  suiteServer(kind, async (started, me) => {
    server = started;
    admin = me.token;
    const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 80, b: 160 } } }).jpeg().toBuffer();
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    photoId = await libraryFile('台标测试.jpg', photo, 'image/jpeg');
    logoId = await libraryFile('logo.png', logo, 'image/png');
    videoId = await libraryFile('天气.mp4', fs.readFileSync(path.resolve('server/seed/media/weather.mp4')), 'video/mp4');
  });

  it('creates text and image watermarks with checks; one default per tenant; status, page, detail, delete', async () => {
    const text = { name: '台标文字', type: 'text', text: '演示台 版权所有', color: '#FFFFFF', position: 'bottomRight', opacity: 60, size: 30, isDefault: 1 };
    expect(await jsonCall(server, admin, 'POST', `${W}/create`, { ...text, text: ' ' })).toMatchObject({ status: 400, msg: '请输入水印文字' });
    expect(await jsonCall(server, admin, 'POST', `${W}/create`, { ...text, name: '' })).toMatchObject({ status: 400, msg: '请输入水印名称' });
    expect((await jsonCall(server, admin, 'POST', `${W}/create`, { ...text, opacity: 101 })).status).toBe(400);
    expect((await jsonCall(server, admin, 'POST', `${W}/create`, { ...text, position: 'nowhere' })).status).toBe(400);
    expect(await jsonCall(server, admin, 'POST', `${W}/create`, { ...text, type: 'image', imageFileId: videoId })).toMatchObject({ status: 400, msg: '请选择水印图片' });
    const a = await jsonCall(server, admin, 'POST', `${W}/create`, text);
    expect(a.code).toBe(200);
    const b = await jsonCall(server, admin, 'POST', `${W}/create`, { name: '台标图片', type: 'image', imageFileId: logoId, position: 'topLeft', opacity: 80, size: 10, isDefault: 1 });
    expect(b.code).toBe(200);
    let page = (await jsonCall(server, admin, 'GET', `${W}/page`)).data;
    expect(page.total).toBe(2);
    expect(page.list.filter((w: { isDefault: number }) => w.isDefault === 1).map((w: { id: number }) => w.id)).toEqual([b.data.id]);
    expect((await jsonCall(server, admin, 'POST', `${W}/status`, { id: a.data.id, isDefault: 1 })).code).toBe(200);
    page = (await jsonCall(server, admin, 'GET', `${W}/page`)).data;
    expect(page.list[0]).toMatchObject({ id: a.data.id, isDefault: 1 });
    expect(page.list[1]).toMatchObject({ id: b.data.id, isDefault: 0 });
    expect((await jsonCall(server, admin, 'POST', `${W}/status`, { id: b.data.id, status: 0 })).code).toBe(200);
    expect((await jsonCall(server, admin, 'GET', `${W}/detail?id=${b.data.id}`)).data).toMatchObject({ status: 0, type: 'image', imageFileId: logoId, position: 'topLeft' });
    expect((await jsonCall(server, admin, 'GET', `${W}/page?status=1`)).data.total).toBe(1);
    const upd = await jsonCall(server, admin, 'POST', `${W}/update`, { ...text, id: a.data.id, text: '新版权', isDefault: 1 });
    expect(upd.code).toBe(200);
    expect((await jsonCall(server, admin, 'GET', `${W}/detail?id=${a.data.id}`)).data).toMatchObject({ text: '新版权', isDefault: 1 });
    expect((await jsonCall(server, admin, 'POST', `${W}/delete`, { id: b.data.id })).code).toBe(200);
    expect((await jsonCall(server, admin, 'GET', `${W}/detail?id=${b.data.id}`)).status).toBe(404);
  });

  it('previews and applies a watermark to an image and a video as new library files', async () => {
    const preview = await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: photoId, preview: 1 });
    expect(preview.code).toBe(200);
    expect(preview.data.previewUrl).toMatch(/^data:image\/jpeg;base64,/);
    const applied = await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: photoId });
    expect(applied).toMatchObject({ code: 200, data: { fileName: '台标测试-水印.jpg' } });
    const again = await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: photoId });
    expect(again.data.fileName).toBe('台标测试-水印2.jpg');
    const logoMark = await jsonCall(server, admin, 'POST', `${W}/create`, { name: '角标', type: 'image', imageFileId: logoId, position: 'tile', opacity: 30, size: 5 });
    const tiled = await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: photoId, watermarkId: logoMark.data.id, preview: 1 });
    expect(tiled.data.previewUrl).toMatch(/^data:image\/jpeg/);

    // The stored rendition differs from the original and is a picture of the same size.
    const me = await server.login();
    const stored = await server.app.repos.libraryFiles.get(me.webTenId, me.webUserId, applied.data.fileId);
    const original = await server.app.repos.libraryFiles.get(me.webTenId, me.webUserId, photoId);
    expect(stored!.md5).not.toBe(original!.md5);
    expect(stored).toMatchObject({ width: 640, height: 360, mime: 'image/jpeg' });

    const video = await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: videoId });
    expect(video).toMatchObject({ code: 200, data: { fileName: '天气-水印.mp4' } });
    const v = await server.app.repos.libraryFiles.get(me.webTenId, me.webUserId, video.data.fileId);
    expect(v).toMatchObject({ mime: 'video/mp4', width: 426, height: 240 });

    expect((await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: 999999 })).status).toBe(404);
    expect((await jsonCall(server, admin, 'POST', '/api/web-manager/file/manager/watermark', { fileId: photoId, watermarkId: 999999 })).status).toBe(404);
  });
});
