// Organisation, users, roles, audit, tenants, watermarks and assessment calls
// (contract "Organisation, users, roles, tenants"; shapes in shared/org.ts).
import type { MenuRecord, Paged } from '../../../shared/api.js';
import type {
  AssessQuery,
  AssessRow,
  AuditEntry,
  AuditQuery,
  Department,
  DepartmentInput,
  DepartmentPatch,
  Role,
  RoleInput,
  TenantInput,
  TenantRow,
  UserInput,
  UserPatch,
  UserQuery,
  UserRow,
  Watermark,
  WatermarkApply,
  WatermarkInput,
} from '../../../shared/org.js';
import type { TvChannel } from '../../../shared/schedule.js';
import { del, get, patchJson, postJson } from '../http.js';

// Departments
export const getDepartmentTree = () => get<Department[]>('/api/weborganization/listForCombo');
export const createDepartment = (b: DepartmentInput) => postJson<{ id: number }>('/api/weborganization', b);
export const patchDepartment = (id: number, b: DepartmentPatch) =>
  patchJson<unknown>(`/api/weborganization/${id}`, b);
export const deleteDepartment = (id: number) => del<unknown>(`/api/weborganization/${id}`);

// Users
export const getUserPage = (q: UserQuery) => get<Paged<UserRow>>('/api/user', q);
export const createUser = (b: UserInput) => postJson<{ id: number }>('/api/user', b);
export const patchUser = (b: UserPatch) => patchJson<unknown>('/api/user', b);
export const deleteUser = (id: number) => del<unknown>(`/api/user/${id}`);
export const setUserStatus = (id: number, status: number) => postJson<unknown>(`/api/user/${id}/status`, { status });
export const resetUserPassword = (id: number, password: string) => postJson<unknown>(`/api/user/${id}/password`, { password });

// Roles
const R = '/api/web-conf/role/manager';
export const getRolePage = (q: { pageIndex: number; pageSize: number; name?: string }) => get<Paged<Role>>(`${R}/page`, q);
export const createRole = (b: RoleInput) => postJson<{ id: number }>(`${R}/add`, b);
export const editRole = (b: RoleInput) => postJson<unknown>(`${R}/edit`, b);
export const deleteRole = (id: number) => postJson<unknown>(`${R}/delete`, { id });
/** The caller's own menu tree: what a role editor may grant. */
export const getGrantableMenus = () => get<MenuRecord[]>(`${R}/menus`);
export const getTvChannels = () => get<{ list: TvChannel[]; total: number }>('/api/web-manager/live/tv/page', { pageIndex: 1, pageSize: 500 });

// Audit
export const getAuditPage = (q: AuditQuery) => get<Paged<AuditEntry>>('/api/web-conf/audit/page', q);

// Tenants (platform administrators)
const T = '/api/web-basic/platform/tenant';
export const getTenantPage = (q: { pageIndex: number; pageSize: number; keyword?: string }) => get<Paged<TenantRow>>(`${T}/page`, q);
export const createTenant = (b: TenantInput) => postJson<{ id: number }>(`${T}/create`, b);
export const setTenantStatus = (id: number, status: number) => postJson<unknown>(`${T}/status`, { id, status });

// Watermarks
const W = '/api/web-conf/configuration/watermark';
export const getWatermarkPage = (q: { pageIndex: number; pageSize: number }) => get<Paged<Watermark>>(`${W}/page`, q);
export const createWatermark = (b: WatermarkInput) => postJson<{ id: number }>(`${W}/create`, b);
export const updateWatermark = (b: WatermarkInput) => postJson<unknown>(`${W}/update`, b);
export const deleteWatermark = (id: number) => postJson<unknown>(`${W}/delete`, { id });
export const setWatermarkStatus = (b: { id: number; status?: number; isDefault?: number }) => postJson<unknown>(`${W}/status`, b);
export const applyWatermark = (b: WatermarkApply) =>
  postJson<{ previewUrl?: string; fileId?: number; url?: string }>('/api/web-manager/file/manager/watermark', b, { timeout: 300_000 });

// Assessment statistics
export const getAssessPage = (q: AssessQuery) => get<Paged<AssessRow>>('/api/web-statistic/assess/manager/assess/page', q);
