import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestServer } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';
import { eventually, startPair } from './pair-support.js';

// Sessions, granted menus and route trees are cached in process (server/services/auth-cache.ts).
// Every write that ends a session or changes rights must take effect at once on the instance that
// made it and, through Redis, on the other instance within a second. Without TEST_REDIS_URL the
// two instances share only the database, so only the same-instance half runs.

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('auth-cache.test: TEST_REDIS_URL not set, the cross-instance cases are skipped');

const me = (s: TestServer, token: string) => jsonCall(s, token, 'POST', '/api/web-basic/login/back/user');
const tree = (s: TestServer, token: string) => jsonCall(s, token, 'GET', '/api/web-conf/role/perms/user');
const paths = (nodes: { comMicsPath: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => [n.comMicsPath, ...paths((n.children ?? []) as typeof nodes)]);

describe.each(databases)('auth cache invalidation (%s)', (kind) => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  let a: TestServer;
  let b: TestServer;
  let admin: string;

  beforeAll(async () => {
    pair = await startPair(kind, redisUrl ? { REDIS_URL: redisUrl } : {});
    ({ a, b } = pair);
    admin = (await a.login()).token;
  }, 180_000);
  afterAll(() => pair.close());

  /** The instances that must see a write made on A: A itself, and B when Redis joins them. */
  const observers = () => (redisUrl ? [a, b] : [a]);

  it('a session made on one instance works on the other; logout ends it everywhere', async () => {
    const s = await b.login();
    for (const o of [a, b]) expect((await me(o, s.token)).code).toBe(200);
    expect((await jsonCall(a, s.token, 'POST', '/api/web-basic/login/back/out')).code).toBe(200);
    for (const o of observers()) expect(await eventually(async () => (await me(o, s.token)).status === 401)).toBe(true);
  });

  it('a role change shows in the route tree and the rights at once', async () => {
    const { roleId } = await makeUser(a, admin, { account: 'cache1', menus: [1, 2] });
    const user = await a.login('demo', 'cache1', 'Pass_1234');
    for (const o of observers()) {
      expect((await tree(o, user.token)).code).toBe(200);
      expect((await jsonCall(o, user.token, 'GET', '/api/web-conf/role/manager/page?pageIndex=1&pageSize=10')).status).toBe(403);
    }
    const before = paths((await tree(a, user.token)).data);
    const edited = await jsonCall(a, admin, 'POST', '/api/web-conf/role/manager/edit', { id: roleId, name: '角色-cache1', comMicsIds: [1, 2, 30, 403] });
    expect(edited.code).toBe(200);
    for (const o of observers()) {
      expect(await eventually(async () => paths((await tree(o, user.token)).data).length > before.length)).toBe(true);
      expect(await eventually(async () => (await jsonCall(o, user.token, 'GET', '/api/web-conf/role/manager/page?pageIndex=1&pageSize=10')).status === 200)).toBe(true);
    }
  });

  it('a password change and a disabled user end the sessions everywhere', async () => {
    const { userId } = await makeUser(a, admin, { account: 'cache2', menus: [1, 2] });
    let user = await b.login('demo', 'cache2', 'Pass_1234');
    for (const o of observers()) expect((await me(o, user.token)).code).toBe(200);
    expect((await jsonCall(a, admin, 'POST', `/api/user/${userId}/password`, { password: 'Next_1234' })).code).toBe(200);
    for (const o of observers()) expect(await eventually(async () => (await me(o, user.token)).status === 401)).toBe(true);

    user = await b.login('demo', 'cache2', 'Next_1234');
    for (const o of observers()) expect((await me(o, user.token)).code).toBe(200);
    expect((await jsonCall(a, admin, 'POST', `/api/user/${userId}/status`, { status: 0 })).code).toBe(200);
    for (const o of observers()) expect(await eventually(async () => (await me(o, user.token)).status === 401)).toBe(true);
  });

  it('repeated calls are answered from the cache (no new entries per request)', async () => {
    const s = await a.login();
    await tree(a, s.token);
    const before = a.app.authCache.bucket('sessions').size;
    for (let i = 0; i < 5; i += 1) expect((await tree(a, s.token)).code).toBe(200);
    expect(a.app.authCache.bucket('sessions').size).toBe(before);
  });
});
