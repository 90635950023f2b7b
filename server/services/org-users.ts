// Users of the organisation: their list rows, what a granter may hand out, and ending a user's
// (or a whole tenant's) sessions and sockets at once.
import type { FastifyInstance } from 'fastify';
import type { DepartmentRef, UserRow } from '../../shared/org.js';
import { ORG_TEXTS } from '../../shared/org.js';
import { rightsFrame } from '../../shared/rights-frame.js';
import type { UserTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import { badRequest, forbidden, found } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import type { DepartmentRow } from '../repositories/departments.js';

/** The address of a user's avatar picture, from its resource id. */
export function avatarPath(avatar: string): string {
  // an uploaded avatar (avatar/upload) is stored as its address already
  if (avatar.startsWith('/')) return avatar;
  return avatar ? `/api/web-manager/file/manager/redirect/${encodeURIComponent(avatar)}/2` : '';
}

/** The path from the top department down to `id` (empty when none or unknown). */
export function departmentPath(byId: Map<number, DepartmentRow>, id: number): DepartmentRef[] {
  const path: DepartmentRef[] = [];
  const seen = new Set<number>();
  let d = byId.get(id);
  while (d && !seen.has(d.id)) {
    seen.add(d.id);
    path.unshift({ id: d.id, name: d.name });
    d = d.parent_id ? byId.get(d.parent_id) : undefined;
  }
  return path;
}

/** A department and all its descendants. */
export function withDescendants(rows: DepartmentRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const d of rows) if (d.parent_id === out[i] && !out.includes(d.id)) out.push(d.id);
  return out;
}

/**
 * The tenant's departments, kept in the auth cache like the data scopes that depend on them
 * (department writes invalidate the tenant: plugins/repositories.ts). Do not change the rows.
 */
export function departmentsOf(app: FastifyInstance, tenantId: number): Promise<DepartmentRow[]> {
  return app.authCache.bucket<DepartmentRow[]>('departments').get(`${tenantId}`, tenantId, () => app.repos.departments.list(tenantId));
}

export async function userRows(app: FastifyInstance, tenantId: number, users: Selectable<UserTable>[]): Promise<UserRow[]> {
  const [departments, roles] = await Promise.all([
    departmentsOf(app, tenantId),
    app.repos.users.rolesOf(
      tenantId,
      users.map((u) => u.id),
    ),
  ]);
  const byId = new Map(departments.map((d) => [d.id, d]));
  return users.map((u) => {
    const path = departmentPath(byId, u.organization_id);
    const own = roles.get(u.id) ?? [];
    return {
      id: u.id,
      account: u.account,
      name: u.name,
      mobile: u.mobile,
      email: u.email,
      status: u.status,
      organizationId: u.organization_id,
      organizationName: path.at(-1)?.name ?? '',
      departments: JSON.stringify(path),
      roleIds: own.map((r) => r.id),
      roleNames: own.map((r) => r.name),
      avatar: u.avatar,
      avatarPath: avatarPath(u.avatar),
      createdAt: Number(u.created_at),
      lastLoginAt: u.last_login_at === null ? null : Number(u.last_login_at),
    };
  });
}

/** Menu ids the user holds, or 'all' when one of their roles holds every menu. */
export async function heldMenuIds(app: FastifyInstance, tenantId: number, userId: number): Promise<Set<number> | 'all'> {
  if (await app.repos.users.isAdministrator(tenantId, userId)) return 'all';
  return new Set((await app.repos.menus.grantedTo(tenantId, userId)).map((m) => m.id));
}

/** Refuses (403) handing out menus the granter does not hold. */
export async function assertMayGrant(app: FastifyInstance, tenantId: number, granterId: number, menuIds: number[], allMenus = false) {
  const held = await heldMenuIds(app, tenantId, granterId);
  if (held === 'all') return;
  if (allMenus || menuIds.some((id) => !held.has(id))) throw forbidden(ORG_TEXTS.roleExceedsGranter);
}

/** Refuses (403) giving a user roles whose menus the granter does not hold. */
export async function assertMayAssignRoles(app: FastifyInstance, tenantId: number, granterId: number, roleIds: number[]) {
  if (!roleIds.length) return;
  const held = await heldMenuIds(app, tenantId, granterId);
  if (held === 'all') return;
  const roles = await app.repos.roles.list(tenantId);
  if (roles.some((r) => roleIds.includes(r.id) && r.all_menus === 1)) throw forbidden(ORG_TEXTS.roleExceedsGranter);
  const menus = await app.repos.roles.menuIds(tenantId, roleIds);
  for (const ids of menus.values()) if (ids.some((id) => !held.has(id))) throw forbidden(ORG_TEXTS.roleExceedsGranter);
}

/** Ends every session and message-centre socket of a user. */
export async function revokeUser(app: FastifyInstance, tenantId: number, userId: number): Promise<void> {
  await app.repos.sessions.revokeAllOfUser(tenantId, userId);
  await app.realtime?.publish({ kind: 'close', tenantId, userIds: [userId] });
}

/**
 * A user's own password change, once `oldPassword` is verified (400 otherwise): the new one
 * stored and every token and socket of the user ended at once.
 */
export async function changeOwnPassword(app: FastifyInstance, tenantId: number, userId: number, oldPassword: string, password: string): Promise<void> {
  const user = await found(app.repos.users.get(tenantId, userId), ORG_TEXTS.userNotFound);
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw badRequest(ORG_TEXTS.oldPasswordWrong);
  await app.repos.users.setPassword(tenantId, userId, await hashPassword(password));
  await revokeUser(app, tenantId, userId);
}

/** Ends one session (logout) and the message-centre sockets opened with it, on every instance. */
export async function revokeSession(app: FastifyInstance, tenantId: number, userId: number, sessionId: number): Promise<void> {
  await app.repos.sessions.revoke(tenantId, sessionId);
  await app.realtime?.publish({ kind: 'close', tenantId, userIds: [userId], sessionId });
}

/**
 * Tells the message-centre sockets of these users (every instance) that their rights changed
 * (shared/rights-frame.ts), after the change is stored: their consoles reload the route tree.
 * A failure is logged, never thrown (the change itself is done).
 */
export async function pushRightsChanged(app: FastifyInstance, tenantId: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  try {
    await app.realtime?.publish({ kind: 'user', tenantId, userIds: [...new Set(userIds)], data: rightsFrame(Date.now()) });
  } catch (err) {
    app.log.warn({ err }, 'rights change not pushed');
  }
}

/** Ends every session and message-centre socket of a tenant. */
export async function revokeTenant(app: FastifyInstance, tenantId: number): Promise<void> {
  await app.repos.sessions.revokeAllOfTenant(tenantId);
  await app.realtime?.publish({ kind: 'close', tenantId, userIds: 'all' });
}
