// The session: who is signed in, their route tree, expiry (code 99995) and logout.
// Spec §4 "Session" and "Logout", §2 "Navigation guard" (routes fetched once), §8. The route
// tree is fetched again, at once, when the message socket says the user's rights changed
// (shared/rights-frame.ts); the paths it lost are kept so the open page among them lands home.
// Side effects are named here (defaults throw) and implemented in src/services/session/effects.ts,
// provided in src/app/wiring/session.ts.
import { assign, fromCallback, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type EventObject, type SnapshotFrom } from 'xstate';
import type { MenuRecord, SessionUser } from '../../shared/api.js';
import { errorText } from '../../shared/error-text.js';
import type { Credentials, NoticeType } from '../../shared/session-effects.js';
import { expiredMessage, sessionMessages } from '../../shared/session-texts.js';
import { collectPaths } from './menu-tree.js';
import { notProvided } from './not-provided.js';
import type { ConfirmEvent } from './lib/confirm.js';
import { typesOf } from './lib/types.js';

export type { Credentials, NoticeType };

export type SessionEvent =
  | ({ type: 'login.submit' } & Credentials)
  | { type: 'login.token'; token: string }
  /** From a page outside the login form (a failed token login): to the tenant's login page. */
  | { type: 'login.page' }
  | { type: 'session.expired'; msg: string }
  | { type: 'logout.request' }
  | ConfirmEvent<'logout'>
  /** The user changed their avatar (the personal centre): the header shows the new one. */
  | { type: 'user.avatar'; avatar: string }
  /** From the message socket (sessionSignals): an administrator changed this user's roles or a role's menus. */
  | { type: 'rights.changed' };

export interface SessionContext {
  user: SessionUser | null;
  routeTree: MenuRecord[];
  /** Every path of the route tree. */
  knownPaths: string[];
  /**
   * Paths the tree held before a rights change and holds no more (since the page loaded): the
   * router sends them to the home page rather than to 404 (src/app/app-routes.tsx).
   */
  withdrawnPaths: string[];
  /** The last failure (login, user or route loading). */
  error: string | null;
}

/** Spec §9: relogin redirect delay. The logout pause only lets 退出成功 be read before the reload. */
export const SESSION_DELAYS = { relogin: 3000, afterLogout: 800 } as const;

/**
 * Loading the route tree (the page load's and the sign-in's): stored with its paths, then on to
 * `target`; a failure clears the token and signs out (spec §2).
 */
function routesLoading(target: string) {
  return {
    invoke: {
      src: 'loadRoutes',
      onDone: {
        target,
        actions: [
          assign<SessionContext, DoneActorEvent<MenuRecord[]>, undefined, never, never>({
            routeTree: ({ event }) => event.output,
            knownPaths: ({ event }) => collectPaths(event.output),
          }),
          { type: 'storeRoutes', params: ({ event }: { event: DoneActorEvent<MenuRecord[]> }) => ({ tree: event.output }) },
        ],
      },
      onError: {
        target: '#session.anonymous',
        actions: ['clearToken', assign<SessionContext, ErrorActorEvent, undefined, never, never>({ user: null, error: ({ event }) => errorText(event.error) })],
      },
    },
  } as const;
}

export const sessionMachine = setup({
  types: typesOf<SessionContext, SessionEvent>(),
  actors: {
    login: fromPromise<SessionUser, Credentials>(async () => notProvided('session.login')),
    /** The user of the stored token. */
    loadUser: fromPromise<SessionUser>(async () => notProvided('session.loadUser')),
    loadRoutes: fromPromise<MenuRecord[]>(async () => notProvided('session.loadRoutes')),
    logout: fromPromise<unknown>(async () => notProvided('session.logout')),
    /** Sends `session.expired` when a call answers 99995, `rights.changed` when the message socket says so. */
    sessionSignals: fromCallback<EventObject>(() => notProvided('session.sessionSignals')),
  },
  actions: {
    storeUser: (_, _params: { user: SessionUser }) => notProvided('session.storeUser'),
    storeToken: (_, _params: { token: string }) => notProvided('session.storeToken'),
    storeRoutes: (_, _params: { tree: MenuRecord[] }) => notProvided('session.storeRoutes'),
    clearToken: () => notProvided('session.clearToken'),
    /** Token, user, routes and roles; the domain name stays. */
    clearSession: () => notProvided('session.clearSession'),
    notify: (_, _params: { type: NoticeType; text: string }) => notProvided('session.notify'),
    /** A full page load of /login (or /login/{domain} when one is stored and withDomain). */
    goToLogin: (_, _params: { withDomain: boolean }) => notProvided('session.goToLogin'),
  },
  guards: {
    hasToken: () => notProvided('session.hasToken'),
  },
  delays: {
    reloginDelay: SESSION_DELAYS.relogin,
    afterLogoutDelay: SESSION_DELAYS.afterLogout,
  },
}).createMachine({
  id: 'session',
  context: { user: null, routeTree: [], knownPaths: [], withdrawnPaths: [], error: null },
  invoke: { src: 'sessionSignals' },
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'login.submit': { target: 'loggingIn', actions: assign({ error: null }) },
        'login.token': {
          target: 'authenticated',
          actions: ['clearSession', { type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, assign({ error: null })],
        },
        'login.page': { actions: { type: 'goToLogin', params: { withDomain: true } } },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'login.submit') throw new Error(`session: cannot log in on ${event.type}`);
          return { domainName: event.domainName.trim(), account: event.account.trim(), password: event.password };
        },
        onDone: {
          target: 'authenticated.loadingRoutes',
          actions: [assign({ user: ({ event }) => event.output }), { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
        },
        // The http client has already shown the server's message; the form keeps what was typed.
        onError: { target: 'anonymous', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    authenticated: {
      initial: 'restoring',
      on: {
        'user.avatar': {
          guard: ({ context }) => context.user !== null,
          actions: [
            assign({ user: ({ context, event }) => (context.user ? { ...context.user, webUserAvatar: event.avatar } : null) }),
            // the assign above has run: the user is the updated one
            { type: 'storeUser', params: ({ context }) => ({ user: context.user as SessionUser }) },
          ],
        },
        'session.expired': {
          target: 'expired',
          actions: ['clearSession', { type: 'notify', params: ({ event }) => ({ type: 'error', text: expiredMessage(event.msg) }) }],
        },
      },
      states: {
        /** A stored token (a page load): its user and the route tree are asked for at once; both
         *  must answer. The user's failure ends the session; the routes' clears the token (spec §2). */
        restoring: {
          type: 'parallel',
          onDone: 'ready',
          states: {
            user: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'loadUser',
                    onDone: {
                      target: 'done',
                      actions: [assign({ user: ({ event }) => event.output }), { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
                    },
                    onError: {
                      target: '#session.anonymous',
                      actions: ['clearSession', assign({ user: null, routeTree: [], knownPaths: [], error: ({ event }) => errorText(event.error) })],
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            routes: {
              initial: 'loading',
              states: {
                loading: routesLoading('done'),
                done: { type: 'final' },
              },
            },
          },
        },
        /** After a sign-in (the user is known): the route tree. */
        loadingRoutes: routesLoading('ready'),
        ready: {
          on: { 'logout.request': 'confirmingLogout', 'rights.changed': 'reloadingRights' },
        },
        /**
         * The user's rights changed while signed in: the route tree again, at once (the menus and
         * routes follow it). The paths it no longer holds join withdrawnPaths; a failure keeps
         * the old tree (the http client has said why; the server refuses what is no longer allowed).
         */
        reloadingRights: {
          invoke: {
            src: 'loadRoutes',
            onDone: {
              target: 'ready',
              actions: [
                assign(({ context, event }) => {
                  const knownPaths = collectPaths(event.output);
                  const withdrawnPaths = [...new Set([...context.withdrawnPaths, ...context.knownPaths])].filter((p) => !knownPaths.includes(p));
                  return { routeTree: event.output, knownPaths, withdrawnPaths };
                }),
                { type: 'storeRoutes', params: ({ event }) => ({ tree: event.output }) },
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
          on: {
            // a newer change: ask again (the answer in flight may predate it)
            'rights.changed': { target: 'reloadingRights', reenter: true },
            'logout.request': 'confirmingLogout',
          },
        },
        confirmingLogout: {
          on: {
            'logout.confirm': 'loggingOut',
            'logout.cancel': {
              target: 'ready',
              actions: { type: 'notify', params: { type: 'info', text: sessionMessages.logoutCanceled } },
            },
          },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            onDone: {
              target: '#session.loggedOut',
              actions: [{ type: 'notify', params: { type: 'success', text: sessionMessages.logoutSuccess } }, 'clearSession'],
            },
            // The http client has shown why; the user stays signed in and may try again.
            onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    /** 99995: the session is cleared once; after 3 s a full page load of the login page. */
    expired: {
      after: { reloginDelay: { actions: { type: 'goToLogin', params: { withDomain: true } } } },
    },
    loggedOut: {
      after: { afterLogoutDelay: { actions: { type: 'goToLogin', params: { withDomain: false } } } },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * What the router needs to know: `loading` (a token, routes not there yet), `anonymous`,
 * `ready` (routes loaded), `leaving` (expired or logged out: the page waits for the reload).
 */
export type SessionPhase = 'loading' | 'anonymous' | 'ready' | 'leaving';

export function sessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('anonymous') || snapshot.matches('loggingIn')) return 'anonymous';
  if (snapshot.matches('boot') || snapshot.matches({ authenticated: 'restoring' }) || snapshot.matches({ authenticated: 'loadingRoutes' })) {
    return 'loading';
  }
  if (snapshot.matches('authenticated')) return 'ready';
  return 'leaving';
}
