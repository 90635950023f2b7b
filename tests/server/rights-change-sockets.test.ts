// Rights changed while signed in (shared/rights-frame.ts, docs/realtime.md "Sockets"): editing the
// menus or channel rights of a role pushes { rightsChanged } to the message sockets of the users
// holding it, and changing a user's roles to that user's; the route tree asked for after the frame
// is already the new one. Users without the role, and another tenant, get nothing; neither does a
// role edit that changes no right (a rename). Across two instances: rights-change-instances.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { jsonCall, makeUser, menuIdsOf } from './org-support.js';
import { expectNothingPushed, listen, openCentre } from './realtime-support.js';
import type { RightsFrame } from '../../shared/rights-frame.js';


describe.each(databases)('rights change pushed to the signed-in users concerned (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server);
  let base: string;
  beforeAll(async () => {
    base = await listen(server.app);
  });

  it('a role\'s new menus reach its holders\' sockets, not other users\' nor another tenant\'s; a rename sends nothing', async () => {
    // 控制台 (1, 2) and the 点赞 and 消息设置 pages (200, 201, 208, 215)
    const narrow = await makeUser(server, admin.token, { account: 'rights1', menus: [1, 2, 200, 201, 208, 215] });
    const mate = await jsonCall(server, admin.token, 'POST', '/api/user', { account: 'rights2', name: '同角色', password: 'Pass_1234', organizationId: narrow.departmentId, roleIds: [narrow.roleId] });
    expect(mate.code).toBe(200);
    await makeUser(server, admin.token, { account: 'rights3', menus: [1, 2], departmentId: narrow.departmentId });
    const user = await server.login('demo', 'rights1', 'Pass_1234');
    const onUser = await openCentre(base, user);
    const onUserAgain = await openCentre(base, user);
    const onMate = await openCentre(base, await server.login('demo', 'rights2', 'Pass_1234'));
    const onBystander = await openCentre(base, await server.login('demo', 'rights3', 'Pass_1234'));
    const onOther = await openCentre(base, other);
    const tree = async () => menuIdsOf((await jsonCall(server, user.token, 'GET', '/api/web-conf/role/perms/user')).data);
    expect(await tree()).toEqual([1, 2, 200, 201, 208, 215]);

    const edit = (comMicsIds: number[], name = '角色-rights1') => jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: narrow.roleId, name, comMicsIds });
    const before = Date.now();
    expect((await edit([1, 2, 200, 201, 208])).code).toBe(200);
    // every socket of every holder, each once
    for (const socket of [onUser, onUserAgain, onMate]) {
      const frame = await socket.json<RightsFrame>();
      expect(Object.keys(frame)).toEqual(['rightsChanged']);
      expect(frame.rightsChanged.at).toBeGreaterThanOrEqual(before);
    }
    // what the console asks for on the frame is already the narrower tree
    expect(await tree()).toEqual([1, 2, 200, 201, 208]);
    await expectNothingPushed(onBystander);
    await expectNothingPushed(onOther);

    // A rename changes no right: nobody is told.
    expect((await edit([1, 2, 200, 201, 208], '改名后的角色')).code).toBe(200);
    await expectNothingPushed(onUser);
    await expectNothingPushed(onMate);
    for (const s of [onUser, onUserAgain, onMate, onBystander, onOther]) s.close();
  });

  it('changing a user\'s roles reaches that user\'s sockets only; the same roles again send nothing', async () => {
    const narrow = await makeUser(server, admin.token, { account: 'rights4', menus: [1, 2, 200, 201, 208] });
    const wider = await makeUser(server, admin.token, { account: 'rights5', menus: [1, 2, 200, 201, 208, 215], departmentId: narrow.departmentId });
    const user = await server.login('demo', 'rights4', 'Pass_1234');
    const onUser = await openCentre(base, user);
    const onOtherUser = await openCentre(base, await server.login('demo', 'rights5', 'Pass_1234'));
    const onAdmin = await openCentre(base, admin);

    expect((await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: narrow.userId, roleIds: [wider.roleId] })).code).toBe(200);
    expect(Object.keys(await onUser.json<RightsFrame>())).toEqual(['rightsChanged']);
    expect(menuIdsOf((await jsonCall(server, user.token, 'GET', '/api/web-conf/role/perms/user')).data)).toEqual([1, 2, 200, 201, 208, 215]);
    await expectNothingPushed(onOtherUser);
    await expectNothingPushed(onAdmin);

    // The same roles, or no roles field at all: no change, no frame.
    expect((await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: narrow.userId, roleIds: [wider.roleId] })).code).toBe(200);
    expect((await jsonCall(server, admin.token, 'PATCH', '/api/user', { id: narrow.userId, name: '新名字' })).code).toBe(200);
    await expectNothingPushed(onUser);
    for (const s of [onUser, onOtherUser, onAdmin]) s.close();
  });

  it('describes the frame in the OpenAPI document of the two calls that send it', async () => {
    const api = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(api.paths['/api/web-conf/role/manager/edit'].post.description).toContain('{ rightsChanged: { at } }');
    expect(api.paths['/api/user'].patch.description).toContain('{ rightsChanged: { at } }');
  });
});
