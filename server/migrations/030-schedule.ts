import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// TV channels (liveTvId), their programme days (one row a saved day, carrying the revision that
// save must match) and the entries of each day. Entry times are seconds from the day's midnight.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('live_tvs').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('live_tvs_tenant').ifNotExists().on('live_tvs').columns(['tenant_id', 'name']).execute();

  await withId(db, db.schema.createTable('live_program_days').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('tv_id', 'integer', (c) => c.notNull().references('live_tvs.id').onDelete('cascade'))
    .addColumn('play_day', 'varchar(8)', notNull)
    .addColumn('revision', 'integer', notNull)
    .addColumn('updated_at', big, notNull)
    .addColumn('updated_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('live_program_days_day', ['tenant_id', 'tv_id', 'play_day'])
    .execute();

  await withId(db, db.schema.createTable('live_programs').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('tv_id', 'integer', (c) => c.notNull().references('live_tvs.id').onDelete('cascade'))
    .addColumn('play_day', 'varchar(8)', notNull)
    .addColumn('seq', 'integer', notNull)
    .addColumn('start_s', 'integer', notNull)
    .addColumn('end_s', 'integer', notNull)
    .addColumn('program_id', 'integer', notNull)
    .addColumn('program_name', 'varchar(255)', notNull)
    .addColumn('address_type', 'integer', notNull)
    .addColumn('address', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_duration', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('live_programs_day')
    .ifNotExists()
    .on('live_programs')
    .columns(['tenant_id', 'tv_id', 'play_day', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_programs', 'live_program_days', 'live_tvs']) await db.schema.dropTable(t).ifExists().execute();
}
