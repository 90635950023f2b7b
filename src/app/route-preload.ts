// The first page load's head start: before React renders, the console asks for what the
// page being opened will need, so that it arrives while the session is restored (user, then the
// menu tree) instead of after it. With a token, the route tree stored at the last sign-in says
// which screen the path is: its chunk, the main layout's and the areas' wiring start loading, and
// a screen with a data preload below starts its first call (the editor: the day's programme list).
// Only a head start: the router still waits for the server's route tree and routes by it; a guess
// from a stale stored tree costs a chunk or a call that nobody takes.
import type { MenuRecord } from '../../shared/api.js';
import { dayOf } from '../machines/schedule-days.js';
import { prefetchEditor } from '../services/schedule/day-prefetch.js';
import { readJson, readToken, STORAGE_KEYS } from '../services/storage.js';
import { matchesPattern } from '../machines/lib/path-pattern.js';
import { buildRouteTable, type ViewRoute } from '../ui/route-table.js';
import { loadAreaLogic } from './logic.js';
import { isRegistered, LoginPage, MainLayout, routeRegistry } from './route-registry.js';

/** The first call of a screen, started from the page's address (component key → preload). */
export const DATA_PRELOADS: Record<string, (params: URLSearchParams) => void> = {
  // the editor opens today's list of ?liveTvId= (program-edit-page.tsx), once it knows the
  // user's rights on the channel and whether a draft waits
  'schedule/program-edit': (params) => prefetchEditor(Number(params.get('liveTvId')), dayOf(new Date())),
};

/** The view of the stored route tree that `pathname` opens, if any. */
export function storedViewOf(pathname: string, tree: readonly MenuRecord[] | null): ViewRoute | null {
  if (!tree) return null;
  return buildRouteTable(tree, isRegistered).views.find((v) => matchesPattern(v.path, pathname)) ?? null;
}

/** After the login page is up: the rest of the wiring loads on the first key or pointer press, or
 *  once the page has been idle a while (so that it never competes with the form's first paint). */
export const LOGIN_SETTLE_MS = 1500;

function afterLoginSettles(load: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pointerdown', once, true);
    window.removeEventListener('keydown', once, true);
    load();
  };
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(once, { timeout: 2000 }) : once()), LOGIN_SETTLE_MS);
}

export interface Preload {
  /** What was started (for tests). */
  started: string[];
  /**
   * What the first render waits for. On the login page, its chunk: React draws the form at once
   * instead of suspending on it, since a Suspense fallback once shown is kept at least 300 ms
   * (React's reveal throttle): a spinner flash that held the form back by ~150 ms. Elsewhere
   * nothing: the session's restore calls go first.
   */
  beforeRender: Promise<unknown>;
  /**
   * Starts the screen's first call: the app calls it once the session actor has sent its restore
   * calls, so that those (small, on the critical path) reach the server before the screen's
   * (a day of 10,000 entries keeps the server busy for a while).
   */
  startData: () => void;
}

/** Starts the chunks the page at `location` will need; its first call waits for startData. */
export function preloadFor(location: { pathname: string; search: string }): Preload {
  const started: string[] = [];
  let startData = () => undefined as void;
  let beforeRender: Promise<unknown> = Promise.resolve();
  const preload = () => ({ started, startData, beforeRender });
  const run = (what: string, start: () => unknown) => {
    started.push(what);
    return Promise.resolve().then(start).catch(() => undefined);
  };
  if (location.pathname === '/login' || location.pathname.startsWith('/login/')) {
    beforeRender = run('login', LoginPage.preload);
    // the other sign-in methods' and the console's wiring, once the form is up
    afterLoginSettles(() => void loadAreaLogic().catch(() => undefined));
    return preload();
  }
  run('logic', loadAreaLogic);
  if (!readToken()) return preload();
  const view = storedViewOf(location.pathname, readJson<MenuRecord[]>(STORAGE_KEYS.router));
  if (!view) return preload();
  if (view.inLayout) run('layout', MainLayout.preload);
  run(view.component, routeRegistry[view.component]!.preload);
  const data = DATA_PRELOADS[view.component];
  if (data) {
    started.push(`data:${view.component}`);
    let once = false;
    startData = () => {
      if (once) return;
      once = true;
      data(new URLSearchParams(location.search));
    };
  }
  return preload();
}
