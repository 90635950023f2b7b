// Users of a tenant and the roles they hold: owns users and user_roles (and reads
// account_lookalikes). Accounts are unique per tenant by accountKey; activeAdministrators counts
// under a lock so that two edits cannot both take away the last administrator
// (services/org-manage.ts). Writes that change rights invalidate the auth cache.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { isPostgres } from '../migrations/helpers.js';

/** The advisory lock class of a tenant's administrators (with the tenant id as its second key). */
const ADMINISTRATORS_LOCK = 155;
import { containsTextIn, countRows, insertId } from './sql-helpers.js';
import { accountKey } from '../../shared/org.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

export interface UserListQuery {
  name?: string;
  status?: number;
  /** Users of these departments (a department and its descendants). */
  organizationIds?: number[];
  pageIndex: number;
  pageSize: number;
}

export interface UserPatchValues {
  name?: string;
  mobile?: string;
  email?: string;
  organizationId?: number;
  avatar?: string;
  account?: string;
}

/** The roles a user holds (the grant and the role both of the tenant), to select from. */
export function heldRoles(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('user_roles.tenant_id', '=', tenantId)
    .where('roles.tenant_id', '=', tenantId)
    .where('user_roles.user_id', '=', userId);
}

/**
 * The active users of the tenant holding a role (the user, the grant and the role all of the
 * tenant), each once, to narrow to the roles that matter: `.where(...)` on `roles`.
 */
export function activeHolders(db: Db, tenantId: number) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('user_roles.user_id')
    .distinct()
    .where('user_roles.tenant_id', '=', tenantId)
    .where('roles.tenant_id', '=', tenantId)
    .where('users.tenant_id', '=', tenantId)
    .where('users.status', '=', 1);
}

/** The values of one page of the user list (undefined: no such filter). */
type ListValues = { tenantId: number; name: string | undefined; status: number | undefined; organizationIds: number[] | undefined; limit: number; offset: number };

export function usersRepo(db: Db) {
  /** The tenant's users the list's filter keeps (values as compiledPerShape gives them). */
  const listed = (v: ListValues) => {
    let q = db.selectFrom('users').where('tenant_id', '=', v.tenantId);
    if (v.name !== undefined) q = q.where(containsTextIn(['name', 'account'], v.name));
    if (v.status !== undefined) q = q.where('status', '=', v.status);
    if (v.organizationIds) q = q.where('organization_id', 'in', v.organizationIds.length ? v.organizationIds : [-1]);
    return q;
  };
  /** One page of the list, newest first, each row with the filter's total (compiled once per shape; a name builds it each time). */
  const listQuery = compiledPerShape(db, (_: object, v: ListValues) =>
    listed(v)
      .selectAll()
      .select(totalRows(listed(v)))
      .orderBy('id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  return {
    findByAccount(tenantId: number, account: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('account', '=', account)
        .executeTakeFirst();
    },
    /**
     * The user whose account is this one regardless of case and width (accountKey): the holder of
     * the key, else a look-alike kept from before keys (account_key null, reported by migration 155).
     */
    async findByAccountKey(tenantId: number, account: string) {
      const key = accountKey(account);
      const holder = await db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('account_key', '=', key).executeTakeFirst();
      if (holder) return holder;
      const unkeyed = await db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('account_key', 'is', null).execute();
      return unkeyed.find((u) => accountKey(u.account) === key);
    },
    get(tenantId: number, userId: number) {
      return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
    },
    /** Name and avatar of a user with their tenant's domain (login/back/user), in one query. */
    signedIn(tenantId: number, userId: number) {
      return db
        .selectFrom('users')
        .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
        .select(['users.id', 'users.tenant_id', 'users.name', 'users.avatar', 'tenants.domain_name'])
        .where('users.tenant_id', '=', tenantId)
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },
    async create(
      tenantId: number,
      u: {
        account: string;
        name: string;
        passwordHash: string;
        roleId: number | null;
        mobile?: string;
        email?: string;
        organizationId?: number;
        /** All roles (roleId is added to them). */
        roleIds?: number[];
      },
    ) {
      const id = await insertId(db, 'users', {
        tenant_id: tenantId,
        role_id: u.roleId,
        account: u.account,
        account_key: accountKey(u.account),
        name: u.name,
        password_hash: u.passwordHash,
        avatar: '',
        mobile: u.mobile ?? '',
        email: u.email ?? '',
        status: 1,
        created_at: Date.now(),
        last_login_at: null,
        organization_id: u.organizationId ?? 0,
      });
      const roleIds = [...new Set([...(u.roleId ? [u.roleId] : []), ...(u.roleIds ?? [])])];
      if (roleIds.length) {
        await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ tenant_id: tenantId, user_id: id, role_id }))).execute();
      }
      return id;
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
    findByMobile(tenantId: number, mobile: string) {
      return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('mobile', '=', mobile).executeTakeFirst();
    },
    /** One page of users, newest first. */
    async list(tenantId: number, q: UserListQuery) {
      const values = { tenantId, name: q.name || undefined, status: q.status, organizationIds: q.organizationIds, limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize };
      const rows = await listQuery({}, values, !values.name);
      const total = await totalOfPage(rows, values.offset, () => countRows(listed(values)));
      return { rows: rows.map(({ total_rows: _, ...row }) => row), total };
    },
    /** Role ids and names of users. */
    async rolesOf(tenantId: number, userIds: number[]) {
      const map = new Map<number, { id: number; name: string }[]>();
      if (!userIds.length) return map;
      const rows = await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['user_roles.user_id as userId', 'roles.id as id', 'roles.name as name'])
        .where('user_roles.tenant_id', '=', tenantId)
        .where('roles.tenant_id', '=', tenantId)
        .where('user_roles.user_id', 'in', userIds)
        .orderBy('roles.id')
        .execute();
      for (const r of rows) {
        const list = map.get(r.userId) ?? [];
        list.push({ id: r.id, name: r.name });
        map.set(r.userId, list);
      }
      return map;
    },
    /** Replaces a user's roles (call inside a transaction). */
    async setRoles(tenantId: number, userId: number, roleIds: number[]) {
      await db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
      const ids = [...new Set(roleIds)];
      if (ids.length) await db.insertInto('user_roles').values(ids.map((role_id) => ({ tenant_id: tenantId, user_id: userId, role_id }))).execute();
      await db
        .updateTable('users')
        .set({ role_id: ids[0] ?? null })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
    },
    async update(tenantId: number, userId: number, p: UserPatchValues) {
      const set: Record<string, string | number | null> = {};
      if (p.name !== undefined) set.name = p.name;
      if (p.mobile !== undefined) set.mobile = p.mobile;
      if (p.email !== undefined) set.email = p.email;
      if (p.avatar !== undefined) set.avatar = p.avatar;
      if (p.account !== undefined) {
        set.account = p.account;
        set.account_key = accountKey(p.account);
      }
      if (p.organizationId !== undefined) set.organization_id = p.organizationId;
      if (!Object.keys(set).length) return;
      await db.updateTable('users').set(set).where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
    },
    async setStatus(tenantId: number, userId: number, status: number) {
      await db.updateTable('users').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
    },
    async remove(tenantId: number, userId: number) {
      await db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
      await db.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
    },
    async countInDepartment(tenantId: number, organizationId: number) {
      return countRows(db.selectFrom('users').where('tenant_id', '=', tenantId).where('organization_id', '=', organizationId));
    },
    /** Name, mobile and email of one user; false when there is no such user. */
    async updateProfile(tenantId: number, userId: number, p: { name: string; mobile?: string; email: string }): Promise<boolean> {
      const res = await db.updateTable('users').set(p).where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Enabled users of the tenant (at most `limit`), by id. */
    async active(tenantId: number, limit = 1000) {
      return db.selectFrom('users').select(['id', 'name', 'account']).where('tenant_id', '=', tenantId).where('status', '=', 1).orderBy('id').limit(limit).execute();
    },
    /** An administrator: a user one of whose roles grants every menu (the seeded 系统管理员). */
    async isAdministrator(tenantId: number, userId: number): Promise<boolean> {
      const row = await heldRoles(db, tenantId, userId).select('roles.id').where('roles.all_menus', '=', 1).executeTakeFirst();
      return !!row;
    },
    /** Whether some user of the tenant shows this library file as their avatar (its id as text). */
    async avatarInUse(tenantId: number, fileId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('avatar', '=', String(fileId)).executeTakeFirst();
      return !!row;
    },
    /** Accounts found looking alike when keys came (migration 155), by user id. */
    lookalikes(tenantId: number) {
      return db.selectFrom('account_lookalikes').selectAll().where('tenant_id', '=', tenantId).orderBy('user_id').execute();
    },
    /** Enabled users holding a role that grants every menu (the system administrator role). */
    /**
     * The tenant's enabled administrators. Called inside a change's transaction after its writes:
     * on PostgreSQL it first takes the tenant's administrators lock (held until the transaction
     * ends), so two changes that each remove one of the last two administrators count one after
     * the other and the second sees the first's commit. SQLite runs one write transaction at a time.
     */
    async activeAdministrators(tenantId: number): Promise<number> {
      if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK}, ${tenantId})`.execute(db);
      const row = await db
        .selectFrom('users')
        .where('users.tenant_id', '=', tenantId)
        .where('users.status', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('roles.id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('user_roles.tenant_id', '=', tenantId)
              .where('roles.tenant_id', '=', tenantId)
              .where('roles.all_menus', '=', 1),
          ),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Which of these ids are enabled users of the tenant (call signalling). */
    async existingIds(tenantId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('status', '=', 1).where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },
    async count(tenantId: number) {
      return countRows(db.selectFrom('users').where('tenant_id', '=', tenantId));
    },
  };
}
