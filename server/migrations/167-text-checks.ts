// Smart audit and proofreading (docs/proofreading.md): a history entry's `detail` (smart audit's
// 仍要提交 records the words found and the reason), and each tenant's own proofreading
// dictionary (易错词 → 正确写法, with a note), unique per tenant by the wrong form.
import type { Kysely } from 'kysely';
import { addColumn, big, createTenantTable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'content_revisions', 'detail', withDefault('varchar(500)', ''));
  await createTenantTable(db, 'proofread_words', {
    columns: { wrong: 'varchar(32)', correct: 'varchar(32)', note: withDefault('varchar(200)', ''), created_at: big },
    uniqueIndexes: { proofread_words_wrong: ['tenant_id', 'wrong'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('proofread_words').ifExists().execute();
}
