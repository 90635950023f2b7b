// SMS sign-in codes, stored by hash only, with their tries: owns sms_codes (migration 070-org).
// Used by services/sign-in.ts.
import type { Db } from '../db/schema.js';
import { updatedOne } from './sql-helpers.js';

/** SMS sign-in codes (hash only), with their tries. */
export function smsCodesRepo(db: Db) {
  /** One code of the tenant, to update. */
  const code = (tenantId: number, id: number) => db.updateTable('sms_codes').where('tenant_id', '=', tenantId).where('id', '=', id);
  return {
    async create(tenantId: number, c: { mobile: string; codeHash: string; address: string; createdAt: number; expiresAt: number }) {
      await db
        .insertInto('sms_codes')
        .values({
          tenant_id: tenantId,
          mobile: c.mobile,
          code_hash: c.codeHash,
          address: c.address.slice(0, 64),
          created_at: c.createdAt,
          expires_at: c.expiresAt,
          tries: 0,
          used_at: null,
        })
        .execute();
    },
    /** The newest code of a number that is unused and unexpired. */
    latestLive(tenantId: number, mobile: string, now: number) {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },
    async addTry(tenantId: number, id: number) {
      await code(tenantId, id).set((eb) => ({ tries: eb('tries', '+', 1) })).execute();
    },
    /** Marks a code used; false when it was used meanwhile (replay). */
    async use(tenantId: number, id: number, now: number): Promise<boolean> {
      return updatedOne(await code(tenantId, id).set({ used_at: now }).where('used_at', 'is', null).executeTakeFirst());
    },
    async purge(before: number) {
      await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
    },
  };
}
