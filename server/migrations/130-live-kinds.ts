import type { Kysely } from 'kysely';

// Programmed live channels of four kinds beside TV (issue 17 part 1): the content type of the
// channel, 6 TV (every channel so far), 7 radio, 8 event live, 10 virtual live.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('live_tvs').addColumn('kind', 'integer', (c) => c.notNull().defaultTo(6)).execute();
  await db.schema.createIndex('live_tvs_kind').ifNotExists().on('live_tvs').columns(['tenant_id', 'kind', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('live_tvs_kind').ifExists().execute();
  await db.schema.alterTable('live_tvs').dropColumn('kind').execute();
}
