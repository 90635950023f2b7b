// Live version and working copy, revisions: server/db/content-schema.ts.
// content_items.revision counts the stored changes of the working copy; update_status is the
// pending update of a published item (null none, 0 draft, 1 waiting, 2 rejected) whose fields are
// the snapshot of content_revisions at content_items.revision, while the row keeps serving the
// live (last approved) version. content_revisions is the history: one row per saved revision
// (with its snapshot) and per status change (note, no snapshot).
import type { Kysely } from 'kysely';
import { addColumn, big, createTenantTable, nullable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'content_items', 'revision', withDefault('integer', 0));
  await addColumn(db, 'content_items', 'update_status', nullable('integer'));
  await addColumn(db, 'content_items', 'update_opinion', withDefault('varchar(1000)', ''));
  await createTenantTable(db, 'content_revisions', {
    columns: {
      content_id: ref('content_items.id', 'cascade'),
      revision: 'integer',
      user_id: 'integer',
      saved_at: big,
      note: withDefault('varchar(32)', ''),
      snapshot: nullable('text'),
    },
    indexes: { content_revisions_item: ['content_id', 'revision'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_revisions').ifExists().execute();
  for (const c of ['update_opinion', 'update_status', 'revision']) await db.schema.alterTable('content_items').dropColumn(c).execute();
}
