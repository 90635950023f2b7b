// 待我处理 (GET /api/web-basic/tenant/manager/todo, docs/todo.md): each count is scoped as the
// list it opens (the list answers the same total); a 记者 sees only their own rejected stories and
// no row they cannot act on; along a 三审 chain a reviewer counts only what waits at their level,
// within their data scope; another tenant's items never count; a change pushes { todoChanged }
// to the users concerned.
import { afterAll, describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { formCall, jsonCall } from './org-support.js';
import { listen, openCentre, type TestSocket } from './realtime-support.js';
import type { TodoItem } from '../../shared/todo.js';

const TODO = '/api/web-basic/tenant/manager/todo';

describe.each(databases)('待我处理 (%s)', (kind) => {
  const server = suiteStart(kind, {}, 120_000);
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server);
  const sockets: TestSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  const roleId = async (name: string) => {
    const page = await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/page?pageSize=1000');
    return (page.data.list as { id: number; name: string }[]).find((r) => r.name === name)!.id;
  };
  const depts = new Map<string, number>();
  const person = async (account: string, role: string, deptName = '要闻部') => {
    if (!depts.has(deptName)) depts.set(deptName, (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: deptName })).data.id);
    const made = await jsonCall(server, admin.token, 'POST', '/api/user', { account, name: `${role}${account}`, password: 'Pass_1234', organizationId: depts.get(deptName), roleIds: [await roleId(role)] });
    expect(made.code).toBe(200);
    return { ...(await server.login('demo', account, 'Pass_1234')), id: made.data.id as number };
  };
  const todo = async (token: string): Promise<TodoItem[]> => {
    const res = await jsonCall(server, token, 'GET', TODO);
    expect(res.code).toBe(200);
    return res.data.items;
  };
  const rowOf = async (token: string, kind: string) => (await todo(token)).find((i) => i.kind === kind);
  const submitted = async (token: string, title: string) => {
    const saved = await jsonCall(server, token, 'POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>待办正文</p>' });
    expect(saved.code).toBe(200);
    expect((await formCall(server, token, '/api/web-publish/content/submit', { id: String(saved.data.id) })).code).toBe(200);
    return saved.data.id as number;
  };
  /** The total of the list a part's link opens (its search params as content/page params). */
  const listTotal = async (token: string, path: string, type: number, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(path.split('?')[1]);
    const q = new URLSearchParams({ type: String(type), ...Object.fromEntries(params), ...extra, pageSize: '1' });
    const res = await jsonCall(server, token, 'GET', `/api/web-publish/content/page?${q}`);
    expect(res.code).toBe(200);
    return res.data.total as number;
  };

  it('answers 401 without a session', async () => {
    const res = await jsonCall(server, undefined, 'GET', TODO);
    expect(res.status).toBe(401);
  });

  it('a 记者 sees only the rows they can act on, and only their own rejected stories', async () => {
    const reporter = await person('todorep1', '记者');
    const colleague = await person('todorep2', '记者');
    const rows = await todo(reporter.token);
    // no review, contribution, tip-off, 问政, comment or programme row for a reporter
    expect(rows.map((r) => r.kind).filter((k) => !['rejected', 'uploads'].includes(k))).toEqual([]);
    const rejected = rows.find((r) => r.kind === 'rejected')!;
    expect(rejected).toMatchObject({ label: '我被驳回的稿件', count: 0 });
    expect(rejected.parts.map((p) => p.path)).toContain('/contentProduction/manuscripts?own=1&status=2');

    const id = await submitted(reporter.token, '被驳回的稿件');
    expect((await jsonCall(server, admin.token, 'POST', '/api/web-publish/content/review', { id, pass: 0, opinion: '请补充采访' })).code).toBe(200);
    const mine = (await rowOf(reporter.token, 'rejected'))!;
    expect(mine.count).toBe(1);
    const part = mine.parts.find((p) => p.label === '文稿')!;
    expect(part).toEqual({ label: '文稿', count: 1, path: '/contentProduction/manuscripts?own=1&status=2' });
    expect(mine.path).toBe(part.path);
    // the list the count opens holds exactly that item
    expect(await listTotal(reporter.token, part.path, 1)).toBe(1);
    expect((await rowOf(colleague.token, 'rejected'))!.count).toBe(0);
    // the administrator's own rejected stories: none
    expect((await rowOf(admin.token, 'rejected'))!.count).toBe(0);
  });

  it('counts only what waits at the reviewer’s level of the 三审 chain, within their scope, and pushes the change', async () => {
    const levels = [
      { name: '初审', roleIds: [await roleId('初审')] },
      { name: '复审', roleIds: [await roleId('复审')] },
      { name: '终审', roleIds: [await roleId('终审')] },
    ];
    // 文稿 gets the chain (the test above used its default single level)
    expect((await jsonCall(server, admin.token, 'POST', '/api/web-publish/review/flow', { type: 1, levels })).code).toBe(200);
    const reporter = await person('todorep3', '记者', '视频部');
    const first = await person('todofirst', '初审', '视频部');
    const elsewhere = await person('todofirst2', '初审', '体育部');
    const second = await person('todosecond', '复审', '视频部');
    const reviewCount = async (token: string) => (await rowOf(token, 'review'))!.parts.find((p) => p.label === '文稿')!.count;
    expect(await reviewCount(first.token)).toBe(0);

    const base = await listen(server.app);
    const firstSocket = await openCentre(base, first);
    sockets.push(firstSocket);

    const id = await submitted(reporter.token, '三审文稿');
    // the 初审 reviewer is told the counts moved
    await firstSocket.until<{ todoChanged?: { at: number } }>((f) => typeof f === 'object' && f !== null && 'todoChanged' in f);

    expect(await reviewCount(first.token)).toBe(1);
    expect(await reviewCount(second.token)).toBe(0);
    // another department's 初审 (data scope: own department) does not count it
    expect(await reviewCount(elsewhere.token)).toBe(0);
    // the administrator holds no level's role of this chain
    expect(await reviewCount(admin.token)).toBe(0);
    const part = (await rowOf(first.token, 'review'))!.parts.find((p) => p.label === '文稿')!;
    expect(part.path).toBe('/contentProduction/review/1?atMyLevel=1');
    expect(await listTotal(first.token, part.path, 1, { status: '1' })).toBe(1);
    expect(await listTotal(second.token, part.path, 1, { status: '1' })).toBe(0);

    // 初审 passes: it now waits at 复审
    const d = (await jsonCall(server, first.token, 'GET', `/api/web-publish/content/detail?id=${id}`)).data;
    expect((await jsonCall(server, first.token, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '', revision: d.revision, level: 1 })).code).toBe(200);
    expect(await reviewCount(first.token)).toBe(0);
    expect(await reviewCount(second.token)).toBe(1);
    expect(await listTotal(second.token, part.path, 1, { status: '1' })).toBe(1);
    expect(await listTotal(first.token, part.path, 1, { status: '1' })).toBe(0);
  });

  it('counts contributions, tip-offs, comments, interrupted uploads and programme gaps for the administrator; never another tenant’s', async () => {
    await server.app.repos.contributions.create(admin.webTenId, { title: '读者投稿', content: '内容', name: '读者', phone: '', fileIds: [], address: '' });
    await server.app.repos.uploads.touch(admin.webTenId, 'f'.repeat(32), { chunkCount: 3, fileName: '半截.mp4', libraryId: 1, userId: admin.webUserId }, Date.now() - 60 * 60_000);
    const rows = await todo(admin.token);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(Object.keys(byKind)).toEqual(['review', 'rejected', 'contributions', 'tips', 'politics', 'comments', 'uploads', 'gaps']);
    expect(byKind.contributions).toMatchObject({ label: '待审核投稿', path: '/interaction/contributions?status=0' });
    expect(byKind.contributions!.count).toBe((await jsonCall(server, admin.token, 'GET', '/api/web-publish/publish/contribute/page?status=0&pageSize=1')).data.total);
    expect(byKind.contributions!.count).toBeGreaterThan(0);
    expect(byKind.tips!.path).toBe('/interaction/reportSubjects?status=0');
    expect(byKind.tips).toMatchObject({ label: '待处理报料' });
    expect(byKind.tips!.parts.map((p) => [p.label, p.path])).toEqual([
      ['待分派', '/interaction/reportSubjects?status=0'],
      ['已分派', '/interaction/reportSubjects?status=1'],
    ]);
    expect(byKind.comments!.path).toBe('/interaction/comments?status=0');
    expect(byKind.politics!.path).toBe('/answer/list?status=1');
    expect(byKind.uploads).toMatchObject({ count: 1, path: '/upload' });
    // gaps: one part per channel, opening the editor on its first day with a gap
    for (const p of byKind.gaps!.parts) expect(p.path).toMatch(/^\/contentManagement\/cloudLiveBroadcast\/programEdit\?liveTvId=\d+&day=\d{8}$/);
    expect(byKind.gaps!.count).toBe(byKind.gaps!.parts.reduce((n, p) => n + p.count, 0));

    // another tenant counts nothing of demo's
    const foreign = await todo(other.token);
    for (const r of foreign.filter((x) => ['review', 'rejected', 'contributions', 'uploads'].includes(x.kind))) expect(r.count).toBe(0);
  });

  it('a desk’s handler counts the tip-offs dispatched to their desk and the comments on their desk’s stories, as the lists they open', async () => {
    const tenantId = admin.webTenId;
    const paths = ['/interaction/reportSubjects', '/interaction/comments'];
    const comMicsIds = (await server.app.repos.menus.all()).filter((m) => paths.includes(m.path)).map((m) => m.id);
    const role = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '线索部门角色', comMicsIds, dataScope: 3 });
    expect(role.code).toBe(200);
    const desk = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '线索部' })).data.id as number;
    const elsewhere = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '别的部' })).data.id as number;
    const made = await jsonCall(server, admin.token, 'POST', '/api/user', { account: 'tododesk', name: '线索员', password: 'Pass_1234', organizationId: desk, roleIds: [role.data.id] });
    expect(made.code).toBe(200);
    const handler = await server.login('demo', 'tododesk', 'Pass_1234');
    const db = server.app.db;
    // tip-offs: one waiting (no desk yet), one dispatched to the desk, one to another desk
    const tip = (title: string) => server.app.repos.reportSubjects.create(tenantId, { title, content: '内容', name: '市民', phone: '', source: '热线', classId: 0, address: '', userId: 0 });
    await tip('未分派的线索');
    for (const [title, dept] of [['分派到本部的线索', desk], ['分派到别部的线索', elsewhere]] as const) {
      await db.updateTable('report_subjects').set({ status: 1, dept_id: dept }).where('id', '=', await tip(title)).execute();
    }
    // comments: one on a story of the desk, one on another desk's story
    for (const [title, dept] of [['本部的稿件', desk], ['别部的稿件', elsewhere]] as const) {
      const saved = await jsonCall(server, admin.token, 'POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>正文</p>' });
      await db.updateTable('content_items').set({ dept_id: dept }).where('id', '=', saved.data.id).execute();
      await server.app.repos.comments.create(tenantId, { contentId: saved.data.id, nickname: '读者', content: `评论${title}`, address: '10.6.0.1' });
    }
    const rows = await todo(handler.token);
    expect(rows.map((r) => r.kind)).toEqual(['tips', 'comments']);
    const tips = rows.find((r) => r.kind === 'tips')!;
    expect(tips.parts.map((p) => [p.label, p.count])).toEqual([
      ['待分派', 0],
      ['已分派', 1],
    ]);
    expect(tips).toMatchObject({ count: 1, path: '/interaction/reportSubjects?status=1' });
    expect((await jsonCall(server, handler.token, 'GET', '/api/reportsubject?status=1&pageSize=1')).data.total).toBe(1);
    const comments = rows.find((r) => r.kind === 'comments')!;
    expect(comments.count).toBe(1);
    expect((await jsonCall(server, handler.token, 'GET', '/api/web-publish/comment/page?status=0&pageSize=1')).data.total).toBe(1);
  });

  it('describes the call in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/web-basic/tenant/manager/todo']?.get?.summary).toContain('待我处理');
  });
});
