// Merge locks of uploads as leases: a row per (tenant, md5) naming its holder and
// when the lease ends; the holder renews it every second, so a lock whose holder died (kill -9)
// is free again within a few seconds, on SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import { big, createTable } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'upload_locks', {
    id: false,
    columns: { tenant_id: 'integer', md5: 'varchar(32)', holder: 'varchar(64)', expires_at: big },
    primaryKey: { upload_locks_pk: ['tenant_id', 'md5'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_locks').ifExists().execute();
}
