// The data scope of a caller (contract "Data scope"): the union of their roles' scopes, resolved
// once and kept in the auth cache until rights, users or departments change (the writes that
// change them invalidate it: plugins/repositories.ts). The repositories apply it in their queries.
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../types.js';
import { DATA_SCOPE } from '../../shared/data-scope.js';
import { scopeCovers, type DataScope } from '../repositories/data-scope.js';
import type { DepartmentRow } from '../repositories/departments.js';

/** A department and every department below it. */
export function withDescendants(rows: Pick<DepartmentRow, 'id' | 'parent_id'>[], root: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of rows) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  const out = new Set<number>([root]);
  const stack = [root];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      if (!out.has(c)) {
        out.add(c);
        stack.push(c);
      }
    }
  }
  return [...out];
}

/**
 * The union of the roles' scopes for a user in department `organizationId` (0: none). A user
 * always sees their own items; a user with no role sees only those.
 */
export function unionScope(
  userId: number,
  organizationId: number,
  roles: { dataScope: number; deptIds: number[] }[],
  departments: () => Pick<DepartmentRow, 'id' | 'parent_id'>[],
): DataScope {
  if (roles.some((r) => r.dataScope === DATA_SCOPE.all)) return { all: true };
  const depts = new Set<number>();
  for (const r of roles) {
    if (r.dataScope === DATA_SCOPE.depts) r.deptIds.forEach((d) => depts.add(d));
    else if (r.dataScope === DATA_SCOPE.ownDept && organizationId > 0) depts.add(organizationId);
    else if (r.dataScope === DATA_SCOPE.ownDeptAndBelow && organizationId > 0) withDescendants(departments(), organizationId).forEach((d) => depts.add(d));
  }
  return { all: false, userId, deptIds: [...depts].sort((a, b) => a - b) };
}

/** The caller's data scope (cached per user until an invalidation). */
export async function dataScopeOf(app: FastifyInstance, auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<DataScope> {
  const { tenantId, userId } = auth;
  return app.authCache.bucket<DataScope>('dataScope').get(`${tenantId}:${userId}`, tenantId, async () => {
    const { roles, organizationId } = await app.repos.roles.scopesOfUser(tenantId, userId);
    const below = roles.some((r) => r.dataScope === DATA_SCOPE.ownDeptAndBelow) && organizationId > 0 ? await app.repos.departments.list(tenantId) : [];
    return unionScope(userId, organizationId, roles, () => below);
  });
}

/**
 * One page of a work queue within the caller's data scope (comments, contributions, tip-offs;
 * its query is QueuePageQuery): `page` asked with the query, its keyword trimmed (blank: none),
 * and the caller's scope; the rows answered as `items` makes them, with the page asked for.
 */
export async function scopedQueuePage<Q extends { keyWord?: string; pageIndex: number; pageSize: number }, R, T>(
  app: FastifyInstance,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
  q: Q,
  page: (tenantId: number, f: Q & { scope: DataScope }) => Promise<{ total: number; rows: R[] }>,
  items: (rows: R[]) => T[] | Promise<T[]>,
) {
  const { total, rows } = await page(auth.tenantId, { ...q, keyWord: q.keyWord?.trim() || undefined, scope: await dataScopeOf(app, auth) });
  return { list: await items(rows), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/**
 * The users among `userIds` whose data scope covers an item owned by `ownerId` in department
 * `deptId`: a notice about an item goes only to those who may open it (the others' lists leave it
 * out and its detail answers 404, so the notice would be a leak and a dead end).
 */
export async function whoMaySee(app: FastifyInstance, tenantId: number, userIds: readonly number[], ownerId: number | null, deptId: number | null): Promise<number[]> {
  const covered = await Promise.all(userIds.map(async (userId) => scopeCovers(await dataScopeOf(app, { tenantId, userId }), ownerId, deptId)));
  return userIds.filter((_, i) => covered[i]);
}
