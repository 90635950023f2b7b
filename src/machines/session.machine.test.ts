import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import type { MenuRecord, SessionUser } from '../../shared/api.js';
import { sessionMachine, sessionPhase, SESSION_DELAYS, type Credentials, type SessionEvent } from './session.machine.js';

const user: SessionUser = {
  token: 'tok-1',
  webUserId: 1,
  webTenId: 7,
  webUserName: '管理员',
  webUserAvatar: '',
  domainName: 'demo',
};

function record(id: number, path: string, children: MenuRecord[] = []): MenuRecord {
  return {
    comMicsId: id, comMicsPid: 0, comMicsPath: path, comMicsRedirect: '', comMicsShow: 1, comMicsShowMenu: 0,
    comMicsShowBar: 0, comMicsFore: 3, comMicsComponent: '', comMicsTag: '', comMicsShowJump: 0, webMicsName: path,
    webMicsLevelTwo: 0, resourceId: 0, perms: [], icon: '', children,
  };
}
const tree = [record(1, '/dashboard', [record(2, '/dashboard/index')])];

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise actor that parks each call (its promise and input) in `list` for the test to settle. */
function held<T, I = unknown>(list: Array<Deferred<T> & { input: I }>) {
  return fromPromise<T, I>(({ input }) => {
    const d = Object.assign(deferred<T>(), { input });
    list.push(d);
    return d.promise;
  });
}

/** The machine with every effect swapped: calls are recorded, promises are controlled by the test. */
function harness(options: { token?: boolean } = {}) {
  const log: Array<[string, unknown?]> = [];
  const pending = {
    login: [] as Array<Deferred<SessionUser> & { input: Credentials }>,
    loadUser: [] as Array<Deferred<SessionUser> & { input: unknown }>,
    loadRoutes: [] as Array<Deferred<MenuRecord[]> & { input: unknown }>,
    logout: [] as Array<Deferred<unknown> & { input: unknown }>,
  };
  let signal: ((event: SessionEvent) => void) | null = null;
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      login: held(pending.login),
      loadUser: held(pending.loadUser),
      loadRoutes: held(pending.loadRoutes),
      logout: held(pending.logout),
      sessionSignals: fromCallback<EventObject>(({ sendBack }) => {
        signal = sendBack;
        return () => {
          signal = null;
        };
      }),
    },
    actions: {
      storeUser: (_, params) => log.push(['storeUser', params.user]),
      storeToken: (_, params) => log.push(['storeToken', params.token]),
      storeRoutes: (_, params) => log.push(['storeRoutes', params.tree]),
      clearToken: () => log.push(['clearToken']),
      clearSession: () => log.push(['clearSession']),
      notify: (_, params) => log.push(['notify', params]),
      goToLogin: (_, params) => log.push(['goToLogin', params]),
    },
    guards: { hasToken: () => options.token ?? false },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const calls = (name: string) => log.filter(([n]) => n === name);
  const signalExpired = (msg: string) => signal?.({ type: 'session.expired', msg });
  /** What the message socket's effect sends when the server pushes { rightsChanged }. */
  const signalRights = () => signal?.({ type: 'rights.changed' });
  return { actor, clock, log, calls, pending, signalExpired, signalRights };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function toReady(h: ReturnType<typeof harness>) {
  h.pending.loadUser[0].resolve(user);
  await waitFor(h.actor, (s) => s.matches({ authenticated: { restoring: { user: 'done' } } }));
  h.pending.loadRoutes[0].resolve(tree);
  await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
}

describe('session machine: boot', () => {
  it('without a token is anonymous and loads nothing', () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toBe('anonymous');
    expect(h.pending.loadUser).toHaveLength(0);
    expect(sessionPhase(h.actor.getSnapshot())).toBe('anonymous');
  });

  it('with a token loads the user and the routes at once (the routes once), then is ready', async () => {
    const h = harness({ token: true });
    expect(h.actor.getSnapshot().matches({ authenticated: { restoring: { user: 'loading', routes: 'loading' } } })).toBe(true);
    expect([h.pending.loadUser.length, h.pending.loadRoutes.length]).toEqual([1, 1]);
    expect(sessionPhase(h.actor.getSnapshot())).toBe('loading');
    await toReady(h);
    const { context } = h.actor.getSnapshot();
    expect(context.user).toEqual(user);
    expect(context.routeTree).toEqual(tree);
    expect(context.knownPaths).toEqual(['/dashboard', '/dashboard/index']);
    expect(h.pending.loadRoutes).toHaveLength(1);
    expect(h.calls('storeUser')).toEqual([['storeUser', user]]);
    expect(h.calls('storeRoutes')).toEqual([['storeRoutes', tree]]);
    expect(sessionPhase(h.actor.getSnapshot())).toBe('ready');
  });

  it('either answer may come first: ready only once both are there', async () => {
    const h = harness({ token: true });
    h.pending.loadRoutes[0].resolve(tree);
    await waitFor(h.actor, (s) => s.matches({ authenticated: { restoring: { routes: 'done' } } }));
    expect(sessionPhase(h.actor.getSnapshot())).toBe('loading');
    expect(h.actor.getSnapshot().context.knownPaths).toEqual(['/dashboard', '/dashboard/index']);
    h.pending.loadUser[0].resolve(user);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.actor.getSnapshot().context.user).toEqual(user);
    expect(h.calls('storeRoutes')).toHaveLength(1);
  });

  it('a user that cannot be loaded clears the session and is anonymous', async () => {
    const h = harness({ token: true });
    h.pending.loadUser[0].reject(new Error('网络异常'));
    await waitFor(h.actor, (s) => s.matches('anonymous'));
    expect(h.calls('clearSession')).toHaveLength(1);
    expect(h.actor.getSnapshot().context.error).toBe('网络异常');
    // the routes asked for beside it: a late answer is not kept
    h.pending.loadRoutes[0].resolve(tree);
    await settle();
    expect(h.calls('storeRoutes')).toHaveLength(0);
    expect(h.actor.getSnapshot().context.routeTree).toEqual([]);
  });

  it('a user that fails after the routes came: the routes go with the session', async () => {
    const h = harness({ token: true });
    h.pending.loadRoutes[0].resolve(tree);
    await waitFor(h.actor, (s) => s.matches({ authenticated: { restoring: { routes: 'done' } } }));
    h.pending.loadUser[0].reject(new Error('网络异常'));
    await waitFor(h.actor, (s) => s.matches('anonymous'));
    expect(h.log.map(([n]) => n)).toEqual(['storeRoutes', 'clearSession']);
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, routeTree: [], knownPaths: [] });
  });

  it('a route fetch failure clears the token and is anonymous', async () => {
    const h = harness({ token: true });
    h.pending.loadUser[0].resolve(user);
    await waitFor(h.actor, (s) => s.matches({ authenticated: { restoring: { user: 'done' } } }));
    h.pending.loadRoutes[0].reject(new Error('服务异常'));
    await waitFor(h.actor, (s) => s.matches('anonymous'));
    expect(h.calls('clearToken')).toHaveLength(1);
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, routeTree: [], error: '服务异常' });
  });
});

describe('session machine: login', () => {
  const credentials = { domainName: ' demo ', account: ' admin ', password: 'pass_1' };

  it('login.submit logs in with trimmed names, stores the user, loads routes, is ready', async () => {
    const h = harness();
    h.actor.send({ type: 'login.submit', ...credentials });
    expect(h.actor.getSnapshot().value).toBe('loggingIn');
    expect(h.actor.getSnapshot().can({ type: 'login.submit', ...credentials })).toBe(false);
    expect(h.pending.login[0].input).toEqual({ domainName: 'demo', account: 'admin', password: 'pass_1' });
    h.pending.login[0].resolve(user);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'loadingRoutes' }));
    expect(h.calls('storeUser')).toEqual([['storeUser', user]]);
    expect(h.pending.loadUser).toHaveLength(0);
    h.pending.loadRoutes[0].resolve(tree);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.pending.loadRoutes).toHaveLength(1);
  });

  it('a failed login goes back to anonymous with the error and may be tried again', async () => {
    const h = harness();
    h.actor.send({ type: 'login.submit', ...credentials });
    h.pending.login[0].reject(new Error('账号或密码错误'));
    await waitFor(h.actor, (s) => s.matches('anonymous'));
    expect(h.actor.getSnapshot().context.error).toBe('账号或密码错误');
    expect(h.calls('clearSession')).toHaveLength(0);
    expect(h.actor.getSnapshot().can({ type: 'login.submit', ...credentials })).toBe(true);
    h.actor.send({ type: 'login.submit', ...credentials });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.pending.login).toHaveLength(2);
  });

  it('login.token replaces any stored session with the token and loads its user', async () => {
    const h = harness();
    h.actor.send({ type: 'login.token', token: 'cms-token' });
    expect(h.log.slice(0, 2)).toEqual([['clearSession'], ['storeToken', 'cms-token']]);
    expect(h.actor.getSnapshot().matches({ authenticated: 'restoring' })).toBe(true);
    await toReady(h);
    expect(h.actor.getSnapshot().context.user).toEqual(user);
  });

  it('an expiry before login is ignored', () => {
    const h = harness();
    h.signalExpired('未登录或登录已过期');
    expect(h.actor.getSnapshot().value).toBe('anonymous');
    expect(h.log).toEqual([]);
  });
});

describe('session machine: expiry (99995)', () => {
  const msg = '登录状态已失效';

  async function expectRedirectAfterDelay(h: ReturnType<typeof harness>) {
    expect(h.actor.getSnapshot().value).toBe('expired');
    expect(sessionPhase(h.actor.getSnapshot())).toBe('leaving');
    h.clock.increment(SESSION_DELAYS.relogin - 1);
    expect(h.calls('goToLogin')).toHaveLength(0);
    h.clock.increment(1);
    expect(h.calls('goToLogin')).toEqual([['goToLogin', { withDomain: true }]]);
  }

  it('when ready: clears once, shows the server message plus 请重新登陆, goes to login after 3 s', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.signalExpired(msg);
    expect(h.calls('clearSession')).toHaveLength(1);
    expect(h.calls('notify')).toEqual([['notify', { type: 'error', text: '登录状态已失效，请重新登陆' }]]);
    await expectRedirectAfterDelay(h);
  });

  it('a second expiry while expired does nothing', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.signalExpired(msg);
    h.clock.increment(1000);
    h.signalExpired(msg);
    h.actor.send({ type: 'session.expired', msg: '另一条' });
    expect(h.calls('clearSession')).toHaveLength(1);
    expect(h.calls('notify')).toHaveLength(1);
    h.clock.increment(SESSION_DELAYS.relogin);
    expect(h.calls('goToLogin')).toHaveLength(1);
  });

  it('while loading the user', async () => {
    const h = harness({ token: true });
    h.signalExpired(msg);
    h.pending.loadUser[0].reject(new Error(msg));
    await settle();
    expect(h.calls('clearSession')).toHaveLength(1);
    await expectRedirectAfterDelay(h);
  });

  it('while loading routes: a late answer changes nothing', async () => {
    const h = harness({ token: true });
    h.pending.loadUser[0].resolve(user);
    await waitFor(h.actor, (s) => s.matches({ authenticated: { restoring: { user: 'done' } } }));
    h.signalExpired(msg);
    h.pending.loadRoutes[0].resolve(tree);
    await settle();
    expect(h.calls('storeRoutes')).toHaveLength(0);
    expect(h.calls('clearToken')).toHaveLength(0);
    await expectRedirectAfterDelay(h);
  });

  it('while the logout confirmation is open', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.actor.send({ type: 'logout.request' });
    h.signalExpired(msg);
    await expectRedirectAfterDelay(h);
  });

  it('while logging out: no 退出成功, one redirect', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.actor.send({ type: 'logout.request' });
    h.actor.send({ type: 'logout.confirm' });
    h.signalExpired(msg);
    h.pending.logout[0].resolve(null);
    await settle();
    expect(h.calls('notify')).toEqual([['notify', { type: 'error', text: '登录状态已失效，请重新登陆' }]]);
    await expectRedirectAfterDelay(h);
    h.clock.increment(SESSION_DELAYS.afterLogout * 10);
    expect(h.calls('goToLogin')).toHaveLength(1);
  });

  it('without a server message says 请重新登陆', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.signalExpired('');
    expect(h.calls('notify')).toEqual([['notify', { type: 'error', text: '请重新登陆' }]]);
  });
});

describe('session machine: logout', () => {
  it('cancel returns to ready with 取消退出', async () => {
    const h = harness({ token: true });
    await toReady(h);
    expect(h.actor.getSnapshot().can({ type: 'logout.confirm' })).toBe(false);
    h.actor.send({ type: 'logout.request' });
    expect(h.actor.getSnapshot().matches({ authenticated: 'confirmingLogout' })).toBe(true);
    expect(h.actor.getSnapshot().can({ type: 'logout.confirm' })).toBe(true);
    h.actor.send({ type: 'logout.cancel' });
    expect(h.actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
    expect(h.calls('notify')).toEqual([['notify', { type: 'info', text: '取消退出' }]]);
    expect(h.pending.logout).toHaveLength(0);
  });

  it('confirm logs out on the server, says 退出成功, clears and loads /login', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.actor.send({ type: 'logout.request' });
    h.actor.send({ type: 'logout.confirm' });
    expect(h.actor.getSnapshot().matches({ authenticated: 'loggingOut' })).toBe(true);
    expect(h.actor.getSnapshot().can({ type: 'logout.cancel' })).toBe(false);
    h.pending.logout[0].resolve(null);
    await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(h.log.slice(-2)).toEqual([['notify', { type: 'success', text: '退出成功' }], ['clearSession']]);
    expect(sessionPhase(h.actor.getSnapshot())).toBe('leaving');
    h.clock.increment(SESSION_DELAYS.afterLogout);
    expect(h.calls('goToLogin')).toEqual([['goToLogin', { withDomain: false }]]);
    h.signalExpired('登录状态已失效');
    expect(h.calls('notify')).toHaveLength(1);
  });

  it('a failed server logout keeps the user signed in', async () => {
    const h = harness({ token: true });
    await toReady(h);
    h.actor.send({ type: 'logout.request' });
    h.actor.send({ type: 'logout.confirm' });
    h.pending.logout[0].reject(new Error('网络异常'));
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.calls('clearSession')).toHaveLength(0);
    expect(h.actor.getSnapshot().context.error).toBe('网络异常');
  });
});

describe('session machine: the avatar changed in the personal centre', () => {
  it('takes the new avatar and stores the user; ignored while the user is not loaded', async () => {
    const h = harness({ token: true });
    h.actor.send({ type: 'user.avatar', avatar: '/a.png' });
    expect(h.actor.getSnapshot().context.user).toBeNull();
    await toReady(h);
    h.actor.send({ type: 'user.avatar', avatar: '/api/web-conf/configuration/manager/image/b.png' });
    expect(h.actor.getSnapshot().context.user).toEqual({ ...user, webUserAvatar: '/api/web-conf/configuration/manager/image/b.png' });
    expect(h.calls('storeUser').at(-1)).toEqual(['storeUser', { ...user, webUserAvatar: '/api/web-conf/configuration/manager/image/b.png' }]);
    expect(h.actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
  });
});

describe('session machine: rights changed while signed in', () => {
  // 控制台, 消息设置 and 点赞消息; then 消息设置 is withdrawn
  const wide = [record(1, '/dashboard', [record(2, '/dashboard/index')]), record(200, '/message', [record(208, '/message/like/list'), record(215, '/message/settings')])];
  const narrow = [record(1, '/dashboard', [record(2, '/dashboard/index')]), record(200, '/message', [record(208, '/message/like/list')])];

  async function readyWith(routes: MenuRecord[]) {
    const h = harness({ token: true });
    h.pending.loadUser[0].resolve(user);
    h.pending.loadRoutes[0].resolve(routes);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    return h;
  }

  it('reloads the route tree at once, stays ready meanwhile, and keeps what it lost as withdrawn', async () => {
    const h = await readyWith(wide);
    h.signalRights();
    expect(h.actor.getSnapshot().matches({ authenticated: 'reloadingRights' })).toBe(true);
    // the console keeps running on the old tree while it asks (no spinner, no redirect)
    expect(sessionPhase(h.actor.getSnapshot())).toBe('ready');
    expect(h.pending.loadRoutes).toHaveLength(2);
    h.pending.loadRoutes[1].resolve(narrow);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    const { context } = h.actor.getSnapshot();
    expect(context.routeTree).toEqual(narrow);
    expect(context.knownPaths).toEqual(['/dashboard', '/dashboard/index', '/message', '/message/like/list']);
    expect(context.withdrawnPaths).toEqual(['/message/settings']);
    expect(h.calls('storeRoutes')).toEqual([['storeRoutes', wide], ['storeRoutes', narrow]]);
    expect(h.calls('notify')).toEqual([]);
  });

  it('a path granted again is no longer withdrawn; the ones lost earlier stay withdrawn', async () => {
    const h = await readyWith(wide);
    h.signalRights();
    h.pending.loadRoutes[1].resolve(narrow);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    h.signalRights();
    h.pending.loadRoutes[2].resolve([record(1, '/dashboard', [record(2, '/dashboard/index')]), record(200, '/message', [record(215, '/message/settings')])]);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.actor.getSnapshot().context.withdrawnPaths).toEqual(['/message/like/list']);
  });

  it('a second change while reloading asks again; the answer to the first is not taken', async () => {
    const h = await readyWith(wide);
    h.signalRights();
    h.signalRights();
    expect(h.pending.loadRoutes).toHaveLength(3);
    h.pending.loadRoutes[1].resolve(wide);
    await settle();
    expect(h.actor.getSnapshot().matches({ authenticated: 'reloadingRights' })).toBe(true);
    h.pending.loadRoutes[2].resolve(narrow);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.actor.getSnapshot().context.routeTree).toEqual(narrow);
    expect(h.calls('storeRoutes').at(-1)).toEqual(['storeRoutes', narrow]);
  });

  it('a failed reload keeps the old tree and the session; the next change tries again', async () => {
    const h = await readyWith(wide);
    h.signalRights();
    h.pending.loadRoutes[1].reject(new Error('网络异常'));
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(h.actor.getSnapshot().context).toMatchObject({ routeTree: wide, withdrawnPaths: [], error: '网络异常' });
    expect(h.calls('clearToken')).toEqual([]);
    h.signalRights();
    expect(h.pending.loadRoutes).toHaveLength(3);
  });

  it('is ignored before the session is ready and while logging out', async () => {
    const h = harness({ token: true });
    h.signalRights();
    expect(h.pending.loadRoutes).toHaveLength(1);
    h.pending.loadUser[0].resolve(user);
    h.pending.loadRoutes[0].resolve(wide);
    await waitFor(h.actor, (s) => s.matches({ authenticated: 'ready' }));
    h.actor.send({ type: 'logout.request' });
    h.signalRights();
    expect(h.actor.getSnapshot().matches({ authenticated: 'confirmingLogout' })).toBe(true);
    expect(h.pending.loadRoutes).toHaveLength(1);
  });
});
