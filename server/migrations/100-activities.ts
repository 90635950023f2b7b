import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Lucky-draw activities (issue 17 part 2): server/db/activity-schema.ts describes the tables.
// A participant wins at most once per activity (unique activity_id, participant_id).
export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: Parameters<typeof notNull>[0]) => c.notNull().references('tenants.id').onDelete('cascade');
  await withId(db, db.schema.createTable('activities').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('draw_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('activities_tenant').ifNotExists().on('activities').columns(['tenant_id', 'id']).execute();

  await withId(db, db.schema.createTable('activity_prizes').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('stock', 'integer', notNull)
    .addColumn('remaining', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema.createIndex('activity_prizes_activity').ifNotExists().on('activity_prizes').columns(['activity_id']).execute();

  await withId(db, db.schema.createTable('activity_participants').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('activity_participants_code', ['activity_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('activity_draws').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('prize_id', 'integer', notNull)
    .addColumn('seq', 'integer', notNull)
    .addColumn('count', 'integer', notNull)
    .addColumn('algorithm', 'varchar(64)', notNull)
    .addColumn('seed', 'varchar(64)', notNull)
    .addColumn('commitment', 'varchar(64)', notNull)
    .addColumn('participants_hash', 'varchar(64)', notNull)
    .addColumn('participant_count', 'integer', notNull)
    .addColumn('participants_json', 'text', notNull)
    .addColumn('result_json', 'text', notNull)
    .addColumn('drawn_by', 'integer', notNull)
    .addColumn('drawn_by_name', 'varchar(64)', notNull)
    .addColumn('drawn_at', big, notNull)
    .addUniqueConstraint('activity_draws_seq', ['activity_id', 'seq'])
    .execute();

  await withId(db, db.schema.createTable('activity_winners').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('activity_draws.id').onDelete('cascade'))
    .addColumn('prize_id', 'integer', notNull)
    .addColumn('participant_id', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('activity_winners_once', ['activity_id', 'participant_id'])
    .execute();
}

export async function down(): Promise<void> {}
