// The signing key of media URLs (services/media-urls.ts): owns media_keys, one row for every
// tenant and instance, so its functions take no tenant id.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema.js';

/**
 * The signing key of the media URLs (table media_keys, one row, id 1), shared by every tenant and
 * every instance on the store: a system table, so these functions take no tenant id.
 */
export function mediaKeysRepo(db: Db) {
  return {
    /** The secret (base64url), created on first use; concurrent first uses agree on one. */
    async secret(now = Date.now()): Promise<string> {
      await db
        .insertInto('media_keys')
        .values({ id: 1, secret: randomBytes(32).toString('base64url'), created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db.selectFrom('media_keys').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
      return row.secret;
    },
  };
}
