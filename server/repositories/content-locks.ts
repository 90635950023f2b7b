// The soft edit locks of content items (table content_locks of 159-content-locks): one holder per
// item, free again once expires_at has passed.
import type { Db } from '../db/schema.js';

export interface ContentLockRow {
  content_id: number;
  user_id: number;
  user_name: string | null;
  expires_at: number;
}

export function contentLocksRepo(db: Db) {
  const withName = (tenantId: number) =>
    db
      .selectFrom('content_locks')
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'content_locks.user_id').onRef('users.tenant_id', '=', 'content_locks.tenant_id'))
      .select(['content_locks.content_id', 'content_locks.user_id', 'content_locks.expires_at', 'users.name as user_name'])
      .where('content_locks.tenant_id', '=', tenantId);

  /** The item's lock row (expired or not), with the holder's name. */
  const get = (tenantId: number, contentId: number): Promise<ContentLockRow | undefined> =>
    withName(tenantId).where('content_locks.content_id', '=', contentId).executeTakeFirst();

  return {
    get,
    /**
     * Takes or renews the lock for `userId` until `expiresAt` in one statement: when nobody holds
     * it, it has expired (`expires_at <= now`), the caller holds it already, or `force` (take-over).
     * Answers the row after the write (someone else's when the lock was not free).
     */
    async take(tenantId: number, contentId: number, userId: number, now: number, expiresAt: number, force: boolean): Promise<ContentLockRow | undefined> {
      await db
        .insertInto('content_locks')
        .values({ tenant_id: tenantId, content_id: contentId, user_id: userId, taken_at: now, expires_at: expiresAt })
        .onConflict((oc) => {
          const update = oc.columns(['tenant_id', 'content_id']).doUpdateSet({ user_id: userId, taken_at: now, expires_at: expiresAt });
          return force ? update : update.where((eb) => eb.or([eb('content_locks.user_id', '=', userId), eb('content_locks.expires_at', '<=', now)]));
        })
        .execute();
      return get(tenantId, contentId);
    },
    /** Frees the item's lock when `userId` holds it; answers whether it did. */
    async release(tenantId: number, contentId: number, userId: number): Promise<boolean> {
      const r = await db
        .deleteFrom('content_locks')
        .where('tenant_id', '=', tenantId)
        .where('content_id', '=', contentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /** The unexpired locks among these items, with their holders' names. */
    held(tenantId: number, contentIds: number[], now: number): Promise<ContentLockRow[]> {
      if (!contentIds.length) return Promise.resolve([]);
      return withName(tenantId).where('content_locks.content_id', 'in', contentIds).where('content_locks.expires_at', '>', now).execute();
    },
  };
}
