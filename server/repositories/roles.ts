// Roles of a tenant: owns roles, role_menus and role_tv_channels (the menus a role grants, or all,
// and its per-TV-channel rights). Writes that change rights invalidate the auth cache
// (plugins/repositories.ts wraps them).
import type { ChannelMode, RoleChannelRight } from '../../shared/org.js';
import type { Db } from '../db/schema.js';
import { heldRoles } from './users.js';
import { insertId } from './sql-helpers.js';

/** Roles of a tenant: sets of menus (or every menu), and per-TV-channel rights. */
export function rolesRepo(db: Db) {
  return {
    async create(tenantId: number, name: string, allMenus: boolean, menuIds: number[] = [], description = '') {
      const id = await insertId(db, 'roles', { tenant_id: tenantId, name, all_menus: allMenus ? 1 : 0, ...(description ? { description } : {}) });
      if (menuIds.length) {
        await db.insertInto('role_menus').values([...new Set(menuIds)].map((menu_id) => ({ role_id: id, menu_id }))).execute();
      }
      return id;
    },
    findByName(tenantId: number, name: string) {
      return db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
    },
    get(tenantId: number, id: number) {
      return db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    list(tenantId: number) {
      return db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
    },
    /** Ids among `ids` that are roles of the tenant. */
    async existing(tenantId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },
    /** Menu ids of roles (tenant-checked). */
    async menuIds(tenantId: number, roleIds: number[]) {
      const map = new Map<number, number[]>();
      if (!roleIds.length) return map;
      const rows = await db
        .selectFrom('role_menus')
        .innerJoin('roles', 'roles.id', 'role_menus.role_id')
        .select(['role_menus.role_id as roleId', 'role_menus.menu_id as menuId'])
        .where('roles.tenant_id', '=', tenantId)
        .where('role_menus.role_id', 'in', roleIds)
        .orderBy('role_menus.menu_id')
        .execute();
      for (const r of rows) map.set(r.roleId, [...(map.get(r.roleId) ?? []), r.menuId]);
      return map;
    },
    /** Ids of the users holding the role. */
    async holders(tenantId: number, roleId: number) {
      const rows = await db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).orderBy('user_id').execute();
      return rows.map((r) => r.user_id);
    },
    async userCounts(tenantId: number) {
      const rows = await db
        .selectFrom('user_roles')
        .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('role_id')
        .execute();
      return new Map(rows.map((r) => [r.role_id, Number(r.n)]));
    },
    async channels(tenantId: number, roleIds: number[]) {
      const map = new Map<number, RoleChannelRight[]>();
      if (!roleIds.length) return map;
      const rows = await db
        .selectFrom('role_tv_channels')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('role_id', 'in', roleIds)
        .orderBy('live_tv_id')
        .execute();
      for (const r of rows) map.set(r.role_id, [...(map.get(r.role_id) ?? []), { liveTvId: r.live_tv_id, mode: r.mode as ChannelMode }]);
      return map;
    },
    /** Sets a role's one-line description. */
    async setDescription(tenantId: number, id: number, description: string) {
      await db.updateTable('roles').set({ description }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Replaces name, description, menus and channel rights of a role (call inside a transaction). */
    async update(tenantId: number, id: number, r: { name: string; description: string; menuIds: number[]; channels: RoleChannelRight[] }) {
      await db.updateTable('roles').set({ name: r.name, description: r.description }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      await db.deleteFrom('role_menus').where('role_id', '=', id).execute();
      const ids = [...new Set(r.menuIds)];
      if (ids.length) await db.insertInto('role_menus').values(ids.map((menu_id) => ({ role_id: id, menu_id }))).execute();
      await this.setChannels(tenantId, id, r.channels);
    },
    async setChannels(tenantId: number, id: number, channels: RoleChannelRight[]) {
      await db.deleteFrom('role_tv_channels').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      const seen = new Map(channels.map((c) => [c.liveTvId, c.mode]));
      if (seen.size) {
        await db
          .insertInto('role_tv_channels')
          .values([...seen].map(([live_tv_id, mode]) => ({ tenant_id: tenantId, role_id: id, live_tv_id, mode })))
          .execute();
      }
    },
    /** Data scope and chosen departments of roles (tenant-checked). */
    async scopes(tenantId: number, roleIds: number[]): Promise<Map<number, { dataScope: number; deptIds: number[] }>> {
      const map = new Map<number, { dataScope: number; deptIds: number[] }>();
      if (!roleIds.length) return map;
      const rows = await db.selectFrom('roles').select(['id', 'data_scope']).where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute();
      for (const r of rows) map.set(r.id, { dataScope: Number(r.data_scope), deptIds: [] });
      const depts = await db
        .selectFrom('role_depts')
        .select(['role_id', 'dept_id'])
        .where('tenant_id', '=', tenantId)
        .where('role_id', 'in', roleIds)
        .orderBy('dept_id')
        .execute();
      for (const d of depts) map.get(d.role_id)?.deptIds.push(d.dept_id);
      return map;
    },
    /** Replaces a role's data scope and chosen departments (call inside a transaction). */
    async setScope(tenantId: number, id: number, dataScope: number, deptIds: number[]) {
      await db.updateTable('roles').set({ data_scope: dataScope }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      await db.deleteFrom('role_depts').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      const ids = dataScope === 2 ? [...new Set(deptIds)] : [];
      if (ids.length) await db.insertInto('role_depts').values(ids.map((dept_id) => ({ tenant_id: tenantId, role_id: id, dept_id }))).execute();
    },
    /** The data scopes of a user's roles with their chosen departments, and the user's own department (0: none). */
    async scopesOfUser(tenantId: number, userId: number) {
      const roleIds = (await heldRoles(db, tenantId, userId).select('roles.id as id').execute()).map((r) => r.id);
      const user = await db.selectFrom('users').select('organization_id').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
      return { roles: [...(await this.scopes(tenantId, roleIds)).values()], organizationId: Number(user?.organization_id ?? 0) };
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('role_depts').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      await db.deleteFrom('role_tv_channels').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      await db.deleteFrom('role_menus').where('role_id', '=', id).execute();
      await db.deleteFrom('roles').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /**
     * The TV-channel rights of a user: null when one of their roles is unrestricted (no channel
     * list, every channel editable); otherwise each listed channel's best mode.
     */
    async channelRightsOfUser(tenantId: number, userId: number): Promise<Map<number, ChannelMode> | null> {
      const roles = await heldRoles(db, tenantId, userId).select(['roles.id as id', 'roles.all_menus as allMenus']).execute();
      if (roles.some((r) => r.allMenus === 1)) return null;
      const byRole = await this.channels(
        tenantId,
        roles.map((r) => r.id),
      );
      if (roles.some((r) => !byRole.get(r.id)?.length)) return null;
      const best = new Map<number, ChannelMode>();
      for (const list of byRole.values()) {
        for (const c of list) if (best.get(c.liveTvId) !== 'edit') best.set(c.liveTvId, c.mode);
      }
      return best;
    },
  };
}
