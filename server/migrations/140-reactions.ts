// Readers' 点赞 / 收藏 on released items: server/db/reaction-schema.ts.
// One row per reader, item and kind (the unique key deduplicates); the address index serves
// the per-address rate limit.
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'reader_reactions', {
    columns: {
      kind: 'varchar(16)',
      content_id: ref('content_items.id', 'cascade'),
      reader_id: 'varchar(64)',
      address: 'varchar(64)',
      created_at: big,
    },
    unique: { reader_reactions_once: ['content_id', 'kind', 'reader_id'] },
    indexes: { reader_reactions_address: ['address', 'created_at'] },
  });
}

export async function down(): Promise<void> {}
