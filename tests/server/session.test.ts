import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, databases, suiteLogin, suiteStart } from './helpers.js';

describe.each(databases)('login, session and tenant rule (%s)', (kind) => {
  const s = suiteStart(kind, { LOGIN_MAX_FAILURES: '5' });

  const remix = (form: Record<string, string>, ip = '10.0.0.1') =>
    s.app.inject({
      method: 'POST',
      url: '/api/web-basic/login/back/remix',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  it('logs in with the right password and answers the contract user object', async () => {
    const res = await remix({ domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ webUserName: '管理员', domainName: 'demo' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(typeof body.data.webTenId).toBe('number');
  });

  it('gives one message for a wrong password and for an unknown account', async () => {
    const wrong = await remix({ domainName: 'demo', account: 'admin', password: 'nope' }, '10.0.0.2');
    const unknown = await remix({ domainName: 'demo', account: 'ghost', password: 'nope' }, '10.0.0.2');
    const noTenant = await remix({ domainName: 'nowhere', account: 'admin', password: 'nope' }, '10.0.0.2');
    for (const r of [wrong, unknown, noTenant]) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    }
  });

  it('names the missing field in a 400 envelope', async () => {
    const res = await remix({ domainName: 'demo', account: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(200);
    expect(res.json().msg).toContain('password');
    expect(res.json().msg).toContain('密码');
  });

  it('throttles an (account, address) pair, never the account for everyone', async () => {
    for (let i = 0; i < 5; i++) await remix({ domainName: 'demo', account: 'admin', password: 'bad' + i }, '10.1.0.7');
    // The stranger's address is throttled for that account, even with the right password...
    const stranger = await remix({ domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD }, '10.1.0.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().msg).toMatch(/登录失败次数过多/);
    // ...the owner, from another address, still signs in.
    const owner = await remix({ domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD }, '10.1.0.99');
    expect(owner.json().code).toBe(200);
    await s.app.db.deleteFrom('login_failures').execute();
  });

  it('resolves a token to its user and rejects a missing or bogus one with 99995', async () => {
    const { token } = await s.login();
    const me = await s.call(token, { method: 'POST', url: '/api/web-basic/login/back/user' });
    expect(me.json().data).toMatchObject({ token, webUserName: '管理员' });
    for (const t of [undefined, 'bogus-token']) {
      const res = await s.call(t, { method: 'POST', url: '/api/web-basic/login/back/user' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(99995);
      expect(res.json().data).toBeNull();
    }
  });

  it('revokes the token on logout', async () => {
    const { token } = await s.login();
    const out = await s.call(token, { method: 'POST', url: '/api/web-basic/login/back/out' });
    expect(out.json()).toMatchObject({ code: 200, msg: '退出成功' });
    const after = await s.call(token, { method: 'GET', url: '/api/web-conf/role/perms/user' });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(99995);
  });

  it('treats an expired session as 99995', async () => {
    const { token } = await s.login();
    await s.app.db.updateTable('sessions').set({ expires_at: Date.now() - 1000 }).execute();
    const res = await s.call(token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(99995);
  });

  it('refuses a webTenId header that disagrees with the token', async () => {
    const { token, webTenId } = await s.login();
    const bad = await s.call(token, { method: 'GET', url: '/api/web-conf/role/perms/user', headers: { webTenId: String(webTenId + 1) } });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().code).not.toBe(200);
    expect(bad.json().data).toBeNull();
    const good = await s.call(token, { method: 'GET', url: '/api/web-conf/role/perms/user', headers: { webTenId: String(webTenId) } });
    expect(good.json().code).toBe(200);
  });

  it('never shows a second tenant its neighbour’s settings, shortcuts or users', async () => {
    const otherId = await s.addTenant('other', '另一家电视台');
    await s.app.db
      .updateTable('tenant_settings')
      .set({ value: '另一家的标题' })
      .where('tenant_id', '=', otherId)
      .where('conf_key', '=', 'SystemMediaSign')
      .execute();
    const a = await s.login('demo');
    const b = await s.login('other');
    expect(b.webTenId).toBe(otherId);
    await s.call(b.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '2' } });

    const confA = await s.call(a.token, { method: 'GET', url: '/api/web-conf/configuration/manager/tenant/list?comConfType=28' });
    const signA = confA.json().data.find((c: { comConfKey: string }) => c.comConfKey === 'SystemMediaSign');
    expect(signA.webConfValue).toBe('融媒体管理平台');
    // Another tenant's domain in the query does not switch tenants for a signed-in caller.
    const confAskOther = await s.call(a.token, {
      method: 'GET',
      url: '/api/web-conf/configuration/manager/tenant/list?comConfType=28&domainName=other',
    });
    expect(JSON.stringify(confAskOther.json().data)).not.toContain('另一家的标题');

    await s.call(a.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '' } });
    const shortcutsA = await s.call(a.token, { method: 'GET', url: '/api/web-conf/role/perms/used/list' });
    expect(shortcutsA.json().data).toEqual([]);
    const shortcutsB = await s.call(b.token, { method: 'GET', url: '/api/web-conf/role/perms/used/list' });
    expect(shortcutsB.json().data).toHaveLength(1);

    const meA = await s.call(a.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' });
    expect(meA.json().data.domainName).toBe('demo');
    const overviewB = await s.call(b.token, { method: 'GET', url: '/api/web-basic/tenant/manager/overview' });
    expect(overviewB.json().data).toMatchObject({ tenantName: '另一家电视台', userCount: 1 });
  });

  it('serves tenant branding without a token only by domain name and only for groups 28 and 30', async () => {
    const ok = await s.call(undefined, { method: 'GET', url: '/api/web-conf/configuration/manager/tenant/list?comConfType=28&domainName=demo' });
    expect(ok.json().code).toBe(200);
    expect(ok.json().data.map((c: { comConfKey: string }) => c.comConfKey)).toContain('SystemMediaLogo');
    const noDomain = await s.call(undefined, { method: 'GET', url: '/api/web-conf/configuration/manager/tenant/list?comConfType=28' });
    expect(noDomain.statusCode).toBe(400);
    const otherType = await s.call(undefined, { method: 'GET', url: '/api/web-conf/configuration/manager/tenant/list?comConfType=5&domainName=demo' });
    expect(otherType.statusCode).toBe(400);
    const badType = await s.call(undefined, { method: 'GET', url: '/api/web-conf/configuration/manager/tenant/list?comConfType=abc&domainName=demo' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toContain('comConfType');
  });

  it('changes the password and revokes every token of the user', async () => {
    const first = await s.login();
    const second = await s.login();
    const mismatch = await s.call(first.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/password',
      payload: { oldPassword: ADMIN_PASSWORD, password: 'New_pass1', repeatPassword: 'Other_1' },
    });
    expect(mismatch.json().msg).toBe('您输入的两次密码不一致，请重试！');
    const badChars = await s.call(first.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/password',
      payload: { oldPassword: ADMIN_PASSWORD, password: 'bad pass!', repeatPassword: 'bad pass!' },
    });
    expect(badChars.json().msg).toBe('密码中只能包含数字字母或_$@');
    const wrongOld = await s.call(first.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/password',
      payload: { oldPassword: 'nope', password: 'New_pass1', repeatPassword: 'New_pass1' },
    });
    expect(wrongOld.statusCode).toBe(400);
    const done = await s.call(first.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/password',
      payload: { oldPassword: ADMIN_PASSWORD, password: 'New_pass1', repeatPassword: 'New_pass1' },
    });
    expect(done.json().code).toBe(200);
    for (const t of [first.token, second.token]) {
      const res = await s.call(t, { method: 'GET', url: '/api/web-conf/role/perms/user' });
      expect(res.json().code).toBe(99995);
    }
    const again = await s.login('demo', 'admin', 'New_pass1');
    const stored = await s.app.db.selectFrom('users').select('password_hash').where('id', '=', again.webUserId).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('New_pass1');
    await s.call(again.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/password',
      payload: { oldPassword: 'New_pass1', password: ADMIN_PASSWORD, repeatPassword: ADMIN_PASSWORD },
    });
  });

  it('stores only the hash of a token', async () => {
    const { token } = await s.login();
    const rows = await s.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe.each(databases)('menus, shortcuts and envelope (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);

  it('answers the route tree with the spec’s fields', async () => {
    const res = await s.call(me.token, { method: 'GET', url: '/api/web-conf/role/perms/user' });
    const tree = res.json().data;
    expect(tree[0]).toMatchObject({ comMicsId: 1, comMicsPath: '/dashboard', comMicsFore: 0, webMicsName: '首页' });
    expect(tree[0].children[0]).toMatchObject({ comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index', webMicsName: '控制台' });
  });

  it('saves shortcuts in order, at most nine, only menus the user has', async () => {
    const saved = await s.call(me.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '2,1,2' } });
    expect(saved.json()).toMatchObject({ code: 200, msg: '保存成功' });
    const list = await s.call(me.token, { method: 'GET', url: '/api/web-conf/role/perms/used/list' });
    expect(list.json().data.map((e: { comMicsId: number }) => e.comMicsId)).toEqual([2, 1]);
    expect(list.json().data[0]).toEqual({ comMicsId: 2, comMicsName: '控制台', path: '/dashboard/index', resourceId: 0 });
    const tooMany = await s.call(me.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '1,2,3,4,5,6,7,8,9,10' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('最多添加9个快捷导航!');
    const foreign = await s.call(me.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '999999' } });
    expect(foreign.statusCode).toBe(400);
    const injected = await s.call(me.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: "1); drop table users;--" } });
    expect(injected.statusCode).toBe(400);
  });

  it('answers unknown /api paths, bad JSON and oversized bodies with envelopes', async () => {
    const unknown = await s.call(me.token, { method: 'GET', url: '/api/web-conf/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    const badJson = await s.call(me.token, {
      method: 'POST',
      url: '/api/web-conf/role/perms/used/set',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe(400);
    const huge = await s.call(me.token, {
      method: 'POST',
      url: '/api/web-conf/role/perms/used/set',
      payload: 'comMicsIds=' + '1'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(413);
  });

  it('publishes the OpenAPI document without a token', async () => {
    const res = await s.call(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/web-basic/login/back/remix');
  });
});
