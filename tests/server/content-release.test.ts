import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { releasesRepo } from '../../server/repositories/releases.js';
import { keywordQuery } from '../../server/services/content-search.js';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

describe.each(databases)('columns and release (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);

  const get = async (url: string, token = w.admin) => (await w.json(token, 'GET', url)).json();
  const itemStatus = async (id: number) => (await get(`/api/web-publish/content/detail?id=${id}`)).data.status;

  it('keeps a column tree per portal: create, rename, move without cycles, order, delete when empty', async () => {
    const news = await w.column('新闻');
    const local = await w.column('本地', undefined, news);
    const deep = await w.column('区县', undefined, local);
    const app = await w.column('推荐', 'app');
    const tree = (await get('/api/release/webcolumn?portal=web')).data;
    const n = tree.find((c: { id: number }) => c.id === news);
    expect(n.children[0]).toMatchObject({ id: local, parentId: news, portal: 'web' });
    expect(n.children[0].children[0].id).toBe(deep);
    expect((await get('/api/release/webcolumn?portal=app')).data.map((c: { id: number }) => c.id)).toEqual([app]);
    expect((await get('/api/release/webcolumn/findAll?portal=web')).data.length).toBe(3);
    expect((await get('/api/release/webcolumn/findFirst?portal=web')).data.id).toBe(news);
    expect((await get(`/api/release/webcolumn/${local}`)).data).toMatchObject({ name: '本地', releaseCount: 0 });
    const ids = (await w.json(w.admin, 'POST', `/api/release/webcolumn/findColumnIds/${news}`)).json().data;
    expect(ids.sort()).toEqual([news, local, deep].sort());

    // A child inherits the parent's portal; a parent of another portal is refused.
    const cross = await w.json(w.admin, 'POST', '/api/release/webcolumn', { name: 'x', parentId: news, portal: 'app' });
    expect(cross.statusCode).toBe(400);
    const blank = await w.json(w.admin, 'POST', '/api/release/webcolumn', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toMatch(/栏目名称/);

    expect200(await w.json(w.admin, 'PATCH', '/api/release/webcolumn', { id: local, name: '本地新闻' }));
    const cycle = await w.json(w.admin, 'PATCH', '/api/release/webcolumn', { id: news, parentId: deep });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().msg).toMatch(/下级栏目/);
    expect200(await w.json(w.admin, 'PATCH', '/api/release/webcolumn', { id: deep, parentId: 0 }));
    expect((await get(`/api/release/webcolumn/${deep}`)).data.parentId).toBe(0);

    expect200(await w.json(w.admin, 'POST', '/api/release/webcolumn/changeOrderNum', { ids: [deep, news] }));
    expect((await get('/api/release/webcolumn/findFirst?portal=web')).data.id).toBe(deep);
    const mixed = await w.json(w.admin, 'POST', '/api/release/webcolumn/changeOrderNum', { ids: [deep, local] });
    expect(mixed.statusCode).toBe(400);

    const withChild = await w.json(w.admin, 'DELETE', `/api/release/webcolumn/${news}`);
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().msg).toMatch(/子栏目/);
    expect200(await w.json(w.admin, 'DELETE', `/api/release/webcolumn/${deep}`));
    expect((await w.json(w.admin, 'GET', `/api/release/webcolumn/${deep}`)).statusCode).toBe(404);

    // Another tenant sees none of it and cannot touch it.
    expect((await get('/api/release/webcolumn', w.other)).data).toEqual([]);
    expect((await w.json(w.other, 'GET', `/api/release/webcolumn/${news}`)).statusCode).toBe(404);
    expect((await w.json(w.other, 'PATCH', '/api/release/webcolumn', { id: news, name: '抢' })).statusCode).toBe(404);
    expect((await w.json(w.other, 'DELETE', `/api/release/webcolumn/${news}`)).statusCode).toBe(404);
    // The editor does not hold 栏目管理.
    expect((await w.json(w.editor, 'POST', '/api/release/webcolumn', { name: '编辑建的' })).statusCode).toBe(403);
  });

  it('releases approved items into several columns, refuses doubles, drafts, missing rights and foreign columns', async () => {
    const a = await w.column('发布A');
    const b = await w.column('发布B');
    const id = await w.approved(doc('发布测试稿件'));
    const res = await w.json(w.admin, 'PUT', `/api/release/${id}&${a},${b}&1`);
    expect200(res);
    expect(res.json().data.releaseIds).toHaveLength(2);
    expect(await itemStatus(id)).toBe(4);
    const list = (await get(`/api/release?columnId=${a}`)).data;
    expect(list).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
    expect(list.list[0]).toMatchObject({ contentId: id, columnId: a, title: '发布测试稿件', typeName: '文稿', top: 0, publisherName: '管理员' });
    const detail = (await get(`/api/web-publish/content/detail?id=${id}`)).data;
    expect(detail.releases.map((r: { columnId: number }) => r.columnId).sort()).toEqual([a, b].sort());
    expect((await w.json(w.admin, 'POST', `/api/release/webportalcolumn/findColumnIds/${id}`)).json().data.sort()).toEqual([a, b].sort());

    const twice = await w.json(w.admin, 'PUT', `/api/release/${id}&${a}&1`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toMatch(/不能重复发布/);

    const draft = await w.save(w.admin, doc('未审核稿件'));
    const notApproved = await w.json(w.admin, 'PUT', `/api/release/${draft}&${a}&1`);
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json().msg).toMatch(/尚未审核通过/);
    const wrongType = await w.json(w.admin, 'PUT', `/api/release/${id}&${a}&2`);
    expect(wrongType.statusCode).toBe(400);
    const badSpec = await w.json(w.admin, 'PUT', `/api/release/abc&${a}&1`);
    expect(badSpec.statusCode).toBe(400);

    const second = await w.approved(doc('编辑无发布权'));
    const noRight = await w.json(w.editor, 'PUT', `/api/release/${second}&${a}&1`);
    expect(noRight.statusCode).toBe(403);

    // Another tenant's column: refused and nothing written.
    const foreign = await w.column('别人的栏目', 'web', undefined, w.other);
    const cross = await w.json(w.admin, 'PUT', `/api/release/${second}&${a},${foreign}&1`);
    expect(cross.statusCode).toBe(404);
    expect((await get(`/api/release?columnId=${a}`)).data.total).toBe(1);
    expect(await itemStatus(second)).toBe(3);
    // Another tenant cannot release our item, nor list our releases.
    const theirs = await w.json(w.other, 'PUT', `/api/release/${second}&${foreign}&1`);
    expect(theirs.statusCode).toBe(404);
    expect((await get('/api/release', w.other)).data.total).toBe(0);
    // A column holding releases cannot be deleted.
    const del = await w.json(w.admin, 'DELETE', `/api/release/webcolumn/${a}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().msg).toMatch(/发布的稿件/);
  });

  it('a failure in the middle of a multi-column release leaves nothing written', async () => {
    const a = await w.column('事务A');
    const b = await w.column('事务B');
    const id = await w.approved(doc('事务测试稿件'));
    const db = w.s.app.db;
    if (kind === 'postgres') {
      await sql
        .raw(`create function fail_release() returns trigger language plpgsql as $$ begin if new.column_id = ${b} then raise exception 'boom'; end if; return new; end $$`)
        .execute(db);
      await sql.raw('create trigger fail_release before insert on releases for each row execute function fail_release()').execute(db);
    } else {
      await sql.raw(`create trigger fail_release before insert on releases when new.column_id = ${b} begin select raise(abort, 'boom'); end`).execute(db);
    }
    const res = await w.json(w.admin, 'PUT', `/api/release/${id}&${a},${b}&1`);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).not.toBe(200);
    await sql.raw('drop trigger fail_release' + (kind === 'postgres' ? ' on releases' : '')).execute(db);
    expect((await get(`/api/release?columnId=${a}`)).data.total).toBe(0);
    expect(await itemStatus(id)).toBe(3);
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${a},${b}&1`));
  });

  it('orders, pins, moves, takes down (shelves) and publishes again as new', async () => {
    const col = await w.column('排序栏目');
    const other = await w.column('移动目标');
    const appCol = await w.column('APP栏目', 'app');
    const ids = [];
    for (const t of ['第一篇', '第二篇', '第三篇']) ids.push(await w.approved(doc(t)));
    for (const id of ids) expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&1`));
    const titles = async () => (await get(`/api/release?columnId=${col}`)).data.list.map((r: { title: string }) => r.title);
    const rel = async () => (await get(`/api/release?columnId=${col}`)).data.list.map((r: { releaseId: number }) => r.releaseId);
    expect(await titles()).toEqual(['第三篇', '第二篇', '第一篇']);
    const [r3, r2, r1] = await rel();
    expect200(await w.json(w.admin, 'POST', '/api/release/changeorder', { columnId: col, releaseIds: [r1, r3, r2] }));
    expect(await titles()).toEqual(['第一篇', '第三篇', '第二篇']);
    expect200(await w.json(w.admin, 'PATCH', '/api/release/top', { releaseId: r2, top: 1 }));
    expect(await titles()).toEqual(['第二篇', '第一篇', '第三篇']);
    const wrongList = await w.json(w.admin, 'POST', '/api/release/changetoporder', { columnId: col, releaseIds: [r1] });
    expect(wrongList.statusCode).toBe(400);
    expect200(await w.json(w.admin, 'PATCH', '/api/release/batch', { releaseArray: [r1, r2, r3], top: 0 }));
    expect((await get(`/api/release?columnId=${col}`)).data.list.every((r: { top: number }) => r.top === 0)).toBe(true);

    const toApp = await w.json(w.admin, 'PUT', `/api/release/moveBatch/${r1}&${appCol}`);
    expect(toApp.statusCode).toBe(400);
    expect200(await w.json(w.admin, 'PUT', `/api/release/moveBatch/${r1},${r3}&${other}`));
    expect((await get(`/api/release?columnId=${other}`)).data.total).toBe(2);
    expect(await titles()).toEqual(['第二篇']);

    // Taking down the only release shelves the item; it can be published again.
    const taken = await w.json(w.admin, 'POST', '/api/release/deleteRelease', { releaseArray: [r2] });
    expect(taken.json().data).toEqual({ removed: 1, shelved: 1 });
    expect(await itemStatus(ids[1]!)).toBe(5);
    expect((await w.json(w.admin, 'POST', '/api/release/deleteRelease', { releaseArray: [r2] })).statusCode).toBe(404);
    expect200(await w.json(w.admin, 'PUT', `/api/release/newpublish/${ids[1]}&${col},${other}`));
    expect(await itemStatus(ids[1]!)).toBe(4);
    expect((await get(`/api/release?columnId=${other}`)).data.list[0].contentId).toBe(ids[1]);
    // newpublishBatch refreshes existing releases instead of refusing them.
    expect200(await w.json(w.admin, 'PUT', `/api/release/newpublishBatch/${ids[0]},${ids[2]}&${other}`));
    expect((await get(`/api/release?columnId=${other}`)).data.total).toBe(3);
    // Foreign release ids: 404, nothing changed.
    expect((await w.json(w.other, 'POST', '/api/release/deleteRelease', { releaseArray: [r1] })).statusCode).toBe(404);
    expect((await w.json(w.other, 'PATCH', '/api/release/top', { releaseId: r1, top: 1 })).statusCode).toBe(404);
  });

  it('counts, newest, statistics and keyword search over releases', async () => {
    const col = await w.column('统计栏目');
    const id = await w.approved(doc('融媒体中心发布春节联欢晚会节目单', '<p>晚会将于除夕夜八点直播。</p>'));
    const video = await w.approved({ type: 2, title: '晚会彩排视频', fileIds: w.files.video.slice(0, 1) });
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&1`));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${video}&${col}&2`));
    const stats = (await w.json(w.admin, 'POST', '/api/release/statistics')).json().data;
    expect(stats.today.document).toBeGreaterThanOrEqual(1);
    expect(stats.today.video).toBeGreaterThanOrEqual(1);
    expect(stats.yesterday).toEqual({ document: 0, video: 0, audio: 0, gallery: 0, link: 0, total: 0 });
    const days = (await get('/api/release/CountForTime/2?days=7')).data;
    expect(days).toHaveLength(7);
    expect(days[6].count).toBeGreaterThanOrEqual(1);
    expect((await get('/api/release/Newest?limit=1')).data[0].contentId).toBe(video);

    const seg = (await get(`/api/IK/segment/${encodeURIComponent('融媒体中心发布春节联欢晚会')}`)).data;
    expect(seg).toEqual(['融', '媒体', '中心', '发布', '春节', '联欢晚会']);
    const found = (await get(`/api/1/findReleaseListByKeywords/${encodeURIComponent('春节晚会')}`)).data;
    expect(found.list.map((r: { contentId: number }) => r.contentId)).toEqual([id]);
    const byBody = (await get(`/api/0/findReleaseListByKeywords/${encodeURIComponent('除夕夜')}`)).data;
    expect(byBody.list.map((r: { contentId: number }) => r.contentId)).toContain(id);
    expect((await get(`/api/2/findReleaseListByKeywords/${encodeURIComponent('春节晚会')}`)).data.total).toBe(0);
    expect((await get(`/api/release?keyWord=${encodeURIComponent('彩排')}`)).data.list[0].contentId).toBe(video);
    expect((await get(`/api/0/findReleaseListByKeywords/${encodeURIComponent('春节')}`, w.other)).data.total).toBe(0);
  });

  it('counts a keyword search only up to the cap, and pages it the same way on both databases', async () => {
    const col = await w.column('检索上限');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await w.approved(doc(`防汛演练第${i}场`, '<p>防汛演练进展顺利</p>')));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${ids.join(',')}&${col}&1`));
    const kw = keywordQuery('防汛演练');
    expect(kw).not.toBeNull();
    const repo = releasesRepo(w.s.app.db, 3);
    const first = await repo.page(w.tenantId, { keyword: kw, pageIndex: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, capped: true });
    expect(first.list.map((r) => r.content_id)).toEqual([...ids].reverse().slice(0, 2));
    const beyond = await repo.page(w.tenantId, { keyword: kw, pageIndex: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ list: [], total: 3, capped: true });
    const exact = await releasesRepo(w.s.app.db, 10).page(w.tenantId, { keyword: kw, columnId: col, pageIndex: 3, pageSize: 2 });
    expect(exact).toMatchObject({ total: 5, capped: false });
    expect(exact.list.map((r) => r.content_id)).toEqual([ids[0]]);
    // Through the API (cap 1000) the answer is exact and says nothing of a cap.
    const api = (await get(`/api/release?keyWord=${encodeURIComponent('防汛演练')}&pageSize=2`)).data;
    expect(api.total).toBe(5);
    expect(api).not.toHaveProperty('totalCapped');
  });

  it('serves released items publicly, counts views, and feeds the report pages', async () => {
    const col = await w.column('公开栏目');
    const id = await w.approved(doc('公开页面稿件', '<p>大家好</p>'));
    const hidden = await w.approved(doc('未发布稿件'));
    expect((await w.s.call(undefined, { method: 'GET', url: `/api/web-publish/news/${id}` })).statusCode).toBe(404);
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&1`));
    const pub = await w.s.call(undefined, { method: 'GET', url: `/api/web-publish/news/${id}` });
    expect200(pub);
    expect(pub.json().data).toMatchObject({ id, title: '公开页面稿件', body: '<p>大家好</p>', views: 1 });
    expect(pub.json().data).not.toHaveProperty('creatorId');
    expect(pub.json().data).not.toHaveProperty('status');
    await w.s.call(undefined, { method: 'GET', url: `/api/web-publish/news/${id}` });
    expect((await w.s.call(undefined, { method: 'GET', url: `/api/web-publish/news/${hidden}` })).statusCode).toBe(404);
    const latest = (await w.s.call(undefined, { method: 'GET', url: '/api/web-publish/news/latest?domainName=demo' })).json().data;
    expect(latest.map((n: { id: number }) => n.id)).toContain(id);

    const hot = (await get('/api/web-publish/report/hot?days=7')).data;
    expect(hot[0]).toMatchObject({ contentId: id, views: 2 });
    const summary = (await get('/api/web-publish/report/summary')).data;
    expect(summary.byStatus).toHaveLength(6);
    expect(summary.byType.map((t: { name: string }) => t.name)).toEqual(['文稿', '视频', '音频', '图集', '外链']);
    expect(summary.views).toBeGreaterThanOrEqual(2);
    const today = (await get('/api/web-publish/report/today')).data;
    expect(today.releasedCount).toBeGreaterThanOrEqual(1);
    const choose = (await get('/api/web-publish/report/choose')).data;
    expect(choose.approved.map((i: { id: number }) => i.id)).toContain(hidden);
    expect((await get('/api/web-publish/report/source')).data.length).toBeGreaterThan(0);
    expect((await get('/api/web-publish/report/newest?limit=1')).data[0].contentId).toBe(id);
    expect((await get('/api/web-publish/report/daily?days=3')).data).toHaveLength(3);
    // Another tenant's figures stay apart.
    expect((await w.json(w.other, 'GET', '/api/web-publish/report/hot')).json().data).toEqual([]);
  });
});
