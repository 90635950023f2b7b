import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { formCall, jsonCall, makeUser } from './org-support.js';

describe.each(databases)('personal centre and assessment statistics (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);


  it('detail, mobile, account, password (tokens end), logout', async () => {
    const { userId } = await makeUser(server, admin.token, { account: 'self1', menus: [1, 2, 31, 32, 33] });
    await makeUser(server, admin.token, { account: 'self2', menus: [1, 2], mobile: '13600000002' });
    let token = (await server.login('demo', 'self1', 'Pass_1234')).token;
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/detail')).data).toMatchObject({ id: userId, account: 'self1' });
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/detail?id=1')).status).toBe(403);
    expect((await jsonCall(server, admin.token, 'GET', `/api/web-conf/user/manager/detail?id=${userId}`)).data.account).toBe('self1');

    expect(await formCall(server, token, '/api/web-conf/user/manager/mobile/editOrSet', { mobile: '10000000000' })).toMatchObject({ status: 400, msg: '请输入正确的手机号' });
    expect(await formCall(server, token, '/api/web-conf/user/manager/mobile/editOrSet', { mobile: '13600000002' })).toMatchObject({ status: 409, msg: '该手机号已被其他用户使用' });
    expect((await formCall(server, token, '/api/web-conf/user/manager/mobile/editOrSet', { mobile: '13600000001' })).code).toBe(200);
    expect(await formCall(server, token, '/api/web-conf/user/manager/account/set', { account: 'self2' })).toMatchObject({ status: 409, msg: '该账号已存在' });
    expect((await formCall(server, token, '/api/web-conf/user/manager/account/set', { account: 'self1b' })).code).toBe(200);
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/detail')).data).toMatchObject({ account: 'self1b', mobile: '13600000001' });
    expect((await formCall(server, token, '/api/web-conf/user/manager/avatar/set', { webUserAvatar: '999999' })).status).toBe(400);
    expect((await formCall(server, token, '/api/web-conf/user/manager/avatar/set', { webUserAvatar: '' })).data).toEqual({ webUserAvatar: '', avatarPath: '' });

    const pw = (password: string, repeatPassword = password, oldPassword = 'Pass_1234') =>
      formCall(server, token, '/api/web-conf/user/manager/password/editOrSet', { oldPassword, password, repeatPassword });
    expect(await pw('bad pass')).toMatchObject({ status: 400, msg: '密码中只能包含数字字母或_$@' });
    expect(await pw('Good_1234', 'Other_1234')).toMatchObject({ status: 400, msg: '您输入的两次密码不一致，请重试！' });
    expect(await pw('Good_1234', 'Good_1234', 'wrong')).toMatchObject({ status: 400, msg: '原密码不正确' });
    expect(await pw('Good_1234')).toMatchObject({ code: 200, msg: '修改密码,请重新登陆' });
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/detail')).status).toBe(401);
    token = (await server.login('demo', 'self1b', 'Good_1234')).token;
    expect((await formCall(server, token, '/api/web-conf/user/manager/logout', {})).code).toBe(200);
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/detail')).status).toBe(401);
  });

  it('assessment counts created, reviewed and released content per user and department', async () => {
    const { departmentId, userId } = await makeUser(server, admin.token, { account: 'writer', menus: [1, 2] });
    const writerName = '用户writer';
    // The administrator writes, reviews and releases two documents; the writer's counts stay 0.
    const ids: number[] = [];
    for (const title of ['考核稿件一', '考核稿件二']) {
      const saved = await jsonCall(server, admin.token, 'POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>正文</p>' });
      expect(saved.code).toBe(200);
      ids.push(saved.data.id);
      expect((await formCall(server, admin.token, '/api/web-publish/content/submit', { id: String(saved.data.id) })).code).toBe(200);
      expect((await formCall(server, admin.token, '/api/web-publish/content/review', { id: String(saved.data.id), pass: '1', opinion: '好' })).code).toBe(200);
    }
    const column = await jsonCall(server, admin.token, 'POST', '/api/release/webcolumn', { name: '考核栏目' });
    expect(column.code).toBe(200);
    const released = await jsonCall(server, admin.token, 'PUT', `/api/release/${ids[0]}&${column.data.id}&1`);
    expect(released.code).toBe(200);

    const page = await jsonCall(server, admin.token, 'GET', '/api/web-statistic/assess/manager/assess/page?pageSize=100');
    expect(page.code).toBe(200);
    const me = page.data.list.find((r: { userName: string }) => r.userName === '管理员');
    expect(me).toMatchObject({ created: 2, reviewed: 2, released: 1 });
    expect(page.data.list.find((r: { userId: number }) => r.userId === userId)).toMatchObject({ userName: writerName, created: 0, reviewed: 0, released: 0, organizationId: departmentId });
    expect(page.data.totals).toMatchObject({ created: 2, reviewed: 2, released: 1 });
    expect(page.data.list[0].userName).toBe('管理员');

    const byDep = await jsonCall(server, admin.token, 'GET', '/api/web-statistic/assess/manager/assess/page?groupBy=department&pageSize=100');
    expect(byDep.data.list.find((r: { organizationId: number }) => r.organizationId === departmentId)).toMatchObject({ userId: 0, created: 0 });
    // The seeded administrator sits in 总编室 (server/seed/org-demo.ts).
    expect(me.organizationName).toBe('总编室');
    expect(byDep.data.list.find((r: { organizationName: string }) => r.organizationName === '总编室')).toMatchObject({ userId: 0, created: 2, reviewed: 2, released: 1 });
    const filtered = await jsonCall(server, admin.token, 'GET', `/api/web-statistic/assess/manager/assess/page?organizationId=${departmentId}`);
    expect(filtered.data.list.map((r: { userId: number }) => r.userId)).toEqual([userId]);
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-statistic/assess/manager/assess/page?beginDate=2000-01-01&endDate=2000-01-31&pageSize=100')).data.totals).toEqual({ created: 0, reviewed: 0, released: 0 });
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-statistic/assess/manager/assess/page?beginDate=2020-02-01&endDate=2020-01-01')).status).toBe(400);
  });
});
