import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMedia } from '../../server/seed/media-seed.js';
import { databases, startServer, type TestServer } from './helpers.js';

describe.each(databases)('media redirect and range serving (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  let file: { fileId: number; size: number; lowfile: string; cover: string; url: string };
  let bytes: Buffer;

  beforeAll(async () => {
    s = await startServer(kind);
    await seedMedia(s.app, { generate: false });
    token = (await s.login()).token;
    const page = (await s.call(token, { method: 'GET', url: `/api/web-manager/file/manager/page?pageIndex=1&pageSize=50&keyword=${encodeURIComponent('天气')}` })).json();
    file = page.data.list[0];
    const c = await s.app.db.selectFrom('file_contents').select('storage_path').where('id', '=', (page.data.list[0] as any).f_id).executeTakeFirstOrThrow();
    bytes = fs.readFileSync(path.join(s.dataDir, c.storage_path));
  });
  afterAll(() => s.close());

  const fetch = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('redirects (302) to the cover, the resource and the preview; accepts ?token=', async () => {
    for (const [downType, variant] of [[1, 'cover'], [2, 'file'], [3, 'low']] as const) {
      const res = await s.call(token, { method: 'GET', url: `/api/web-manager/file/manager/redirect/${file.fileId}/${downType}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(new RegExp(`^/api/web-manager/media/\\d+/${variant}\\?e=\\d+&s=`));
    }
    const viaQuery = await s.app.inject({ method: 'GET', url: `/api/web-manager/file/manager/redirect/${file.fileId}/2?token=${token}` });
    expect(viaQuery.statusCode).toBe(302);
    const noToken = await s.app.inject({ method: 'GET', url: `/api/web-manager/file/manager/redirect/${file.fileId}/2` });
    expect(noToken.statusCode).toBe(401);
  });

  it('serves the whole file with accept-ranges and the right content type', async () => {
    const res = await fetch(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const cover = await fetch(file.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('answers ranges: first byte, middle, open end, suffix', async () => {
    const size = bytes.length;
    const first = await fetch(file.lowfile, { range: 'bytes=0-0' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-0/${size}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 1))).toBe(true);
    const middle = await fetch(file.lowfile, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const open = await fetch(file.lowfile, { range: `bytes=${size - 10}-` });
    expect(open.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);
    const suffix = await fetch(file.lowfile, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 500))).toBe(true);
  });

  it('answers HEAD without a body and revalidates with the etag (304)', async () => {
    const head = await s.app.inject({ method: 'HEAD', url: file.lowfile });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.body).toBe('');
    const etag = String(head.headers.etag);
    expect((await fetch(file.lowfile, { 'if-none-match': etag })).statusCode).toBe(304);
    // A stale If-Range gets the whole file, not the range.
    const stale = await fetch(file.lowfile, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses an unsatisfiable or malformed range with 416', async () => {
    for (const range of [`bytes=${bytes.length}-`, 'bytes=500-100', 'bytes=-0', 'bytes=x-y']) {
      const res = await fetch(file.lowfile, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    }
  });

  it('refuses a forged, altered or expired signature', async () => {
    const u = new URL(file.lowfile, 'http://x');
    const sig = u.searchParams.get('s')!;
    const forged = `${u.pathname}?e=${u.searchParams.get('e')}&s=${sig.slice(0, -2)}AA`;
    expect((await fetch(forged)).statusCode).toBe(403);
    const otherId = u.pathname.replace(/\/media\/(\d+)\//, (_m, id) => `/media/${Number(id) + 1}/`);
    expect((await fetch(`${otherId}${u.search}`)).statusCode).toBe(403);
    const expired = `${u.pathname}?e=1000&s=${sig}`;
    expect((await fetch(expired)).statusCode).toBe(403);
    // The preview signature does not open the cover.
    expect((await fetch(u.pathname.replace('/low', '/cover') + u.search)).statusCode).toBe(403);
  });

  it('keeps stored paths inside DATA_DIR whatever the file is called', async () => {
    const rows = await s.app.db.selectFrom('file_contents').select('storage_path').execute();
    for (const r of rows) expect(r.storage_path).toMatch(/^media[\\/]\d+[\\/][0-9a-f]{2}[\\/][0-9a-f]{32}$/);
    const traversal = await s.app.inject({ method: 'GET', url: '/api/web-manager/media/..%2F..%2Fetc%2Fpasswd/file?e=9999999999&s=aaaaaaaaaaaa' });
    expect(traversal.statusCode).toBe(400);
  });
});
