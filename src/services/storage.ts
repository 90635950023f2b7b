// Browser storage of the session: the `token` cookie and the localStorage keys the spec lists
// (user, router, userResource, roles, domainName). Nothing else in the console touches them.
import type { MenuRecord, SessionUser } from '../../shared/api.js';

export const STORAGE_KEYS = {
  user: 'user',
  router: 'router',
  userResource: 'userResource',
  roles: 'roles',
  domainName: 'domainName',
  /** A token handed over by the CMS, kept apart from the cookie. */
  cmsToken: 'cmsToken',
  /** Tenant system settings (logo, background, title, statement) cached for the next start. */
  branding: 'webPicJson',
  /** Pages the user opened: the tab list of the shell. */
  visited: 'visited',
  /** The public pages' reader id (点赞 / 收藏 once per reader). */
  readerId: 'readerId',
  /** The media picker's library last used, per tenant and user: `lastLibrary:{tenant}:{user}`. */
  lastLibrary: 'lastLibrary',
} as const;

const TOKEN_COOKIE = 'token';

function readCookie(name: string): string {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return '';
}

/** The reader id of the public pages: a random id made once and kept in localStorage. */
export function readerId(): string {
  const kept = localStorage.getItem(STORAGE_KEYS.readerId);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEYS.readerId, made);
  return made;
}

/** The session token: the cookie, or a CMS-only token in localStorage. '' when none. */
export function readToken(): string {
  return readCookie(TOKEN_COOKIE) || localStorage.getItem(STORAGE_KEYS.cmsToken) || '';
}

export function writeToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Strict`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
  localStorage.removeItem(STORAGE_KEYS.cmsToken);
}

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function readUser(): SessionUser | null {
  return readJson<SessionUser>(STORAGE_KEYS.user);
}

/** This browser's key of the signed-in user's media library last used ('' when nobody is signed in). */
function lastLibraryKey(): string {
  const u = readUser();
  return u ? `${STORAGE_KEYS.lastLibrary}:${u.webTenId}:${u.webUserId}` : '';
}

/** The media library the signed-in user picked from last (0 when none). */
export function readLastLibrary(): number {
  const key = lastLibraryKey();
  const id = key ? Number(localStorage.getItem(key)) : 0;
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Remembers the library the user picks from (0 forgets it). */
export function writeLastLibrary(id: number): void {
  const key = lastLibraryKey();
  if (!key) return;
  if (id > 0) localStorage.setItem(key, String(id));
  else localStorage.removeItem(key);
}

export function readDomainName(): string {
  return localStorage.getItem(STORAGE_KEYS.domainName) ?? '';
}

/** '' forgets the domain name. */
export function writeDomainName(domainName: string): void {
  if (domainName) localStorage.setItem(STORAGE_KEYS.domainName, domainName);
  else localStorage.removeItem(STORAGE_KEYS.domainName);
}

/** After a login: the cookie token, the user and the tenant's domain name. */
export function writeSessionUser(user: SessionUser): void {
  writeToken(user.token);
  writeJson(STORAGE_KEYS.user, user);
  if (user.domainName) writeDomainName(user.domainName);
}

/** The route tree, its flat resource list and the permission keys (the spec's roles). */
export function writeRoutes(tree: MenuRecord[]): void {
  const flat: Omit<MenuRecord, 'children'>[] = [];
  const walk = (records: MenuRecord[]) => {
    for (const { children, ...record } of records) {
      flat.push(record);
      walk(children ?? []);
    }
  };
  walk(tree);
  writeJson(STORAGE_KEYS.router, tree);
  writeJson(STORAGE_KEYS.userResource, flat);
  writeJson(STORAGE_KEYS.roles, [...new Set(flat.flatMap((r) => r.perms ?? []))]);
}

/**
 * Clears token, user, routes and roles, and the visited pages (they belong to the user).
 * The domain name stays for the next login.
 */
export function clearSession(): void {
  clearToken();
  const keys = [STORAGE_KEYS.user, STORAGE_KEYS.router, STORAGE_KEYS.userResource, STORAGE_KEYS.roles, STORAGE_KEYS.visited];
  for (const key of keys) {
    localStorage.removeItem(key);
  }
}

/** The id of this browser session (the `msgId` header). */
export function sessionMsgId(): string {
  const key = 'msgId';
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = randomId();
    sessionStorage.setItem(key, id);
  }
  return id;
}

/** 32 hex digits. `crypto.randomUUID` needs a secure context; intranet consoles often run on http. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
