// Who may manage whom (docs/security.md). A user changes, resets, disables, deletes or re-roles
// another user only when every menu the target holds is one the caller holds too (a holder of the
// system administrator role, which grants every menu, manages everyone); the same for editing or
// deleting a role. Nobody disables, deletes or strips the last enabled holder of the system
// administrator role. Self-service (the personal centre) is not concerned.
import type { FastifyInstance } from 'fastify';
import { ORG_TEXTS } from '../../shared/org.js';
import { conflict, forbidden } from '../lib/errors.js';
import type { Repos } from '../plugins/repositories.js';
import { heldMenuIds } from './org-users.js';

/** Whether every menu of `target` is one of `held` ('all': the system administrator role). */
export function withinMenus(held: Set<number> | 'all', target: Set<number> | Iterable<number> | 'all'): boolean {
  if (held === 'all') return true;
  if (target === 'all') return false;
  for (const id of target) if (!held.has(id)) return false;
  return true;
}

/** 403 unless the target user's menus are within the manager's own. */
export async function assertMayManageUser(app: FastifyInstance, tenantId: number, managerId: number, targetId: number): Promise<void> {
  const held = await heldMenuIds(app, tenantId, managerId);
  if (held === 'all') return;
  if (!withinMenus(held, await heldMenuIds(app, tenantId, targetId))) throw forbidden(ORG_TEXTS.userExceedsManager);
}

/** 403 unless the role's menus (as they are now) are within the editor's own. */
export async function assertMayEditRole(app: FastifyInstance, tenantId: number, editorId: number, role: { id: number; all_menus: number }): Promise<void> {
  const held = await heldMenuIds(app, tenantId, editorId);
  if (held === 'all') return;
  const menus = role.all_menus === 1 ? 'all' : ((await app.repos.roles.menuIds(tenantId, [role.id])).get(role.id) ?? []);
  if (!withinMenus(held, menus)) throw forbidden(ORG_TEXTS.roleBeyondEditor);
}

/** Whether the user is an enabled holder of the system administrator role (before a change). */
export async function isActiveAdministrator(app: FastifyInstance, tenantId: number, user: { id: number; status: number }): Promise<boolean> {
  return user.status === 1 && (await app.repos.users.isAdministrator(tenantId, user.id));
}

/**
 * Run inside the change's transaction, after its writes: when the target was an enabled
 * administrator and the tenant has none left, 409 (and the transaction rolls back).
 */
export async function assertAdministratorRemains(tx: Repos, tenantId: number, targetWasAdministrator: boolean): Promise<void> {
  if (targetWasAdministrator && (await tx.users.activeAdministrators(tenantId)) === 0) throw conflict(ORG_TEXTS.lastAdministrator);
}
