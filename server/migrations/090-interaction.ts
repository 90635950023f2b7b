// Audience interaction: comments on released items (moderated), forbidden words and
// forbidden users of a tenant.
import type { Kysely } from 'kysely';
import { big, createPublicTable, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createPublicTable(db, 'comments', {
    columns: {
      content_id: ref('content_items.id', 'cascade'),
      nickname: 'varchar(32)',
      content: 'varchar(1000)',
      status: withDefault('integer', 0),
      pinned: withDefault('integer', 0),
      reply: withDefault('varchar(1000)', ''),
      replied_by: withDefault('integer', 0),
    },
    indexes: {
      comments_tenant_status: ['tenant_id', 'status', 'created_at'],
      comments_content: ['content_id', 'status', 'created_at'],
    },
  });

  await createTenantTable(db, 'forbidden_words', {
    columns: { word: 'varchar(64)', norm: 'varchar(64)', created_at: big },
    uniqueIndexes: { forbidden_words_norm: ['tenant_id', 'norm'] },
  });

  await createTenantTable(db, 'forbidden_users', {
    columns: {
      address: 'varchar(64)',
      nickname: withDefault('varchar(32)', ''),
      reason: withDefault('varchar(200)', ''),
      created_by: withDefault('integer', 0),
      created_at: big,
    },
    uniqueIndexes: { forbidden_users_address: ['tenant_id', 'address'] },
  });
}
