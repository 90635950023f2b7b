// Programme templates (contract "Programme metadata, fixed starts, week view, templates"): a
// channel's saved day kept under a name (工作日模板, 周末模板, 春节特别编排) and applied later to a
// date range on chosen weekdays. The entries are kept as one JSON text (seconds from midnight,
// the material and its metadata), so a template is a snapshot that later edits of the day do
// not change; the count and covered seconds are kept beside it for the list.
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'live_templates', {
    columns: {
      tv_id: ref('live_tvs.id', 'cascade'),
      name: 'varchar(64)',
      from_day: 'varchar(8)',
      total: withDefault('integer', 0),
      seconds: withDefault('integer', 0),
      entries: 'text',
      created_at: big,
      created_by: withDefault('integer', 0),
    },
    unique: { live_templates_name: ['tenant_id', 'tv_id', 'name'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_templates').ifExists().execute();
}
