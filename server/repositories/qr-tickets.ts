// QR sign-in tickets, stored by hash only: owns qr_tickets (migration 070-org). A ticket waits,
// is confirmed by a signed-in user, and is consumed once (services/sign-in.ts).
import type { Db } from '../db/schema.js';
import { updatedOne } from './sql-helpers.js';

/** QR sign-in tickets (hash only): waiting, confirmed by a signed-in user, consumed once. */
export function qrTicketsRepo(db: Db) {
  /** One ticket of the tenant, to update. */
  const ticket = (tenantId: number, id: number) => db.updateTable('qr_tickets').where('tenant_id', '=', tenantId).where('id', '=', id);
  return {
    async create(tenantId: number, ticketHash: string, now: number, expiresAt: number, address = '') {
      await db
        .insertInto('qr_tickets')
        .values({ ticket_hash: ticketHash, tenant_id: tenantId, created_at: now, expires_at: expiresAt, user_id: null, confirmed_at: null, consumed_at: null, address })
        .execute();
    },
    /** Tickets issued to the address since `since` (over every tenant: the limit is the address's). */
    async countByAddress(address: string, since: number): Promise<number> {
      const r = await db.selectFrom('qr_tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('address', '=', address).where('created_at', '>=', since).executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    /** Looked up by its hash alone: the ticket is the anonymous poller's only credential. */
    find(ticketHash: string) {
      return db.selectFrom('qr_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
    },
    /** Confirms a waiting, unexpired ticket of the tenant; false when it was not waiting. */
    async confirm(tenantId: number, id: number, userId: number, now: number): Promise<boolean> {
      const r = await ticket(tenantId, id).set({ user_id: userId, confirmed_at: now }).where('confirmed_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      return updatedOne(r);
    },
    /** Consumes a confirmed ticket once; false when already consumed. */
    async consume(tenantId: number, id: number, now: number): Promise<boolean> {
      return updatedOne(await ticket(tenantId, id).set({ consumed_at: now }).where('consumed_at', 'is', null).executeTakeFirst());
    },
    async purge(before: number) {
      await db.deleteFrom('qr_tickets').where('expires_at', '<', before).execute();
    },
  };
}
