// Sessions: owns sessions, where only a token's SHA-256 is stored (lib/tokens.ts); plugins/auth.ts
// looks them up and slides their expiry. Revocations invalidate the auth cache of every instance.
import type { Db } from '../db/schema.js';
import { countRows } from './sql-helpers.js';

export interface SessionLookup {
  sessionId: number;
  tenantId: number;
  userId: number;
  expiresAt: number;
}

/** Sessions: only the SHA-256 of a token is stored. */
export function sessionsRepo(db: Db) {
  /** Ends the tenant's live sessions (narrowed by the caller with more where clauses). */
  const revokeLive = (tenantId: number) =>
    db.updateTable('sessions').set({ revoked_at: Date.now() }).where('tenant_id', '=', tenantId).where('revoked_at', 'is', null);
  return {
    async create(tenantId: number, userId: number, tokenHash: string, ttlMs: number, address: string) {
      const now = Date.now();
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          tenant_id: tenantId,
          user_id: userId,
          created_at: now,
          expires_at: now + ttlMs,
          revoked_at: null,
          address: address.slice(0, 64),
        })
        .execute();
    },
    /** The live session of a token hash: not revoked, not expired, its user and tenant active. */
    async findLive(tokenHash: string, now: number): Promise<SessionLookup | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', (j) => j.onRef('users.id', '=', 'sessions.user_id').onRef('users.tenant_id', '=', 'sessions.tenant_id'))
        .select(['sessions.id as sessionId', 'sessions.tenant_id as tenantId', 'sessions.user_id as userId', 'sessions.expires_at as expiresAt'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 1)
        // A disabled tenant's sessions end (they are revoked too; this is the second lock).
        .where((eb) => eb.exists(eb.selectFrom('tenants').select('tenants.id').whereRef('tenants.id', '=', 'sessions.tenant_id').where('tenants.status', '=', 1)))
        .executeTakeFirst();
      return row ? { ...row, expiresAt: Number(row.expiresAt) } : undefined;
    },
    async extend(tenantId: number, sessionId: number, expiresAt: number) {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('tenant_id', '=', tenantId).where('id', '=', sessionId).execute();
    },
    async revoke(tenantId: number, sessionId: number) {
      await revokeLive(tenantId).where('id', '=', sessionId).execute();
    },
    async revokeAllOfUser(tenantId: number, userId: number) {
      await revokeLive(tenantId).where('user_id', '=', userId).execute();
    },
    async revokeAllOfTenant(tenantId: number) {
      await revokeLive(tenantId).execute();
    },
    async countLive(tenantId: number, now: number) {
      return countRows(db.selectFrom('sessions').where('tenant_id', '=', tenantId).where('revoked_at', 'is', null).where('expires_at', '>', now));
    },
    /** Drops sessions that ended more than a day ago. */
    async purge(now: number) {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', now - 86_400_000), eb('revoked_at', '<', now - 86_400_000)]))
        .execute();
    },
  };
}
