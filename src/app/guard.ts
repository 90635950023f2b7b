// The navigation guard of spec §2, as a pure decision. The router renders it
// (src/app/route-guard.tsx): allow → the page, redirect → <Navigate>, wait → the loading spinner.
import { loginPath } from '../services/navigation.js';
import { matchesPattern, normalizePath } from '../machines/lib/path-pattern.js';

export interface GuardInput {
  hasToken: boolean;
  /** The permitted routes have been fetched (once per page load). */
  routesLoaded: boolean;
  /** Paths (patterns) the user's route tree makes reachable. */
  knownPaths: readonly string[];
  /** The stored tenant domain name ('' when none). */
  domainName: string;
  /** The user's landing page (src/ui/route-table.ts `home`); '' when the tree has no page. */
  home: string;
}

export type GuardDecision = { allow: true } | { redirect: string } | { wait: true };

export const ERROR_PATHS = { notFound: '/error/404', forbidden: '/error/403', serverError: '/error/500' } as const;
/** A signed-in user whose route tree holds no page: 无可用菜单，请联系管理员, with sign-out. */
export const NO_MENU_PATH = '/noMenu';

/** Reachable without a token: login, token login and the two live-view pages. */
const PUBLIC_PATTERNS = ['/login', '/login/:domain', '/login4token', '/liveView', '/liveViewAudio'];
/** Confirms a QR sign-in ticket from another device: every signed-in user may. */
export const QR_CONFIRM_PATH = '/qrConfirm';
/** The readers' 投稿 / 报料 / 问政 page of a unit: ?domain=<tenant>&tab=. */
export const AUDIENCE_PATH = '/newsDetails/audience';
/** The public content pages: open with or without a token, whatever the tree says. */
export const OPEN_PATTERNS = ['/newsDetails', AUDIENCE_PATH, '/newsDetails/:id', '/show'];
/** Reachable with a token whatever the route tree says. */
const ALWAYS_KNOWN: string[] = [...Object.values(ERROR_PATHS), QR_CONFIRM_PATH, NO_MENU_PATH];

const allow: GuardDecision = { allow: true };

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchesPattern(pattern, path));
}

export function decide(rawPath: string, input: GuardInput): GuardDecision {
  const path = normalizePath(rawPath);
  if (OPEN_PATTERNS.some((pattern) => matchesPattern(pattern, path))) return allow;
  if (path.includes('/login') && input.hasToken) return { redirect: '/' };
  if (!input.hasToken) return isPublicPath(path) ? allow : { redirect: loginPath(input.domainName) };
  if (!input.routesLoaded) return { wait: true };
  // '/' is home: 控制台 when the user holds it, else the first page of their tree
  if (path === '/') return { redirect: input.home || NO_MENU_PATH };
  if (path === NO_MENU_PATH && input.home) return { redirect: input.home };
  if (ALWAYS_KNOWN.includes(path)) return allow;
  if (input.knownPaths.some((pattern) => matchesPattern(pattern, path))) return allow;
  return { redirect: ERROR_PATHS.notFound };
}
