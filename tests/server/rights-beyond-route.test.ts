// Rights beyond the route (docs/security.md), one test per defect (each fails on the code before
// the fix): managing people within one's own menus and the last administrator, take-down by portal
// and publish right, the IM secret and newsroom reports by their own menus (a 首页-only user reads
// only what 首页 shows), the file redirect by library right, accounts unique regardless of
// case/width.
import { describe, expect, it } from 'vitest';
import { keyAccounts } from '../../server/migrations/155-account-keys.js';
import { NO_RIGHT } from '../../server/services/rights.js';
import { NO_FILE_RIGHT } from '../../server/services/file-rights.js';
import { FILE_OPEN_RULE, RELEASE_PORTAL_LISTS, RELEASE_WRITES } from '../../server/services/route-rights.js';
import { CONTENT_TEXTS } from '../../server/services/content-messages.js';
import { ORG_TEXTS } from '../../shared/org.js';
import { ADMIN_PASSWORD, databases } from './helpers.js';
import { contentSuite, doc } from './content-world.js';
import { formCall, jsonCall, makeUser } from './org-support.js';

// Menu ids of the catalogue (server/seed/menus): 首页 1/2, 配置中心 36, 用户管理 402, 角色管理 403,
// 文稿 list 301 with its markers 360 /pubWeb and 361 /pubApp, 网站发布 321, APP发布 322, the first report page 340.
const HOME = [1, 2];
const M = { config: 36, users: 402, roles: 403, docs: 301, docPubWeb: 360, docPubApp: 361, webList: 321, appList: 322, report: 340 };

describe.each(databases)('rights beyond the route (%s)', (kind) => {
  const w = contentSuite(kind);
  const token = (account: string) => w.s.login('demo', account, 'Pass_1234').then((s) => s.token);
  const idOf = async (account: string) => (await w.s.app.repos.users.findByAccount(w.tenantId, account))!.id;

  it('a holder of 用户管理 manages only users whose menus are within their own', async () => {
    await makeUser(w.s, w.admin, { account: 'mgr', menus: [...HOME, M.users] });
    const peon = await makeUser(w.s, w.admin, { account: 'peon', menus: HOME });
    const mgr = await token('mgr');
    const adminId = await idOf('admin');
    const editorId = await idOf('editor');
    const editorRoles = (await jsonCall(w.s, w.admin, 'GET', `/api/user/${editorId}`)).data.roleIds;
    const refused = { status: 403, msg: ORG_TEXTS.userExceedsManager };
    // The administrator: no password reset (and sign-in as them), no disable, no delete, no edit.
    expect(await jsonCall(w.s, mgr, 'POST', `/api/user/${adminId}/password`, { password: 'Taken_123' })).toMatchObject(refused);
    expect(await jsonCall(w.s, mgr, 'POST', `/api/user/${adminId}/status`, { status: 0 })).toMatchObject(refused);
    expect(await jsonCall(w.s, mgr, 'DELETE', `/api/user/${adminId}`)).toMatchObject(refused);
    expect(await jsonCall(w.s, mgr, 'PATCH', '/api/user', { id: adminId, name: '改掉' })).toMatchObject(refused);
    // A user with other menus (the editor): roles not stripped.
    expect(await jsonCall(w.s, mgr, 'PATCH', '/api/user', { id: editorId, roleIds: [peon.roleId] })).toMatchObject(refused);
    expect(await jsonCall(w.s, mgr, 'POST', `/api/user/${editorId}/password`, { password: 'Taken_123' })).toMatchObject(refused);
    // Nothing was written: the admin signs in with their password, enabled, named as before; the editor keeps their roles.
    expect((await w.s.login('demo', 'admin', ADMIN_PASSWORD)).token).toBeTruthy();
    expect((await jsonCall(w.s, w.admin, 'GET', `/api/user/${adminId}`)).data).toMatchObject({ status: 1, name: expect.not.stringMatching('改掉') });
    expect((await jsonCall(w.s, w.admin, 'GET', `/api/user/${editorId}`)).data.roleIds).toEqual(editorRoles);
    // Within their menus they manage: reset, edit, disable, enable, delete.
    expect((await jsonCall(w.s, mgr, 'POST', `/api/user/${peon.userId}/password`, { password: 'Other_123' })).code).toBe(200);
    expect((await jsonCall(w.s, mgr, 'PATCH', '/api/user', { id: peon.userId, name: '新名字' })).code).toBe(200);
    expect((await jsonCall(w.s, mgr, 'POST', `/api/user/${peon.userId}/status`, { status: 0 })).code).toBe(200);
    expect((await jsonCall(w.s, mgr, 'POST', `/api/user/${peon.userId}/status`, { status: 1 })).code).toBe(200);
    expect((await jsonCall(w.s, mgr, 'DELETE', `/api/user/${peon.userId}`)).code).toBe(200);
    // Self-service stays: the manager changes their own password in the personal centre.
    expect((await formCall(w.s, mgr, '/api/web-conf/user/manager/password/editOrSet', { oldPassword: 'Pass_1234', password: 'Pass_5678', repeatPassword: 'Pass_5678' })).code).toBe(200);
  });

  it('a holder of 角色管理 edits or deletes only roles within their own menus', async () => {
    await makeUser(w.s, w.admin, { account: 'rolemgr', menus: [...HOME, M.roles] });
    const rm = await token('rolemgr');
    const editorRole = (await jsonCall(w.s, w.admin, 'GET', '/api/web-conf/role/manager/page?pageSize=100')).data.list.find((r: { name: string }) => r.name === '稿件编辑');
    const refused = { status: 403, msg: ORG_TEXTS.roleBeyondEditor };
    expect(await jsonCall(w.s, rm, 'POST', '/api/web-conf/role/manager/edit', { id: editorRole.id, name: editorRole.name, comMicsIds: HOME })).toMatchObject(refused);
    const spare = await jsonCall(w.s, w.admin, 'POST', '/api/web-conf/role/manager/add', { name: '备用稿件角色', comMicsIds: [M.docs] });
    expect(await jsonCall(w.s, rm, 'POST', '/api/web-conf/role/manager/delete', { id: spare.data.id })).toMatchObject(refused);
    expect((await jsonCall(w.s, w.admin, 'GET', `/api/web-conf/role/manager/detail?id=${editorRole.id}`)).data.comMicsIds).toEqual(editorRole.comMicsIds);
    const small = await jsonCall(w.s, w.admin, 'POST', '/api/web-conf/role/manager/add', { name: '只看首页', comMicsIds: HOME });
    expect((await jsonCall(w.s, rm, 'POST', '/api/web-conf/role/manager/edit', { id: small.data.id, name: '只看首页二', comMicsIds: HOME })).code).toBe(200);
    expect((await jsonCall(w.s, rm, 'POST', '/api/web-conf/role/manager/delete', { id: small.data.id })).code).toBe(200);
  });

  it('take-down needs the release list of the release portal and the publish right of the item type', async () => {
    const webCol = await w.column('撤稿网站栏目', 'web');
    const appCol = await w.column('撤稿APP栏目', 'app');
    const release = async (title: string, col: number) => {
      const id = await w.approved(doc(title));
      const res = await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&1`);
      return res.json().data.releaseIds[0] as number;
    };
    const appRelease = await release('APP撤稿稿件', appCol);
    const webRelease = await release('网站撤稿稿件', webCol);
    await makeUser(w.s, w.admin, { account: 'weblist', menus: [...HOME, M.webList, M.docPubWeb] });
    await makeUser(w.s, w.admin, { account: 'bothweb', menus: [...HOME, M.webList, M.appList, M.docPubWeb] });
    await makeUser(w.s, w.admin, { account: 'bothapp', menus: [...HOME, M.webList, M.appList, M.docPubApp] });
    const take = (t: string, id: number) => jsonCall(w.s, t, 'POST', '/api/release/deleteRelease', { releaseArray: [id] });
    // A web-list user: not an APP release, by any release write of the data (RELEASE_WRITES).
    const web = await token('weblist');
    const writes: Record<string, [method: 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown]> = {
      'POST /api/release/deleteRelease': ['POST', '/api/release/deleteRelease', { releaseArray: [appRelease] }],
      'POST /api/release/changeorder': ['POST', '/api/release/changeorder', { columnId: appCol, releaseIds: [appRelease] }],
      'POST /api/release/changetoporder': ['POST', '/api/release/changetoporder', { columnId: appCol, releaseIds: [appRelease] }],
      'PATCH /api/release/top': ['PATCH', '/api/release/top', { releaseId: appRelease, top: 1 }],
      'PATCH /api/release/batch': ['PATCH', '/api/release/batch', { releaseArray: [appRelease], top: 1 }],
      'PUT /api/release/moveBatch/:spec': ['PUT', `/api/release/moveBatch/${appRelease}&${appCol}`],
    };
    expect(Object.keys(writes).sort()).toEqual(Object.keys(RELEASE_WRITES).sort());
    for (const [key, [method, url, body]] of Object.entries(writes)) {
      expect(await jsonCall(w.s, web, method, url, body), key).toMatchObject({ status: 403, msg: CONTENT_TEXTS.releaseNoListRight('APP') });
    }
    expect((await w.s.app.repos.releases.getMany(w.tenantId, [appRelease]))[0]).toMatchObject({ top: 0, column_id: appCol });
    // Both lists, but 文稿 only to the web: not the APP release; the web one yes.
    const bothWeb = await token('bothweb');
    expect(await take(bothWeb, appRelease)).toMatchObject({ status: 403, msg: CONTENT_TEXTS.takeDownNoRight('文稿', 'APP') });
    expect(await take(bothWeb, webRelease)).toMatchObject({ code: 200, data: { removed: 1 } });
    // Nothing half-written: a batch with one refused release removes none.
    const webRelease2 = await release('网站撤稿稿件二', webCol);
    expect((await jsonCall(w.s, bothWeb, 'POST', '/api/release/deleteRelease', { releaseArray: [webRelease2, appRelease] })).status).toBe(403);
    expect(await w.s.app.repos.releases.getMany(w.tenantId, [webRelease2, appRelease])).toHaveLength(2);
    // 文稿 to the APP: the APP release comes down.
    expect(await take(await token('bothapp'), appRelease)).toMatchObject({ code: 200, data: { removed: 1 } });
    expect(Object.keys(RELEASE_PORTAL_LISTS).sort()).toEqual(['app', 'web']);
  });

  it('a 首页-only user reads only what 首页 shows; the IM secret and the reports need their menus', async () => {
    await makeUser(w.s, w.admin, { account: 'homeonly', menus: HOME });
    await makeUser(w.s, w.admin, { account: 'configer', menus: [...HOME, M.config] });
    await makeUser(w.s, w.admin, { account: 'reporter', menus: [...HOME, M.report] });
    const home = await token('homeonly');
    const im = '/api/web-basic/configuration/manager/tenant/json?comConfType=1&webTenUrl=demo';
    const closed = ['/api/web-publish/report/today', '/api/web-publish/report/choose', '/api/release?portal=web', '/api/release?portal=app', '/api/statisticaldata', im];
    for (const url of closed) expect(await jsonCall(w.s, home, 'GET', url), url).toMatchObject({ status: 403, msg: NO_RIGHT });
    expect(await jsonCall(w.s, home, 'POST', '/api/release/statistics', {})).toMatchObject({ status: 403, msg: NO_RIGHT });
    // What 首页 shows still reads.
    expect((await jsonCall(w.s, home, 'GET', '/api/web-basic/tenant/manager/overview')).code).toBe(200);
    expect((await jsonCall(w.s, home, 'GET', '/api/web-conf/user/manager/my/detail')).code).toBe(200);
    // Their own menus open them.
    expect((await jsonCall(w.s, await token('configer'), 'GET', im)).data.imAccount).toBe('im_demo');
    const reporter = await token('reporter');
    expect((await jsonCall(w.s, reporter, 'GET', '/api/web-publish/report/today')).code).toBe(200);
    expect((await jsonCall(w.s, reporter, 'GET', '/api/web-publish/report/choose')).code).toBe(200);
  });

  it('the file redirect checks the library right of the file', async () => {
    await makeUser(w.s, w.admin, { account: 'nolib', menus: HOME });
    const nolib = await token('nolib');
    const [plain, avatar, logo] = w.files.image;
    const open = (t: string, id: number) => w.s.call(t, { method: 'GET', url: `/api/web-manager/file/manager/redirect/${id}/2` });
    expect(FILE_OPEN_RULE.menus).not.toContain('/dashboard/index');
    const refused = await open(nolib, plain!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: NO_FILE_RIGHT, data: null });
    // Sequential ids do not help: the next ones are refused too; the administrator opens them.
    expect((await open(nolib, plain! + 1)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await open(w.admin, plain!)).statusCode).toBe(302);
    // What the tenant shows everyone opens: an avatar, a branding image.
    expect((await formCall(w.s, w.admin, '/api/web-conf/user/manager/avatar/set', { webUserAvatar: String(avatar) })).code).toBe(200);
    expect((await open(nolib, avatar!)).statusCode).toBe(302);
    await w.s.app.repos.settings.upsert(w.tenantId, 28, 'SystemMediaLogo', String(logo), '系统媒体');
    expect((await open(nolib, logo!)).statusCode).toBe(302);
    // Another tenant's file: 404 whoever asks.
    expect((await open(w.other, plain!)).statusCode).toBe(404);
  });

  it('accounts are unique regardless of case and width; old look-alikes are recorded, not renamed', async () => {
    const dep = (await jsonCall(w.s, w.admin, 'POST', '/api/weborganization', { name: '账号部' })).data.id;
    const role = await jsonCall(w.s, w.admin, 'POST', '/api/web-conf/role/manager/add', { name: '账号角色', comMicsIds: HOME });
    const create = (account: string) => jsonCall(w.s, w.admin, 'POST', '/api/user', { account, name: '重名', password: 'Pass_1234', organizationId: dep, roleIds: [role.data.id] });
    expect(await create('ADMIN')).toMatchObject({ status: 409, msg: ORG_TEXTS.accountTaken });
    expect(await create('Admin')).toMatchObject({ status: 409, msg: ORG_TEXTS.accountTaken });
    expect((await create('ａｄｍｉｎ')).status).toBeGreaterThanOrEqual(400);
    const made = await create('Casey');
    expect(made.code).toBe(200);
    expect(await create('casey')).toMatchObject({ status: 409 });
    // Renaming one's own account: not to a look-alike of another; to another case of one's own, yes.
    const casey = (await w.s.login('demo', 'Casey', 'Pass_1234')).token;
    const rename = (account: string) => formCall(w.s, casey, '/api/web-conf/user/manager/account/set', { account });
    expect(await rename('Admin')).toMatchObject({ status: 409, msg: ORG_TEXTS.accountTaken });
    expect(await rename('ADMIN')).toMatchObject({ status: 409, msg: ORG_TEXTS.accountTaken });
    expect((await rename('casey')).code).toBe(200);
    expect((await w.s.login('demo', 'casey', 'Pass_1234')).token).toBeTruthy();

    // Look-alikes from before the keys (written as an old version would have): the migration's
    // keying records them and leaves their accounts and sign-in alone.
    const admin = (await w.s.app.repos.users.findByAccount(w.tenantId, 'admin'))!;
    const db = w.s.app.db;
    for (const account of ['Admin', 'ＡＤＭＩＮ']) {
      await db
        .insertInto('users')
        .values({ ...Object.fromEntries(Object.entries(admin).filter(([k]) => !['id', 'organization_id'].includes(k))), account, account_key: null } as never)
        .execute();
    }
    const found = await keyAccounts(db as never);
    expect(found.map((f) => [f.account, f.holderAccount])).toEqual([
      ['Admin', 'admin'],
      ['ＡＤＭＩＮ', 'admin'],
    ]);
    expect((await w.s.app.repos.users.lookalikes(w.tenantId)).map((l) => l.account)).toEqual(['Admin', 'ＡＤＭＩＮ']);
    expect(await keyAccounts(db as never)).toEqual([]);
    expect((await w.s.app.repos.users.findByAccount(w.tenantId, 'Admin'))?.account).toBe('Admin');
    expect((await w.s.login('demo', 'Admin', ADMIN_PASSWORD)).token).toBeTruthy();
  });

  it('nobody disables, deletes or strips the last enabled system administrator', async () => {
    const adminId = await idOf('admin');
    const adminRole = (await jsonCall(w.s, w.admin, 'GET', `/api/user/${adminId}`)).data.roleIds as number[];
    const home = await jsonCall(w.s, w.admin, 'POST', '/api/web-conf/role/manager/add', { name: '首页角色', comMicsIds: HOME });
    const dep = (await jsonCall(w.s, w.admin, 'POST', '/api/weborganization', { name: '管理员部' })).data.id;
    const second = await jsonCall(w.s, w.admin, 'POST', '/api/user', { account: 'admin2', name: '第二管理员', password: 'Pass_1234', organizationId: dep, roleIds: adminRole });
    expect(second.code).toBe(200);
    // With a second enabled administrator the first may give up the role; not once the second is disabled.
    expect((await jsonCall(w.s, w.admin, 'POST', `/api/user/${second.data.id}/status`, { status: 0 })).code).toBe(200);
    const strip = await jsonCall(w.s, w.admin, 'PATCH', '/api/user', { id: adminId, name: '不该改名', roleIds: [home.data.id] });
    expect(strip).toMatchObject({ status: 409, msg: ORG_TEXTS.lastAdministrator });
    // Nothing half-written: name and roles as before, the administrator still manages.
    const me = (await jsonCall(w.s, w.admin, 'GET', `/api/user/${adminId}`)).data;
    expect(me.roleIds).toEqual(adminRole);
    expect(me.name).not.toBe('不该改名');
    expect((await jsonCall(w.s, w.admin, 'GET', '/api/user')).code).toBe(200);
    // The disabled second administrator is enabled again; then the role may be handed over.
    expect((await jsonCall(w.s, w.admin, 'POST', `/api/user/${second.data.id}/status`, { status: 1 })).code).toBe(200);
    const admin2 = (await w.s.login('demo', 'admin2', 'Pass_1234')).token;
    // admin2 disables admin: allowed (admin2 remains); then admin2 cannot strip themselves.
    expect((await jsonCall(w.s, admin2, 'POST', `/api/user/${adminId}/status`, { status: 0 })).code).toBe(200);
    expect(await jsonCall(w.s, admin2, 'PATCH', '/api/user', { id: second.data.id, roleIds: [home.data.id] })).toMatchObject({ status: 409, msg: ORG_TEXTS.lastAdministrator });
    expect((await jsonCall(w.s, admin2, 'POST', `/api/user/${adminId}/status`, { status: 1 })).code).toBe(200);
    // (last in the file: the administrator's own sessions ended when admin2 disabled them)
    const again = (await w.s.login('demo', 'admin', ADMIN_PASSWORD)).token;
    expect((await jsonCall(w.s, again, 'DELETE', `/api/user/${second.data.id}`)).code).toBe(200);
  });

  it('two administrators disabling each other at once leave one enabled (the count is locked)', async () => {
    const adminId = await idOf('admin');
    let adminToken = (await w.s.login('demo', 'admin', ADMIN_PASSWORD)).token;
    const adminRole = (await jsonCall(w.s, adminToken, 'GET', `/api/user/${adminId}`)).data.roleIds as number[];
    const dep = (await jsonCall(w.s, adminToken, 'POST', '/api/weborganization', { name: '值班管理部' })).data.id;
    const third = (await jsonCall(w.s, adminToken, 'POST', '/api/user', { account: 'admin3', name: '第三管理员', password: 'Pass_1234', organizationId: dep, roleIds: adminRole })).data.id as number;
    for (let round = 0; round < 5; round += 1) {
      const thirdToken = (await w.s.login('demo', 'admin3', 'Pass_1234')).token;
      const [a, b] = await Promise.all([
        jsonCall(w.s, adminToken, 'POST', `/api/user/${third}/status`, { status: 0 }),
        jsonCall(w.s, thirdToken, 'POST', `/api/user/${adminId}/status`, { status: 0 }),
      ]);
      const codes = [a.code, b.code].sort();
      // one wins; the other is refused as the last administrator, or finds its own session ended
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(await w.s.app.repos.users.activeAdministrators(w.tenantId)).toBe(1);
      // enable the one disabled again, by the one left
      if (a.code === 200) {
        expect((await jsonCall(w.s, adminToken, 'POST', `/api/user/${third}/status`, { status: 1 })).code).toBe(200);
      } else {
        expect((await jsonCall(w.s, thirdToken, 'POST', `/api/user/${adminId}/status`, { status: 1 })).code).toBe(200);
        adminToken = (await w.s.login('demo', 'admin', ADMIN_PASSWORD)).token;
      }
    }
  });
});
