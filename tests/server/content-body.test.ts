// Story bodies keep stable media references and are signed at read time, so images and videos
// of a published story keep loading after the signed URLs' lifetime (SIGNED_URL_TTL_S).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaKey, signedMediaUrl, SIGNED_URL_TTL_S } from '../../server/services/media-urls.js';
import { sanitizeBody, signedBody, storableBody } from '../../server/services/content-body.js';
import { databases } from './helpers.js';
import { contentSuite, expect200 } from './content-world.js';

const HOUR = 3600_000;

describe.each(databases)('content bodies with library media (%s)', (kind) => {
  let img: number;
  let vid: number;
  let imgContent: number;
  let vidContent: number;
  const w = contentSuite(kind, async (w) => {
    img = w.files.image[0]!;
    vid = w.files.video[0]!;
    const rows = await w.s.app.repos.contentItems.tenantFiles(w.tenantId, [img, vid]);
    imgContent = rows.find((r) => r.id === img)!.content_id;
    vidContent = rows.find((r) => r.id === vid)!.content_id;
  });
  afterEach(() => vi.useRealTimers());

  const media = (url: string) => w.s.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-0' } });
  const srcOf = (html: string, tag: 'img' | 'video', fileId: number) =>
    new RegExp(`<${tag}[^>]*data-file-id="${fileId}"[^>]*>`).exec(html)?.[0].match(/\bsrc="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');

  it('stores references without signed URLs and signs them again when a published story is read after the TTL', async () => {
    const key = await mediaKey(w.s.app);
    const past = Date.now() - SIGNED_URL_TTL_S * 1000 - 2 * HOUR;
    // What the editor inserted some hours ago: signed URLs that have expired by now.
    const oldImg = signedMediaUrl(key, imgContent, 'file', past);
    const oldVid = signedMediaUrl(key, vidContent, 'file', past);
    expect((await media(oldImg)).statusCode).toBe(403);
    const body =
      `<p>图文稿件</p><img src="${oldImg}" alt="现场" data-file-id="${img}">` +
      `<video src="${oldVid}" controls="controls" data-file-id="${vid}"></video>` +
      `<img src="https://example.com/a.png" data-file-id="99999999"><img src="x" onerror="bad()" data-file-id="abc"><script>alert(1)</script>`;
    const id = await w.approved({ type: 1, title: '带图片的稿件', body });

    const stored = (await w.s.app.repos.contentItems.get(w.tenantId, id))!.body;
    expect(stored).toContain(`data-file-id="${img}"`);
    expect(stored).toContain(`data-file-id="${vid}"`);
    expect(stored).not.toMatch(/\?e=|&amp;s=|99999999|data-file-id="abc"|onerror|script/);
    expect(stored).toContain('https://example.com/a.png');

    const column = await w.column('图文栏目');
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${column}&1`));

    // The editor's detail load: fresh URLs that work.
    const detail = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${id}`)).json().data;
    const editorSrc = srcOf(detail.body, 'img', img)!;
    expect(editorSrc).toMatch(/^\/api\/web-manager\/media\/\d+\/file\?e=\d+&s=/);
    expect([200, 206]).toContain((await media(editorSrc)).statusCode);

    // Seven hours later (past the lifetime of anything signed at save time) the public page still works.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SIGNED_URL_TTL_S * 1000 + HOUR });
    expect((await media(editorSrc)).statusCode).toBe(403);
    const news = (await w.s.app.inject({ method: 'GET', url: `/api/web-publish/news/${id}` })).json();
    expect(news.code).toBe(200);
    const imgSrc = srcOf(news.data.body, 'img', img)!;
    const vidSrc = srcOf(news.data.body, 'video', vid)!;
    expect(imgSrc).not.toBe(editorSrc);
    for (const url of [imgSrc, vidSrc]) {
      const e = Number(/[?&]e=(\d+)/.exec(url)![1]);
      expect(e * 1000).toBeGreaterThan(Date.now());
      expect([200, 206]).toContain((await media(url)).statusCode);
    }
    expect(news.data.body).not.toMatch(/onerror|script/);
  });

  it("does not lend a tenant's media through a foreign reference", async () => {
    const res = await w.json(w.other, 'POST', '/api/web-publish/content/save', { type: 1, title: '借用', body: `<p>x</p><img src="https://example.com/b.png" data-file-id="${img}">` });
    expect200(res);
    const detail = (await w.json(w.other, 'GET', `/api/web-publish/content/detail?id=${res.json().data.id}`)).json().data;
    expect(detail.body).not.toContain('data-file-id');
    expect(detail.body).not.toContain('/api/web-manager/media/');
    expect(detail.body).toContain('https://example.com/b.png');
  });
});

describe('content body helpers', () => {
  it('the sanitiser keeps data-file-id but strips scripts, handlers, frames and javascript: URLs', () => {
    const out = sanitizeBody(
      '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链</a></p><img src="/x" data-file-id="5" onerror="bad()"><iframe src="https://evil"></iframe><video data-file-id="6" onplay="x()"></video>',
    );
    expect(out).toContain('data-file-id="5"');
    expect(out).toContain('data-file-id="6"');
    expect(out).not.toMatch(/script|onclick|onerror|onplay|javascript:|iframe/i);
  });

  it('storableBody drops unknown references; signedBody fills known ones and leaves others alone', () => {
    const stored = storableBody('<img src="/old?e=1&amp;s=x" data-file-id="5"><img src="/keep.png" data-file-id="7">', new Set([5]));
    expect(stored).toBe('<img data-file-id="5" /><img src="/keep.png" />');
    const ref = { fileId: 5, fileName: 'a', fileType: 3, duration: 0, url: '/api/web-manager/media/9/file?e=1&s=abcdefghijk', cover: '' };
    expect(signedBody(stored, new Map([[5, ref]]))).toContain('src="/api/web-manager/media/9/file?e=1&amp;s=abcdefghijk"');
    expect(signedBody(stored, new Map())).toBe(stored);
  });
});
