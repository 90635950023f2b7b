// Tenant isolation of every content, review, release, column and report call (docs/content.md): the
// administrator of a second tenant (who holds every right in their own tenant) uses the first
// tenant's ids → 404, lists → nothing of the first tenant; the first tenant's data is unchanged.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

const SECRET = '隔离测试机密稿件';

describe.each(databases)('content tenant isolation (%s)', (kind) => {
  let item: number;
  let draft: number;
  let waiting: number;
  let web: number;
  let app: number;
  let release: number;
  let theirs: { item: number; web: number; app: number };

  const w = contentSuite(kind, async (w) => {
    web = await w.column(`${SECRET}网站栏目`, 'web');
    app = await w.column(`${SECRET}APP栏目`, 'app');
    item = await w.approved(doc(SECRET, `<p>${SECRET}正文</p>`));
    const res = await w.json(w.admin, 'PUT', `/api/release/${item}&${web}&1`);
    expect200(res);
    release = res.json().data.releaseIds[0];
    draft = await w.save(w.admin, doc(`${SECRET}草稿`));
    waiting = await w.save(w.admin, doc(`${SECRET}待审`));
    expect200(await w.form(w.admin, '/api/web-publish/content/submit', { id: waiting }));
    const mine = await w.json(w.other, 'POST', '/api/web-publish/content/save', doc('另一租户的稿件'));
    expect200(mine);
    const theirItem = mine.json().data.id as number;
    expect200(await w.form(w.other, '/api/web-publish/content/submit', { id: theirItem }));
    expect200(await w.form(w.other, '/api/web-publish/content/review', { id: theirItem, pass: 1, opinion: '' }));
    theirs = { item: theirItem, web: await w.column('他们的网站栏目', 'web', undefined, w.other), app: await w.column('他们的APP栏目', 'app', undefined, w.other) };
  });

  const notFound = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
    expect(res.json().code).not.toBe(200);
  };
  const clean = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
    expect(res.body, what).not.toContain(SECRET);
  };

  it('id-taking content and review calls answer 404', async () => {
    const o = w.other;
    for (const id of [item, draft, waiting]) {
      notFound(await w.json(o, 'GET', `/api/web-publish/content/detail?id=${id}`), `detail ${id}`);
      notFound(await w.json(o, 'POST', '/api/web-publish/content/save', { id, type: 1, title: '改' }), `save ${id}`);
      notFound(await w.form(o, '/api/web-publish/content/submit', { id }), `submit ${id}`);
      notFound(await w.form(o, '/api/web-publish/content/review', { id, pass: 1, opinion: '' }), `review ${id}`);
      notFound(await w.form(o, '/api/web-publish/content/delete', { id }), `delete ${id}`);
    }
  });

  it('release calls with the first tenant’s items, columns or releases answer 404', async () => {
    const o = w.other;
    notFound(await w.json(o, 'PUT', `/api/release/${item}&${theirs.web}&1`), 'release our item');
    notFound(await w.json(o, 'PUT', `/api/release/${theirs.item}&${web}&1`), 'release into our column');
    notFound(await w.json(o, 'PUT', `/api/release/newpublish/${item}&${theirs.web}`), 'newpublish our item');
    notFound(await w.json(o, 'PUT', `/api/release/newpublish/${theirs.item}&${app}`), 'newpublish into our column');
    notFound(await w.json(o, 'PUT', `/api/release/newpublishBatch/${item},${theirs.item}&${theirs.web}`), 'newpublishBatch');
    notFound(await w.json(o, 'POST', '/api/release/deleteRelease', { releaseArray: [release] }), 'deleteRelease');
    notFound(await w.json(o, 'POST', '/api/release/top', { releaseId: release, top: 1 }), 'top');
    notFound(await w.json(o, 'POST', '/api/release/batch', { releaseArray: [release], top: 1 }), 'batch top');
    notFound(await w.json(o, 'POST', '/api/release/changeorder', { columnId: web, releaseIds: [release] }), 'changeorder');
    notFound(await w.json(o, 'POST', '/api/release/changetoporder', { columnId: web, releaseIds: [release] }), 'changetoporder');
    notFound(await w.json(o, 'PUT', `/api/release/moveBatch/${release}&${theirs.web}`), 'moveBatch our release');
  });

  it('column calls with the first tenant’s ids answer 404', async () => {
    const o = w.other;
    for (const id of [web, app]) {
      notFound(await w.json(o, 'GET', `/api/release/webcolumn/${id}`), `column ${id}`);
      notFound(await w.json(o, 'PATCH', '/api/release/webcolumn', { id, name: '抢' }), `rename ${id}`);
      notFound(await w.json(o, 'PATCH', '/api/release/webcolumn', { id: theirs.web, parentId: id }), `move under ${id}`);
      notFound(await w.json(o, 'POST', '/api/release/webcolumn', { name: '挂靠', parentId: id }), `child of ${id}`);
      notFound(await w.json(o, 'POST', '/api/release/webcolumn/changeOrderNum', { ids: [id] }), `order ${id}`);
      notFound(await w.json(o, 'POST', `/api/release/webcolumn/findColumnIds/${id}`), `findColumnIds ${id}`);
      notFound(await w.json(o, 'DELETE', `/api/release/webcolumn/${id}`), `delete ${id}`);
    }
    const portals = await w.json(o, 'POST', `/api/release/webportalcolumn/findColumnIds/${item}`);
    if (portals.statusCode !== 404) expect(portals.json().data).toEqual([]);
  });

  it('lists, reports, statistics and search show nothing of the first tenant', async () => {
    const o = w.other;
    const calls = [
      '/api/web-publish/content/page',
      '/api/web-publish/content/page?type=1',
      `/api/web-publish/content/page?keyword=${encodeURIComponent(SECRET)}`,
      '/api/release',
      `/api/release?columnId=${web}`,
      '/api/release/Newest',
      '/api/release/Newest?portal=web',
      '/api/release/webcolumn',
      '/api/release/webcolumn/findAll',
      '/api/release/webcolumn/findFirst?portal=web',
      '/api/release/webcolumn/findFirst?portal=app',
      '/api/web-publish/report/summary',
      '/api/web-publish/report/today',
      '/api/web-publish/report/choose',
      '/api/web-publish/report/hot',
      '/api/web-publish/report/source',
      '/api/web-publish/report/newest',
      '/api/web-publish/report/daily',
      `/api/0/findReleaseListByKeywords/${encodeURIComponent(SECRET)}`,
      '/api/web-publish/news/latest?domainName=other',
    ];
    for (const url of calls) clean(await w.json(o, 'GET', url), url);
    const listed = (await w.json(o, 'GET', `/api/release?columnId=${web}`)).json();
    if (listed.code === 200) expect(listed.data.total).toBe(0);
    const stats = (await w.json(o, 'POST', '/api/release/statistics')).json().data;
    expect(JSON.stringify(stats)).not.toMatch(/[1-9]/);
    const days = (await w.json(o, 'GET', '/api/release/CountForTime/0?days=3')).json().data;
    expect(JSON.stringify(days)).not.toMatch(/"(count|total)":[1-9]/);
  });

  it('the first tenant’s data is unchanged', async () => {
    const d = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${item}`)).json().data;
    expect(d).toMatchObject({ title: SECRET, status: 4 });
    expect(d.releases.map((r: { columnId: number }) => r.columnId)).toEqual([web]);
    const list = (await w.json(w.admin, 'GET', `/api/release?columnId=${web}`)).json().data;
    expect(list.list).toMatchObject([{ releaseId: release, top: 0 }]);
    expect((await w.json(w.admin, 'GET', `/api/release/webcolumn/${web}`)).json().data.name).toBe(`${SECRET}网站栏目`);
    expect((await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${draft}`)).json().data.status).toBe(0);
    expect((await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${waiting}`)).json().data.status).toBe(1);
  });
});
