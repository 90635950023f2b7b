// Merge locks of chunked uploads as leases: owns upload_locks (migration 041-upload-locks). A
// holder that dies stops renewing, so its lock frees itself within the lease time.
import type { Db } from '../db/schema.js';

/**
 * Merge locks of uploads as leases (the upload_locks table). A lease is taken when
 * free or expired, renewed by its holder while it works, and released at the end; a holder that
 * dies stops renewing, so its lease ends by itself within the lease time.
 */
export function uploadLocksRepo(db: Db) {
  return {
    /** Takes the lease when it is free or expired; true when `holder` now holds it. */
    async acquire(tenantId: number, md5: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
      await db.deleteFrom('upload_locks').where('tenant_id', '=', tenantId).where('md5', '=', md5).where('expires_at', '<', now).execute();
      const rows = await db
        .insertInto('upload_locks')
        .values({ tenant_id: tenantId, md5, holder, expires_at: now + leaseMs })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5']).doNothing())
        .returning('holder')
        .execute();
      return rows.length === 1;
    },
    /** Extends the holder's lease; false when it was lost (expired and taken by another). */
    async renew(tenantId: number, md5: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
      const r = await db
        .updateTable('upload_locks')
        .set({ expires_at: now + leaseMs })
        .where('tenant_id', '=', tenantId)
        .where('md5', '=', md5)
        .where('holder', '=', holder)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async release(tenantId: number, md5: string, holder: string): Promise<void> {
      await db.deleteFrom('upload_locks').where('tenant_id', '=', tenantId).where('md5', '=', md5).where('holder', '=', holder).execute();
    },
    /** The lease of an upload, if any (tests and the crash check). */
    async get(tenantId: number, md5: string) {
      return db.selectFrom('upload_locks').selectAll().where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
    },
    /** Leases that ended (across tenants by design: the sweep). */
    async purgeExpired(now: number): Promise<number> {
      const r = await db.deleteFrom('upload_locks').where('expires_at', '<', now).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
