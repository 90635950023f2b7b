// The navigation guard of spec §2, as a pure decision. The router renders it
// (src/app/route-guard.tsx): allow → the page, redirect → <Navigate>, wait → the loading spinner.
import { DASHBOARD_PATH } from '../ui/messages.js';
import { loginPath } from '../services/navigation.js';
import { matchesPattern, normalizePath } from '../ui/path-pattern.js';

export interface GuardInput {
  hasToken: boolean;
  /** The permitted routes have been fetched (once per page load). */
  routesLoaded: boolean;
  /** Paths (patterns) the user's route tree makes reachable. */
  knownPaths: readonly string[];
  /** The stored tenant domain name ('' when none). */
  domainName: string;
}

export type GuardDecision = { allow: true } | { redirect: string } | { wait: true };

export const ERROR_PATHS = { notFound: '/error/404', forbidden: '/error/403', serverError: '/error/500' } as const;

/** Reachable without a token: login, token login and the two live-view pages. */
const PUBLIC_PATTERNS = ['/login', '/login/:domain', '/login4token', '/liveView', '/liveViewAudio'];
/** Confirms a QR sign-in ticket from another device: every signed-in user may. */
export const QR_CONFIRM_PATH = '/qrConfirm';
/** The readers' 投稿 / 报料 / 问政 page of a unit: ?domain=<tenant>&tab=. */
export const AUDIENCE_PATH = '/newsDetails/audience';
/** The public content pages: open with or without a token, whatever the tree says. */
export const OPEN_PATTERNS = ['/newsDetails', AUDIENCE_PATH, '/newsDetails/:id', '/show'];
/** Reachable with a token whatever the route tree says. */
const ALWAYS_KNOWN: string[] = [...Object.values(ERROR_PATHS), QR_CONFIRM_PATH];

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
  if (path === '/') return { redirect: DASHBOARD_PATH };
  if (ALWAYS_KNOWN.includes(path)) return allow;
  if (input.knownPaths.some((pattern) => matchesPattern(pattern, path))) return allow;
  return { redirect: ERROR_PATHS.notFound };
}
