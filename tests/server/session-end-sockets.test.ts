// A session ends everywhere at once (docs/security.md). Logout and the user's own password change
// close that session's message-centre sockets at once (the hub's `close` event, published on
// Redis to every instance), not at the next re-check (SOCKET_RECHECK_MS, 60 s by default).
// Each assertion below waits at most 3 s for the close, far below the 60 s re-check, so on
// today's main (where only the re-check closed them) every one of them fails.
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteStart, type Session } from './helpers.js';
import { formCall, jsonCall, makeUser } from './org-support.js';
import { addChannel, listen, openCentre, openSocket, type TestSocket } from './realtime-support.js';
import { suiteSocketPair } from './pair-support.js';

/** The close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (socket: TestSocket, ms = 3_000) =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** The socket answers a count request (it is open and its session live). */
const answers = async (socket: TestSocket) => {
  socket.send('getMessageCount');
  return Array.isArray(JSON.parse(await socket.next()));
};

describe.each(databases)('logout and password change close the session sockets at once (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);
  let base: string;
  beforeAll(async () => {
    base = await listen(server.app);
    await makeUser(server, admin.token, { account: 'ender', menus: [1, 2] });
  });
  const signIn = (password = 'Pass_1234') => server.login('demo', 'ender', password);

  it('logout (login/back/out and user/manager/logout) closes only that session’s sockets', async () => {
    for (const url of ['/api/web-basic/login/back/out', '/api/web-conf/user/manager/logout']) {
      const leaving = await signIn();
      const staying = await signIn();
      const socket = await openCentre(base, leaving);
      const other = await openCentre(base, staying);
      expect(await answers(socket)).toBe(true);
      expect((await jsonCall(server, leaving.token, 'POST', url)).code).toBe(200);
      expect(await closedWithin(socket)).toBe(4401);
      // The same user's other session keeps its socket.
      expect(await answers(other)).toBe(true);
      other.close();
    }
  });

  it('logout closes that session’s staff live-channel socket too', async () => {
    const channel = await addChannel(server.app, admin.webTenId, '会话频道');
    const leaving = await signIn();
    const live = openSocket(`${base}/websocket/live/${channel}?token=${leaving.token}`);
    expect(await live.json()).toEqual([]);
    expect((await jsonCall(server, leaving.token, 'POST', '/api/web-basic/login/back/out')).code).toBe(200);
    expect(await closedWithin(live)).toBe(4401);
  });

  it('a password change (both forms of the call) closes every socket of the user', async () => {
    let password = 'Pass_1234';
    const calls: [string, string][] = [
      ['/api/web-conf/user/manager/password', 'Next_1234'],
      ['/api/web-conf/user/manager/password/editOrSet', 'Last_1234'],
    ];
    for (const [url, next] of calls) {
      const a: Session = await signIn(password);
      const b: Session = await signIn(password);
      const sa = await openCentre(base, a);
      const sb = await openCentre(base, b);
      expect(await answers(sa)).toBe(true);
      const res = await formCall(server, a.token, url, { oldPassword: password, password: next, repeatPassword: next });
      expect(res.code).toBe(200);
      expect(await closedWithin(sa)).toBe(4401);
      expect(await closedWithin(sb)).toBe(4401);
      password = next;
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(databases)('logout on one instance closes the socket on the other (%s, Redis)', (kind) => {
  const pair = suiteSocketPair(kind, { REDIS_URL: redisUrl! });

  it('the socket on B closes when the session logs out on A; a password change on A closes B’s too', async () => {
    const { a, wsB } = pair;
    const s = await a.login();
    const socket = await openCentre(wsB, s);
    expect(await answers(socket)).toBe(true);
    expect((await jsonCall(a, s.token, 'POST', '/api/web-basic/login/back/out')).code).toBe(200);
    expect(await closedWithin(socket)).toBe(4401);

    const t = await a.login();
    const again = await openCentre(wsB, t);
    expect(await answers(again)).toBe(true);
    const res = await formCall(a, t.token, '/api/web-conf/user/manager/password', { oldPassword: 'Admin_123', password: 'Admin_456', repeatPassword: 'Admin_456' });
    expect(res.code).toBe(200);
    expect(await closedWithin(again)).toBe(4401);
  });
});
