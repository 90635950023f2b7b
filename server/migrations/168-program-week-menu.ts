// 一周节目单 (menu 152, /contentManagement/cloudLiveBroadcast/programWeek, hidden): the week view
// of a channel, reached from the programme editor (151). Every role of every tenant that holds the
// editor is given the week view as well; the menu row itself comes from the catalogue upsert at
// start-up. Values are written out: a migration stays as it ran.
import type { Kysely } from 'kysely';

const EDITOR = 151;
const WEEK = 152;

export async function up(db: Kysely<any>): Promise<void> {
  const holders = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', EDITOR).execute();
  const already = new Set((await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', WEEK).execute()).map((r) => Number(r.role_id)));
  const missing = [...new Set(holders.map((r) => Number(r.role_id)))].filter((id) => !already.has(id));
  if (missing.length) await db.insertInto('role_menus').values(missing.map((role_id) => ({ role_id, menu_id: WEEK }))).execute();
}

export async function down(): Promise<void> {}
