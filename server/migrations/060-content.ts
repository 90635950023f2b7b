// Content production, review and release: items, their files, review history, search text,
// view counts, release columns and releases. Search: FTS5 on SQLite, tsvector + GIN on PostgreSQL.
import { sql, type Kysely } from 'kysely';
import { big, createTable, createTenantTable, isPostgres, nullable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await createTenantTable(db, 'content_items', {
    columns: {
      type: 'integer',
      title: 'varchar(200)',
      summary: withDefault('varchar(1000)', ''),
      body: withDefault('text', ''),
      cover_file_id: withDefault('integer', 0),
      link_url: withDefault('varchar(2048)', ''),
      author: withDefault('varchar(64)', ''),
      source: withDefault('varchar(128)', ''),
      status: withDefault('integer', 0),
      creator_id: 'integer',
      created_at: big,
      updated_at: big,
      submitted_at: nullable(big),
      reviewed_at: nullable(big),
      views: withDefault(big, 0),
    },
    indexes: {
      content_items_list: ['tenant_id', 'type', 'status', 'created_at'],
      content_items_created: ['tenant_id', 'created_at'],
    },
  });

  await createTable(db, 'content_files', {
    id: false,
    columns: { tenant_id: 'integer', content_id: ref('content_items.id', 'cascade'), file_id: 'integer', sort: 'integer' },
    primaryKey: { content_files_pk: ['content_id', 'file_id'] },
  });

  await createTable(db, 'content_reviews', {
    columns: {
      tenant_id: 'integer',
      content_id: ref('content_items.id', 'cascade'),
      reviewer_id: 'integer',
      pass: 'integer',
      opinion: withDefault('varchar(1000)', ''),
      created_at: big,
    },
    indexes: { content_reviews_item: ['content_id', 'created_at'] },
  });

  await createTable(db, 'content_search', {
    id: false,
    columns: {
      content_id: { type: 'integer', primaryKey: true, references: 'content_items.id', onDelete: 'cascade' },
      tenant_id: 'integer',
      words: 'text',
      chars: 'text',
    },
  });
  if (pg) {
    await sql`alter table content_search add column if not exists words_tsv tsvector generated always as (to_tsvector('simple', words)) stored`.execute(db);
    await sql`alter table content_search add column if not exists chars_tsv tsvector generated always as (to_tsvector('simple', chars)) stored`.execute(db);
    await sql`create index if not exists content_search_words on content_search using gin (words_tsv)`.execute(db);
    await sql`create index if not exists content_search_chars on content_search using gin (chars_tsv)`.execute(db);
  } else {
    await sql`create virtual table if not exists content_fts using fts5(words, chars, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  }

  await createTable(db, 'content_view_days', {
    id: false,
    columns: { tenant_id: 'integer', content_id: ref('content_items.id', 'cascade'), day: 'integer', views: 'integer' },
    primaryKey: { content_view_days_pk: ['content_id', 'day'] },
    indexes: { content_view_days_day: ['tenant_id', 'day'] },
  });

  await createTenantTable(db, 'web_columns', {
    columns: {
      portal: 'varchar(8)',
      parent_id: withDefault('integer', 0),
      name: 'varchar(64)',
      order_num: withDefault('integer', 0),
      created_at: big,
    },
    indexes: { web_columns_tree: ['tenant_id', 'portal', 'parent_id'] },
  });

  await createTenantTable(db, 'releases', {
    columns: {
      content_id: ref('content_items.id', 'cascade'),
      column_id: ref('web_columns.id'),
      portal: 'varchar(8)',
      type: 'integer',
      top: withDefault('integer', 0),
      order_num: withDefault('integer', 0),
      publisher_id: 'integer',
      created_at: big,
    },
    unique: { releases_column_item: ['column_id', 'content_id'] },
    indexes: {
      releases_column_list: ['tenant_id', 'column_id', 'top', 'order_num'],
      releases_tenant_time: ['tenant_id', 'created_at'],
      releases_type_time: ['tenant_id', 'type', 'created_at'],
      releases_item: ['content_id'],
    },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists content_fts`.execute(db);
  for (const t of ['releases', 'web_columns', 'content_view_days', 'content_search', 'content_reviews', 'content_files', 'content_items']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
