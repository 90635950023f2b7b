import type { Kysely } from 'kysely';
import { big, notNull } from './helpers.js';

// Merge locks of uploads as leases (issue 13): a row per (tenant, md5) naming its holder and
// when the lease ends; the holder renews it every second, so a lock whose holder died (kill -9)
// is free again within a few seconds, on SQLite and PostgreSQL alike.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_locks')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', notNull)
    .addColumn('md5', 'varchar(32)', notNull)
    .addColumn('holder', 'varchar(64)', notNull)
    .addColumn('expires_at', big, notNull)
    .addPrimaryKeyConstraint('upload_locks_pk', ['tenant_id', 'md5'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_locks').ifExists().execute();
}
