// Lucky-draw activities: server/db/activity-schema.ts describes the tables.
// A participant wins at most once per activity (unique activity_id, participant_id).
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const activityId = ref('activities.id', 'cascade');
  await createTenantTable(db, 'activities', {
    columns: {
      kind: 'varchar(16)',
      name: 'varchar(64)',
      description: withDefault('varchar(500)', ''),
      draw_seq: withDefault('integer', 0),
      created_by: 'integer',
      created_at: big,
      updated_at: big,
    },
    indexes: { activities_tenant: ['tenant_id', 'id'] },
  });

  await createTenantTable(db, 'activity_prizes', {
    columns: { activity_id: activityId, name: 'varchar(64)', stock: 'integer', remaining: 'integer', sort: 'integer' },
    indexes: { activity_prizes_activity: ['activity_id'] },
  });

  await createTenantTable(db, 'activity_participants', {
    columns: { activity_id: activityId, code: 'varchar(64)', name: withDefault('varchar(64)', '') },
    unique: { activity_participants_code: ['activity_id', 'code'] },
  });

  await createTenantTable(db, 'activity_draws', {
    columns: {
      activity_id: activityId,
      prize_id: 'integer',
      seq: 'integer',
      count: 'integer',
      algorithm: 'varchar(64)',
      seed: 'varchar(64)',
      commitment: 'varchar(64)',
      participants_hash: 'varchar(64)',
      participant_count: 'integer',
      participants_json: 'text',
      result_json: 'text',
      drawn_by: 'integer',
      drawn_by_name: 'varchar(64)',
      drawn_at: big,
    },
    unique: { activity_draws_seq: ['activity_id', 'seq'] },
  });

  await createTenantTable(db, 'activity_winners', {
    columns: {
      activity_id: activityId,
      draw_id: ref('activity_draws.id', 'cascade'),
      prize_id: 'integer',
      participant_id: 'integer',
      created_at: big,
    },
    unique: { activity_winners_once: ['activity_id', 'participant_id'] },
  });
}

export async function down(): Promise<void> {}
