// The menu/route catalogue and what a user's roles grant of it (the route tree of the console):
// owns menus (replaced from seed/menu-catalogue.ts at start-up).
import type { MenuRecord } from '../../shared/api.js';
import type { Db, MenuTable } from '../db/schema.js';
import { heldRoles } from './users.js';

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

/** Menus under this path belong to the platform administrator, never to an all-menus role. */
export const PLATFORM_MENU_PREFIX = '/platform';

/** The menu catalogue and what a user's role grants of it. */
export function menusRepo(db: Db) {
  return {
    /** Menus the user may open: the union of their roles' grants (all for an all-menus role). */
    async grantedTo(tenantId: number, userId: number): Promise<MenuTable[]> {
      const roles = await heldRoles(db, tenantId, userId).select(['roles.id as roleId', 'roles.all_menus as allMenus']).execute();
      if (!roles.length) return [];
      // Every menu, except the platform administrator's (granted to the platform tenant's role only).
      if (roles.some((r) => r.allMenus === 1)) return db.selectFrom('menus').selectAll().where('path', 'not like', `${PLATFORM_MENU_PREFIX}%`).execute();
      return db
        .selectFrom('menus')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('role_menus')
            .select('menu_id')
            .where(
              'role_id',
              'in',
              roles.map((r) => r.roleId),
            ),
        )
        .execute();
    },
    /** The whole catalogue (for the role editor). */
    all(): Promise<MenuTable[]> {
      return db.selectFrom('menus').selectAll().execute();
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

/** Roles moved to roles.ts; kept importable from here. */
export { rolesRepo } from './roles.js';
