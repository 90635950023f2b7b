// History of content items (table content_revisions of 156-content-revisions): saved revisions
// with their snapshot, and status changes (note only).
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ContentRevisionTable } from '../db/content-schema.js';

export type ContentRevisionRow = Selectable<ContentRevisionTable>;

export function contentRevisionsRepo(db: Db) {
  /** An item's entries, newest first, with the name of who saved each. */
  const ofItem = (tenantId: number, contentId: number) =>
    db
      .selectFrom('content_revisions')
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'content_revisions.user_id').onRef('users.tenant_id', '=', 'content_revisions.tenant_id'))
      .where('content_revisions.tenant_id', '=', tenantId)
      .where('content_revisions.content_id', '=', contentId)
      .orderBy('content_revisions.id', 'desc');

  return {
    async add(tenantId: number, r: Omit<ContentRevisionRow, 'id' | 'tenant_id' | 'detail'> & { detail?: string }): Promise<void> {
      await db.insertInto('content_revisions').values({ tenant_id: tenantId, ...r }).execute();
    },
    /** The entries of an item, newest first (bounded). */
    list(tenantId: number, contentId: number, limit = 500) {
      return ofItem(tenantId, contentId)
        .select(['content_revisions.revision', 'content_revisions.saved_at', 'content_revisions.user_id', 'content_revisions.note', 'content_revisions.detail', 'users.name as user_name'])
        .limit(limit)
        .execute();
    },
    /** The stored revision (with its snapshot) of an item, and who saved it. */
    snapshot(tenantId: number, contentId: number, revision: number) {
      return ofItem(tenantId, contentId)
        .selectAll('content_revisions')
        .select('users.name as user_name')
        .where('content_revisions.revision', '=', revision)
        .where('content_revisions.snapshot', 'is not', null)
        .executeTakeFirst();
    },
  };
}
