// The soft edit lock of a content item (server/db/content-schema.ts, docs/content.md "Edit lock
// and presence"): at most one holder per item, free again once `expires_at` has passed; the row
// goes with its item.
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'content_locks', {
    id: false,
    columns: {
      content_id: ref('content_items.id', 'cascade'),
      user_id: 'integer',
      taken_at: big,
      expires_at: big,
    },
    primaryKey: { content_locks_pk: ['tenant_id', 'content_id'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_locks').ifExists().execute();
}
