// File tags, the media URL signing key, live servers and live channels (passageways).
import type { Kysely } from 'kysely';
import { big, createTable, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'file_tags', {
    columns: { name: 'varchar(64)', top: withDefault('integer', 0), created_at: big },
    unique: { file_tags_tenant_name: ['tenant_id', 'name'] },
  });

  // One row (id 1): the HMAC key of signed media URLs, shared by every instance on this store.
  await createTable(db, 'media_keys', {
    id: false,
    columns: { id: { type: 'integer', primaryKey: true }, secret: 'varchar(128)', created_at: big },
  });

  await createTenantTable(db, 'live_servers', {
    columns: {
      name: 'varchar(64)',
      host: 'varchar(128)',
      rtmp_port: 'integer',
      http_port: 'integer',
      port_min: 'integer',
      port_max: 'integer',
      max_channels: 'integer',
      created_at: big,
    },
  });

  await createTenantTable(db, 'live_passageways', {
    columns: {
      server_id: ref('live_servers.id'),
      name: 'varchar(64)',
      type: 'integer',
      state: withDefault('integer', 0),
      port: 'integer',
      stream_key: 'varchar(64)',
      pull_url: withDefault('varchar(512)', ''),
      equipment: withDefault('varchar(128)', ''),
      description: withDefault('varchar(512)', ''),
      created_at: big,
      updated_at: big,
    },
    indexes: { live_passageways_tenant: ['tenant_id', 'type', 'state'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_passageways', 'live_servers', 'media_keys', 'file_tags']) await db.schema.dropTable(t).ifExists().execute();
}
