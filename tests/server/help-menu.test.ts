import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MenuRecord } from '../../shared/api.js';
import { HELP_MENUS } from '../../shared/help.js';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { connect, createPgSchema, type Connection } from '../../server/db/connect.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { migrate } from '../../server/migrations/index.js';
import { buildRepos } from '../../server/plugins/repositories.js';
import { menuCatalogue } from '../../server/seed/menu-catalogue.js';
import { menu } from '../../server/seed/menus/menu.js';
import { ensureTenant } from '../../server/seed/seed.js';
import { ADMIN_PASSWORD, databases, serverCalls, suiteLogin, suiteStart } from './helpers.js';

// 帮助 → 流程图 (menu 251 → 250): the statechart page moved out of 系统设置 (30). A new store is
// seeded with the group; a store an earlier version left (the page under 系统设置 at
// /system/statecharts, roles granted 30 and 250) is moved by migration 162 at the next start,
// so the roles that held the page still reach it, and only they.

type Tree = MenuRecord[];
const flat = (list: Tree): MenuRecord[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const H = HELP_MENUS;

/** The page as versions up to 3.8 seeded it: 状态图评审 under 系统设置. */
const OLD_PAGE = menu({ id: 250, pid: 30, path: '/system/statecharts', name: '状态图评审', component: 'diagrams/statecharts', show_menu: 1, level_two: 1, icon: 'Settings', sort: 250 });
const OLD_CATALOGUE = menuCatalogue.filter((m) => m.id !== H.root.id).map((m) => (m.id === H.diagrams.id ? OLD_PAGE : m));

describe.each(databases)('帮助 → 流程图 in the menu seed (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);

  it('a new tenant’s administrator finds 流程图 under 帮助, which opens it, and no longer under 系统设置', async () => {
    const tree: Tree = (await server.call(admin.token, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data;
    const help = tree.find((r) => r.comMicsId === H.root.id);
    expect(help).toMatchObject({ comMicsPid: 0, comMicsPath: '/help', webMicsName: '帮助', comMicsFore: 0, comMicsShowMenu: 1, comMicsRedirect: '/help/diagrams' });
    expect(help!.children.map((c) => [c.comMicsId, c.comMicsPath, c.webMicsName, c.comMicsComponent, c.comMicsShowMenu])).toEqual([
      [250, '/help/diagrams', '流程图', 'diagrams/statecharts', 1],
    ]);
    const system = tree.find((r) => r.comMicsId === 30)!;
    expect(flat(system.children).map((c) => c.comMicsId)).not.toContain(250);
    expect(JSON.stringify(tree)).not.toContain('/system/statecharts');
    expect(JSON.stringify(tree)).not.toContain('状态图评审');
  });

  it('granting 流程图 in the role editor grants 帮助 with it', async () => {
    const res = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/role/manager/add', headers: { 'content-type': 'application/json' }, payload: { name: '流程评审', comMicsIds: [1, 2, 250] } });
    expect(res.json().code, res.body).toBe(200);
    const roles = (await server.call(admin.token, { method: 'GET', url: '/api/web-conf/role/manager/page?name=流程评审' })).json().data.list;
    expect(roles[0].comMicsIds).toEqual([1, 2, 250, 251]);
  });
});

describe.each(databases)('migration 162 moves 状态图评审 of a store an earlier version left (%s)', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-help-'));
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIR: path.join(dataDir, 'no-web') });
  let connection: Connection;
  afterAll(async () => {
    await connection?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives 帮助 to every role that held the page, moves the row, and keeps shortcuts; other roles get nothing', async () => {
    if (kind === 'postgres') {
      // named for this run and dropped after it (tests/server/pg-schemas.ts)
      const schema = `${inject('pgRun')}${randomBytes(6).toString('hex')}`;
      await createPgSchema(process.env.TEST_DATABASE_URL!, schema);
      connection = connect({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema });
    } else {
      connection = connect({ sqliteFile: path.join(dataDir, 'test.sqlite') });
    }

    // The store as 3.8 left it: migrated through 161, its catalogue, a tenant with two roles.
    await migrate(connection.db, '161-message-folds');
    const repos = buildRepos(connection.db);
    await repos.menus.upsertCatalogue(OLD_CATALOGUE);
    const { tenantId } = await ensureTenant(repos, 'oldstation', '旧电视台', ADMIN_PASSWORD);
    const passwordHash = await hashPassword('Pass_1234');
    const reviewRole = await repos.roles.create(tenantId, '状态图评审员', false, [1, 2, 30, 36, 250]);
    const plainRole = await repos.roles.create(tenantId, '编辑', false, [1, 2, 30, 36]);
    const reviewer = await repos.users.create(tenantId, { account: 'reviewer', name: '评审员', passwordHash, roleId: reviewRole });
    await repos.users.create(tenantId, { account: 'plain', name: '编辑员', passwordHash, roleId: plainRole });
    await repos.shortcuts.replace(tenantId, reviewer, [250, 36]);
    expect((await repos.menus.all()).find((m) => m.id === 250)).toMatchObject({ pid: 30, path: '/system/statecharts' });

    // The new version starts on it: migrations (162) and the seed.
    const { app } = await buildApp({ config, connection });
    await app.ready();
    try {
      const s = serverCalls(app, config, dataDir);
      const reviewerToken = (await s.login('oldstation', 'reviewer', 'Pass_1234')).token;
      const tree: Tree = (await s.call(reviewerToken, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data;
      const help = tree.find((r) => r.comMicsId === H.root.id);
      expect(help).toMatchObject({ comMicsPath: '/help', webMicsName: '帮助', comMicsRedirect: '/help/diagrams' });
      expect(help!.children.map((c) => [c.comMicsId, c.comMicsPath, c.webMicsName])).toEqual([[250, '/help/diagrams', '流程图']]);
      // 系统设置 keeps what else the role held, without the page
      expect(tree.find((r) => r.comMicsId === 30)!.children.map((c) => c.comMicsId)).toEqual([36]);
      const shortcuts = (await s.call(reviewerToken, { method: 'GET', url: '/api/web-conf/role/perms/used/list' })).json().data;
      expect(shortcuts.map((x: { comMicsId: number; path: string }) => [x.comMicsId, x.path])).toEqual([
        [250, '/help/diagrams'],
        [36, '/system/config'],
      ]);

      const plainToken = (await s.login('oldstation', 'plain', 'Pass_1234')).token;
      const plainTree: Tree = (await s.call(plainToken, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data;
      expect(flat(plainTree).map((r) => r.comMicsId)).not.toContain(H.root.id);
      expect(flat(plainTree).map((r) => r.comMicsId)).not.toContain(250);

      const grants = await app.repos.roles.menuIds(tenantId, [reviewRole, plainRole]);
      expect(grants.get(reviewRole)).toEqual([1, 2, 30, 36, 250, 251]);
      expect(grants.get(plainRole)).toEqual([1, 2, 30, 36]);
      // the tenant's administrator (all menus) sees the group too
      const adminToken = (await s.login('oldstation', 'admin', ADMIN_PASSWORD)).token;
      const adminTree: Tree = (await s.call(adminToken, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data;
      expect(adminTree.find((r) => r.comMicsId === H.root.id)?.children.map((c) => c.comMicsPath)).toEqual(['/help/diagrams']);
    } finally {
      await app.close();
    }

    // A second start finds it done: nothing doubled.
    const again = await buildApp({ config, connection });
    await again.app.ready();
    await again.app.close();
    const grants = await buildRepos(connection.db).roles.menuIds(tenantId, [reviewRole]);
    expect(grants.get(reviewRole)).toEqual([1, 2, 30, 36, 250, 251]);
    // migrates a store from nothing and starts the server on it twice
  }, 120_000);
});
