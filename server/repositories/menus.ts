import type { MenuRecord } from '../../shared/api.js';
import type { Db, MenuTable } from '../db/schema.js';

export function toMenuRecord(m: MenuTable): MenuRecord {
  return {
    comMicsId: m.id,
    comMicsPid: m.pid,
    comMicsPath: m.path,
    comMicsRedirect: m.redirect,
    comMicsShow: m.show,
    comMicsShowMenu: m.show_menu,
    comMicsShowBar: m.show_bar,
    comMicsFore: m.fore,
    comMicsComponent: m.component,
    comMicsTag: m.tag,
    comMicsShowJump: m.show_jump,
    webMicsName: m.name,
    webMicsLevelTwo: m.level_two,
    resourceId: m.resource_id,
    perms: m.perms ? m.perms.split(',').filter(Boolean) : [],
    icon: m.icon,
    children: [],
  };
}

/** Builds the tree from flat rows; a child whose parent is not granted is dropped. */
export function buildTree(rows: MenuTable[]): MenuRecord[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byId = new Map(sorted.map((m) => [m.id, toMenuRecord(m)]));
  const roots: MenuRecord[] = [];
  for (const m of sorted) {
    const rec = byId.get(m.id)!;
    if (m.pid === 0) roots.push(rec);
    else byId.get(m.pid)?.children.push(rec);
  }
  return roots;
}

/** The menu catalogue and what a user's role grants of it. */
export function menusRepo(db: Db) {
  return {
    /** Menus the user may open (their role's grants, or all for an all-menus role). */
    async grantedTo(tenantId: number, userId: number): Promise<MenuTable[]> {
      const user = await db
        .selectFrom('users')
        .leftJoin('roles', (j) => j.onRef('roles.id', '=', 'users.role_id').onRef('roles.tenant_id', '=', 'users.tenant_id'))
        .select(['users.role_id as roleId', 'roles.all_menus as allMenus'])
        .where('users.tenant_id', '=', tenantId)
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!user?.roleId) return [];
      if (user.allMenus === 1) return db.selectFrom('menus').selectAll().execute();
      return db
        .selectFrom('menus')
        .innerJoin('role_menus', 'role_menus.menu_id', 'menus.id')
        .selectAll('menus')
        .where('role_menus.role_id', '=', user.roleId)
        .execute();
    },
    async treeFor(tenantId: number, userId: number): Promise<MenuRecord[]> {
      return buildTree(await this.grantedTo(tenantId, userId));
    },
    /** Inserts or updates the catalogue (run at every start: the catalogue grows with the product). */
    async upsertCatalogue(menus: MenuTable[]) {
      for (const m of menus) {
        await db
          .insertInto('menus')
          .values(m)
          .onConflict((oc) => oc.column('id').doUpdateSet({ ...m }))
          .execute();
      }
      const ids = menus.map((m) => m.id);
      if (ids.length) await db.deleteFrom('menus').where('id', 'not in', ids).execute();
    },
  };
}

export function rolesRepo(db: Db) {
  return {
    async create(tenantId: number, name: string, allMenus: boolean, menuIds: number[] = []) {
      const row = await db
        .insertInto('roles')
        .values({ tenant_id: tenantId, name, all_menus: allMenus ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (menuIds.length) {
        await db.insertInto('role_menus').values(menuIds.map((menu_id) => ({ role_id: row.id, menu_id }))).execute();
      }
      return row.id;
    },
    findByName(tenantId: number, name: string) {
      return db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
    },
  };
}
