// Organisation, users, roles, audit, tenants, sign-in by SMS/QR, watermarks and assessment
// statistics: the shapes, constants and validation rules the console and the server share
// (spec 001 §3–§7, contract "Organisation, users, roles, tenants").
import { FORM_TEXTS, MOBILE_PATTERN, PASSWORD_PATTERN, PASSWORD_TEXTS } from './form-rules.js';
import { COMMON_MESSAGES } from './common-messages.js';
import type { DataScopeValue } from './data-scope.js';

export { FORM_TEXTS, MOBILE_PATTERN, PASSWORD_PATTERN };
/** The change-password form's texts (spec §5), for the personal centre. */
export const PASSWORD_TEXTS_FOR_ORG = PASSWORD_TEXTS;

// ---------------------------------------------------------------------------------------------
// Menus of this area (catalogue ids 400–499) and the component keys the console registers.

export const ORG_MENUS = {
  departments: { id: 401, path: '/system/organization', name: '部门管理', component: 'org/departments' },
  users: { id: 402, path: '/system/user', name: '用户管理', component: 'org/users' },
  roles: { id: 403, path: '/system/role', name: '角色管理', component: 'org/roles' },
  audit: { id: 404, path: '/system/audit', name: '操作日志', component: 'org/audit' },
  watermarks: { id: 405, path: '/system/watermark', name: '水印管理', component: 'org/watermarks' },
  assess: { id: 406, path: '/system/assess', name: '考核统计', component: 'org/assess' },
  /** Platform administrators only (the platform tenant's menu). */
  tenants: { id: 410, path: '/platform/tenants', name: '租户管理', component: 'org/tenants' },
} as const;

/** The domain name of the platform tenant: its administrator manages tenants, not content. */
export const PLATFORM_DOMAIN = 'platform';

// ---------------------------------------------------------------------------------------------
// Validation rules and their texts (the spec's texts are copied exactly; the rest are ours).

/** A tenant domain: one DNS host label, lower case (RFC 1123). */
export const DOMAIN_LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** An account name: letters, digits, `_`, `.`, `-`, `@`. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const NAME_MAX = 32;
export const REMARK_MAX = 200;
/** A role's one-line description (roles.description is varchar(200)). */
export const ROLE_DESCRIPTION_MAX = 100;
/** SMS code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const ORG_TEXTS = {
  /** A row of people who belong to no department. */
  noDepartment: '未分配部门',
  passwordRule: FORM_TEXTS.passwordRule,
  mobileRule: FORM_TEXTS.mobileRule,
  incomplete: FORM_TEXTS.incomplete,
  passwordLength: `密码长度为${PASSWORD_MIN}到${PASSWORD_MAX}位`,
  accountRequired: '请输入账号',
  accountRule: '账号只能包含字母、数字或_.@-，长度2到32位',
  accountTaken: '该账号已存在',
  mobileTaken: '该手机号已被其他用户使用',
  userNameRequired: '请输入姓名',
  departmentRequired: '请选择部门',
  roleRequired: '请至少选择一个角色',
  departmentNameRequired: '请输入部门名称',
  departmentNameTaken: '同一上级部门下已有同名部门',
  departmentHasUsers: '该部门下还有用户，不能删除',
  departmentHasChildren: '该部门下还有子部门，不能删除',
  departmentCycle: '不能把部门移动到它自己或它的下级部门之下',
  departmentNotFound: '部门不存在',
  userNotFound: '用户不存在',
  cannotDisableSelf: '不能停用或删除自己的账号',
  roleNameRequired: '请输入角色名称',
  roleNameTaken: '该角色名称已存在',
  roleNotFound: '角色不存在',
  roleDescriptionTooLong: `角色说明不能超过${ROLE_DESCRIPTION_MAX}个字`,
  roleInUse: '该角色仍有用户在使用，不能删除',
  roleExceedsGranter: '不能授予您自己没有的菜单权限',
  userExceedsManager: '该用户拥有您没有的菜单权限，您不能修改、重置密码、停用、删除或调整其角色',
  roleBeyondEditor: '该角色包含您没有的菜单权限，您不能修改或删除它',
  lastAdministrator: '不能停用、删除或移除最后一位启用的系统管理员',
  channelViewOnly: '您对该频道只有查看权限，不能修改节目单',
  domainRule: '租户域名只能包含小写字母、数字和连字符，且不能以连字符开头或结尾（最长63位）',
  domainTaken: '该租户域名已存在',
  tenantTitleRequired: '请输入租户名称',
  tenantNotFound: '租户不存在',
  tenantDisabled: '该租户已停用',
  signedIn: '登录成功',
  smsSent: '验证码已发送',
  smsTooSoon: '验证码发送过于频繁，请60秒后再试',
  smsTooMany: COMMON_MESSAGES.tooFrequent,
  smsCodeInvalid: '验证码错误或已失效',
  qrExpired: '二维码已失效，请刷新',
  qrAlreadyUsed: '二维码已被使用，请刷新',
  qrNotFound: '二维码不存在或已失效',
  qrTooMany: '获取二维码过于频繁，请稍后再试',
  watermarkNameRequired: '请输入水印名称',
  watermarkTextRequired: '请输入水印文字',
  watermarkImageRequired: '请选择水印图片',
  watermarkNotFound: '水印不存在',
  watermarkFileUnsupported: '只能给图片或视频添加水印',
  ffmpegMissing: '服务器未安装 ffmpeg，暂不能给视频添加水印',
  saved: COMMON_MESSAGES.saved,
  deleted: COMMON_MESSAGES.deleted,
  enabled: '已启用',
  disabled: '已停用',
  passwordReset: '密码已重置',
  passwordChanged: '修改密码成功',
  newPasswordTooShort: '新密码长度不能少于6位',
  oldPasswordWrong: '原密码不正确',
  emailRule: '请输入正确的邮箱',
  avatarImage: '请选择一张图片作为头像',
  accountExists: '账号已存在',
  adminOnlyAddsUsers: '只有管理员可以新增用户',
  adminOnlySettings: '只有管理员可以修改系统设置',
  loginLocked: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  signInConfirmed: '已确认登录',
  domainOrTicket: '请提供 domainName 或 ticket',
  platformOnly: '只有平台管理员可以管理租户',
  platformUndisableable: '不能停用平台租户',
  ownConfigOnly: '只能查询本租户的配置',
  comConfTypeOne: 'comConfType 只能为 1',
  menuNotFound: '菜单不存在',
  channelNotFound: '频道不存在',
  adminRoleFixed: '系统管理员角色不能修改',
  adminRoleUndeletable: '系统管理员角色不能删除',
  shortcutsBeyondRights: '快捷菜单中包含无权访问的菜单',
  settingsMultipart: '请以 multipart/form-data 上传图片',
  pickImage: '请选择图片',
  imageNotFound: '图片不存在',
  noSettings: '没有要保存的配置项',
  settingUnknown: (key: string) => `配置项不存在：${key}`,
  switchValue: (key: string) => `开关取值只能是0或1：${key}`,
  watermarkStatusOrDefault: '请提供 status 或 isDefault',
  settingImageType: '只能上传图片（png、jpg、gif、webp、ico、svg）',
} as const;

/** The result of a form check: the first failing message, or null. */
export type RuleResult = string | null;

export function checkPassword(password: string): RuleResult {
  if (!password) return '请输入密码';
  if (!PASSWORD_PATTERN.test(password)) return ORG_TEXTS.passwordRule;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return ORG_TEXTS.passwordLength;
  return null;
}

/** Mobile is optional: an empty string passes. */
export function checkMobile(mobile: string | undefined | null): RuleResult {
  if (!mobile) return null;
  return MOBILE_PATTERN.test(mobile) ? null : ORG_TEXTS.mobileRule;
}

/**
 * The form of an account that uniqueness compares: NFKC (full-width → half-width) and lower case,
 * so `Admin`, `ADMIN` and `ａｄｍｉｎ` are the same account as `admin`.
 */
export function accountKey(account: string): string {
  return account.normalize('NFKC').toLowerCase();
}

export function checkAccount(account: string): RuleResult {
  if (!account) return ORG_TEXTS.accountRequired;
  return ACCOUNT_PATTERN.test(account) ? null : ORG_TEXTS.accountRule;
}

export function checkDomainLabel(domain: string): RuleResult {
  return DOMAIN_LABEL_PATTERN.test(domain) ? null : ORG_TEXTS.domainRule;
}

// ---------------------------------------------------------------------------------------------
// Departments (`/api/weborganization`).

export interface Department {
  id: number;
  name: string;
  /** 0 for a top-level department. */
  parentId: number;
  remark: string;
  children: Department[];
}

export interface DepartmentInput {
  name: string;
  parentId?: number;
  remark?: string;
}

/** PATCH /api/weborganization/{id}: any of the fields (parentId moves it). */
export type DepartmentPatch = Partial<DepartmentInput>;

// ---------------------------------------------------------------------------------------------
// Users (`/api/user`).

/** One element of a user's `departments` JSON string: the path from the top department down. */
export interface DepartmentRef {
  id: number;
  name: string;
}

export const USER_STATUS = { enabled: 1, disabled: 0 } as const;
export const USER_PAGE_SIZE = 10;

export interface UserRow {
  id: number;
  account: string;
  name: string;
  mobile: string;
  email: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  organizationId: number;
  organizationName: string;
  /** JSON string of DepartmentRef[] (spec: "Departments come as a JSON string"). */
  departments: string;
  roleIds: number[];
  roleNames: string[];
  /** Avatar resource id ('' when none). */
  avatar: string;
  /** Address of the avatar picture ('' when none). */
  avatarPath: string;
  createdAt: number;
  lastLoginAt: number | null;
}

/** GET /api/user query. */
export interface UserQuery {
  name?: string;
  status?: number;
  organizationId?: number;
  pageIndex?: number;
  pageSize?: number;
}

/** POST /api/user JSON. */
export interface UserInput {
  account: string;
  name: string;
  password: string;
  mobile?: string;
  email?: string;
  organizationId: number;
  roleIds: number[];
}

/** PATCH /api/user JSON (account and password are not changed here). */
export interface UserPatch {
  id: number;
  name?: string;
  mobile?: string;
  email?: string;
  organizationId?: number;
  roleIds?: number[];
  status?: number;
}

// ---------------------------------------------------------------------------------------------
// Roles (`/api/web-conf/role/manager/*`).

export type ChannelMode = 'edit' | 'view';

export interface RoleChannelRight {
  liveTvId: number;
  mode: ChannelMode;
}

export interface Role {
  id: number;
  name: string;
  /** One line in business words: what a holder of the role does ('' when none). */
  description: string;
  /** Menu ids granted (all of the catalogue when allMenus). */
  comMicsIds: number[];
  /** The seeded administrator role holds every menu, present and future. */
  allMenus: boolean;
  userCount: number;
  /**
   * Per-TV-channel rights for the programme editor. Empty: the role's menus decide alone
   * (every channel editable). Otherwise only listed channels are reachable, each edit or view.
   */
  tvChannels: RoleChannelRight[];
  /** Data scope (shared/data-scope.ts): 1 all … 5 own items; absent from an older server: 1. */
  dataScope?: DataScopeValue;
  /** The chosen departments of scope 2. */
  deptIds?: number[];
}

/** GET role/perms/channels: restricted false → every channel editable. */
export interface MyChannelRights {
  restricted: boolean;
  channels: RoleChannelRight[];
}

/** Whether these rights let the user edit the programme lists of channel `liveTvId`. */
export function canEditChannel(rights: MyChannelRights, liveTvId: number): boolean {
  return !rights.restricted || rights.channels.some((c) => c.liveTvId === liveTvId && c.mode === 'edit');
}

/**
 * POST role/manager/add and edit (JSON; edit carries `id`). The server adds the ancestors of
 * every granted menu (a page is reachable only through its parents), so a role's comMicsIds
 * read back may hold more ids than were sent.
 */
export interface RoleInput {
  id?: number;
  name: string;
  description?: string;
  comMicsIds: number[];
  tvChannels?: RoleChannelRight[];
  /** Absent: 1 (all) on add, unchanged on edit. */
  dataScope?: DataScopeValue;
  /** The departments of scope 2 (this tenant's only). */
  deptIds?: number[];
}

// ---------------------------------------------------------------------------------------------
// Audit trail (`GET /api/web-conf/audit/page`).

export const AUDIT_ACTIONS = {
  'user.create': '新增用户',
  'user.update': '修改用户',
  'user.delete': '删除用户',
  'user.enable': '启用用户',
  'user.disable': '停用用户',
  'user.password': '重置密码',
  'role.create': '新增角色',
  'role.update': '修改角色',
  'role.delete': '删除角色',
  'department.create': '新增部门',
  'department.update': '修改部门',
  'department.delete': '删除部门',
  'setting.update': '修改设置',
  'watermark.create': '新增水印',
  'watermark.update': '修改水印',
  'watermark.delete': '删除水印',
  'tenant.create': '新增租户',
  'tenant.enable': '启用租户',
  'tenant.disable': '停用租户',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntry {
  id: number;
  actorId: number;
  actorName: string;
  action: AuditAction;
  /** Chinese label of the action. */
  actionName: string;
  targetType: 'user' | 'role' | 'department' | 'setting' | 'watermark' | 'tenant';
  targetId: number;
  targetName: string;
  /** A short Chinese description of what changed. */
  detail: string;
  /** The client address. */
  address: string;
  at: number;
}

/** GET /api/web-conf/audit/page query: dates are yyyy-MM-dd, inclusive. */
export interface AuditQuery {
  actorId?: number;
  action?: AuditAction;
  beginDate?: string;
  endDate?: string;
  pageIndex?: number;
  pageSize?: number;
}

// ---------------------------------------------------------------------------------------------
// Tenants (platform administrators: `/api/web-basic/platform/tenant/*`).

export interface TenantRow {
  id: number;
  domainName: string;
  title: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  userCount: number;
  createdAt: number;
}

/** POST /api/web-basic/platform/tenant/create JSON. */
export interface TenantInput {
  domainName: string;
  title: string;
  adminPassword: string;
}

// ---------------------------------------------------------------------------------------------
// SMS and QR sign-in.

export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
export const SMS_MAX_TRIES = 5;
export const QR_VALID_SECONDS = 120;
/** QR tickets one address may take in windowMs; expired tickets are deleted keepExpiredMs after they expire. */
export const QR_LIMITS = { perAddress: 10, windowMs: 10 * 60_000, keepExpiredMs: 60_000 } as const;

export type QrStatus = 'waiting' | 'confirmed' | 'expired';

/** GET login/back/qrcode?domainName=… */
export interface QrTicket {
  ticket: string;
  expiresIn: number;
}

/** GET login/back/qrcode?ticket=…: the session user fields come with 'confirmed' only. */
export interface QrPoll {
  status: QrStatus;
  token?: string;
  webUserId?: number;
  webTenId?: number;
  webUserName?: string;
  webUserAvatar?: string;
  domainName?: string;
}

// ---------------------------------------------------------------------------------------------
// Watermarks (`/api/web-conf/configuration/watermark/*`).

export const WATERMARK_POSITIONS = {
  topLeft: '左上',
  topRight: '右上',
  bottomLeft: '左下',
  bottomRight: '右下',
  center: '居中',
  tile: '平铺',
} as const;
export type WatermarkPosition = keyof typeof WATERMARK_POSITIONS;
export type WatermarkType = 'text' | 'image';

export interface Watermark {
  id: number;
  name: string;
  type: WatermarkType;
  /** For text watermarks. */
  text: string;
  /** Colour of the text, #RRGGBB. */
  color: string;
  /** For image watermarks: the library file id of the picture. */
  imageFileId: number;
  position: WatermarkPosition;
  /** 0–100 (percent). */
  opacity: number;
  /** Percent of the target's width, 1–100. */
  size: number;
  /** 1 the tenant's default (one at most). */
  isDefault: number;
  /** 1 enabled, 0 disabled. */
  status: number;
  createdAt: number;
}

/** create (no id) / update (id): JSON. */
export interface WatermarkInput {
  id?: number;
  name: string;
  type: WatermarkType;
  text?: string;
  color?: string;
  imageFileId?: number;
  position: WatermarkPosition;
  opacity: number;
  size: number;
  isDefault?: number;
}

/**
 * POST /api/web-manager/file/manager/watermark JSON `{ fileId, watermarkId?, preview? }`:
 * preview 1 answers `{ previewUrl }` (an image) without storing anything; otherwise a new
 * library file is stored beside the original and `{ fileId, fileName }` answered.
 */
export interface WatermarkApply {
  fileId: number;
  /** The default watermark when absent. */
  watermarkId?: number;
  preview?: number;
}

// ---------------------------------------------------------------------------------------------
// Assessment statistics (`GET /api/web-statistic/assess/manager/assess/page`).

/** Query: beginDate/endDate yyyy-MM-dd inclusive; groupBy user (default) or department. */
export interface AssessQuery {
  beginDate?: string;
  endDate?: string;
  organizationId?: number;
  groupBy?: 'user' | 'department';
  pageIndex?: number;
  pageSize?: number;
}

export interface AssessRow {
  /** 0 when grouped by department. */
  userId: number;
  userName: string;
  organizationId: number;
  organizationName: string;
  created: number;
  reviewed: number;
  released: number;
}
