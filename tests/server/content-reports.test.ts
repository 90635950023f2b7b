// The detail and map reports: one item with reads per day, documents ranked by reads, and
// library files → the stories using them; all per tenant.
import { describe, expect, it } from 'vitest';
import { REPORT_PAGES } from '../../shared/content.js';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

describe('report pages are distinct', () => {
  it('detail, article and map pages do not reuse the list reports', () => {
    const source = (name: string) => REPORT_PAGES.find((p) => p.name === name)!.source;
    expect(source('reportDetails')).toBe('item');
    expect(source('chooseDetails')).toBe('item');
    expect(source('hotArticle')).not.toBe(source('hotList'));
    expect(source('resourceMap')).not.toBe(source('fileSource'));
    expect(source('resourceMap2')).toBe('resources');
  });
});

describe.each(databases)('detail and map reports (%s)', (kind) => {
  let hot: number;
  let cold: number;
  const w = contentSuite(kind, async (w) => {
    const column = await w.column('报表栏目');
    hot = await w.approved({ ...doc('热门文稿', `<p>正文</p><img data-file-id="${w.files.image[1]}" src="/x.png">`), coverFileId: w.files.image[0] });
    cold = await w.approved(doc('冷门文稿'));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${hot},${cold}&${column}&1`));
    for (let i = 0; i < 3; i++) await w.s.app.inject({ method: 'GET', url: `/api/web-publish/news/${hot}` });
    await w.s.app.inject({ method: 'GET', url: `/api/web-publish/news/${cold}` });
  });

  it('report/item: one item with reviews, releases and 14 days of reads (today last)', async () => {
    const res = (await w.json(w.admin, 'GET', `/api/web-publish/report/item?id=${hot}`)).json();
    expect(res.code).toBe(200);
    expect(res.data.detail).toMatchObject({ id: hot, title: '热门文稿', views: 3 });
    expect(res.data.detail.releases).toHaveLength(1);
    expect(res.data.detail.reviews[0]).toMatchObject({ pass: 1 });
    expect(res.data.dailyViews).toHaveLength(14);
    expect(res.data.dailyViews.at(-1).count).toBe(3);
    expect((await w.json(w.admin, 'GET', '/api/web-publish/report/item?id=99999999')).statusCode).toBe(404);
    expect((await w.json(w.admin, 'GET', '/api/web-publish/report/item?id=abc')).statusCode).toBe(400);
    expect((await w.json(w.other, 'GET', `/api/web-publish/report/item?id=${hot}`)).statusCode).toBe(404);
  });

  it('report/articles: documents ranked by reads with total reads, release count and first release', async () => {
    const list = (await w.json(w.admin, 'GET', '/api/web-publish/report/articles?days=7&limit=50')).json().data;
    const i = list.findIndex((a: { contentId: number }) => a.contentId === hot);
    const j = list.findIndex((a: { contentId: number }) => a.contentId === cold);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(j);
    expect(list[i]).toMatchObject({ title: '热门文稿', views: 3, totalViews: 3, releaseCount: 1 });
    expect(list[i].publishTime).toBeGreaterThan(0);
    expect((await w.json(w.other, 'GET', '/api/web-publish/report/articles')).json().data).toEqual([]);
  });

  it('report/resources: which library files are used by which stories (file, cover, body)', async () => {
    const map = (await w.json(w.admin, 'GET', '/api/web-publish/report/resources')).json().data as { fileId: number; uses: { contentId: number; role: string }[] }[];
    const cover = map.find((f) => f.fileId === w.files.image[0]);
    expect(cover?.uses).toContainEqual(expect.objectContaining({ contentId: hot, role: 'cover' }));
    const inBody = map.find((f) => f.fileId === w.files.image[1]);
    expect(inBody?.uses).toContainEqual(expect.objectContaining({ contentId: hot, role: 'body' }));
    const video = await w.save(w.admin, { type: 2, title: '视频素材稿', fileIds: w.files.video.slice(0, 1) });
    const again = (await w.json(w.admin, 'GET', '/api/web-publish/report/resources')).json().data as typeof map;
    expect(again.find((f) => f.fileId === w.files.video[0])?.uses).toContainEqual(expect.objectContaining({ contentId: video, role: 'file' }));
    expect((await w.json(w.other, 'GET', '/api/web-publish/report/resources')).json().data).toEqual([]);
  });
});
