import { describe, expect, it } from 'vitest';
import { ROUTE_RIGHTS, SIGNED_IN, ruleFor } from '../../server/services/route-rights.js';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

type Tree = { comMicsId: number; comMicsPath: string; children: Tree[] };
const flatten = (t: Tree[]): Tree[] => t.flatMap((m) => [m, ...flatten(m.children)]);

describe('the route-to-menu map', () => {
  it('picks the exact entry, then the longest prefix', () => {
    expect(ruleFor('GET', '/api/weborganization/listForCombo')).toContain('/system/user');
    expect(ruleFor('POST', '/api/weborganization')).toEqual(['/system/organization']);
    expect(ruleFor('PATCH', '/api/weborganization/:id')).toEqual(['/system/organization']);
    expect(ruleFor('GET', '/api/user/:id')).toEqual(['/system/user']);
    expect(ruleFor('GET', '/api/userx')).toBeUndefined();
    expect(ruleFor('POST', '/api/web-manager/message/manager/msg/send')).toEqual(['/message/send']);
    expect(ruleFor('GET', '/api/web-manager/message/manager/msg/page')).toBe(SIGNED_IN);
    expect(Object.keys(ROUTE_RIGHTS).length).toBeGreaterThan(20);
  });
});

describe.each(databases)('rights: one map for every /api route (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);


  it('every /api route is mapped to menus, public, or open to any signed-in user', () => {
    const catalogue = new Set<string>();
    const unmapped: string[] = [];
    const unknownMenus: string[] = [];
    return server.app.repos.menus.all().then((menus) => {
      for (const m of menus) catalogue.add(m.path);
      for (const r of server.app.apiRoutes) {
        if (r.auth !== 'required') continue;
        const rule = r.rights ?? ruleFor(r.method, r.url);
        if (!rule) unmapped.push(`${r.method} ${r.url}`);
        else if (rule !== SIGNED_IN) for (const p of rule) if (!catalogue.has(p)) unknownMenus.push(`${r.method} ${r.url} → ${p}`);
      }
      expect(unmapped, 'add these routes to server/services/route-rights.ts').toEqual([]);
      expect(unknownMenus, 'menu paths not in the catalogue').toEqual([]);
      expect(server.app.apiRoutes.length).toBeGreaterThan(50);
    });
  });

  it('a user with a narrow role gets exactly that route tree and 403 on every other mapped call', async () => {
    await makeUser(server, admin.token, { account: 'narrow', menus: [1, 2, 30, 401] });
    const token = (await server.login('demo', 'narrow', 'Pass_1234')).token;
    const tree = flatten((await jsonCall(server, token, 'GET', '/api/web-conf/role/perms/user')).data);
    expect(tree.map((m) => m.comMicsId).sort((a, b) => a - b)).toEqual([1, 2, 30, 401]);
    const held = new Set(tree.map((m) => m.comMicsPath));

    const tried: string[] = [];
    for (const r of server.app.apiRoutes) {
      if (r.auth !== 'required') continue;
      const rule = r.rights ?? ruleFor(r.method, r.url);
      if (!rule || rule === SIGNED_IN || rule.some((p) => held.has(p))) continue;
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await server.call(token, { method: r.method as 'GET', url });
      tried.push(`${r.method} ${r.url} ${res.statusCode}`);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).not.toBe(200);
    }
    expect(tried.length).toBeGreaterThan(40);
    // What the role holds works.
    expect((await jsonCall(server, token, 'POST', '/api/weborganization', { name: '窄角色部门' })).code).toBe(200);
    expect((await jsonCall(server, token, 'GET', '/api/weborganization/listForCombo')).code).toBe(200);
    expect((await jsonCall(server, token, 'GET', '/api/user')).status).toBe(403);
    // Signed-in calls stay open.
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/user/manager/my/detail')).code).toBe(200);
  });

  it('a scheduler without 文件库 lists the libraries and their videos in the editor material pane, and changes nothing there', async () => {
    await makeUser(server, admin.token, { account: 'scheduler', menus: [10, 120, 150, 151] });
    const token = (await server.login('demo', 'scheduler', 'Pass_1234')).token;
    for (const url of ['/api/web-manager/file/manager/get/public', '/api/web-manager/file/manager/get/private', '/api/web-manager/file/library/resource/list']) {
      expect((await jsonCall(server, token, 'GET', url)).code, url).toBe(200);
    }
    const pub = (await jsonCall(server, token, 'GET', '/api/web-manager/file/manager/get/public')).data as { fileLibId: number }[];
    expect((await jsonCall(server, token, 'GET', `/api/web-manager/file/manager/page?fileLibId=${pub[0]!.fileLibId}&pageIndex=1&pageSize=10`)).code).toBe(200);
    // the library's writes stay with 文件库
    expect((await server.call(token, { method: 'POST', url: '/api/web-manager/file/manager/delete', payload: { ids: [1] } })).statusCode).toBe(403);
  });

  it('per-channel rights: edit some TV channels, only view others, none of the rest', async () => {
    const tvs = [] as number[];
    for (const name of ['权限频道一', '权限频道二', '权限频道三']) {
      const res = await server.call(admin.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: name } });
      expect(res.json().code).toBe(200);
      tvs.push(res.json().data.liveTvId);
    }
    const role = await jsonCall(server, admin.token, 'POST', '/api/web-conf/role/manager/add', {
      name: '节目编辑',
      comMicsIds: [10, 120, 150, 151],
      tvChannels: [
        { liveTvId: tvs[0], mode: 'edit' },
        { liveTvId: tvs[1], mode: 'view' },
      ],
    });
    expect(role.code).toBe(200);
    expect((await jsonCall(server, admin.token, 'GET', `/api/web-conf/role/manager/detail?id=${role.data.id}`)).data.tvChannels).toEqual([
      { liveTvId: tvs[0], mode: 'edit' },
      { liveTvId: tvs[1], mode: 'view' },
    ]);
    const dep = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '编排部' })).data.id;
    await jsonCall(server, admin.token, 'POST', '/api/user', { account: 'editor1', name: '编排员', password: 'Pass_1234', organizationId: dep, roleIds: [role.data.id] });
    const token = (await server.login('demo', 'editor1', 'Pass_1234')).token;

    const page = (tv: number) => jsonCall(server, token, 'GET', `/api/web-manager/live/program/page?liveTvId=${tv}&beginTime=20260101&pageIndex=1&pageSize=99999`);
    const save = (tv: number, revision: unknown) =>
      jsonCall(server, token, 'POST', '/api/web-manager/live/program/add', { liveTvId: tv, livePlayDay: '20260101', revision, list: [] });
    const first = await page(tvs[0]);
    expect(first.code).toBe(200);
    expect((await save(tvs[0], first.data.revision)).status).not.toBe(403);
    expect((await page(tvs[1])).code).toBe(200);
    expect(await save(tvs[1], (await page(tvs[1])).data.revision)).toMatchObject({ status: 403, msg: '您对该频道只有查看权限，不能修改节目单' });
    const copy = await server.call(token, {
      method: 'POST',
      url: '/api/web-manager/live/program/copyProgram',
      payload: { liveTvId: String(tvs[1]), fromDate: '20260101', toDate: '20260102', flag: 'day' },
    });
    expect(copy.statusCode).toBe(403);
    expect((await page(tvs[2])).status).toBe(403);
    expect((await jsonCall(server, token, 'GET', '/api/web-conf/role/perms/channels')).data).toEqual({
      restricted: true,
      channels: [
        { liveTvId: tvs[0], mode: 'edit' },
        { liveTvId: tvs[1], mode: 'view' },
      ],
    });
    expect((await jsonCall(server, admin.token, 'GET', '/api/web-conf/role/perms/channels')).data).toEqual({ restricted: false, channels: [] });
    // The administrator's all-menus role is not restricted.
    expect((await jsonCall(server, admin.token, 'GET', `/api/web-manager/live/program/page?liveTvId=${tvs[2]}&beginTime=20260101&pageIndex=1&pageSize=10`)).code).toBe(200);
  });
});
