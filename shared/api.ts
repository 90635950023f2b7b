// Types and constants shared by the console and the API server (see ../shared/contract.md).

/** Body codes of the envelope. */
export const CODE = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  /** Session missing, expired or revoked. */
  sessionExpired: 99995,
  /** Answers the console must not toast. */
  silent: 99988,
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The user object of login/back/remix and login/back/user. */
export interface SessionUser {
  token: string;
  webUserId: number;
  webTenId: number;
  webUserName: string;
  /** Avatar resource id ('' when none). */
  webUserAvatar: string;
  /** The tenant's domain name (for /login/{domain}). */
  domainName: string;
}

/** A menu/route record of role/perms/user, as the spec names its fields. */
export interface MenuRecord {
  comMicsId: number;
  comMicsPid: number;
  comMicsPath: string;
  comMicsRedirect: string;
  /** 1 visible. */
  comMicsShow: number;
  /** 1 appears in the Cloud Products menu. */
  comMicsShowMenu: number;
  /** 1 shows the left sidebar. */
  comMicsShowBar: number;
  /** 0 main layout, 1 or 2 nested container, other a lazily loaded view. */
  comMicsFore: number;
  comMicsComponent: string;
  comMicsTag: string;
  /** 1 opens in a new window. */
  comMicsShowJump: number;
  webMicsName: string;
  webMicsLevelTwo: number;
  /** Resource id (99 = web terminal app list). */
  resourceId: number;
  /** Permission keys of the page (the directive's meta permission list). */
  perms: string[];
  icon: string;
  children: MenuRecord[];
}

export interface ShortcutEntry {
  comMicsId: number;
  comMicsName: string;
  path: string;
  resourceId: number;
}

export interface TenantConf {
  comConfKey: string;
  webConfValue: string;
  groupName: string;
  childrens?: TenantConf[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface MyDetail {
  webUserId: number;
  webTenId: number;
  account: string;
  webUserName: string;
  webUserAvatar: string;
  mobile: string;
  email: string;
  tenantName: string;
  domainName: string;
  lastLoginAt: number | null;
}

export interface DashboardOverview {
  tenantName: string;
  domainName: string;
  userCount: number;
  activeSessions: number;
  menuCount: number;
  lastLoginAt: number | null;
  serverVersion: string;
  database: 'sqlite' | 'postgres';
  counts: Record<string, number>;
}
