// The page title of spec §2 ("set from the route"): `${title} - ${backend title}`.
import { errorMessages } from '../features/errors/messages.js';
import { loginMessages } from '../features/login/messages.js';
import { PRODUCT_NAME } from '../ui/messages.js';
import { matchesPattern } from '../machines/lib/path-pattern.js';
import type { ViewRoute } from '../ui/route-table.js';

const STATIC_TITLES: ReadonlyArray<readonly [string, string]> = [
  ['/login', loginMessages.pageTitle],
  ['/login/:domain', loginMessages.pageTitle],
  ['/login4token', loginMessages.pageTitle],
  ['/error/404', errorMessages[404].title],
  ['/error/403', errorMessages[403].title],
  ['/error/500', errorMessages[500].title],
];

export function titleForPath(path: string, views: readonly ViewRoute[]): string {
  const fixed = STATIC_TITLES.find(([pattern]) => matchesPattern(pattern, path));
  if (fixed) return fixed[1];
  return views.find((view) => matchesPattern(view.path, path))?.title ?? '';
}

/** `${title} - ${backendTitle or 融媒体管理平台}`; just the latter without a title. */
export function documentTitle(title: string, backendTitle: string): string {
  const suffix = backendTitle || PRODUCT_NAME;
  return title ? `${title} - ${suffix}` : suffix;
}
