// Tags (keywords) of content items: server/db/content-schema.ts. One row per live tag of an item
// (the row's version readers see; a pending update keeps its tags in its revision snapshot until
// approved). `tag_key` is the tag in lower case: search by tag matches it exactly.
import type { Kysely } from 'kysely';
import { createTenantTable, ref } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'content_tags', {
    columns: {
      content_id: ref('content_items.id', 'cascade'),
      tag: 'varchar(64)',
      tag_key: 'varchar(64)',
      sort: 'integer',
    },
    indexes: { content_tags_key: ['tenant_id', 'tag_key'], content_tags_item: ['content_id'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_tags').ifExists().execute();
}
