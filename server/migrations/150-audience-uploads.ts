// Upload tickets of the public contribution page: server/db/contribution-schema.ts.
// One row per ticket (its token kept only as a SHA-256 digest), the library files uploaded with
// it and the contribution that used it; the address index serves the per-address ticket limit.
import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audience_uploads').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('address', 'varchar(64)', notNull)
    .addColumn('file_ids', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('contribution_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .execute();
  await db.schema.createIndex('audience_uploads_address').ifNotExists().on('audience_uploads').columns(['address', 'created_at']).execute();
  await db.schema.createIndex('audience_uploads_tenant').ifNotExists().on('audience_uploads').columns(['tenant_id', 'created_at']).execute();
}

export async function down(): Promise<void> {}
