import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Readers' 点赞 / 收藏 on released items (issue 16 item 6): server/db/reaction-schema.ts.
// One row per reader, item and kind (the unique key deduplicates); the address index serves
// the per-address rate limit.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('reader_reactions').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('reader_id', 'varchar(64)', notNull)
    .addColumn('address', 'varchar(64)', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('reader_reactions_once', ['content_id', 'kind', 'reader_id'])
    .execute();
  await db.schema.createIndex('reader_reactions_address').ifNotExists().on('reader_reactions').columns(['address', 'created_at']).execute();
}

export async function down(): Promise<void> {}
