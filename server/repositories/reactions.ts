import type { Db } from '../db/schema.js';
import { countRows } from './sql-helpers.js';

/** Readers' 点赞 / 收藏 on released items (table `reader_reactions`). */
export function reactionsRepo(db: Db) {
  const of = (contentId: number, kind: string) => db.selectFrom('reader_reactions').where('content_id', '=', contentId).where('kind', '=', kind);
  return {
    /** Adds the reader's reaction; false when the reader had it already. */
    async add(tenantId: number, r: { kind: string; contentId: number; readerId: string; address: string }) {
      const res = await db
        .insertInto('reader_reactions')
        .values({ tenant_id: tenantId, kind: r.kind, content_id: r.contentId, reader_id: r.readerId, address: r.address, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['content_id', 'kind', 'reader_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!res;
    },
    count: (contentId: number, kind: string) => countRows(of(contentId, kind)),
    async has(contentId: number, kind: string, readerId: string) {
      return !!(await of(contentId, kind).select('id').where('reader_id', '=', readerId).executeTakeFirst());
    },
    /** Reactions the address added since (over every item and kind). */
    recentByAddress: (address: string, since: number) =>
      countRows(db.selectFrom('reader_reactions').where('address', '=', address).where('created_at', '>=', since)),
  };
}
