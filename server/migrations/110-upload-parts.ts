import type { Kysely } from 'kysely';
import { big, notNull } from './helpers.js';

// Uploads into an S3-compatible bucket (issue 18): an upload's multipart upload id, and one row
// per stored part (= chunk) with its MD5 and the ETag the server answered. The database, not
// ListParts, is the truth about which chunks are stored, so any instance can take the next chunk
// and complete the upload. Unused on the local-disk store.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('multipart_id', 'varchar(1024)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createTable('upload_parts')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('md5', 'varchar(32)', notNull)
    .addColumn('part', 'integer', notNull)
    .addColumn('chunk_md5', 'varchar(32)', notNull)
    .addColumn('etag', 'varchar(128)', notNull)
    .addColumn('size', big, notNull)
    .addPrimaryKeyConstraint('upload_parts_pk', ['tenant_id', 'md5', 'part'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_parts').ifExists().execute();
  await db.schema.alterTable('uploads').dropColumn('multipart_id').execute();
}
