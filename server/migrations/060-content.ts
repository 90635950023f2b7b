import { sql, type Kysely } from 'kysely';
import { big, isPostgres, notNull, withId } from './helpers.js';

// Content production, review and release: items, their files, review history, search text,
// view counts, release columns and releases. Search: FTS5 on SQLite, tsvector + GIN on PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db, db.schema.createTable('content_items').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'integer', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_file_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addColumn('submitted_at', big)
    .addColumn('reviewed_at', big)
    .addColumn('views', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('content_items_list').ifNotExists().on('content_items').columns(['tenant_id', 'type', 'status', 'created_at']).execute();
  await db.schema.createIndex('content_items_created').ifNotExists().on('content_items').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('content_files')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .addPrimaryKeyConstraint('content_files_pk', ['content_id', 'file_id'])
    .execute();

  await withId(db, db.schema.createTable('content_reviews').ifNotExists())
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', notNull)
    .addColumn('pass', 'integer', notNull)
    .addColumn('opinion', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('content_reviews_item').ifNotExists().on('content_reviews').columns(['content_id', 'created_at']).execute();

  await db.schema
    .createTable('content_search')
    .ifNotExists()
    .addColumn('content_id', 'integer', (c) => c.primaryKey().references('content_items.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('words', 'text', notNull)
    .addColumn('chars', 'text', notNull)
    .execute();
  if (pg) {
    await sql`alter table content_search add column if not exists words_tsv tsvector generated always as (to_tsvector('simple', words)) stored`.execute(db);
    await sql`alter table content_search add column if not exists chars_tsv tsvector generated always as (to_tsvector('simple', chars)) stored`.execute(db);
    await sql`create index if not exists content_search_words on content_search using gin (words_tsv)`.execute(db);
    await sql`create index if not exists content_search_chars on content_search using gin (chars_tsv)`.execute(db);
  } else {
    await sql`create virtual table if not exists content_fts using fts5(words, chars, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  }

  await db.schema
    .createTable('content_view_days')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('day', 'integer', notNull)
    .addColumn('views', 'integer', notNull)
    .addPrimaryKeyConstraint('content_view_days_pk', ['content_id', 'day'])
    .execute();
  await db.schema.createIndex('content_view_days_day').ifNotExists().on('content_view_days').columns(['tenant_id', 'day']).execute();

  await withId(db, db.schema.createTable('web_columns').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('portal', 'varchar(8)', notNull)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('web_columns_tree').ifNotExists().on('web_columns').columns(['tenant_id', 'portal', 'parent_id']).execute();

  await withId(db, db.schema.createTable('releases').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('column_id', 'integer', (c) => c.notNull().references('web_columns.id'))
    .addColumn('portal', 'varchar(8)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publisher_id', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('releases_column_item', ['column_id', 'content_id'])
    .execute();
  await db.schema.createIndex('releases_column_list').ifNotExists().on('releases').columns(['tenant_id', 'column_id', 'top', 'order_num']).execute();
  await db.schema.createIndex('releases_tenant_time').ifNotExists().on('releases').columns(['tenant_id', 'created_at']).execute();
  await db.schema.createIndex('releases_type_time').ifNotExists().on('releases').columns(['tenant_id', 'type', 'created_at']).execute();
  await db.schema.createIndex('releases_item').ifNotExists().on('releases').columns(['content_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists content_fts`.execute(db);
  for (const t of ['releases', 'web_columns', 'content_view_days', 'content_search', 'content_reviews', 'content_files', 'content_items']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
