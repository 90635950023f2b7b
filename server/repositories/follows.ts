// Readers' 关注 of release columns from the public page: owns column_follows (migration
// 145-follows); an unfollow keeps its row for the per-address rate limit.
import type { Db } from '../db/schema.js';
import { countRows } from './sql-helpers.js';

/** Readers' 关注 of columns (table `column_follows`). */
export function followsRepo(db: Db) {
  const active = (columnId: number) => db.selectFrom('column_follows').where('column_id', '=', columnId).where('active', '=', 1);
  return {
    /**
     * Sets whether the reader follows the column; answers whether that changed anything
     * (false: the reader already followed, or did not follow, as asked).
     */
    async set(tenantId: number, f: { columnId: number; readerId: string; address: string; follow: boolean }) {
      const now = Date.now();
      const on = f.follow ? 1 : 0;
      const changed = await db
        .updateTable('column_follows')
        .set({ active: on, address: f.address, changed_at: now })
        .where('column_id', '=', f.columnId)
        .where('reader_id', '=', f.readerId)
        .where('active', '<>', on)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows)) return true;
      if (!f.follow) return false;
      const res = await db
        .insertInto('column_follows')
        .values({ tenant_id: tenantId, column_id: f.columnId, reader_id: f.readerId, active: 1, address: f.address, changed_at: now })
        .onConflict((oc) => oc.columns(['column_id', 'reader_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!res;
    },
    count: (columnId: number) => countRows(active(columnId)),
    /** Readers who (re)followed the column in [from, to) and still follow it (a folded message's hour). */
    countFollowedBetween: (columnId: number, from: number, to: number) =>
      countRows(active(columnId).where('changed_at', '>=', from).where('changed_at', '<', to)),
    async has(columnId: number, readerId: string) {
      return !!(await active(columnId).select('id').where('reader_id', '=', readerId).executeTakeFirst());
    },
    /** Follows the address changed since (over every column; one per reader and column). */
    recentByAddress: (address: string, since: number) =>
      countRows(db.selectFrom('column_follows').where('address', '=', address).where('changed_at', '>=', since)),
  };
}
