// The 三审 review chain (contract "Review chain"): per tenant and content type, 1 to 3 review
// levels (review_levels: level from 1, a name such as 初审, the roles that may act at it as a
// JSON array of role ids; no rows for a type: the default one level open to every holder of the
// type's review right). An item records the level now waiting (content_items.review_level, 1
// for every existing item, which therefore behaves as before), and every review act the level it
// was made at and, for a send-back, where to (content_reviews.level, back_to: null for a pass,
// 0 the author, else an earlier level).
import type { Kysely } from 'kysely';
import { addColumn, createTenantTable, nullable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'review_levels', {
    id: false,
    columns: { type: 'integer', level: 'integer', name: 'varchar(40)', role_ids: withDefault('varchar(2000)', '[]') },
    primaryKey: { review_levels_pk: ['tenant_id', 'type', 'level'] },
  });
  await addColumn(db, 'content_items', 'review_level', withDefault('integer', 1));
  await addColumn(db, 'content_reviews', 'level', withDefault('integer', 1));
  await addColumn(db, 'content_reviews', 'back_to', nullable('integer'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_reviews').dropColumn('back_to').execute();
  await db.schema.alterTable('content_reviews').dropColumn('level').execute();
  await db.schema.alterTable('content_items').dropColumn('review_level').execute();
  await db.schema.dropTable('review_levels').ifExists().execute();
}
