// The rights matrix: every operation of the OpenAPI document (/api/docs/json) called
// by a user of every role of the tenant (the seeded 系统管理员, 稿件编辑, 稿件审核, the preset
// 普通用户) and of a single-menu role (首页 only). The expected answer comes from the route-rights
// data alone (a route's `config.rights`, else server/services/route-rights.ts): a call the data
// refuses must answer 403 `没有该操作的权限`, and a call it allows must not. Nothing is written:
// every call but a GET carries a body of an unknown content type, so an allowed call stops at the
// body parser (415) after the rights check (onRequest) and before any handler; GETs run.
import { describe, expect, it } from 'vitest';
import { CHANNEL_SCOPED, FILE_OPEN_RULE, RELEASE_WRITES, SIGNED_IN, ruleFor } from '../../server/services/route-rights.js';
import { NO_RIGHT } from '../../server/services/rights.js';
import { ensureContentUsers } from '../../server/seed/content-seed.js';
import { STAFF_ROLE } from '../../server/services/staff-role.js';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const PASSWORD = 'Pass_1234';

describe.each(databases)('rights matrix: every operation × every role (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);

  it('answers exactly as the route-rights data says', async () => {
    const started = Date.now();
    const { app } = server;
    const tenantId = admin.webTenId;
    // The tenant's roles: seeded and preset, each given a user; plus a role of one menu (首页).
    await ensureContentUsers(app, tenantId, { editor: PASSWORD, reviewer: PASSWORD });
    expect((await server.call(admin.token, { method: 'POST', url: '/api/web-conf/user/manager/add', payload: { account: 'staff', name: '普通', password: PASSWORD } })).statusCode).toBe(200);
    await makeUser(server, admin.token, { account: 'onemenu', menus: [2], roleName: '单菜单首页' });
    const actors: { role: string; token: string; held: Set<string> }[] = [];
    const dep = (await jsonCall(server, admin.token, 'POST', '/api/weborganization', { name: '矩阵部' })).data.id;
    for (const role of await app.repos.roles.list(tenantId)) {
      const account = `m${role.id}`;
      const made = await jsonCall(server, admin.token, 'POST', '/api/user', { account, name: role.name, password: PASSWORD, organizationId: dep, roleIds: [role.id] });
      expect(made.code, made.msg).toBe(200);
      const session = await server.login('demo', account, PASSWORD);
      const held = new Set((await app.repos.menus.grantedTo(tenantId, session.webUserId)).map((m) => m.path));
      actors.push({ role: role.name, token: session.token, held });
    }
    expect(actors.map((a) => a.role)).toEqual(expect.arrayContaining(['系统管理员', '稿件编辑', '稿件审核', STAFF_ROLE, '单菜单首页']));

    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = new Map(app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    const wrong: string[] = [];
    /** Operations a menu (not "any signed-in user") opens to the single-menu 首页 role: 首页 shows none of them. */
    const homeOnly: string[] = [];
    const count = { operations: 0, calls: 0, allowed: 0, refused: 0, public: 0 };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const method of METHODS) {
        if (!ops[method]) continue;
        const M = method.toUpperCase();
        const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
        const route = routes.get(`${M} ${pattern}`);
        if (!route) {
          wrong.push(`${M} ${path}: in the OpenAPI document but no registered route`);
          continue;
        }
        count.operations++;
        if (route.auth !== 'required') {
          count.public++;
          continue;
        }
        const rule = route.rights ?? ruleFor(M, pattern);
        if (!rule) {
          wrong.push(`${M} ${path}: no rule in the route-rights data`);
          continue;
        }
        const url = path.replace(/\{[^}]+\}/g, '1');
        for (const actor of actors) {
          const allowed = rule === SIGNED_IN || rule.some((p) => actor.held.has(p));
          const res = await app.inject({
            method: M as 'GET',
            url,
            headers: { token: actor.token, ...(M === 'GET' ? {} : { 'content-type': 'application/x-rights-matrix' }) },
            ...(M === 'GET' ? {} : { payload: 'x' }),
          });
          count.calls++;
          const refused = res.statusCode === 403 && res.json().msg === NO_RIGHT;
          if (allowed && rule !== SIGNED_IN && actor.role === '单菜单首页') homeOnly.push(`${M} ${path}`);
          if (allowed) count.allowed++;
          else count.refused++;
          if (allowed === refused) wrong.push(`${actor.role}: ${M} ${path} → ${res.statusCode} ${res.body.slice(0, 80)} (data says ${allowed ? 'allowed' : 'refused'})`);
        }
      }
    }
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)));
    const undocumented = app.apiRoutes.filter((r) => !documented.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(undocumented, 'every /api route is an operation of the OpenAPI document').toEqual([]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `rights matrix (${kind}): ${count.operations} operations (${count.public} public) × ${actors.length} roles = ${count.calls} calls, ${count.allowed} allowed and ${count.refused} refused by the data, ${seconds} s`,
    );
    // The data-scoped rules name registered routes (their answers are proved in rights-beyond-route.test.ts).
    for (const key of [...Object.keys(RELEASE_WRITES), ...Object.keys(CHANNEL_SCOPED), FILE_OPEN_RULE.route]) {
      if (!routes.has(key)) wrong.push(`${key}: a data-scoped rule of route-rights.ts names no route`);
    }
    expect(wrong).toEqual([]);
    expect(homeOnly, 'a 首页-only user reads only what 首页 shows').toEqual([]);
    expect(count.operations).toBeGreaterThan(200);
    expect(count.refused).toBeGreaterThan(count.operations);
  }, 120_000);
});
