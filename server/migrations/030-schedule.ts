// TV channels (liveTvId), their programme days (one row a saved day, carrying the revision that
// save must match) and the entries of each day. Entry times are seconds from the day's midnight.
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'live_tvs', {
    columns: {
      name: 'varchar(64)',
      description: withDefault('varchar(512)', ''),
      cover: withDefault('varchar(512)', ''),
      state: withDefault('integer', 1),
      sort: withDefault('integer', 0),
      created_at: big,
      updated_at: big,
    },
    indexes: { live_tvs_tenant: ['tenant_id', 'name'] },
  });

  await createTenantTable(db, 'live_program_days', {
    columns: {
      tv_id: ref('live_tvs.id', 'cascade'),
      play_day: 'varchar(8)',
      revision: 'integer',
      updated_at: big,
      updated_by: withDefault('integer', 0),
    },
    unique: { live_program_days_day: ['tenant_id', 'tv_id', 'play_day'] },
  });

  await createTenantTable(db, 'live_programs', {
    columns: {
      tv_id: ref('live_tvs.id', 'cascade'),
      play_day: 'varchar(8)',
      seq: 'integer',
      start_s: 'integer',
      end_s: 'integer',
      program_id: 'integer',
      program_name: 'varchar(255)',
      address_type: 'integer',
      address: withDefault('varchar(1024)', ''),
      file_duration: withDefault('real', 0),
    },
    indexes: { live_programs_day: ['tenant_id', 'tv_id', 'play_day', 'seq'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_programs', 'live_program_days', 'live_tvs']) await db.schema.dropTable(t).ifExists().execute();
}
