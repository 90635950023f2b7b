// Data scope (contract "Data scope"): a role's `data_scope` (1 all, 2 chosen departments in
// role_depts, 3 own department, 4 own department and below, 5 only own items; default 1 so
// existing roles keep seeing everything) and the department of content items and contributions
// (NULL: none, visible to an all-scope role and to the item's owner only). Content items
// already record their author (creator_id); existing items take their creator's department.
// Tip-offs already carry the department and user they were dispatched to.
import { sql, type Kysely } from 'kysely';
import { addColumn, createIndex, createTenantTable, nullable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'roles', 'data_scope', withDefault('integer', 1));
  await createTenantTable(db, 'role_depts', {
    id: false,
    columns: { role_id: ref('roles.id', 'cascade'), dept_id: 'integer' },
    primaryKey: { role_depts_pk: ['role_id', 'dept_id'] },
  });
  await addColumn(db, 'content_items', 'dept_id', nullable('integer'));
  await addColumn(db, 'contributions', 'dept_id', nullable('integer'));
  await sql`update content_items set dept_id = (
      select u.organization_id from users u
      where u.id = content_items.creator_id and u.tenant_id = content_items.tenant_id and u.organization_id > 0)`.execute(db);
  await createIndex(db, 'content_items_dept', 'content_items', ['tenant_id', 'dept_id']);
  await createIndex(db, 'content_items_creator', 'content_items', ['tenant_id', 'creator_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_items_creator').ifExists().execute();
  await db.schema.dropIndex('content_items_dept').ifExists().execute();
  await db.schema.alterTable('contributions').dropColumn('dept_id').execute();
  await db.schema.alterTable('content_items').dropColumn('dept_id').execute();
  await db.schema.dropTable('role_depts').ifExists().execute();
  await db.schema.alterTable('roles').dropColumn('data_scope').execute();
}
