import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Incomplete chunked uploads, one per tenant and content MD5 (chunks are on disk).
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('uploads').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('md5', 'varchar(32)', notNull)
    .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('library_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('touched_at', big, notNull)
    .addUniqueConstraint('uploads_tenant_md5', ['tenant_id', 'md5'])
    .execute();
  await db.schema.createIndex('uploads_touched').ifNotExists().on('uploads').column('touched_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
