// Tenants: owns tenants. Finding a tenant by its domain is how an anonymous request (login, the
// public pages) learns its tenant.
import type { Db } from '../db/schema.js';
import { insertId } from './sql-helpers.js';

/** Tenants. Finding a tenant by its domain is how an anonymous request learns its tenant. */
export function tenantsRepo(db: Db) {
  return {
    findByDomain(domainName: string) {
      return db.selectFrom('tenants').selectAll().where('domain_name', '=', domainName.trim().toLowerCase()).executeTakeFirst();
    },
    get(tenantId: number) {
      return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
    },
    /** Every tenant with its user count (platform administration). */
    async list() {
      return db
        .selectFrom('tenants')
        .select((eb) => [
          'tenants.id',
          'tenants.domain_name',
          'tenants.name',
          'tenants.status',
          'tenants.created_at',
          eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).whereRef('users.tenant_id', '=', 'tenants.id').as('user_count'),
        ])
        .orderBy('tenants.id')
        .execute();
    },
    async setStatus(tenantId: number, status: number) {
      await db.updateTable('tenants').set({ status }).where('id', '=', tenantId).execute();
    },
    async setIm(tenantId: number, imAccount: string, imSecretEnc: string) {
      await db.updateTable('tenants').set({ im_account: imAccount, im_secret_enc: imSecretEnc }).where('id', '=', tenantId).execute();
    },
    async create(domainName: string, name: string) {
      return insertId(db, 'tenants', { domain_name: domainName.toLowerCase(), name, created_at: Date.now() });
    },
  };
}
