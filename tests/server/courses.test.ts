// Courses (docs/courses.md): classifications, courses of library videos, series of courses with
// their order; bad input and another tenant's videos or courses get a 4xx with a Chinese message
// and write nothing. SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { COURSE_MENUS as M } from '../../shared/courses.js';
import { ensureNewsroomMedia } from '../../server/seed/content-media.js';
import { seedLibraries, seedMedia } from '../../server/seed/media-seed.js';
import { databases, suiteServer, type TestServer } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

const C = '/api/web-publish/course';

describe.each(databases)('courses (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let other: string;
  const videos: number[] = [];
  const otherVideos: number[] = [];
  /** A library file that is not a video. */
  let image = 0;

  suiteServer(kind, async (s, me) => {
    server = s;
    admin = me.token;
    await seedMedia(s.app, { generate: false });
    await ensureNewsroomMedia(s.app, me.webTenId, me.webUserId, (await seedLibraries(s.app, me.webTenId, me.webUserId)).news);
    await s.addTenant('other', '另一租户');
    await seedMedia(s.app, { domain: 'other', generate: false });
    const o = await s.login('other');
    other = o.token;
    const ids = async (tenantId: number, userId: number, fileType: number) => (await s.app.repos.libraryFiles.page(tenantId, userId, { fileType, pageIndex: 1, pageSize: 20 })).list.map((f) => f.id);
    videos.push(...(await ids(me.webTenId, me.webUserId, 1)));
    otherVideos.push(...(await ids(o.webTenId, o.webUserId, 1)));
    const all = (await s.app.repos.libraryFiles.page(me.webTenId, me.webUserId, { pageIndex: 1, pageSize: 100 })).list;
    image = all.find((f) => f.file_type !== 1)?.id ?? 0;
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => jsonCall(server, token, method, `${C}${url}`, body);
  const save = (token: string, body: Record<string, unknown>) => call(token, 'POST', '/save', body);
  const course = (name: string, itemIds: number[], extra: Record<string, unknown> = {}) => ({ kind: 'course', name, itemIds, ...extra });

  it('has library videos in both tenants to build courses from', () => {
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(otherVideos.length).toBeGreaterThanOrEqual(1);
    expect(image).toBeGreaterThan(0);
  });

  it('creates, renames, lists and deletes classifications; names are unique; one in use stays', async () => {
    expect(await call(admin, 'POST', '/classify/save', { name: '  ' })).toMatchObject({ status: 400, msg: '请输入分类名称' });
    const a = await call(admin, 'POST', '/classify/save', { name: '党建课程', sort: 2 });
    expect(a).toMatchObject({ code: 200, msg: '保存成功' });
    const b = (await call(admin, 'POST', '/classify/save', { name: '技能培训', sort: 1 })).data.id;
    expect(await call(admin, 'POST', '/classify/save', { name: '党建课程' })).toMatchObject({ status: 409, msg: '分类名称已存在' });
    expect((await call(admin, 'POST', '/classify/save', { id: b, name: '技能提升', sort: 1 })).code).toBe(200);
    const list = (await call(admin, 'GET', '/classify/list')).data;
    expect(list.map((k: { name: string }) => k.name)).toEqual(['技能提升', '党建课程']);
    const page = (await call(admin, 'GET', '/classify/page?keyword=党建&pageSize=10')).data;
    expect(page).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
    // In use: refused; emptied: deleted.
    const c = (await save(admin, course('入党教育', [videos[0]], { classId: a.data.id }))).data.id;
    expect(await call(admin, 'POST', '/classify/delete', { id: a.data.id })).toMatchObject({ status: 409, msg: '该分类下还有课程，不能删除' });
    expect((await call(admin, 'GET', '/classify/list')).data.find((k: { id: number }) => k.id === a.data.id).courseCount).toBe(1);
    expect((await call(admin, 'POST', '/delete', { id: c })).code).toBe(200);
    expect(await call(admin, 'POST', '/classify/delete', { id: a.data.id })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(admin, 'POST', '/classify/delete', { id: a.data.id })).toMatchObject({ status: 404, msg: '课程分类不存在' });
    // Another tenant sees none of them and changes none.
    expect((await call(other, 'GET', '/classify/list')).data).toEqual([]);
    expect(await call(other, 'POST', '/classify/save', { id: b, name: '改名' })).toMatchObject({ status: 404 });
    expect(await call(other, 'POST', '/classify/delete', { id: b })).toMatchObject({ status: 404 });
    expect((await call(other, 'POST', '/classify/save', { name: '技能提升' })).code).toBe(200);
  });

  it('builds a course from library videos in the order given, and edits it', async () => {
    const klass = (await call(admin, 'POST', '/classify/save', { name: '新闻业务' })).data.id;
    const order = [videos[2], videos[0], videos[1]];
    const r = await save(admin, course('  新闻采访基础  ', order, { classId: klass, summary: '三节课' }));
    expect(r).toMatchObject({ code: 200, msg: '保存成功' });
    const d = (await call(admin, 'GET', `/detail?id=${r.data.id}`)).data;
    expect(d).toMatchObject({ kind: 'course', name: '新闻采访基础', summary: '三节课', classId: klass, className: '新闻业务', itemCount: 3 });
    expect(d.items.map((i: { id: number }) => i.id)).toEqual(order);
    expect(d.duration).toBeCloseTo(d.items.reduce((n: number, i: { duration: number }) => n + i.duration, 0));
    expect(d.items.every((i: { name: string; count: number }) => i.name && i.count === 0)).toBe(true);
    // Reordered and shortened.
    expect((await save(admin, course('新闻采访基础', [videos[1], videos[2]], { id: r.data.id }))).code).toBe(200);
    const d2 = (await call(admin, 'GET', `/detail?id=${r.data.id}`)).data;
    expect(d2.items.map((i: { id: number }) => i.id)).toEqual([videos[1], videos[2]]);
    expect(d2.classId).toBe(0);
    const page = (await call(admin, 'GET', `/page?kind=course&keyword=采访`)).data;
    expect(page.list.map((c: { id: number }) => c.id)).toContain(r.data.id);
    expect((await call(admin, 'GET', `/page?kind=series`)).data.list.some((c: { id: number }) => c.id === r.data.id)).toBe(false);
  });

  it('refuses bad courses with a Chinese message and writes nothing', async () => {
    const before = (await call(admin, 'GET', '/page?kind=course&pageSize=100')).data.total;
    expect(await save(admin, course(' ', [videos[0]]))).toMatchObject({ status: 400, msg: '请输入课程名称' });
    expect(await save(admin, course('空课程', []))).toMatchObject({ status: 400, msg: '请至少选择一个视频' });
    expect(await save(admin, course('图片课程', [image]))).toMatchObject({ status: 400 });
    expect((await save(admin, course('图片课程', [image]))).msg).toMatch(/^只能选择视频文件：/);
    expect((await save(admin, course('重复', [videos[0], videos[0]]))).msg).toMatch(/^视频重复：/);
    expect(await save(admin, course('没有的视频', [2_000_000_000]))).toMatchObject({ status: 400, msg: '所选视频不存在或不属于本单位，不能组成课程' });
    expect(await save(admin, course('分类不存在', [videos[0]], { classId: 999999 }))).toMatchObject({ status: 400, msg: '课程分类不存在' });
    expect((await save(admin, { kind: 'lesson', name: 'x', itemIds: [videos[0]] })).status).toBe(400);
    expect((await save(admin, course('x', Array.from({ length: 201 }, (_, i) => i + 1)))).status).toBe(400);
    expect((await call(admin, 'GET', '/detail?id=abc')).status).toBe(400);
    expect((await call(admin, 'GET', '/page?kind=course&pageSize=100')).data.total).toBe(before);
  });

  it("refuses a course made of another tenant's videos, and keeps every course to its tenant", async () => {
    expect(await save(admin, course('偷来的视频', [videos[0], otherVideos[0]]))).toMatchObject({ status: 400, code: 400, msg: '所选视频不存在或不属于本单位，不能组成课程' });
    expect(await save(other, course('偷来的视频', [videos[0]]))).toMatchObject({ status: 400, msg: '所选视频不存在或不属于本单位，不能组成课程' });
    const mine = (await save(admin, course('本单位课程', [videos[0]]))).data.id;
    expect((await call(other, 'GET', '/page?kind=course')).data.list.some((c: { id: number }) => c.id === mine)).toBe(false);
    expect(await call(other, 'GET', `/detail?id=${mine}`)).toMatchObject({ status: 404, msg: '课程不存在' });
    expect(await save(other, course('改别人的', [otherVideos[0]], { id: mine }))).toMatchObject({ status: 404 });
    expect(await call(other, 'POST', '/delete', { id: mine })).toMatchObject({ status: 404 });
    // A series of the other tenant cannot hold this tenant's course either.
    expect(await save(other, { kind: 'series', name: '跨单位系列', itemIds: [mine] })).toMatchObject({ status: 400, msg: '所选课程不存在或不属于本单位' });
    expect((await call(admin, 'GET', `/detail?id=${mine}`)).data.name).toBe('本单位课程');
  });

  it('orders courses in a series, reorders them, and keeps a course in a series from deletion', async () => {
    const a = (await save(admin, course('第一课', [videos[0]]))).data.id;
    const b = (await save(admin, course('第二课', [videos[1], videos[2]]))).data.id;
    expect(await save(admin, { kind: 'series', name: '空系列', itemIds: [] })).toMatchObject({ status: 400, msg: '请至少选择一门课程' });
    expect(await save(admin, { kind: 'series', name: '  ', itemIds: [a] })).toMatchObject({ status: 400, msg: '请输入系列课名称' });
    expect(await save(admin, { kind: 'series', name: '重复', itemIds: [a, a] })).toMatchObject({ status: 400, msg: '课程重复：第一课' });
    const s1 = (await save(admin, { kind: 'series', name: '新闻入门系列', itemIds: [a, b] })).data.id;
    // A series is not a course: it cannot be put in a series, nor turned into a course.
    expect(await save(admin, { kind: 'series', name: '套娃', itemIds: [s1] })).toMatchObject({ status: 400, msg: '所选课程不存在或不属于本单位' });
    expect(await save(admin, course('改类型', [videos[0]], { id: s1 }))).toMatchObject({ status: 400, msg: '课程类型不能修改' });
    let d = (await call(admin, 'GET', `/detail?id=${s1}`)).data;
    expect(d).toMatchObject({ kind: 'series', itemCount: 2 });
    expect(d.items.map((i: { id: number; count: number }) => [i.id, i.count])).toEqual([[a, 1], [b, 2]]);
    expect((await save(admin, { kind: 'series', name: '新闻入门系列', itemIds: [b, a], id: s1 })).code).toBe(200);
    d = (await call(admin, 'GET', `/detail?id=${s1}`)).data;
    expect(d.items.map((i: { name: string }) => i.name)).toEqual(['第二课', '第一课']);
    expect(d.duration).toBeCloseTo(d.items[0].duration + d.items[1].duration);
    const list = (await call(admin, 'GET', '/page?kind=series')).data.list;
    expect(list.find((x: { id: number }) => x.id === s1)).toMatchObject({ itemCount: 2, kind: 'series' });
    expect(await call(admin, 'POST', '/delete', { id: a })).toMatchObject({ status: 409, msg: '该课程已加入系列课「新闻入门系列」，请先从系列课中移除' });
    expect((await call(admin, 'POST', '/delete', { id: s1 })).msg).toBe('删除成功');
    expect((await call(admin, 'POST', '/delete', { id: a })).code).toBe(200);
    expect(await call(admin, 'GET', `/detail?id=${s1}`)).toMatchObject({ status: 404 });
  });

  it('answers 403 without the course menus; the class menu alone may not write courses', async () => {
    const { userId } = await makeUser(server, admin, { account: 'classonly', password: 'Pass_1234', menus: [M.root.id, M.classes.id] });
    expect(userId).toBeGreaterThan(0);
    const token = (await server.login('demo', 'classonly', 'Pass_1234')).token;
    expect((await call(token, 'GET', '/classify/list')).code).toBe(200);
    expect((await save(token, course('无权', [videos[0]]))).status).toBe(403);
    await makeUser(server, admin, { account: 'nocourse', password: 'Pass_1234', menus: [] });
    const none = (await server.login('demo', 'nocourse', 'Pass_1234')).token;
    expect((await call(none, 'GET', '/page')).status).toBe(403);
    expect((await call(none, 'POST', '/classify/save', { name: 'x' })).status).toBe(403);
    const seriesOnly = await makeUser(server, admin, { account: 'seriesonly', password: 'Pass_1234', menus: [M.root.id, M.series.id, M.seriesEdit.id] });
    expect(seriesOnly.userId).toBeGreaterThan(0);
    const st = (await server.login('demo', 'seriesonly', 'Pass_1234')).token;
    expect((await save(st, course('无权课程', [videos[0]]))).status).toBe(403);
  });
});
