// The server's menu tree turned into what the router renders (spec §3 "Menu/route record"):
// comMicsFore 0 → a container inside the main layout, 1 or 2 → a nested container,
// anything else → a lazily loaded view. A view whose component is not registered is left out,
// so no menu entry leads to an empty page; containers route to their redirect.
import type { MenuRecord } from '../../shared/api.js';

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
}

const MAIN_LAYOUT = 0;
const NESTED = [1, 2];

export function buildRouteTable(tree: readonly MenuRecord[], isRegistered: (component: string) => boolean): RouteTable {
  const views: ViewRoute[] = [];
  const redirects: RedirectRoute[] = [];
  const seen = new Set<string>();

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
      }
      walk(record.children ?? [], inLayout || record.comMicsFore === MAIN_LAYOUT);
    }
  };
  walk(tree, false);
  return { views, redirects, paths: [...seen] };
}
