import type { Db } from '../db/schema.js';

/** An administrator: a user whose role grants every menu (the seeded 系统管理员). */
export async function isAdministrator(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', (j) => j.onRef('roles.id', '=', 'users.role_id').onRef('roles.tenant_id', '=', 'users.tenant_id'))
    .select('roles.all_menus')
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.all_menus === 1;
}
