// Programmed live channels of four kinds beside TV: the content type of the
// channel, 6 TV (every channel so far), 7 radio, 8 event live, 10 virtual live.
import type { Kysely } from 'kysely';
import { addColumn, createIndex, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'live_tvs', 'kind', withDefault('integer', 6));
  await createIndex(db, 'live_tvs_kind', 'live_tvs', ['tenant_id', 'kind', 'sort']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('live_tvs_kind').ifExists().execute();
  await db.schema.alterTable('live_tvs').dropColumn('kind').execute();
}
