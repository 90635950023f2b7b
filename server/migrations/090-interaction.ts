import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Audience interaction (issue 16): comments on released items (moderated), forbidden words and
// forbidden users of a tenant.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('comments').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('nickname', 'varchar(32)', notNull)
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('replied_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('comments_tenant_status').ifNotExists().on('comments').columns(['tenant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('comments_content').ifNotExists().on('comments').columns(['content_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('comments_address').ifNotExists().on('comments').columns(['address', 'created_at']).execute();

  await withId(db, db.schema.createTable('forbidden_words').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('word', 'varchar(64)', notNull)
    .addColumn('norm', 'varchar(64)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('forbidden_words_norm').ifNotExists().unique().on('forbidden_words').columns(['tenant_id', 'norm']).execute();

  await withId(db, db.schema.createTable('forbidden_users').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('address', 'varchar(64)', notNull)
    .addColumn('nickname', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('forbidden_users_address').ifNotExists().unique().on('forbidden_users').columns(['tenant_id', 'address']).execute();
}
