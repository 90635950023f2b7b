// Contributions (投稿) and tip-offs (报料), docs/interaction.md: public submission (rate limits,
// forbidden words, bad input, unknown unit), the contribution queue (pass makes a draft in content
// production, back with a reason, delete), report classes with the spec's `{name}&{id}` and
// `{id}&{name}` paths, tip-offs dispatched to a department or user and followed to done; the
// 投稿 / 报料 / 线索 messages lead to their item and acting on it marks them read; rights and
// tenant isolation of every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, ADMIN_PASSWORD } from './helpers.js';
import { contentWorld, expect200, type ContentWorld } from './content-world.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { seedAudience } from '../../server/seed/audience-seed.js';
import { ADMIN_ROLE } from '../../server/seed/seed.js';
import { CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as T } from '../../shared/contributions.js';

describe.each(databases)('contributions and tip-offs (%s)', (kind) => {
  let w: ContentWorld;
  let otherTenant: number;
  let handlerId: number;
  let handler: string;
  let ip = 0;
  /** A fresh address per call unless given (the per-address limit is tested on its own). */
  const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
  beforeAll(async () => {
    w = await contentWorld(kind);
    otherTenant = (await w.s.app.repos.tenants.findByDomain('other'))!.id;
    const role = (await w.s.app.repos.roles.findByName(w.tenantId, ADMIN_ROLE))!;
    handlerId = await w.s.app.repos.users.create(w.tenantId, { account: 'handler', name: '值班编辑', passwordHash: await hashPassword(ADMIN_PASSWORD), roleId: role.id });
    handler = (await w.s.login('demo', 'handler', ADMIN_PASSWORD)).token;
  }, 60_000);
  afterAll(() => w.s.close());

  const submit = (what: 'contribute' | 'report', body: Record<string, unknown>, address = nextIp(), domain = 'demo') =>
    w.s.app.inject({ method: 'POST', url: `/api/web-publish/audience/${domain}/${what}`, payload: body, remoteAddress: address });
  const queue = async (query = '', token = w.admin) => (await w.json(token, 'GET', `/api/web-publish/publish/contribute/page?${query}`)).json();
  const messages = async (msgType: number, token = w.admin) =>
    (await w.json(token, 'GET', `/api/web-manager/message/manager/msg/page?msgType=${msgType}&pageIndex=1&pageSize=50`)).json().data.list as { msgId: number; link: string; readFlag: number }[];
  const tip = { title: '路灯不亮', content: '长江路一排路灯晚上不亮', name: '夜归人', phone: '13700000000' };

  it('takes a public contribution into the queue; pass makes a draft and reads the 投稿 message', async () => {
    const res = await submit('contribute', { title: '  春天的公园  ', content: '公园里的樱花开了。\n游客很多。', name: '市民甲', phone: '138-0000-0000' });
    expect(res.json()).toMatchObject({ code: 200, msg: T.submitted });
    const id = res.json().data.id;
    expect((await queue('status=0')).data.list[0]).toMatchObject({ id, title: '春天的公园', name: '市民甲', status: 0, contentId: 0, files: [] });

    const msg = (await messages(8)).find((m) => m.link === `/interaction/contributions?id=${id}`);
    expect(msg?.readFlag).toBeFalsy();
    const pass = await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id });
    expect(pass.json()).toMatchObject({ code: 200, msg: T.passed, data: { type: 1 } });
    const draftId = pass.json().data.contentId;
    const draft = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${draftId}`)).json().data;
    expect(draft).toMatchObject({ id: draftId, type: 1, status: 0, title: '春天的公园', author: '市民甲', source: '网友投稿' });
    expect(draft.body).toContain('<p>公园里的樱花开了。</p><p>游客很多。</p>');
    expect((await messages(8)).find((m) => m.msgId === msg!.msgId)?.readFlag).toBeTruthy();
    expect((await queue('status=1')).data.list.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 1, contentId: draftId });

    // Decided once: a second pass or back is a 409 and makes nothing.
    const again = await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(T.notWaiting);
    expect((await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/back', { id, reason: '重复' })).statusCode).toBe(409);
  });

  it('turns a contribution with images into a gallery draft and one with video into a video draft', async () => {
    const make = (fileIds: number[]) => w.s.app.repos.contributions.create(w.tenantId, { title: '带附件的投稿', content: '见附件', name: '摄影爱好者', phone: '', fileIds, address: '' });
    const gallery = await make(w.files.image.slice(0, 2));
    const video = await make([...w.files.video.slice(0, 1), ...w.files.image.slice(0, 1)]);
    const listed = (await queue('keyWord=带附件')).data.list.find((c: { id: number }) => c.id === gallery);
    expect(listed.files.map((f: { fileId: number; fileType: number }) => [f.fileId, f.fileType])).toEqual(w.files.image.slice(0, 2).map((f) => [f, 3]));
    const g = (await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id: gallery })).json().data;
    expect(g.type).toBe(4);
    const gd = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${g.contentId}`)).json().data;
    expect(gd.files.map((f: { fileId: number }) => f.fileId)).toEqual(w.files.image.slice(0, 2));
    const v = (await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/pass', { id: video })).json().data;
    expect(v.type).toBe(2);
    const vd = (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${v.contentId}`)).json().data;
    expect(vd.files.map((f: { fileId: number }) => f.fileId)).toEqual(w.files.video.slice(0, 1));
  });

  it('returns a contribution with a reason, deletes one, and refuses bad input writing nothing', async () => {
    const a = (await submit('contribute', { title: '退回的投稿', content: '内容', name: '甲' })).json().data.id;
    const b = (await submit('contribute', { title: '删除的投稿', content: '内容', name: '乙' })).json().data.id;
    const noReason = await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/back', { id: a, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe(T.reasonRequired);
    expect(await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/back', { id: a, reason: '内容不够具体' })).toSatisfy((r: { statusCode: number }) => r.statusCode === 200);
    expect((await queue('keyWord=退回的投稿')).data.list[0]).toMatchObject({ status: 2, reason: '内容不够具体' });
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/delete', { ids: [b] }));
    expect((await queue('keyWord=删除的投稿')).data.total).toBe(0);

    const before = (await queue()).data.total;
    for (const [body, msg] of [
      [{ title: '', content: '内容', name: '丙' }, T.titleRequired],
      [{ title: '标题', content: '  ', name: '丙' }, T.contentRequired],
      [{ title: '标题', content: '内容', name: ' ' }, T.nameRequired],
      [{ title: '标题', content: '内容', name: '丙', phone: 'abc' }, T.phoneInvalid],
    ] as const) {
      const res = await submit('contribute', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const long = await submit('contribute', { title: '标题', content: 'x'.repeat(L.content + 1), name: '丙' });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toMatch(/content|内容/);
    expect((await submit('contribute', { title: '标题' })).statusCode).toBe(400);
    const nowhere = await submit('contribute', { title: '标题', content: '内容', name: '丙' }, nextIp(), 'nosuchunit');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().msg).toBe(T.tenantNotFound);
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word', { words: ['投稿坏词'] }));
    const bad = await submit('contribute', { title: '标题', content: '这里有投稿 坏词', name: '丙' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(T.forbiddenWord);
    expect((await queue()).data.total).toBe(before);
  });

  it('limits floods per address over contributions and tip-offs together', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < L.perAddress; i++) expect((await submit(i % 2 ? 'report' : 'contribute', { ...tip, title: `第${i}次` }, address)).statusCode).toBe(200);
    const flood = await submit('report', tip, address);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toBe(T.tooManyFromAddress);
  });

  it('manages classes through the spec paths {name}&{id} and {id}&{name}', async () => {
    const top = await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('城市管理')}&0`);
    expect200(top);
    const topId = top.json().data.id;
    const child = (await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('路灯&照明')}&${topId}`)).json().data.id;
    expect((await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('城市管理')}&0`)).statusCode).toBe(409);
    expect((await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('孤儿')}&999999`)).json().msg).toBe(T.classNotFound);
    expect((await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('  ')}&0`)).json().msg).toBe(T.classNameRequired);
    expect((await w.json(w.admin, 'POST', '/api/reportsubject/classify/nonumber')).statusCode).toBe(400);
    expect200(await w.json(w.admin, 'PATCH', `/api/reportsubject/classify/${child}&${encodeURIComponent('路灯照明')}`));
    const list = (await w.json(w.admin, 'GET', '/api/reportsubject/classify')).json().data;
    expect(list).toEqual(expect.arrayContaining([{ id: topId, parentId: 0, name: '城市管理', count: 0 }, { id: child, parentId: topId, name: '路灯照明', count: 0 }]));
    const hasChild = await w.json(w.admin, 'DELETE', `/api/reportsubject/classify/${topId}`);
    expect(hasChild.statusCode).toBe(409);
    expect(hasChild.json().msg).toBe(T.classHasChildren);
    const filed = (await submit('report', { ...tip, classId: child })).json().data.id;
    expect((await w.json(w.admin, 'DELETE', `/api/reportsubject/classify/${child}`)).json().msg).toBe(T.classInUse);
    expect200(await w.json(w.admin, 'DELETE', `/api/reportsubject/${filed}`));
    expect200(await w.json(w.admin, 'DELETE', `/api/reportsubject/classify/${child}`));
    expect200(await w.json(w.admin, 'DELETE', `/api/reportsubject/classify/${topId}`));
  });

  it('dispatches a tip-off to a user, who follows it to done; the 报料 and 线索 messages lead to it and are read', async () => {
    const id = (await submit('report', tip)).json().data.id;
    const page = (await w.json(w.admin, 'GET', '/api/reportsubject?status=0&keyWord=路灯')).json().data;
    expect(page.list[0]).toMatchObject({ id, title: '路灯不亮', status: 0, source: '网友报料', deptId: 0, userId: 0 });
    const report = (await messages(9)).find((m) => m.link === `/interaction/reportSubjects?id=${id}`);
    expect(report?.readFlag).toBeFalsy();

    // Follow and finish before dispatch are refused.
    const early = await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'finish', note: '好了' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(T.badTransition('待分派', '办结'));
    expect((await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'dispatch' })).json().msg).toBe(T.targetRequired);
    const editorId = (await w.s.app.repos.users.findByAccount(w.tenantId, 'editor'))!.id;
    expect((await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'dispatch', userId: editorId })).json().msg).toBe(T.userCannotHandle);
    const options = (await w.json(w.admin, 'GET', '/api/reportsubject/options')).json().data;
    expect(options.users.map((u: { id: number }) => u.id)).toContain(handlerId);
    expect(options.users.map((u: { id: number }) => u.id)).not.toContain(editorId);

    const dept = options.departments[0];
    expect(await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'dispatch', deptId: dept.id, userId: handlerId, note: '请核实' })).toSatisfy((r: { statusCode: number }) => r.statusCode === 200);
    expect((await messages(9)).find((m) => m.msgId === report!.msgId)?.readFlag).toBeTruthy();
    const clue = (await messages(10, handler)).find((m) => m.link === `/interaction/reportSubjects?id=${id}`);
    expect(clue?.readFlag).toBeFalsy();
    const detail = (await w.json(handler, 'GET', `/api/reportsubject/${id}`)).json().data;
    expect(detail).toMatchObject({ id, status: 1, deptId: dept.id, deptName: dept.name, userId: handlerId, userName: '值班编辑' });
    expect(detail.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'dispatch']);
    expect(detail.logs[1]).toMatchObject({ note: '请核实', target: `${dept.name} / 值班编辑`, userName: '管理员' });
    expect((await messages(10, handler)).find((m) => m.msgId === clue!.msgId)?.readFlag).toBeTruthy();

    expect200(await w.json(handler, 'POST', '/api/reportsubject/change', { id, action: 'follow', note: '已联系路灯所' }));
    const noNote = await w.json(handler, 'POST', '/api/reportsubject/change', { id, action: 'finish', note: '' });
    expect(noNote.json().msg).toBe(T.noteRequired);
    expect200(await w.json(handler, 'POST', '/api/reportsubject/change', { id, action: 'finish', note: '路灯已修复' }));
    const done = (await w.json(w.admin, 'GET', `/api/reportsubject/${id}`)).json().data;
    expect(done.status).toBe(3);
    expect(done.logs.map((l: { action: string; status: number }) => [l.action, l.status])).toEqual([['create', 0], ['dispatch', 1], ['follow', 2], ['finish', 3]]);
    expect((await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'dispatch', userId: handlerId })).statusCode).toBe(409);
  });

  it('records a tip by staff and dispatches it to a department (its handlers get the 线索)', async () => {
    const created = await w.json(w.admin, 'POST', '/api/reportsubject', { title: '热线：井盖丢失', content: '解放路 12 号门前井盖丢失', name: '热线来电', source: '12345热线' });
    expect200(created);
    const id = created.json().data.id;
    const dept = await w.s.app.repos.departments.create(w.tenantId, { name: '新闻热线部', parentId: 0, remark: '' });
    await w.s.app.repos.users.update(w.tenantId, handlerId, { organizationId: dept });
    expect200(await w.json(w.admin, 'POST', '/api/reportsubject/change', { id, action: 'dispatch', deptId: dept }));
    expect((await messages(10, handler)).some((m) => m.link === `/interaction/reportSubjects?id=${id}` && !m.readFlag)).toBe(true);
    expect((await w.json(w.admin, 'GET', `/api/reportsubject/${id}`)).json().data).toMatchObject({ source: '12345热线', deptId: dept, userId: 0, status: 1 });
  });

  it('keeps tenants apart and checks the rights', async () => {
    const c = (await submit('contribute', { title: '隔离投稿', content: '内容', name: '丁' })).json().data.id;
    const t = (await submit('report', { ...tip, title: '隔离报料' })).json().data.id;
    const cls = (await w.json(w.admin, 'POST', `/api/reportsubject/classify/${encodeURIComponent('隔离分类')}&0`)).json().data.id;
    expect((await queue('', w.other)).data.total).toBe(0);
    expect((await w.json(w.other, 'GET', '/api/reportsubject')).json().data.total).toBe(0);
    expect((await w.json(w.other, 'GET', '/api/reportsubject/classify')).json().data).toEqual([]);
    for (const [method, url, body, msg] of [
      ['POST', '/api/web-publish/publish/contribute/pass', { id: c }, T.contributionNotFound],
      ['POST', '/api/web-publish/publish/contribute/back', { id: c, reason: '抢' }, T.contributionNotFound],
      ['POST', '/api/web-publish/publish/contribute/delete', { ids: [c] }, T.contributionNotFound],
      ['GET', `/api/reportsubject/${t}`, undefined, T.reportNotFound],
      ['DELETE', `/api/reportsubject/${t}`, undefined, T.reportNotFound],
      ['POST', '/api/reportsubject/change', { id: t, action: 'follow' }, T.reportNotFound],
      ['PATCH', `/api/reportsubject/classify/${cls}&x`, undefined, T.classNotFound],
      ['DELETE', `/api/reportsubject/classify/${cls}`, undefined, T.classNotFound],
    ] as const) {
      const res = await w.json(w.other, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg, url).toBe(msg);
    }
    // Another tenant's parent class, department or class id on a tip: refused.
    expect((await w.json(w.other, 'POST', `/api/reportsubject/classify/x&${cls}`)).json().msg).toBe(T.classNotFound);
    const foreignDept = await w.s.app.repos.departments.create(otherTenant, { name: '外单位部门', parentId: 0, remark: '' });
    const cross = await w.json(w.admin, 'POST', '/api/reportsubject/change', { id: t, action: 'dispatch', deptId: foreignDept });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().msg).toBe(T.deptNotFound);
    const otherAdmin = (await w.s.app.repos.users.findByAccount(otherTenant, 'admin'))!.id;
    expect((await w.json(w.admin, 'POST', '/api/reportsubject/change', { id: t, action: 'dispatch', userId: otherAdmin })).json().msg).toBe(T.userNotFound);
    expect((await w.json(w.other, 'POST', '/api/reportsubject', { ...tip, classId: cls })).json().msg).toBe(T.classNotFound);
    expect((await submit('report', { ...tip, classId: cls }, nextIp(), 'other')).json().msg).toBe(T.classNotFound);
    expect((await w.json(w.admin, 'GET', `/api/reportsubject/${t}`)).json().data).toMatchObject({ status: 0, deptId: 0, userId: 0 });
    // A mixed batch changes nothing.
    expect((await w.json(w.admin, 'POST', '/api/web-publish/publish/contribute/delete', { ids: [c, 999_999] })).statusCode).toBe(404);
    expect((await queue('keyWord=隔离投稿')).data.total).toBe(1);
    // Rights: the editor holds none of these screens; no token is a 401.
    for (const [method, url] of [
      ['GET', '/api/web-publish/publish/contribute/page'],
      ['GET', '/api/reportsubject'],
      ['GET', '/api/reportsubject/classify'],
      ['POST', '/api/reportsubject/change'],
    ] as const) expect((await w.json(w.editor, method, url, method === 'POST' ? { id: t, action: 'follow' } : undefined)).statusCode, url).toBe(403);
    expect((await w.json(undefined, 'GET', '/api/reportsubject')).statusCode).toBe(401);
  });

  it('seeds the demo tenant once', async () => {
    const fresh = await w.s.addTenant('seedme');
    const domain = (await w.s.app.repos.tenants.get(fresh))!.domain_name;
    const first = await seedAudience(w.s.app, { domain });
    expect(first).toEqual({ contributions: 3, reports: 3 });
    expect(await seedAudience(w.s.app, { domain })).toEqual({ contributions: 0, reports: 0 });
    expect(await w.s.app.repos.reportSubjects.count(fresh)).toBe(3);
  });
});
