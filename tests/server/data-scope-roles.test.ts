// The data scope of roles (contract "Data scope"): role/manager/add and edit take dataScope and
// deptIds, role/manager/page and detail answer them; a scope naming another tenant's (or no)
// department, an unknown scope or scope 2 without departments answers 400 with a Chinese message
// and writes nothing; the union of several roles' scopes.
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, databases, suiteLogin, suiteStart } from './helpers.js';
import { jsonCall } from './org-support.js';
import { DATA_SCOPE_TEXTS } from '../../shared/data-scope.js';
import { unionScope, withDescendants } from '../../server/services/data-scope.js';

describe('unionScope', () => {
  const tree = [
    { id: 1, parent_id: 0 },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: 0 },
  ];
  it('joins the roles’ scopes; any scope 1 is everything; the own items always count', () => {
    expect(withDescendants(tree, 1).sort()).toEqual([1, 2, 3]);
    expect(unionScope(9, 2, [{ dataScope: 3, deptIds: [] }, { dataScope: 1, deptIds: [] }], () => tree)).toEqual({ all: true });
    expect(unionScope(9, 2, [{ dataScope: 3, deptIds: [] }, { dataScope: 2, deptIds: [4] }], () => tree)).toEqual({ all: false, userId: 9, deptIds: [2, 4] });
    expect(unionScope(9, 2, [{ dataScope: 4, deptIds: [] }], () => tree)).toEqual({ all: false, userId: 9, deptIds: [2, 3] });
    expect(unionScope(9, 0, [{ dataScope: 3, deptIds: [] }, { dataScope: 4, deptIds: [] }], () => tree)).toEqual({ all: false, userId: 9, deptIds: [] });
    expect(unionScope(9, 2, [{ dataScope: 5, deptIds: [] }], () => tree)).toEqual({ all: false, userId: 9, deptIds: [] });
    expect(unionScope(9, 2, [], () => tree)).toEqual({ all: false, userId: 9, deptIds: [] });
  });
});

describe.each(databases)('role data scope (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);

  const dept = async (token: string, name: string) => (await jsonCall(server, token, 'POST', '/api/weborganization', { name })).data.id as number;
  const roleByName = async (name: string) => {
    const page = await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/page?pageSize=1000');
    return (page.data.list as { id: number; name: string; dataScope: number; deptIds: number[]; comMicsIds: number[] }[]).find((r) => r.name === name);
  };
  const menus = async () => (await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/menus')).data.map((m: { comMicsId: number }) => m.comMicsId) as number[];

  it('stores and answers dataScope and deptIds; existing roles are scope 1', async () => {
    const a = await dept(admin.token, '范围甲部');
    const b = await dept(admin.token, '范围乙部');
    const comMicsIds = (await menus()).slice(0, 1);
    const added = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '指定部门角色', comMicsIds, dataScope: 2, deptIds: [a, b, a] });
    expect(added).toMatchObject({ code: 200 });
    expect(await roleByName('指定部门角色')).toMatchObject({ dataScope: 2, deptIds: [a, b].sort((x, y) => x - y) });
    const detail = await jsonCall(server, admin.token, 'GET', `/api/web-conf/role/manager/detail?id=${added.data.id}`);
    expect(detail.data).toMatchObject({ dataScope: 2 });
    // Without dataScope an edit keeps it; another scope drops the chosen departments.
    expect(await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: added.data.id, name: '指定部门角色', comMicsIds })).toMatchObject({ code: 200 });
    expect(await roleByName('指定部门角色')).toMatchObject({ dataScope: 2, deptIds: [a, b].sort((x, y) => x - y) });
    expect(await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: added.data.id, name: '指定部门角色', comMicsIds, dataScope: 4 })).toMatchObject({ code: 200 });
    expect(await roleByName('指定部门角色')).toMatchObject({ dataScope: 4, deptIds: [] });
    const plain = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '默认范围角色', comMicsIds });
    expect(plain).toMatchObject({ code: 200 });
    expect(await roleByName('默认范围角色')).toMatchObject({ dataScope: 1, deptIds: [] });
    const page = await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/manager/page?pageSize=1000');
    for (const r of page.data.list as { name: string; dataScope: number }[]) if (r.name === '系统管理员') expect(r.dataScope).toBe(1);
  });

  it('refuses another tenant’s departments, no department for scope 2 and an unknown scope, writing nothing', async () => {
    await server.addTenant('scopeother');
    const other = await server.login('scopeother', 'admin', ADMIN_PASSWORD);
    const theirs = await dept(other.token, '他们的部门');
    const ours = await dept(admin.token, '范围丙部');
    const comMicsIds = (await menus()).slice(0, 1);
    const add = (body: Record<string, unknown>) => jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', { name: '坏范围角色', comMicsIds, ...body });

    expect(await add({ dataScope: 2, deptIds: [ours, theirs] })).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsInvalid });
    expect(await add({ dataScope: 2, deptIds: [999999] })).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsInvalid });
    expect(await add({ dataScope: 2, deptIds: [] })).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsRequired });
    expect(await add({ dataScope: 2 })).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsRequired });
    const unknown = await add({ dataScope: 7 });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toMatch(/[\u4e00-\u9fff]/);
    const word = await add({ dataScope: 'all' });
    expect(word.status).toBe(400);
    expect(await roleByName('坏范围角色')).toBeUndefined();

    const good = await add({ dataScope: 2, deptIds: [ours] });
    expect(good).toMatchObject({ code: 200 });
    const edit = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: good.data.id, name: '坏范围角色', comMicsIds, dataScope: 2, deptIds: [theirs] });
    expect(edit).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsInvalid });
    expect(await roleByName('坏范围角色')).toMatchObject({ dataScope: 2, deptIds: [ours] });
    // The other tenant cannot point a role of theirs at our department either.
    const theirRole = await jsonCall(server, other.token, 'POST', '/api/web-conf/role/manager/add', { name: '越界', comMicsIds, dataScope: 2, deptIds: [ours] });
    expect(theirRole).toMatchObject({ status: 400, msg: DATA_SCOPE_TEXTS.deptsInvalid });
  });
});
