import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main as tenantCreate } from '../../scripts/tenant-create.js';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { createTenant } from '../../server/services/tenants.js';
import { ADMIN_PASSWORD, databases, suiteServer, type TestServer } from './helpers.js';
import { formCall, jsonCall, makeUser } from './org-support.js';

type Tree = { comMicsId: number; children: Tree[] };
const ids = (t: Tree[]): number[] => t.flatMap((m) => [m.comMicsId, ...ids(m.children)]);

describe('npm run tenant:create', () => {
  it('creates a tenant in the server’s DATA_DIR store; its admin signs in; bad labels and duplicates are refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-cmd-'));
    const env = { DATA_DIR: dir, WEB_DIR: path.join(dir, 'no-web'), ADMIN_PASSWORD };
    try {
      expect(await tenantCreate(['--domain', 'news-one', '--title', '新闻一台', '--admin-password', 'News_1234'], env)).toBe(0);
      expect(await tenantCreate(['--domain', 'News_One', '--title', 'x', '--admin-password', 'News_1234'], env)).toBe(1);
      expect(await tenantCreate(['--domain=-bad', '--title', 'x', '--admin-password', 'News_1234'], env)).toBe(1);
      expect(await tenantCreate(['--domain', 'news-one', '--title', 'x', '--admin-password', 'News_1234'], env)).toBe(1);
      expect(await tenantCreate(['--domain', 'two'], env)).toBe(2);
      const { app } = await buildApp({ config: readConfig(env) });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/web-basic/login/back/remix',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ domainName: 'news-one', account: 'admin', password: 'News_1234' }).toString(),
        });
        expect(res.json()).toMatchObject({ code: 200, data: { domainName: 'news-one' } });
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('tenants (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let platform: string;

  suiteServer(kind, async (started, me) => {
    server = started;
    admin = me.token;
    platform = (await server.login('platform', 'admin', 'Plat_1234')).token;
  }, { PLATFORM_PASSWORD: 'Plat_1234' });

  it('a second tenant sees nothing of the first, in every list and every id-taking call', async () => {
    const a = await makeUser(server, admin, { account: 'alice', menus: [1, 2], mobile: '13700000001' });
    const wm = await jsonCall(server, admin, 'POST', '/api/web-conf/configuration/watermark/create', { name: '甲台', type: 'text', text: '甲', position: 'center', opacity: 50, size: 20 });
    await createTenant(server.app.repos, { domain: 'second', title: '第二台', adminPassword: 'Second_123' });
    const b = (await server.login('second', 'admin', 'Second_123')).token;

    expect((await jsonCall(server, b, 'GET', '/api/weborganization/listForCombo')).data).toEqual([]);
    const users = (await jsonCall(server, b, 'GET', '/api/user?pageSize=100')).data;
    expect(users.list.map((u: { account: string }) => u.account)).toEqual(['admin']);
    expect((await jsonCall(server, b, 'GET', '/api/web-conf/role/manager/page?pageSize=100')).data.list.map((r: { id: number }) => r.id)).not.toContain(a.roleId);
    expect((await jsonCall(server, b, 'GET', '/api/web-conf/audit/page')).data.list).toEqual([]);
    expect((await jsonCall(server, b, 'GET', '/api/web-conf/configuration/watermark/page')).data.total).toBe(0);

    const notFound = [
      await jsonCall(server, b, 'GET', `/api/user/${a.userId}`),
      await jsonCall(server, b, 'PATCH', '/api/user', { id: a.userId, name: '改' }),
      await jsonCall(server, b, 'DELETE', `/api/user/${a.userId}`),
      await jsonCall(server, b, 'POST', `/api/user/${a.userId}/status`, { status: 0 }),
      await jsonCall(server, b, 'POST', `/api/user/${a.userId}/password`, { password: 'Hack_1234' }),
      await jsonCall(server, b, 'PATCH', `/api/weborganization/${a.departmentId}`, { name: '改' }),
      await jsonCall(server, b, 'DELETE', `/api/weborganization/${a.departmentId}`),
      await jsonCall(server, b, 'GET', `/api/web-conf/role/manager/detail?id=${a.roleId}`),
      await jsonCall(server, b, 'POST', '/api/web-conf/role/manager/edit', { id: a.roleId, name: '改', comMicsIds: [1] }),
      await jsonCall(server, b, 'POST', '/api/web-conf/role/manager/delete', { id: a.roleId }),
      await jsonCall(server, b, 'GET', `/api/web-conf/configuration/watermark/detail?id=${wm.data.id}`),
      await jsonCall(server, b, 'POST', '/api/web-conf/configuration/watermark/update', { id: wm.data.id, name: 'x', type: 'text', text: 'x', position: 'center', opacity: 1, size: 1 }),
      await jsonCall(server, b, 'POST', '/api/web-conf/configuration/watermark/status', { id: wm.data.id, status: 0 }),
      await jsonCall(server, b, 'POST', '/api/web-conf/configuration/watermark/delete', { id: wm.data.id }),
    ];
    for (const r of notFound) expect(r.status).toBe(404);
    const depB = (await jsonCall(server, b, 'POST', '/api/weborganization', { name: '乙部门' })).data.id;
    expect((await jsonCall(server, b, 'POST', '/api/weborganization', { name: '子', parentId: a.departmentId })).status).toBe(400);
    expect((await jsonCall(server, b, 'POST', '/api/user', { account: 'x1', name: 'x', password: 'Pass_1234', organizationId: a.departmentId, roleIds: [a.roleId] })).status).toBe(400);
    const roleB = (await jsonCall(server, b, 'GET', '/api/web-conf/role/manager/page')).data.list[0].id;
    expect((await jsonCall(server, b, 'POST', '/api/user', { account: 'x1', name: 'x', password: 'Pass_1234', organizationId: depB, roleIds: [a.roleId] })).status).toBe(400);
    // The same account name is free in another tenant.
    expect((await jsonCall(server, b, 'POST', '/api/user', { account: 'alice', name: '乙的 alice', password: 'Pass_1234', organizationId: depB, roleIds: [roleB] })).code).toBe(200);
    // Nothing of A changed.
    expect((await jsonCall(server, admin, 'GET', `/api/user/${a.userId}`)).data).toMatchObject({ name: '用户alice', status: 1 });
    // A's QR ticket cannot be confirmed from B.
    const ticket = (await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode?domainName=demo')).data.ticket;
    expect((await formCall(server, b, '/api/web-basic/login/back/qrcode', { ticket })).status).toBe(400);
    // A's IM account is not B's.
    expect((await jsonCall(server, b, 'GET', '/api/web-basic/configuration/manager/tenant/json?comConfType=1&webTenUrl=demo')).status).toBe(403);
  });

  it('the platform administrator is separate: own menus, creates, lists, disables and enables tenants', async () => {
    const tree = ids((await jsonCall(server, platform, 'GET', '/api/web-conf/role/perms/user')).data).sort((x, y) => x - y);
    expect(tree).toEqual([1, 2, 409, 410]);
    expect(ids((await jsonCall(server, admin, 'GET', '/api/web-conf/role/perms/user')).data)).not.toContain(410);
    expect((await jsonCall(server, admin, 'GET', '/api/web-basic/platform/tenant/page')).status).toBe(403);
    expect((await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/add', { name: '想当平台', comMicsIds: [410] })).status).toBe(400);
    const adminRole = (await jsonCall(server, admin, 'GET', '/api/web-conf/role/manager/page')).data.list.find((r: { allMenus: boolean }) => r.allMenus);
    expect(adminRole.comMicsIds).not.toContain(410);
    expect(ids((await jsonCall(server, admin, 'GET', '/api/web-conf/role/manager/menus')).data)).not.toContain(410);
    expect((await jsonCall(server, platform, 'GET', '/api/user')).status).toBe(403);

    const create = (domainName: string, title = '第三台') => jsonCall(server, platform, 'POST', '/api/web-basic/platform/tenant/create', { domainName, title, adminPassword: 'Third_123' });
    expect(await create('Bad_Label')).toMatchObject({ status: 400, msg: '租户域名只能包含小写字母、数字和连字符，且不能以连字符开头或结尾（最长63位）' });
    expect((await create('a'.repeat(64))).status).toBe(400);
    expect((await create('platform')).status).toBe(409);
    expect((await create('third', ' ')).status).toBe(400);
    const made = await create('third');
    expect(made.code).toBe(200);
    expect(await create('third')).toMatchObject({ status: 409, msg: '该租户域名已存在' });
    const list = (await jsonCall(server, platform, 'GET', '/api/web-basic/platform/tenant/page?pageSize=100')).data.list;
    expect(list.map((t: { domainName: string }) => t.domainName)).toEqual(expect.arrayContaining(['demo', 'third']));
    expect(list.map((t: { domainName: string }) => t.domainName)).not.toContain('platform');
    expect(list.find((t: { domainName: string }) => t.domainName === 'third')).toMatchObject({ title: '第三台', status: 1, userCount: 1 });

    const third = (await server.login('third', 'admin', 'Third_123')).token;
    expect((await jsonCall(server, third, 'GET', '/api/web-conf/user/manager/my/detail')).code).toBe(200);
    expect((await jsonCall(server, platform, 'POST', '/api/web-basic/platform/tenant/status', { id: made.data.id, status: 0 })).code).toBe(200);
    expect((await jsonCall(server, third, 'GET', '/api/web-conf/user/manager/my/detail')).status).toBe(401);
    await expect(server.login('third', 'admin', 'Third_123')).rejects.toThrow();
    expect((await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode?domainName=third')).status).toBe(400);
    expect((await jsonCall(server, platform, 'POST', '/api/web-basic/platform/tenant/status', { id: made.data.id, status: 1 })).code).toBe(200);
    expect((await server.login('third', 'admin', 'Third_123')).token).toBeTruthy();
    const platformId = (await jsonCall(server, platform, 'GET', '/api/web-conf/user/manager/my/detail')).data.webTenId;
    expect((await jsonCall(server, platform, 'POST', '/api/web-basic/platform/tenant/status', { id: platformId, status: 0 })).status).toBe(403);
    const audit = (await jsonCall(server, platform, 'GET', '/api/web-conf/audit/page')).status;
    expect(audit).toBe(403);
  });

  it('tenant login path and IM account (stored encrypted)', async () => {
    expect((await jsonCall(server, admin, 'GET', '/api/web-basic/tenant/manager/create/path')).data).toMatchObject({ domainName: 'demo', path: '/login/demo' });
    const im = await jsonCall(server, admin, 'GET', '/api/web-basic/configuration/manager/tenant/json?comConfType=1&webTenUrl=http://demo.example.com/');
    expect(im).toMatchObject({ code: 200, data: { domainName: 'demo', imAccount: 'im_demo' } });
    expect(im.data.imSecret.length).toBeGreaterThan(16);
    const again = await jsonCall(server, admin, 'GET', '/api/web-basic/configuration/manager/tenant/json?comConfType=1&webTenUrl=/login/demo');
    expect(again.data.imSecret).toBe(im.data.imSecret);
    const row = await server.app.db.selectFrom('tenants').select(['im_secret_enc']).where('domain_name', '=', 'demo').executeTakeFirstOrThrow();
    expect(row.im_secret_enc).not.toContain(im.data.imSecret);
    expect(row.im_secret_enc.length).toBeGreaterThan(0);
    expect((await jsonCall(server, admin, 'GET', '/api/web-basic/configuration/manager/tenant/json?comConfType=2&webTenUrl=demo')).status).toBe(400);
    expect((await jsonCall(server, undefined, 'GET', '/api/web-basic/configuration/manager/tenant/json?comConfType=1&webTenUrl=demo')).status).toBe(401);
  });
});
