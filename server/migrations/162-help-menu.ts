// 状态图评审 (menu 250) moves out of 系统设置 (30) into a new top-level group 帮助 (251) as 流程图
// (/help/diagrams). A page is routed only under a granted parent (server/repositories/menus.ts
// buildTree), so every role of every tenant that held 250 is given 251 as well; the menu rows
// themselves are moved here too (the catalogue upsert at start-up writes the same rows again).
// Roles, shortcuts and open tabs keep working: the menu id stays 250, and the console redirects
// the old address (shared/help.ts MOVED_PATHS). Values are written out: a migration stays as it ran.
import type { Kysely } from 'kysely';

const PAGE = 250;
const GROUP = 251;

export async function up(db: Kysely<any>): Promise<void> {
  const holders = await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', PAGE).execute();
  const already = new Set((await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', GROUP).execute()).map((r) => Number(r.role_id)));
  const missing = [...new Set(holders.map((r) => Number(r.role_id)))].filter((id) => !already.has(id));
  if (missing.length) await db.insertInto('role_menus').values(missing.map((role_id) => ({ role_id, menu_id: GROUP }))).execute();

  // A store seeded by an earlier version has the page under 系统设置; a new one has no menus yet.
  if (!(await db.selectFrom('menus').select('id').where('id', '=', PAGE).executeTakeFirst())) return;
  if (!(await db.selectFrom('menus').select('id').where('id', '=', GROUP).executeTakeFirst())) {
    await db
      .insertInto('menus')
      .values({ id: GROUP, pid: 0, path: '/help', redirect: '/help/diagrams', name: '帮助', show: 1, show_menu: 1, show_bar: 0, fore: 0, component: '', tag: '', show_jump: 0, level_two: 0, resource_id: 0, sort: 990, icon: 'Question', perms: '' })
      .execute();
  }
  await db.updateTable('menus').set({ pid: GROUP, path: '/help/diagrams', name: '流程图', icon: 'Flowchart' }).where('id', '=', PAGE).execute();
}

export async function down(): Promise<void> {}
