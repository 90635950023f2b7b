// A user's shortcut entries on the home page (at most nine, in their order): owns shortcuts.
import type { ShortcutEntry } from '../../shared/api.js';
import type { Db } from '../db/schema.js';

/** A user's shortcut entries (at most nine), in their order. */
export function shortcutsRepo(db: Db) {
  return {
    async list(tenantId: number, userId: number): Promise<ShortcutEntry[]> {
      const rows = await db
        .selectFrom('shortcuts')
        .innerJoin('menus', 'menus.id', 'shortcuts.menu_id')
        .select(['menus.id', 'menus.name', 'menus.path', 'menus.resource_id'])
        .where('shortcuts.tenant_id', '=', tenantId)
        .where('shortcuts.user_id', '=', userId)
        .orderBy('shortcuts.sort')
        .execute();
      return rows.map((r) => ({ comMicsId: r.id, comMicsName: r.name, path: r.path, resourceId: r.resource_id }));
    },
    async replace(tenantId: number, userId: number, menuIds: number[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('shortcuts').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
        if (menuIds.length) {
          await trx
            .insertInto('shortcuts')
            .values(menuIds.map((menu_id, sort) => ({ tenant_id: tenantId, user_id: userId, menu_id, sort })))
            .execute();
        }
      });
    },
  };
}
