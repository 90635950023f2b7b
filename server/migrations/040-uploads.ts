// Incomplete chunked uploads, one per tenant and content MD5 (chunks are on disk).
import type { Kysely } from 'kysely';
import { big, createTenantTable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'uploads', {
    columns: {
      md5: 'varchar(32)',
      chunk_count: withDefault('integer', 0),
      file_name: withDefault('varchar(255)', ''),
      library_id: withDefault('integer', 0),
      created_by: withDefault('integer', 0),
      created_at: big,
      touched_at: big,
    },
    unique: { uploads_tenant_md5: ['tenant_id', 'md5'] },
    indexes: { uploads_touched: ['touched_at'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
