// Live tags (keywords) of content items (table content_tags of 160-content-tags).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/schema.js';

/** `content id in (items of the tenant carrying the tag)` for a column holding content ids. */
export function tagMatch(tenantId: number, column: string, tag: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (select content_id from content_tags where tenant_id = ${tenantId} and tag_key = ${tag.toLowerCase()})`;
}

export function contentTagsRepo(db: Db) {
  return {
    /** Replaces an item's live tags (already normalised: shared/content.ts normalizeTags). */
    async set(tenantId: number, contentId: number, tags: readonly string[]): Promise<void> {
      await db.deleteFrom('content_tags').where('tenant_id', '=', tenantId).where('content_id', '=', contentId).execute();
      if (!tags.length) return;
      await db
        .insertInto('content_tags')
        .values(tags.map((tag, sort) => ({ tenant_id: tenantId, content_id: contentId, tag, tag_key: tag.toLowerCase(), sort })))
        .execute();
    },
    /** An item's live tags, in order. */
    async of(tenantId: number, contentId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('content_tags')
        .select('tag')
        .where('tenant_id', '=', tenantId)
        .where('content_id', '=', contentId)
        .orderBy('sort')
        .execute();
      return rows.map((r) => r.tag);
    },
  };
}
