// Every side effect of the session (src/machines/session.machine.ts names them): sign-in calls,
// the stored token/user/routes, toasts and the page load to /login. Provided once, in
// src/app/wiring/session.ts.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { MenuRecord, SessionUser } from '../../../shared/api.js';
import type { Credentials, NoticeType } from '../../../shared/session-effects.js';
import { getRouteTree, loginByToken, loginRemix, logout } from '../api/auth-api.js';
import { loginPath, replacePage } from '../navigation.js';
import { onSessionSignal } from '../session-events.js';
import { clearSession, clearToken, readDomainName, readToken, writeRoutes, writeSessionUser, writeToken } from '../storage.js';
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
