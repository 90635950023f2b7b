// Role presets (contract "Role presets"): a tenant made by the platform administrator, and the
// demo, start with 记者, 编辑, 初审, 复审, 终审, 值班主任 and 系统管理员, each with its description
// and menus; a user holding only one of them gets exactly that preset's route tree (which
// tests/model/role-presets.test.ts proves routable by the console). Roles carry a description
// (migration 164); a group granted without its rights grants no right.
import { describe, expect, it } from 'vitest';
import { buildTree, PLATFORM_MENU_PREFIX } from '../../server/repositories/menus.js';
import { menuCatalogue } from '../../server/seed/menu-catalogue.js';
import { ROLE_PRESETS } from '../../server/seed/role-presets.js';
import { ROLE_DESCRIPTION_MAX } from '../../shared/org.js';
import { databases, suiteServer, type TestServer } from './helpers.js';
import { jsonCall, menuIdsOf } from './org-support.js';

type RoleRow = { id: number; name: string; description: string; comMicsIds: number[]; allMenus: boolean; dataScope: number };

const PRESET_NAMES = ['记者', '编辑', '初审', '复审', '终审', '值班主任', '系统管理员'];
const everyMenu = menuCatalogue.filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX));

describe.each(databases)('role presets (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let platform: string;

  suiteServer(
    kind,
    async (started, me) => {
      server = started;
      admin = me.token;
      platform = (await server.login('platform', 'admin', 'Plat_1234')).token;
    },
    { PLATFORM_PASSWORD: 'Plat_1234' },
  );

  const rolesOf = async (token: string): Promise<RoleRow[]> => (await jsonCall(server, token, 'GET', '/api/web-conf/role/manager/page?pageSize=100')).data.list;

  it('defines the seven presets, each with a one-line description and a data scope', () => {
    expect(ROLE_PRESETS.map((p) => p.name)).toEqual(PRESET_NAMES);
    for (const p of ROLE_PRESETS) {
      expect(p.description.length).toBeGreaterThan(5);
      expect(p.description.length).toBeLessThanOrEqual(ROLE_DESCRIPTION_MAX);
      expect(p.description).not.toMatch(/\n/);
      expect([1, 2, 3, 4, 5]).toContain(p.dataScope);
    }
    expect(Object.fromEntries(ROLE_PRESETS.map((p) => [p.name, p.dataScope]))).toEqual({ 记者: 5, 编辑: 3, 初审: 3, 复审: 4, 终审: 1, 值班主任: 1, 系统管理员: 1 });
  });

  it('a tenant the platform administrator creates starts with the seven presets; a user holding one gets exactly its menus', async () => {
    const made = await jsonCall(server, platform, 'POST', '/api/web-basic/platform/tenant/create', { domainName: 'presets', title: '预设台', adminPassword: 'Preset_123' });
    expect(made.code).toBe(200);
    const owner = (await server.login('presets', 'admin', 'Preset_123')).token;
    const roles = await rolesOf(owner);
    expect(roles.map((r) => r.name)).toEqual(PRESET_NAMES.slice(-1).concat(PRESET_NAMES.slice(0, -1)));
    for (const p of ROLE_PRESETS) {
      const role = roles.find((r) => r.name === p.name)!;
      expect(role.description).toBe(p.description);
      expect(role.dataScope).toBe(p.dataScope);
      expect(role.allMenus).toBe(p.allMenus);
      expect(role.comMicsIds.length).toBeGreaterThan(p.allMenus ? 100 : 5);
      if (!p.allMenus) expect(role.comMicsIds).toEqual(p.menuIds);
    }

    const department = (await jsonCall(server, owner, 'POST', '/api/weborganization', { name: '新闻部' })).data.id;
    for (const [i, p] of ROLE_PRESETS.entries()) {
      const role = roles.find((r) => r.name === p.name)!;
      const account = `preset${i}`;
      const user = await jsonCall(server, owner, 'POST', '/api/user', { account, name: p.name, password: 'Pass_1234', organizationId: department, roleIds: [role.id] });
      expect(user.code).toBe(200);
      const token = (await server.login('presets', account, 'Pass_1234')).token;
      const tree = (await jsonCall(server, token, 'GET', '/api/web-conf/role/perms/user')).data;
      // the very tree the console model test routes: the catalogue's rows the preset holds, built as the server builds it
      const held = p.allMenus ? everyMenu : everyMenu.filter((m) => p.menuIds.includes(m.id));
      expect(menuIdsOf(tree)).toEqual(menuIdsOf(buildTree(held)));
      expect(menuIdsOf(tree)).toEqual(held.map((m) => m.id).sort((a, b) => a - b));
    }
  });

  it('the demo tenant has the presets, its administrator role once, with its description', async () => {
    const roles = await rolesOf(admin);
    const names = roles.map((r) => r.name);
    for (const n of PRESET_NAMES) expect(names.filter((x) => x === n)).toHaveLength(1);
    expect(roles.find((r) => r.name === '系统管理员')).toMatchObject({ allMenus: true, description: '管理用户、角色、部门和系统设置，拥有全部菜单' });
  });

  it('add, edit and page carry the description; too long is refused in Chinese; omitted on edit keeps it', async () => {
    const add = await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/add', { name: '夜班编辑', description: '  夜间编辑稿件  ', comMicsIds: [1, 2] });
    expect(add.code).toBe(200);
    const find = async () => (await rolesOf(admin)).find((r) => r.id === add.data.id)!;
    expect((await find()).description).toBe('夜间编辑稿件');
    expect((await jsonCall(server, admin, 'GET', `/api/web-conf/role/manager/detail?id=${add.data.id}`)).data.description).toBe('夜间编辑稿件');
    expect((await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/edit', { id: add.data.id, name: '夜班编辑', comMicsIds: [1, 2] })).code).toBe(200);
    expect((await find()).description).toBe('夜间编辑稿件');
    expect((await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/edit', { id: add.data.id, name: '夜班编辑', description: '夜班', comMicsIds: [1, 2] })).code).toBe(200);
    expect((await find()).description).toBe('夜班');
    const long = await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/edit', { id: add.data.id, name: '夜班编辑', description: '长'.repeat(ROLE_DESCRIPTION_MAX + 1), comMicsIds: [1, 2] });
    expect(long).toMatchObject({ status: 400, msg: `角色说明不能超过${ROLE_DESCRIPTION_MAX}个字` });
    const huge = await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/add', { name: '超长', description: '长'.repeat(ROLE_DESCRIPTION_MAX * 3), comMicsIds: [1, 2] });
    expect(huge.status).toBe(400);
    expect((await find()).description).toBe('夜班');
  });

  it('a group granted without its rights grants its parents only: no publish or review right comes with 内容生产', async () => {
    const add = await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/add', { name: '只写稿', comMicsIds: [301, 302, 306] });
    expect(add.code).toBe(200);
    const role = (await rolesOf(admin)).find((r) => r.id === add.data.id)!;
    expect(role.comMicsIds).toEqual([300, 301, 302, 306]);
  });
});
