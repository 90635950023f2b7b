// Q&A 问政 and collaborative tasks (docs/interaction.md): the public asks without an account
// (rate-limited, forbidden words), a question is assigned to an answering unit and answered only
// by a user bound to it, then published; tasks invite their members, who accept or refuse from
// the task or from the 邀请 message (read either way); tenant isolation, rights, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, startServer, ADMIN_PASSWORD, type TestServer } from './helpers.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { QA_LIMITS, QA_MENUS, QA_TEXTS as T } from '../../shared/qa-tasks.js';

const PW = 'Member_123';

function ok(res: LightMyRequestResponse) {
  if (res.statusCode !== 200 || res.json().code !== 200) throw new Error(`expected success, got ${res.statusCode}: ${res.body}`);
  return res.json().data;
}
function refused(res: LightMyRequestResponse, status: number, msg?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (msg) expect(res.json().msg).toBe(msg);
}

describe.each(databases)('问政 and collaborative tasks (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let other: string;
  let answerer: string;
  let stranger: string;
  let answererId: number;
  let strangerId: number;
  let otherUserId: number;
  let tenantId: number;

  beforeAll(async () => {
    s = await startServer(kind);
    const me = await s.login();
    admin = me.token;
    tenantId = me.webTenId;
    const roleId = await s.app.repos.roles.create(tenantId, '问政回答员', false, [QA_MENUS.politics.id, QA_MENUS.answers.id, QA_MENUS.synergy.id, QA_MENUS.tasks.id]);
    const user = (account: string, name: string) => s.app.repos.users.create(tenantId, { account, name, passwordHash: '', roleId });
    answererId = await user('answerer', '王回答');
    strangerId = await user('stranger', '赵旁观');
    const hash = await hashPassword(PW);
    await s.app.repos.users.setPassword(tenantId, answererId, hash);
    await s.app.repos.users.setPassword(tenantId, strangerId, hash);
    answerer = (await s.login('demo', 'answerer', PW)).token;
    stranger = (await s.login('demo', 'stranger', PW)).token;
    await s.addTenant('other');
    const o = await s.login('other', 'admin', ADMIN_PASSWORD);
    other = o.token;
    otherUserId = o.webUserId;
  }, 60_000);
  afterAll(() => s.close());

  const json = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, ip?: string) =>
    s.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown>, headers: { 'content-type': 'application/json' } }), ...(ip ? { remoteAddress: ip } : {}) });
  const ask = (body: Record<string, unknown>, ip = '10.1.0.1') => json(undefined, 'POST', '/api/politics/public/question', { domain: 'demo', nickname: '市民', title: '路灯不亮', content: '幸福路的路灯坏了', ...body }, ip);
  const messages = async (token: string, msgType: number) => ok(await json(token, 'GET', `/api/web-manager/message/manager/msg/page?msgType=${msgType}&pageIndex=1&pageSize=50`)).list as { msgId: number; link: string; readFlag: number; inviteStatus: number }[];

  it('takes a public question, assigns it to a unit whose bound user answers it, and publishes the answer', async () => {
    const unit = ok(await json(admin, 'POST', '/api/politics/unit/save', { name: '市城管局' })).id;
    ok(await json(admin, 'POST', '/api/politics/unit/bindUsers', { unitId: unit, userIds: [answererId] }));
    expect(ok(await json(admin, 'POST', '/api/politics/unit/findBindUsers', { unitId: unit }))).toEqual([{ webUserId: answererId, webUserName: '王回答', account: 'answerer' }]);
    expect(ok(await json(admin, 'GET', '/api/politics/unit/list'))).toEqual([{ id: unit, name: '市城管局', userCount: 1 }]);

    const asked = await ask({});
    expect(asked.json()).toMatchObject({ code: 200, msg: T.posted });
    const id = asked.json().data.id;
    const queued = ok(await json(admin, 'GET', '/api/politics/question/page?status=0'));
    expect(queued.list[0]).toMatchObject({ id, title: '路灯不亮', nickname: '市民', status: 0, unitId: 0 });
    // The 问政 message leads the newsroom to the question; assigning it reads the message.
    const adminMsg = (await messages(admin, 3)).find((m) => m.link === `${QA_MENUS.questions.path}?questionId=${id}`)!;
    expect(adminMsg.readFlag).toBe(0);
    ok(await json(admin, 'POST', '/api/politics/question/assign', { id, unitId: unit }));
    expect((await messages(admin, 3)).find((m) => m.msgId === adminMsg.msgId)!.readFlag).toBe(1);

    // The bound user sees it and gets a message that leads to the answering screen.
    const mine = ok(await json(answerer, 'GET', '/api/politics/answer/page'));
    expect(mine.list.map((q: { id: number }) => q.id)).toEqual([id]);
    expect(ok(await json(stranger, 'GET', '/api/politics/answer/page')).total).toBe(0);
    const answererMsg = (await messages(answerer, 3)).find((m) => m.link === `${QA_MENUS.answers.path}?questionId=${id}`)!;
    expect(answererMsg.readFlag).toBe(0);

    refused(await json(stranger, 'POST', '/api/politics/answer', { id, answer: '我来回答' }), 403, T.notBound);
    refused(await json(answerer, 'POST', '/api/politics/answer', { id, answer: '   ' }), 400, T.answerRequired);
    refused(await json(admin, 'POST', '/api/politics/question/publish', { id, published: 1 }), 400, T.notAnswered);
    ok(await json(answerer, 'POST', '/api/politics/answer', { id, answer: '已安排维修，三日内修复' }));
    expect((await messages(answerer, 3)).find((m) => m.msgId === answererMsg.msgId)!.readFlag).toBe(1);

    const pub = () => json(undefined, 'GET', '/api/politics/public/questions?domain=demo');
    expect(ok(await pub()).total).toBe(0);
    ok(await json(admin, 'POST', '/api/politics/question/publish', { id, published: 1 }));
    expect(ok(await pub()).list).toMatchObject([{ id, title: '路灯不亮', unitName: '市城管局', answer: '已安排维修，三日内修复' }]);
    expect(ok(await json(admin, 'GET', `/api/politics/question/page?status=2`)).list[0]).toMatchObject({ id, status: 2, answeredBy: '王回答', published: 1 });
    refused(await json(admin, 'POST', '/api/politics/unit/delete', { id: unit }), 409, T.unitInUse);

    ok(await json(admin, 'POST', '/api/politics/question/delete', { ids: [id] }));
    expect(ok(await pub()).total).toBe(0);
    ok(await json(admin, 'POST', '/api/politics/unit/delete', { id: unit }));
  });

  it('refuses bad questions and floods with Chinese messages, writing nothing', async () => {
    ok(await json(admin, 'POST', '/api/web-publish/forbidden/word', { words: ['坏词'] }));
    const before = ok(await json(admin, 'GET', '/api/politics/question/page')).total;
    refused(await ask({ nickname: '  ' }, '10.1.1.1'), 400, T.nicknameRequired);
    refused(await ask({ title: '' }, '10.1.1.1'), 400, T.titleRequired);
    refused(await ask({ content: ' ' }, '10.1.1.1'), 400, T.contentRequired);
    refused(await ask({ content: '这是坏 词' }, '10.1.1.1'), 400, T.forbiddenWord);
    refused(await ask({ content: 'x'.repeat(QA_LIMITS.content + 1) }, '10.1.1.1'), 400);
    refused(await ask({ domain: 'nobody' }, '10.1.1.1'), 404, T.tenantNotFound);
    refused(await json(undefined, 'POST', '/api/politics/public/question', { domain: 'demo' }), 400);
    expect(ok(await json(admin, 'GET', '/api/politics/question/page')).total).toBe(before);
    for (let i = 0; i < QA_LIMITS.perAddress; i++) ok(await ask({ title: `第${i}问` }, '10.1.2.1'));
    refused(await ask({ title: '又一问' }, '10.1.2.1'), 429, T.tooManyFromAddress);
    expect(ok(await json(admin, 'GET', '/api/politics/question/page')).total).toBe(before + QA_LIMITS.perAddress);
    refused(await json(admin, 'POST', '/api/politics/unit/save', { name: ' ' }), 400, T.unitNameRequired);
    const u = ok(await json(admin, 'POST', '/api/politics/unit/save', { name: '重名单位' })).id;
    refused(await json(admin, 'POST', '/api/politics/unit/save', { name: '重名单位' }), 409, T.unitNameTaken);
    refused(await json(admin, 'POST', '/api/politics/unit/bindUsers', { unitId: u, userIds: [otherUserId] }), 400, T.usersNotOfTenant);
    refused(await json(admin, 'POST', '/api/politics/unit/bindUsers', { unitId: u, userIds: ['x'] }), 400);
    refused(await json(admin, 'POST', '/api/politics/question/assign', { id: 999999, unitId: u }), 404, T.questionNotFound);
  });

  it('keeps the tenants apart and checks the rights', async () => {
    const unit = ok(await json(admin, 'POST', '/api/politics/unit/save', { name: '隔离单位' })).id;
    const q = (await ask({ title: '隔离的问题' }, '10.1.3.1')).json().data.id;
    expect(ok(await json(other, 'GET', '/api/politics/question/page')).total).toBe(0);
    expect(ok(await json(other, 'GET', '/api/politics/unit/list'))).toEqual([]);
    refused(await json(other, 'POST', '/api/politics/question/assign', { id: q, unitId: unit }), 404);
    refused(await json(other, 'POST', '/api/politics/question/publish', { id: q, published: 0 }), 404);
    refused(await json(other, 'POST', '/api/politics/question/delete', { ids: [q] }), 404);
    refused(await json(other, 'POST', '/api/politics/answer', { id: q, answer: '跨单位' }), 404);
    refused(await json(other, 'POST', '/api/politics/unit/bindUsers', { unitId: unit, userIds: [] }), 404);
    refused(await json(other, 'POST', '/api/politics/unit/findBindUsers', { unitId: unit }), 404);
    refused(await json(other, 'POST', '/api/politics/unit/delete', { id: unit }), 404);
    const otherUnit = ok(await json(other, 'POST', '/api/politics/unit/save', { name: '他方单位' })).id;
    refused(await json(admin, 'POST', '/api/politics/question/assign', { id: q, unitId: otherUnit }), 404, T.unitNotFound);
    // Rights: the answering role may not manage questions or units.
    refused(await json(answerer, 'GET', '/api/politics/question/page'), 403);
    refused(await json(answerer, 'POST', '/api/politics/unit/bindUsers', { unitId: unit, userIds: [answererId] }), 403);
    refused(await json(undefined, 'GET', '/api/politics/answer/page'), 401);
    refused(await json(undefined, 'GET', '/api/web-operate/collaborative/task/page'), 401);
  });

  describe('collaborative tasks', () => {
    const day = 86_400_000;
    const newTask = (body: Record<string, unknown> = {}) => ({ title: '两会专题采访', content: '准备采访提纲', cioType: 1, startTime: Date.now(), deadline: Date.now() + 3 * day, userIds: [answererId, strangerId], ...body });
    const page = async (token: string, query = '') => ok(await json(token, 'GET', `/api/web-operate/collaborative/task/page?${query}`));

    it('invites the members; one accepts from the task, one refuses from the message; both messages are read', async () => {
      const id = ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask())).id;
      const list = await page(answerer);
      expect(list.pageSize).toBe(12);
      expect(list.list[0]).toMatchObject({ id, title: '两会专题采访', cioType: 1, status: 1, overdue: false, creatorName: '管理员', myStatus: 0 });
      expect(list.list[0].members.map((m: { name: string; status: number }) => [m.name, m.status])).toEqual([['王回答', 0], ['赵旁观', 0]]);

      const invite = (await messages(answerer, 1)).find((m) => m.link === `${QA_MENUS.tasks.path}?taskId=${id}`)!;
      expect(invite).toMatchObject({ readFlag: 0, inviteStatus: 0 });
      ok(await json(answerer, 'POST', '/api/web-operate/collaborative/task/accept', { id }));
      expect((await messages(answerer, 1)).find((m) => m.msgId === invite.msgId)).toMatchObject({ readFlag: 1, inviteStatus: 1 });
      refused(await json(answerer, 'POST', '/api/web-operate/collaborative/task/refuse', { id }), 409, T.inviteAnswered);

      const strangerInvite = (await messages(stranger, 1)).find((m) => m.link.endsWith(`taskId=${id}`))!;
      ok(await s.call(stranger, { method: 'POST', url: '/api/web-operate/platform/manager/invite/refuse', payload: { msgId: String(strangerInvite.msgId) } }));
      expect((await messages(stranger, 1)).find((m) => m.msgId === strangerInvite.msgId)).toMatchObject({ readFlag: 1, inviteStatus: 2 });
      expect((await page(admin)).list[0].members.map((m: { status: number }) => m.status)).toEqual([1, 2]);
      // The creator is told of both answers.
      expect((await messages(admin, 1)).filter((m) => m.link.endsWith(`taskId=${id}`)).length).toBe(2);

      refused(await json(stranger, 'POST', '/api/web-operate/collaborative/task/finish', { id }), 403, T.cannotFinish);
      refused(await json(answerer, 'POST', '/api/web-operate/collaborative/task/delete', { id }), 403, T.onlyCreatorDeletes);
      ok(await json(answerer, 'POST', '/api/web-operate/collaborative/task/finish', { id }));
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/finish', { id }), 409, T.alreadyDone);
      expect((await page(admin, 'cioStatus=2')).list.map((t: { id: number }) => t.id)).toContain(id);
      expect((await page(admin, 'cioStatus=1')).list.map((t: { id: number }) => t.id)).not.toContain(id);
      ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/delete', { id }));
      expect((await page(admin)).list.map((t: { id: number }) => t.id)).not.toContain(id);
    });

    it('filters by period, keyword, status and type', async () => {
      const now = Date.now();
      const a = ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ title: '早间新闻拍摄', cioType: 2, startTime: now, deadline: now + day }))).id;
      const b = ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ title: '周末专题写稿', cioType: 3, startTime: now + 5 * day, deadline: now + 7 * day }))).id;
      const ids = async (q: string) => (await page(admin, q)).list.map((t: { id: number }) => t.id);
      expect(await ids('webCioType=2')).toEqual([a]);
      expect(await ids('keyword=专题写稿')).toEqual([b]);
      expect(await ids(`cioStime=${now + 4 * day}&cioEtime=${now + 6 * day}`)).toEqual([b]);
      expect(await ids(`cioStime=${now}&cioEtime=${now + 2 * day}&webCioType=2`)).toEqual([a]);
      expect(await ids('cioStatus=3')).toEqual([]);
      refused(await json(admin, 'GET', `/api/web-operate/collaborative/task/page?cioStime=${now}&cioEtime=${now - 1}`), 400);
      refused(await json(admin, 'GET', '/api/web-operate/collaborative/task/page?cioStatus=9'), 400);
    });

    it('refuses bad tasks and other tenants, writing nothing', async () => {
      const before = (await page(admin)).total;
      const waiting = async () => (await messages(answerer, 1)).filter((m) => m.inviteStatus === 0).length;
      const invitesBefore = await waiting();
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ title: ' ' })), 400, T.taskTitleRequired);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ cioType: 9 })), 400, T.taskTypeInvalid);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ userIds: [] })), 400, T.assigneesRequired);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ deadline: Date.now() - day, startTime: Date.now() - 2 * day })), 400, T.deadlinePast);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ startTime: Date.now() + 2 * day, deadline: Date.now() + day })), 400, T.deadlineBeforeStart);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ userIds: [answererId, otherUserId] })), 400, T.assigneesNotOfTenant);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ title: 'x'.repeat(QA_LIMITS.taskTitle + 1) })), 400);
      expect((await page(admin)).total).toBe(before);
      expect(await waiting()).toBe(invitesBefore);

      const id = ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/create', newTask({ title: '本单位任务' }))).id;
      expect((await page(other)).total).toBe(0);
      for (const action of ['accept', 'refuse', 'finish', 'delete']) refused(await json(other, 'POST', `/api/web-operate/collaborative/task/${action}`, { id }), 404);
      refused(await json(admin, 'POST', '/api/web-operate/collaborative/task/accept', { id }), 404, T.notInvited);
      ok(await json(admin, 'POST', '/api/web-operate/collaborative/task/delete', { id }));
    });
  });
});
