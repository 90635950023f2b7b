import type { Db } from '../db/schema.js';

/** SMS sign-in codes (hash only), with their tries. */
export function smsCodesRepo(db: Db) {
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
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    /** Marks a code used; false when it was used meanwhile (replay). */
    async use(tenantId: number, id: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async purge(before: number) {
      await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
    },
  };
}
