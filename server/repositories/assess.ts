import type { Db } from '../db/schema.js';

type Counts = Map<number, number>;

/**
 * Assessment statistics: per-user counts of content created, reviewed and released in a time
 * range. Read-only aggregates over the content tables (owned by their repositories).
 */
export function assessRepo(db: Db) {
  const toMap = (rows: { userId: number; n: number | string | bigint }[]): Counts => new Map(rows.map((r) => [Number(r.userId), Number(r.n)]));
  return {
    async countsByUser(tenantId: number, from: number, to: number): Promise<{ created: Counts; reviewed: Counts; released: Counts }> {
      const [created, reviewed, released] = await Promise.all([
        db
          .selectFrom('content_items')
          .select(['creator_id as userId', (eb) => eb.fn.countAll<number>().as('n')])
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('creator_id')
          .execute(),
        db
          .selectFrom('content_reviews')
          .select(['reviewer_id as userId', (eb) => eb.fn.countAll<number>().as('n')])
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('reviewer_id')
          .execute(),
        db
          .selectFrom('releases')
          .select(['publisher_id as userId', (eb) => eb.fn.countAll<number>().as('n')])
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('publisher_id')
          .execute(),
      ]);
      return { created: toMap(created), reviewed: toMap(reviewed), released: toMap(released) };
    },
  };
}
