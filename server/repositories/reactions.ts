// Readers' 点赞 / 收藏 on released items and the views counted per reader and hour: owns
// reader_reactions and reader_views (migrations 140-reactions, 157-public-abuse).
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
    /** Reactions of one kind added to the item in [from, to) (the readers of a folded message's hour). */
    countBetween: (contentId: number, kind: string, from: number, to: number) =>
      countRows(of(contentId, kind).where('created_at', '>=', from).where('created_at', '<', to)),
    async has(contentId: number, kind: string, readerId: string) {
      return !!(await of(contentId, kind).select('id').where('reader_id', '=', readerId).executeTakeFirst());
    },
    /** Reactions of one kind the address added on one item since. */
    byAddressOnItem: (contentId: number, kind: string, address: string, since: number) =>
      countRows(of(contentId, kind).where('address', '=', address).where('created_at', '>=', since)),
    /** Views of the item counted from the address in this hour. */
    viewsFromAddress: (contentId: number, address: string, hour: number) =>
      countRows(db.selectFrom('reader_views').where('content_id', '=', contentId).where('address', '=', address).where('hour', '=', hour)),
    /** Marks the reader's view of the item in this hour; false when it was counted already. */
    async markView(tenantId: number, v: { contentId: number; readerId: string; address: string; hour: number }) {
      const res = await db
        .insertInto('reader_views')
        .values({ tenant_id: tenantId, content_id: v.contentId, reader_id: v.readerId, address: v.address, hour: v.hour })
        .onConflict((oc) => oc.columns(['content_id', 'reader_id', 'hour']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!res;
    },
    /** Drops the view marks of hours before `hour` (housekeeping; no tenant: every tenant's marks expire alike). */
    async purgeViews(hour: number) {
      await db.deleteFrom('reader_views').where('hour', '<', hour).execute();
    },
    /** Reactions the address added since (over every item and kind). */
    recentByAddress: (address: string, since: number) =>
      countRows(db.selectFrom('reader_reactions').where('address', '=', address).where('created_at', '>=', since)),
  };
}
