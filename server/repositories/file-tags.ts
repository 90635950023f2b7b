// The tenant's file tags of the media library (pinned ones first): owns file_tags (migration
// 021-media-library). Every function takes the tenant id first.
import type { Db } from '../db/schema.js';
import { containsText, pageWithTotal } from './sql-helpers.js';

/** The tenant's file tags (pinned ones first). */
export function fileTagsRepo(db: Db) {
  return {
    async page(tenantId: number, f: { keyword?: string; pageIndex: number; pageSize: number }) {
      let q = db.selectFrom('file_tags').where('tenant_id', '=', tenantId);
      if (f.keyword) q = q.where(containsText('name', f.keyword));
      const { rows, total } = await pageWithTotal(q, f, (page) => page.selectAll().orderBy('top', 'desc').orderBy('id', 'desc'));
      return { list: rows, total };
    },
    async get(tenantId: number, id: number) {
      return db.selectFrom('file_tags').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async byName(tenantId: number, name: string) {
      return db.selectFrom('file_tags').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
    },
    async create(tenantId: number, name: string) {
      return db.insertInto('file_tags').values({ tenant_id: tenantId, name, top: 0, created_at: Date.now() }).returningAll().executeTakeFirstOrThrow();
    },
    /** Adds the names that are not tags yet (when files are tagged). */
    async ensure(tenantId: number, names: string[]) {
      for (const name of names) {
        await db
          .insertInto('file_tags')
          .values({ tenant_id: tenantId, name, top: 0, created_at: Date.now() })
          .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
          .execute();
      }
    },
    async update(tenantId: number, id: number, set: { name?: string; top?: number }) {
      await db.updateTable('file_tags').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Deletes the tenant's tags among `ids`; answers how many were deleted. */
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('file_tags').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
