import type { Db } from '../db/schema.js';

/** QR sign-in tickets (hash only): waiting, confirmed by a signed-in user, consumed once. */
export function qrTicketsRepo(db: Db) {
  return {
    async create(tenantId: number, ticketHash: string, now: number, expiresAt: number) {
      await db
        .insertInto('qr_tickets')
        .values({ ticket_hash: ticketHash, tenant_id: tenantId, created_at: now, expires_at: expiresAt, user_id: null, confirmed_at: null, consumed_at: null })
        .execute();
    },
    /** Looked up by its hash alone: the ticket is the anonymous poller's only credential. */
    find(ticketHash: string) {
      return db.selectFrom('qr_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
    },
    /** Confirms a waiting, unexpired ticket of the tenant; false when it was not waiting. */
    async confirm(tenantId: number, id: number, userId: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('qr_tickets')
        .set({ user_id: userId, confirmed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Consumes a confirmed ticket once; false when already consumed. */
    async consume(tenantId: number, id: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('qr_tickets')
        .set({ consumed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async purge(before: number) {
      await db.deleteFrom('qr_tickets').where('expires_at', '<', before).execute();
    },
  };
}
