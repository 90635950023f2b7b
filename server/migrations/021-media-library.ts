import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// File tags, the media URL signing key, live servers and live channels (passageways).
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('file_tags').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('file_tags_tenant_name', ['tenant_id', 'name'])
    .execute();

  // One row (id 1): the HMAC key of signed media URLs, shared by every instance on this store.
  await db.schema
    .createTable('media_keys')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('live_servers').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('host', 'varchar(128)', notNull)
    .addColumn('rtmp_port', 'integer', notNull)
    .addColumn('http_port', 'integer', notNull)
    .addColumn('port_min', 'integer', notNull)
    .addColumn('port_max', 'integer', notNull)
    .addColumn('max_channels', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('live_passageways').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('server_id', 'integer', (c) => c.notNull().references('live_servers.id'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('port', 'integer', notNull)
    .addColumn('stream_key', 'varchar(64)', notNull)
    .addColumn('pull_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('equipment', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('live_passageways_tenant').ifNotExists().on('live_passageways').columns(['tenant_id', 'type', 'state']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_passageways', 'live_servers', 'media_keys', 'file_tags']) await db.schema.dropTable(t).ifExists().execute();
}
