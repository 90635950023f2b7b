// Assessment statistics (routes/web-statistic/assess.ts): per user, the content created, reviewed
// and released in a time range. Read-only aggregates; it owns no table.
import type { Db } from '../db/schema.js';
import { scopedContentIds, type DataScope } from './data-scope.js';

type Counts = Map<number, number>;
type CountedTable = 'content_items' | 'content_reviews' | 'releases';
type UserColumn = 'creator_id' | 'reviewer_id' | 'publisher_id';

/**
 * Assessment statistics: per-user counts of content created, reviewed and released in a time
 * range. Read-only aggregates over the content tables (owned by their repositories).
 */
export function assessRepo(db: Db) {
  const toMap = (rows: { userId: number; n: number | string | bigint }[]): Counts => new Map(rows.map((r) => [Number(r.userId), Number(r.n)]));
  /** How many rows of `table` each user (its `userColumn`) made in [from, to). */
  const perUser = (table: CountedTable, userColumn: UserColumn, tenantId: number, from: number, to: number, scope?: DataScope) => {
    // only items within the caller's data scope are counted (an item's own id, or the item a review or release is of)
    const scoped = scopedContentIds(scope, tenantId, table === 'content_items' ? 'content_items.id' : `${table}.content_id`);
    return db
      .selectFrom(table)
      .select([`${userColumn} as userId`, (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .$if(!!scoped, (q) => q.where(scoped!))
      .groupBy(userColumn)
      .execute();
  };
  return {
    /** The counts per user, of items within `scope` when given. */
    async countsByUser(tenantId: number, from: number, to: number, scope?: DataScope): Promise<{ created: Counts; reviewed: Counts; released: Counts }> {
      const [created, reviewed, released] = await Promise.all([
        perUser('content_items', 'creator_id', tenantId, from, to, scope),
        perUser('content_reviews', 'reviewer_id', tenantId, from, to, scope),
        perUser('releases', 'publisher_id', tenantId, from, to, scope),
      ]);
      return { created: toMap(created), reviewed: toMap(reviewed), released: toMap(released) };
    },
  };
}
