// The server's menu tree turned into what the router renders (spec §3 "Menu/route record"):
// comMicsFore 0 → a container inside the main layout, 1 or 2 → a nested container,
// anything else → a lazily loaded view. A view whose component is not registered is left out,
// so no menu entry leads to an empty page; containers route to their redirect. A page that moved
// (shared/help.ts MOVED_PATHS) keeps its old address as a redirect to the new one. A path the
// user's rights lost while signed in (the session's withdrawnPaths) leads to the home page, not a 404.
import type { MenuRecord } from '../../shared/api.js';
import { MOVED_PATHS } from '../../shared/help.js';
import { DASHBOARD_PATH } from './messages.js';

export interface ViewRoute {
  path: string;
  title: string;
  component: string;
  /** Rendered inside the main layout (under a comMicsFore 0 record). */
  inLayout: boolean;
}

export interface RedirectRoute {
  path: string;
  to: string;
}

export interface RouteTable {
  views: ViewRoute[];
  redirects: RedirectRoute[];
  /** Every routed path: what the guard treats as known. */
  paths: string[];
  /**
   * Where the user lands (after sign-in, 首页, 返回控制台): 控制台 when the tree holds it, else
   * the first page the menu shows, inside the layout, with no parameter; '' when there is none.
   */
  home: string;
  /**
   * Paths a rights change withdrew while signed in that nothing here serves any more: routed
   * (inside the layout, which stays) to `home`, so the open page among them lands there.
   */
  withdrawn: string[];
}

const MAIN_LAYOUT = 0;
const NESTED = [1, 2];

export function buildRouteTable(
  tree: readonly MenuRecord[],
  isRegistered: (component: string) => boolean,
  withdrawnPaths: readonly string[] = [],
  moved: Readonly<Record<string, string>> = MOVED_PATHS,
): RouteTable {
  const views: ViewRoute[] = [];
  const redirects: RedirectRoute[] = [];
  const seen = new Set<string>();
  const menuPages: string[] = [];

  const walk = (records: readonly MenuRecord[], inLayout: boolean) => {
    for (const record of records) {
      const path = record.comMicsPath;
      const container = record.comMicsFore === MAIN_LAYOUT || NESTED.includes(record.comMicsFore);
      if (container) {
        if (path && record.comMicsRedirect && record.comMicsRedirect !== path && !seen.has(path)) {
          seen.add(path);
          redirects.push({ path, to: record.comMicsRedirect });
        }
      } else if (path && isRegistered(record.comMicsComponent) && !seen.has(path)) {
        seen.add(path);
        views.push({ path, title: record.webMicsName, component: record.comMicsComponent, inLayout });
        if (inLayout && record.comMicsShow === 1 && record.comMicsShowJump !== 1 && !path.includes(':')) menuPages.push(path);
      }
      walk(record.children ?? [], inLayout || record.comMicsFore === MAIN_LAYOUT);
    }
  };
  walk(tree, false);
  // an old address of a page the user holds leads to its new one (a bookmark, a kept tab); an
  // old address of a page the user does not hold stays unknown, as any other
  for (const [from, to] of Object.entries(moved)) {
    if (seen.has(from) || !views.some((v) => v.path === to)) continue;
    seen.add(from);
    redirects.push({ path: from, to });
  }
  const home = menuPages.includes(DASHBOARD_PATH) ? DASHBOARD_PATH : (menuPages[0] ?? '');
  const withdrawn = withdrawnPaths.filter((p) => p.startsWith('/') && !seen.has(p));
  return { views, redirects, paths: [...seen, ...withdrawn], home, withdrawn };
}
