import { beijingDayOf, dashedDay } from '../../shared/time.js';
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

describe.each(databases)('departments, users, roles, audit (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);


  it('departments form a tree; a cycle, a duplicate sibling and deleting a non-empty one are refused', async () => {
    const news = await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '融媒体中心', remark: '采编' });
    expect(news).toMatchObject({ code: 200 });
    const desk = await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '编辑部', parentId: news.data.id });
    const night = await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '夜班', parentId: desk.data.id });
    const tree = await jsonCall(server, admin.token, 'GET', '/api/weborganization/listForCombo');
    const top = tree.data.find((d: { id: number }) => d.id === news.data.id);
    expect(top).toMatchObject({ name: '融媒体中心', parentId: 0, remark: '采编' });
    expect(top.children[0]).toMatchObject({ id: desk.data.id, name: '编辑部', parentId: news.data.id });
    expect(top.children[0].children[0]).toMatchObject({ id: night.data.id, name: '夜班' });

    const dup = await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '编辑部', parentId: news.data.id });
    expect(dup).toMatchObject({ status: 409, msg: '同一上级部门下已有同名部门' });
    const self = await jsonCall(server, admin.token, 'PATCH', `/api/weborganization/${news.data.id}`, { parentId: news.data.id });
    expect(self).toMatchObject({ status: 400, msg: '不能把部门移动到它自己或它的下级部门之下' });
    const cycle = await jsonCall(server, admin.token, 'PATCH', `/api/weborganization/${news.data.id}`, { parentId: night.data.id });
    expect(cycle).toMatchObject({ status: 400, msg: '不能把部门移动到它自己或它的下级部门之下' });
    const nameless = await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '  ' });
    expect(nameless).toMatchObject({ status: 400, msg: '请输入部门名称' });

    const rename = await jsonCall(server, admin.token, 'PATCH', `/api/weborganization/${night.data.id}`, { name: '夜班组', parentId: news.data.id });
    expect(rename.code).toBe(200);
    const hasChildren = await jsonCall(server, admin.token, 'DELETE', `/api/weborganization/${news.data.id}`);
    expect(hasChildren).toMatchObject({ status: 409, msg: '该部门下还有子部门，不能删除' });
    await makeUser(server, admin.token, { account: 'deskuser', menus: [1, 2], departmentId: desk.data.id });
    const hasUsers = await jsonCall(server, admin.token, 'DELETE', `/api/weborganization/${desk.data.id}`);
    expect(hasUsers).toMatchObject({ status: 409, msg: '该部门下还有用户，不能删除' });
    expect((await jsonCall(server, admin.token, 'DELETE', `/api/weborganization/${night.data.id}`)).code).toBe(200);
    expect((await jsonCall(server, admin.token, 'DELETE', '/api/weborganization/999999')).status).toBe(404);
  });

  it('users: create with the spec rules, duplicates refused, list with departments as a JSON string', async () => {
    const dep = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '信息部' })).data.id;
    const sub = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '运维组', parentId: dep })).data.id;
    const role = (await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '技术员', comMicsIds: [1, 2] })).data.id;
    const base = { account: 'tech1', name: '技术员甲', password: 'Tech_1234', organizationId: sub, roleIds: [role] };

    expect(await jsonCall(server, admin.token, 'POST', '/api/user', { ...base, password: 'bad pass!' })).toMatchObject({ status: 400, msg: '密码中只能包含数字字母或_$@' });
    expect(await jsonCall(server, admin.token, 'POST', '/api/user', { ...base, mobile: '12345678901' })).toMatchObject({ status: 400, msg: '请输入正确的手机号' });
    expect(await jsonCall(server, admin.token, 'POST', '/api/user', { ...base, organizationId: 0 })).toMatchObject({ status: 400, msg: '请选择部门' });
    expect(await jsonCall(server, admin.token, 'POST', '/api/user', { ...base, roleIds: [] })).toMatchObject({ status: 400, msg: '请至少选择一个角色' });
    const created = await jsonCall(server, admin.token, 'POST', '/api/user', { ...base, mobile: '13800138000' });
    expect(created.code).toBe(200);
    expect(await jsonCall(server, admin.token, 'POST', '/api/user', base)).toMatchObject({ status: 409, msg: '该账号已存在' });

    const list = await jsonCall(server, admin.token, 'GET', `/api/user?organizationId=${dep}&pageIndex=1`);
    expect(list.data).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
    const row = list.data.list[0];
    expect(row).toMatchObject({ account: 'tech1', status: 1, organizationId: sub, organizationName: '运维组', roleIds: [role], roleNames: ['技术员'] });
    expect(typeof row.departments).toBe('string');
    expect(JSON.parse(row.departments)).toEqual([
      { id: dep, name: '信息部' },
      { id: sub, name: '运维组' },
    ]);
    expect((await jsonCall(server, admin.token, 'GET', '/api/user?name=技术员甲')).data.total).toBe(1);
    expect((await jsonCall(server, admin.token, 'GET', '/api/user?status=0')).data.list.some((u: { account: string }) => u.account === 'tech1')).toBe(false);
    const detail = await jsonCall(server, admin.token, 'GET', `/api/user/${created.data.id}`);
    expect(detail.data).toMatchObject({ id: created.data.id, mobile: '13800138000' });
  });

  it('several roles per user: the route tree is their union', async () => {
    const a = (await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '文件', comMicsIds: [10, 100] })).data.id;
    const b = (await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '部门', comMicsIds: [30, 401] })).data.id;
    const { userId } = await makeUser(server, admin.token, { account: 'multi', menus: [1, 2] });
    const patched = await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: userId, roleIds: [a, b], name: '多角色' });
    expect(patched.code).toBe(200);
    const token = (await server.login('demo', 'multi', 'Pass_1234')).token;
    const tree = await jsonCall(server, token, 'GET', '/api/web-conf/role/perms/user');
    const paths = (tree.data as { comMicsPath: string; children: any[] }[]).flatMap(function walk(m): string[] {
      return [m.comMicsPath, ...m.children.flatMap(walk)];
    });
    expect(paths.sort()).toEqual(['/contentManagement', '/contentManagement/filelibrary', '/system', '/system/organization'].sort());
  });

  it('disable, password reset and delete end the user’s tokens at once', async () => {
    const { userId } = await makeUser(server, admin.token, { account: 'revoke1', menus: [1, 2] });
    const probe = (token: string) => jsonCall(server, token, 'GET', '/api/web-conf/user/manager/my/detail');
    let token = (await server.login('demo', 'revoke1', 'Pass_1234')).token;
    expect((await probe(token)).code).toBe(200);

    expect((await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/status`, { status: 0 })).code).toBe(200);
    expect(await probe(token)).toMatchObject({ status: 401, code: 99995 });
    await expect(server.login('demo', 'revoke1', 'Pass_1234')).rejects.toThrow();
    expect((await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/status`, { status: 1 })).code).toBe(200);

    token = (await server.login('demo', 'revoke1', 'Pass_1234')).token;
    expect(await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/password`, { password: 'x y' })).toMatchObject({ status: 400, msg: '密码中只能包含数字字母或_$@' });
    expect((await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/password`, { password: 'New_12345' })).code).toBe(200);
    expect((await probe(token)).status).toBe(401);
    token = (await server.login('demo', 'revoke1', 'New_12345')).token;

    expect((await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: userId, status: 0 })).code).toBe(200);
    expect((await probe(token)).status).toBe(401);
    await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: userId, status: 1 });
    token = (await server.login('demo', 'revoke1', 'New_12345')).token;

    expect((await jsonCall(server, admin.token, 'DELETE', `/api/user/${userId}`)).code).toBe(200);
    expect((await probe(token)).status).toBe(401);
    expect((await jsonCall(server, admin.token, 'GET', `/api/user/${userId}`)).status).toBe(404);

    const me = (await jsonCall(server, admin.token, 'GET', '/api/web-conf/user/manager/my/detail')).data.webUserId;
    expect(await jsonCall(server, admin.token, 'POST', `/api/user/${me}/status`, { status: 0 })).toMatchObject({ status: 400, msg: '不能停用或删除自己的账号' });
  });

  it('roles: a granter cannot hand out menus they do not hold; names unique; in-use roles stay', async () => {
    const { roleId } = await makeUser(server, admin.token, { account: 'roleadmin', menus: [30, 403, 402, 401] });
    const token = (await server.login('demo', 'roleadmin', 'Pass_1234')).token;
    const beyond = await jsonCall(server, token, 'POST', '/api/web-conf/role/manager/add', { name: '越权', comMicsIds: [30, 403, 100] });
    expect(beyond).toMatchObject({ status: 403, msg: '不能授予您自己没有的菜单权限' });
    const within = await jsonCall(server, token, 'POST', '/api/web-conf/role/manager/add', { name: '子集', comMicsIds: [30, 401] });
    expect(within.code).toBe(200);
    const adminRole = (await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/page?pageSize=100')).data.list.find(
      (r: { allMenus: boolean }) => r.allMenus,
    );
    const dep = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '越权部' })).data.id;
    const escalate = await jsonCall(server, token, 'POST', '/api/user', {
      account: 'sneaky',
      name: '越权用户',
      password: 'Pass_1234',
      organizationId: dep,
      roleIds: [adminRole.id],
    });
    expect(escalate.status).toBe(403);
    expect(await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '子集', comMicsIds: [1] })).toMatchObject({ status: 409, msg: '该角色名称已存在' });
    expect(await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/delete', { id: roleId })).toMatchObject({ status: 409, msg: '该角色仍有用户在使用，不能删除' });
    expect((await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/delete', { id: within.data.id })).code).toBe(200);
    expect((await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: adminRole.id, name: 'x', comMicsIds: [] })).status).toBe(403);
    const pageOnly = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '仅部门页', comMicsIds: [401] });
    expect((await jsonCall(server, admin.token, 'GET', `/api/web-conf/role/manager/detail?id=${pageOnly.data.id}`)).data.comMicsIds).toEqual([30, 401]);
    expect((await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '无此菜单', comMicsIds: [99999] })).status).toBe(400);
    const edited = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: roleId, name: '角色-改', comMicsIds: [30, 403] });
    expect(edited.code).toBe(200);
    const detail = await jsonCall(server, admin.token, 'GET', `/api/web-conf/role/manager/detail?id=${roleId}`);
    expect(detail.data).toMatchObject({ name: '角色-改', comMicsIds: [30, 403], userCount: 1, allMenus: false });
    const menus = await jsonCall(server, token, 'GET', '/api/web-conf/role/manager/menus');
    expect(menus.data.map((m: { comMicsId: number }) => m.comMicsId)).toEqual([30]);
  });

  it('the audit trail records who changed what, from where, and filters', async () => {
    const setting = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/28', payload: { SystemMediaSign: '审计标题' } });
    expect(setting.json().code).toBe(200);
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?action=setting.update')).data.list[0]).toMatchObject({ targetType: 'setting', detail: 'SystemMediaSign' });
    // the details name what changed: a role's menu count, a user's changed fields
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?action=role.update')).data.list[0]).toMatchObject({ targetName: '角色-改', detail: '菜单 2 项' });
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?action=role.create')).data.list.map((e: { detail: string }) => e.detail)).toEqual(expect.arrayContaining([expect.stringMatching(/^菜单 \d+ 项$/)]));
    const page = await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?action=user.password');
    expect(page.data.total).toBeGreaterThanOrEqual(1);
    expect(page.data.list[0]).toMatchObject({ action: 'user.password', actionName: '重置密码', actorName: '管理员', targetType: 'user' });
    expect(page.data.list[0].address).not.toBe('');
    // the server reads filter days as Beijing days
    const d = dashedDay(beijingDayOf(Date.now()));
    const ranged = await jsonCall(server, admin.token, 'GET', `/api/web-conf/audit/page?beginDate=${d}&endDate=${d}&pageSize=200`);
    expect(ranged.data.list.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['department.create', 'user.create', 'role.create', 'user.delete']));
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?beginDate=2000-01-01&endDate=2000-01-02')).data.total).toBe(0);
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/audit/page?action=nope')).status).toBe(400);
  });
});
