// Every side effect of the session (src/machines/session.machine.ts names them): sign-in calls,
// the stored token/user/routes, toasts and the page load to /login. Provided once, in
// src/app/wiring/session.ts.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { MenuRecord, SessionUser } from '../../../shared/api.js';
import type { Credentials, NoticeType } from '../../../shared/session-effects.js';
import { getRouteTree, loginByToken, loginRemix, logout } from '../api/auth-api.js';
import { loginPath, replacePage } from '../navigation.js';
import { onSessionSignal } from '../session-events.js';
import { loadBranding } from '../branding.js';
import { clearSession, clearToken, readDomainName, readToken, writeDomainName, writeRoutes, writeSessionUser, writeToken } from '../storage.js';
import { showToast } from '../toast.js';

export const sessionEffects = {
  actors: {
    login: fromPromise<SessionUser, Credentials>(({ input }) => loginRemix(input)),
    loadUser: fromPromise<SessionUser>(() => loginByToken(readToken())),
    loadRoutes: fromPromise<MenuRecord[]>(() => getRouteTree()),
    logout: fromPromise<unknown>(() => logout()),
    sessionSignals: fromCallback<EventObject>(({ sendBack }) => onSessionSignal(sendBack)),
  },
  actions: {
    storeUser: (_: unknown, { user }: { user: SessionUser }) => writeSessionUser(user),
    storeToken: (_: unknown, { token }: { token: string }) => writeToken(token),
    storeRoutes: (_: unknown, { tree }: { tree: MenuRecord[] }) => writeRoutes(tree),
    clearToken: () => clearToken(),
    clearSession: () => clearSession(),
    notify: (_: unknown, { type, text }: { type: NoticeType; text: string }) => showToast(text, type),
    goToLogin: (_: unknown, { withDomain }: { withDomain: boolean }) => replacePage(loginPath(withDomain ? readDomainName() : '')),
  },
  guards: {
    hasToken: () => Boolean(readToken()),
  },
};

/**
 * The login page's branding (by domain name, without a token; the cached look meanwhile). The
 * domain of /login/{domain} is remembered at once, so that the guard sends signed-out visitors
 * back to this tenant's login page; a domain the server does not know is forgotten again.
 */
export const loginBranding = fromPromise<void, { routeDomain: string }>(async ({ input }) => {
  const previous = readDomainName();
  const domainName = input.routeDomain || previous;
  if (!domainName) return;
  if (input.routeDomain) writeDomainName(domainName);
  const result = await loadBranding(domainName);
  if (result === 'unknown' && input.routeDomain && previous !== domainName) writeDomainName(previous);
});

/** What the login page reads at start: the tenant's domain name remembered on this browser. */
export const sessionStore = { domainName: readDomainName };
