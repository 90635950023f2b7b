import type { Db } from '../db/schema.js';

export function usersRepo(db: Db) {
  return {
    findByAccount(tenantId: number, account: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('account', '=', account)
        .executeTakeFirst();
    },
    get(tenantId: number, userId: number) {
      return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
    },
    async create(
      tenantId: number,
      u: { account: string; name: string; passwordHash: string; roleId: number | null; mobile?: string; email?: string },
    ) {
      const row = await db
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          role_id: u.roleId,
          account: u.account,
          name: u.name,
          password_hash: u.passwordHash,
          avatar: '',
          mobile: u.mobile ?? '',
          email: u.email ?? '',
          status: 1,
          created_at: Date.now(),
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async setPassword(tenantId: number, userId: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
    },
    async touchLogin(tenantId: number, userId: number, at: number) {
      await db.updateTable('users').set({ last_login_at: at }).where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
    },
    async count(tenantId: number) {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
