// The shop terminal menu has the spec's id 829 (spec 001 §2 "menu id 829 goes to
// /terminal/shop/list"); it was seeded as 41. Roles and shortcuts that held 41 keep the entry.
// The catalogue upsert at start-up replaces the menu row itself.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const held = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', 829).execute();
  const skip = held.map((r) => r.role_id as number);
  let update = db.updateTable('role_menus').set({ menu_id: 829 }).where('menu_id', '=', 41);
  if (skip.length) update = update.where('role_id', 'not in', skip);
  await update.execute();
  await db.deleteFrom('role_menus').where('menu_id', '=', 41).execute();
  await db.updateTable('shortcuts').set({ menu_id: 829 }).where('menu_id', '=', 41).execute();
}

export async function down(): Promise<void> {}
