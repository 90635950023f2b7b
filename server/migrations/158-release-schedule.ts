// Scheduled release and take-down. A release row with `publish_at` > 0 is scheduled: readers do
// not see it until the job sets `publish_at` back to 0; `take_down_at` > 0 is when it is taken
// down. `scheduled_jobs` is the durable queue of due work (server/services/scheduled-jobs.ts):
// every instance polls it and a job runs once, in the transaction that deletes it.
import type { Kysely } from 'kysely';
import { addColumn, big, createIndex, createTenantTable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'releases', 'publish_at', withDefault(big, 0));
  await addColumn(db, 'releases', 'take_down_at', withDefault(big, 0));
  await createIndex(db, 'releases_item_schedule', 'releases', ['content_id', 'publish_at']);
  await createTenantTable(db, 'scheduled_jobs', {
    columns: {
      kind: 'varchar(40)',
      ref_id: 'integer',
      due_at: big,
      attempts: withDefault('integer', 0),
      last_error: withDefault('varchar(500)', ''),
      created_at: big,
    },
    indexes: { scheduled_jobs_due: ['due_at', 'id'], scheduled_jobs_ref: ['kind', 'ref_id'] },
  });
}

export async function down(): Promise<void> {}
