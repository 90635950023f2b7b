// Accounts unique regardless of case and width: users.account_key holds
// accountKey(account) (NFKC, lower case) under a unique index per tenant. Accounts that already
// look alike (`admin` beside `Admin`) are not renamed: the first (lowest id) keeps the key, the
// others keep a null key (their sign-in is unchanged) and each is recorded in account_lookalikes
// and logged, for an administrator to settle. New and renamed accounts are checked by key.
import type { Kysely } from 'kysely';
import { accountKey } from '../../shared/org.js';
import { addColumn, big, createIndex, createTenantTable, nullable } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'users', 'account_key', nullable('varchar(128)'));
  await keyAccounts(db);
}

/**
 * Gives every unkeyed account its key, or records it as a look-alike of the key's holder (once);
 * then the unique index. Answers the look-alikes found by this run.
 */
export async function keyAccounts(db: Kysely<any>): Promise<{ userId: number; account: string; holderAccount: string }[]> {
  await createTenantTable(db, 'account_lookalikes', {
    columns: {
      user_id: 'integer',
      account: 'varchar(64)',
      account_key: 'varchar(128)',
      holder_user_id: 'integer',
      holder_account: 'varchar(64)',
      found_at: big,
    },
    indexes: { account_lookalikes_tenant: ['tenant_id'] },
  });
  type Row = { id: number; tenant_id: number; account: string; account_key: string | null };
  const users = (await db.selectFrom('users').select(['id', 'tenant_id', 'account', 'account_key']).orderBy('tenant_id').orderBy('id').execute()) as Row[];
  const recorded = new Set(((await db.selectFrom('account_lookalikes').select('user_id').execute()) as { user_id: number }[]).map((r) => r.user_id));
  const holders = new Map<string, { id: number; account: string }>();
  // Holders already keyed first (a later run), then the lowest id.
  for (const u of users) if (u.account_key) holders.set(`${u.tenant_id}:${u.account_key}`, { id: u.id, account: u.account });
  const found: { userId: number; account: string; holderAccount: string }[] = [];
  const now = Date.now();
  for (const u of users) {
    if (u.account_key) continue;
    const key = accountKey(u.account);
    const holder = holders.get(`${u.tenant_id}:${key}`);
    if (!holder) {
      holders.set(`${u.tenant_id}:${key}`, { id: u.id, account: u.account });
      await db.updateTable('users').set({ account_key: key }).where('id', '=', u.id).execute();
      continue;
    }
    if (recorded.has(u.id)) continue;
    found.push({ userId: u.id, account: u.account, holderAccount: holder.account });
    await db
      .insertInto('account_lookalikes')
      .values({ tenant_id: u.tenant_id, user_id: u.id, account: u.account, account_key: key, holder_user_id: holder.id, holder_account: holder.account, found_at: now })
      .execute();
    console.warn(`[migration 155] tenant ${u.tenant_id}: account "${u.account}" (user ${u.id}) looks like "${holder.account}" (user ${holder.id}); kept as it is, recorded in account_lookalikes`);
  }
  await createIndex(db, 'users_tenant_account_key', 'users', ['tenant_id', 'account_key'], { unique: true });
  return found;
}

export async function down(): Promise<void> {}
