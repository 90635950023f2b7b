import type { Db } from '../db/schema.js';

/** Tenants. Finding a tenant by its domain is how an anonymous request learns its tenant. */
export function tenantsRepo(db: Db) {
  return {
    findByDomain(domainName: string) {
      return db.selectFrom('tenants').selectAll().where('domain_name', '=', domainName.trim().toLowerCase()).executeTakeFirst();
    },
    get(tenantId: number) {
      return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
    },
    async create(domainName: string, name: string) {
      const row = await db
        .insertInto('tenants')
        .values({ domain_name: domainName.toLowerCase(), name, created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
