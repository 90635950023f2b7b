// Uploads into an S3-compatible bucket: an upload's multipart upload id, and one row
// per stored part (= chunk) with its MD5 and the ETag the server answered. The database, not
// ListParts, is the truth about which chunks are stored, so any instance can take the next chunk
// and complete the upload. Unused on the local-disk store.
import type { Kysely } from 'kysely';
import { addColumn, big, createTable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'uploads', 'multipart_id', withDefault('varchar(1024)', ''));
  await createTable(db, 'upload_parts', {
    id: false,
    columns: { tenant_id: 'integer', md5: 'varchar(32)', part: 'integer', chunk_md5: 'varchar(32)', etag: 'varchar(128)', size: big },
    primaryKey: { upload_parts_pk: ['tenant_id', 'md5', 'part'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_parts').ifExists().execute();
  await db.schema.alterTable('uploads').dropColumn('multipart_id').execute();
}
