// Login, session and current-user calls (contract: "Login and user").
import type { MenuRecord, SessionUser } from '../../../shared/api.js';
import { get, post } from '../http.js';

export interface Credentials {
  domainName: string;
  account: string;
  password: string;
}

export function loginRemix(credentials: Credentials): Promise<SessionUser> {
  return post<SessionUser>('/api/web-basic/login/back/remix', { ...credentials });
}

/** The user of a token: for /login4token and for reloads. The token goes in the header. */
export function loginByToken(token: string): Promise<SessionUser> {
  return post<SessionUser>('/api/web-basic/login/back/user', {}, { headers: { token } });
}

export function logout(): Promise<null> {
  return post<null>('/api/web-basic/login/back/out');
}

/** The user's menu/route tree. */
export function getRouteTree(): Promise<MenuRecord[]> {
  return get<MenuRecord[]>('/api/web-conf/role/perms/user');
}
