// Readers' 关注 of columns from the public page: server/db/follow-schema.ts.
// One row per reader and column (the unique key deduplicates); unfollowing clears `active` and
// keeps the row, so the address index (by last change) serves the per-address rate limit.
import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('column_follows').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('column_id', 'integer', (c) => c.notNull().references('web_columns.id').onDelete('cascade'))
    .addColumn('reader_id', 'varchar(64)', notNull)
    .addColumn('active', 'integer', notNull)
    .addColumn('address', 'varchar(64)', notNull)
    .addColumn('changed_at', big, notNull)
    .addUniqueConstraint('column_follows_once', ['column_id', 'reader_id'])
    .execute();
  await db.schema.createIndex('column_follows_address').ifNotExists().on('column_follows').columns(['address', 'changed_at']).execute();
}

export async function down(): Promise<void> {}
