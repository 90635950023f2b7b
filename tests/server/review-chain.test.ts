// The 三审 review chain (contract "Review chain"): a three-level chain of the presets' 初审, 复审
// and 终审 roles; an item passes level by level (status stays 1 until the last), each act recorded
// with its level; only holders of the waiting level's role may act (403); send-back to an earlier
// level or to the author (rejected, with the reason); release refuses an item short of the last
// level; notices to the next level's reviewers and to the author; bad chains and bad send-backs
// answer 400 and write nothing; the default chain is one level that behaves as review did.
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { formCall, jsonCall } from './org-support.js';
import { REVIEW_CHAIN_TEXTS as T } from '../../shared/review-chain.js';

const FLOW = '/api/web-publish/review/flow';
const REVIEW = '/api/web-publish/content/review';

describe.each(databases)('review chain (%s)', (kind) => {
  const server = suiteStart(kind, {}, 120_000);
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server);

  const roleId = async (name: string) => {
    const page = await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/page?pageSize=1000');
    return (page.data.list as { id: number; name: string }[]).find((r) => r.name === name)!.id;
  };
  let dept = 0;
  const person = async (account: string, role: string) => {
    if (!dept) dept = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '三审部' })).data.id;
    const made = await jsonCall(server, admin.token, 'POST', '/api/user', { account, name: `${role}${account}`, password: 'Pass_1234', organizationId: dept, roleIds: [await roleId(role)] });
    expect(made.code).toBe(200);
    return { token: (await server.login('demo', account, 'Pass_1234')).token, id: made.data.id as number };
  };
  const detail = async (token: string, id: number) => (await jsonCall(server, token, 'GET', `/api/web-publish/content/detail?id=${id}`)).data;
  const submitted = async (token: string, title: string) => {
    const saved = await jsonCall(server, token, 'POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>三审正文</p>' });
    expect(saved.code).toBe(200);
    expect((await formCall(server, token, '/api/web-publish/content/submit', { id: String(saved.data.id) })).code).toBe(200);
    return saved.data.id as number;
  };
  const review = (token: string, body: Record<string, unknown>) => jsonCall(server, token, 'POST', REVIEW, body);
  const titlesOf = async (userId: number) =>
    (await server.app.db.selectFrom('messages').select(['title', 'view_content']).where('user_id', '=', userId).execute()).map((m) => `${m.title}|${m.view_content}`);

  it('answers the default one-level chain for every type; a single-level review behaves as before', async () => {
    const flows = await jsonCall(server, admin.token, 'GET', FLOW);
    expect(flows.code).toBe(200);
    expect(flows.data.map((f: { type: number }) => f.type)).toEqual([1, 2, 3, 4, 5]);
    for (const f of flows.data) expect(f.levels).toEqual([{ level: 1, name: '审核', roleIds: [] }]);
    const id = await submitted(admin.token, '默认流程稿件');
    const d = await detail(admin.token, id);
    expect(d).toMatchObject({ reviewLevel: 1, reviewLevelName: '审核', reviewLevels: [{ level: 1, name: '审核', roleIds: [] }] });
    expect(await review(admin.token, { id, pass: 1, opinion: '' })).toMatchObject({ code: 200, data: { id, status: 3, reviewLevel: 1 } });
    expect((await detail(admin.token, id)).reviews[0]).toMatchObject({ pass: 1, level: 1, levelName: '审核', backTo: null });
  });

  it('refuses bad chains with a Chinese message and writes nothing', async () => {
    const first = await roleId('初审');
    const foreign = (await jsonCall(server, other.token, 'GET', '/api/web-conf/role/manager/page?pageSize=1000')).data.list[0].id as number;
    const bad: [unknown, string][] = [
      [{ type: 2, levels: [] }, T.levelsCount],
      [{ type: 2, levels: [1, 2, 3, 4].map((n) => ({ name: `第${n}级`, roleIds: [first] })) }, T.levelsCount],
      [{ type: 2, levels: [{ name: '初审', roleIds: [foreign] }] }, T.rolesUnknown(1)],
      [{ type: 2, levels: [{ name: '初审', roleIds: [first] }, { name: '复审', roleIds: [987654] }] }, T.rolesUnknown(2)],
      [{ type: 2, levels: [{ name: ' ', roleIds: [first] }] }, T.nameRequired(1)],
      [{ type: 2, levels: [{ name: '初审', roleIds: [] }, { name: '初审', roleIds: [] }] }, T.nameDuplicate('初审')],
      [{ type: 9, levels: [{ name: '初审', roleIds: [] }] }, T.typeInvalid],
    ];
    for (const [body, msg] of bad) {
      const res = await jsonCall(server, admin.token, 'POST', FLOW, body);
      expect(res.status).toBe(400);
      expect(res.msg).toBe(msg);
    }
    const flows = await jsonCall(server, admin.token, 'GET', FLOW);
    expect(flows.data.find((f: { type: number }) => f.type === 2).levels).toEqual([{ level: 1, name: '审核', roleIds: [] }]);
    // The settings are the administrator's: a reporter may not save a chain.
    const reporter = await person('chainbad', '记者');
    expect((await jsonCall(server, reporter.token, 'POST', FLOW, { type: 2, levels: [{ name: '初审', roleIds: [] }] })).status).toBe(403);
  });

  it('passes level by level, only at the waiting level, sends back to an earlier level and to the author, gates release', async () => {
    const levels = [
      { name: '初审', roleIds: [await roleId('初审')] },
      { name: '复审', roleIds: [await roleId('复审')] },
      { name: '终审', roleIds: [await roleId('终审')] },
    ];
    const saved = await jsonCall(server, admin.token, 'POST', FLOW, { type: 1, levels });
    expect(saved).toMatchObject({ code: 200, msg: T.saved, data: { type: 1, levels: levels.map((l, i) => ({ ...l, level: i + 1 })) } });

    const reporter = await person('chainrep', '记者');
    const first = await person('chain1', '初审');
    const second = await person('chain2', '复审');
    const third = await person('chain3', '终审');
    const id = await submitted(reporter.token, '三审稿件');
    expect(await titlesOf(first.id)).toContain('有稿件等待审核|文稿《三审稿件》等待初审');
    expect(await titlesOf(second.id)).not.toContain('有稿件等待审核|文稿《三审稿件》等待复审');

    // 复审 and 终审 may not act at 初审; nor may the administrator, who holds no level's role.
    for (const who of [second, third, { token: admin.token }]) {
      const res = await review(who.token, { id, pass: 1, opinion: '' });
      expect(res.status).toBe(403);
      expect(res.msg).toBe(T.notAtLevel('初审'));
    }
    let d = await detail(first.token, id);
    expect(d).toMatchObject({ status: 1, reviewLevel: 1, reviewLevelName: '初审', reviews: [] });

    // 初审 passes: still waiting, now at 复审; the 复审 reviewers and the author are told.
    expect(await review(first.token, { id, pass: 1, opinion: '同意', revision: d.revision, level: 1 })).toMatchObject({ code: 200, data: { status: 1, reviewLevel: 2 } });
    expect(await titlesOf(second.id)).toContain('有稿件等待审核|文稿《三审稿件》等待复审');
    expect(await titlesOf(reporter.id)).toContain(`${T.noticeAdvancedTitle}|${T.noticeAdvanced('三审稿件', '初审', '复审', '同意')}`);
    // A reviewer who saw level 1 is told it moved on.
    expect((await review(second.token, { id, pass: 1, opinion: '', level: 1 })).status).toBe(409);
    // Release refuses it until the last level has passed.
    const column = (await jsonCall(server, admin.token, 'POST', '/api/release/webcolumn', { name: '三审栏目', portal: 'web' })).data.id;
    expect((await jsonCall(server, admin.token, 'PUT', `/api/release/${id}&${column}&1`)).status).toBe(400);

    // 复审 passes → 终审; bad send-backs from 终审: to its own level or later, with a pass, without a reason.
    expect(await review(second.token, { id, pass: 1, opinion: '' })).toMatchObject({ code: 200, data: { status: 1, reviewLevel: 3 } });
    for (const [body, msg] of [
      [{ id, pass: 0, opinion: '不妥', backTo: 3 }, T.backToInvalid('终审')],
      [{ id, pass: 0, opinion: '不妥', backTo: 4 }, T.backToInvalid('终审')],
      [{ id, pass: 1, opinion: '', backTo: 1 }, T.backToWithPass],
      [{ id, pass: 0, opinion: '', backTo: 2 }, T.opinionRequired],
    ] as const) {
      const res = await review(third.token, body);
      expect(res.status).toBe(400);
      expect(res.msg).toBe(msg);
    }
    expect((await detail(third.token, id)).reviewLevel).toBe(3);

    // 终审 sends it back to 初审 with a reason: waiting at 初审 again, 初审's reviewers and the author told.
    expect(await review(third.token, { id, pass: 0, opinion: '导语再核实', backTo: 1 })).toMatchObject({ code: 200, data: { status: 1, reviewLevel: 1 } });
    expect(await titlesOf(reporter.id)).toContain(`${T.noticeBackTitle}|${T.noticeBack('三审稿件', '终审', '初审', '导语再核实')}`);
    expect(await titlesOf(first.id)).toContain('有稿件等待审核|文稿《三审稿件》等待初审');
    expect((await review(third.token, { id, pass: 1, opinion: '' })).status).toBe(403);

    // Through the chain again; 终审 sends it back to the author: rejected with the reason.
    expect((await review(first.token, { id, pass: 1, opinion: '' })).data.reviewLevel).toBe(2);
    expect((await review(second.token, { id, pass: 1, opinion: '' })).data.reviewLevel).toBe(3);
    expect(await review(third.token, { id, pass: 0, opinion: '标题不准确', backTo: 0 })).toMatchObject({ code: 200, data: { status: 2, reviewLevel: 1 } });
    d = await detail(reporter.token, id);
    expect(d).toMatchObject({ status: 2, reviewLevel: 1 });
    expect(d.reviews.map((r: { level: number; levelName: string; pass: number; backTo: number | null; opinion: string; reviewerName: string }) => [r.levelName, r.pass, r.backTo, r.opinion, r.reviewerName])).toEqual([
      ['终审', 0, 0, '标题不准确', '终审chain3'],
      ['复审', 1, null, '', '复审chain2'],
      ['初审', 1, null, '', '初审chain1'],
      ['终审', 0, 1, '导语再核实', '终审chain3'],
      ['复审', 1, null, '', '复审chain2'],
      ['初审', 1, null, '同意', '初审chain1'],
    ]);
    expect(await titlesOf(reporter.id)).toContain('稿件被驳回|《三审稿件》被驳回：标题不准确');

    // Resubmitted, it starts at 初审 and passes all three: approved, and then it may be released.
    expect((await formCall(server, reporter.token, '/api/web-publish/content/submit', { id: String(id) })).code).toBe(200);
    expect((await detail(first.token, id)).reviewLevel).toBe(1);
    await review(first.token, { id, pass: 1, opinion: '' });
    await review(second.token, { id, pass: 1, opinion: '' });
    expect(await review(third.token, { id, pass: 1, opinion: '可以发' })).toMatchObject({ code: 200, data: { status: 3, reviewLevel: 1 } });
    expect(await titlesOf(reporter.id)).toContain('稿件审核通过|《三审稿件》已审核通过：可以发');
    expect((await jsonCall(server, admin.token, 'PUT', `/api/release/${id}&${column}&1`)).code).toBe(200);

    // An edit of the released story is a pending update: it climbs the same chain while readers keep the live version.
    const live = await detail(reporter.token, id);
    expect(live.status).toBe(4);
    const edited = await jsonCall(server, reporter.token, 'POST', '/api/web-publish/content/save', { id, type: 1, title: '三审稿件（更新）', body: '<p>更新正文</p>', revision: live.revision });
    expect(edited.code).toBe(200);
    expect((await formCall(server, reporter.token, '/api/web-publish/content/submit', { id: String(id) })).code).toBe(200);
    expect(await review(first.token, { id, pass: 1, opinion: '' })).toMatchObject({ code: 200, data: { status: 4, reviewLevel: 2 } });
    expect((await review(first.token, { id, pass: 1, opinion: '' })).status).toBe(403);
    expect(await review(second.token, { id, pass: 1, opinion: '' })).toMatchObject({ code: 200, data: { status: 4, reviewLevel: 3 } });
    expect((await detail(reporter.token, id)).update).toMatchObject({ status: 1 });
    expect((await jsonCall(server, reporter.token, 'GET', `/api/web-publish/news/${id}`)).data.title).toBe('三审稿件');
    expect(await review(third.token, { id, pass: 1, opinion: '' })).toMatchObject({ code: 200, data: { status: 4, reviewLevel: 1 } });
    expect((await detail(reporter.token, id)).update).toBeNull();
    expect((await jsonCall(server, reporter.token, 'GET', `/api/web-publish/news/${id}`)).data.title).toBe('三审稿件（更新）');

    // The review queue shows the waiting level.
    const other = await submitted(reporter.token, '排队稿件');
    await review(first.token, { id: other, pass: 1, opinion: '' });
    const queue = await jsonCall(server, second.token, 'GET', '/api/web-publish/content/page?status=1&type=1&mine=1&pageSize=100');
    expect(queue.data.list.find((i: { id: number }) => i.id === other)).toMatchObject({ reviewLevel: 2, reviewLevelName: '复审' });

    // 待我审核 (atMyLevel=1): only what waits at a level the caller acts at; without it, every waiting item the scope allows.
    const queued = async (token: string, q: string) =>
      ((await jsonCall(server, token, 'GET', `/api/web-publish/content/page?status=1&type=1&pageSize=100${q}`)).data.list as { id: number }[]).map((i) => i.id);
    expect(await queued(second.token, '&atMyLevel=1')).toContain(other);
    for (const token of [first.token, third.token, admin.token]) {
      expect(await queued(token, '&atMyLevel=1')).not.toContain(other);
      expect(await queued(token, '&mine=1')).toContain(other);
    }
    // a type whose chain is the default single level without roles: every holder of its review right
    const link = await jsonCall(server, admin.token, 'POST', '/api/web-publish/content/save', { type: 5, title: '默认级别外链', linkUrl: 'https://example.com/news/1' });
    expect(link.code, link.msg).toBe(200);
    expect((await formCall(server, admin.token, '/api/web-publish/content/submit', { id: String(link.data.id) })).code).toBe(200);
    const ids = ((await jsonCall(server, admin.token, 'GET', '/api/web-publish/content/page?status=1&atMyLevel=1&pageSize=100')).data.list as { id: number }[]).map((i) => i.id);
    expect(ids).toContain(link.data.id);
    expect(ids).not.toContain(other);
  });
});
