// The data scope of a caller as plain data, and its SQL: the repositories of scoped items
// (content, releases, contributions, tip-offs) take it as an argument and leave out what lies
// outside. services/data-scope.ts resolves it from the caller's roles.
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * What a caller may see: everything, or the items they own plus those of some departments.
 * `undefined` where a repository function takes one means no restriction (internal callers).
 */
export type DataScope = { all: true } | { all: false; userId: number; deptIds: readonly number[] };

/**
 * `owner = user or dept in (...)` on the given columns, or null when the scope restricts nothing.
 * A row with no department (NULL or 0) is seen by its owner and by all-scope callers only.
 */
export function scopeMatch(scope: DataScope | undefined, ownerColumn: string, deptColumn: string): Expression<SqlBool> | null {
  if (!scope || scope.all) return null;
  return scopeCondition(scope.userId, scope.deptIds.filter((d) => d > 0), ownerColumn, deptColumn);
}

/** The condition of scopeMatch for a restricting scope whose departments are already filtered (all > 0). */
export function scopeCondition(userId: number, depts: readonly number[], ownerColumn: string, deptColumn: string): Expression<SqlBool> {
  const owner = sql<SqlBool>`${sql.ref(ownerColumn)} = ${userId}`;
  if (!depts.length) return owner;
  return sql<SqlBool>`(${owner} or ${sql.ref(deptColumn)} in (${sql.join(depts)}))`;
}

/** A scope as values of a query compiled per shape (compiled-query.ts): the user and departments, both undefined when it restricts nothing. */
export function scopeValues(scope: DataScope | undefined): { scopeUser: number | undefined; scopeDepts: number[] | undefined } {
  if (!scope || scope.all) return { scopeUser: undefined, scopeDepts: undefined };
  return { scopeUser: scope.userId, scopeDepts: scope.deptIds.filter((d) => d > 0) };
}

/** `column in (content items of the tenant within the scope)` from scopeValues (no condition when scopeUser is undefined). */
export function scopedContentIdsOf(v: { scopeUser: number | undefined; scopeDepts: readonly number[] | undefined }, tenantId: number, column: string): Expression<SqlBool> | null {
  if (v.scopeUser === undefined) return null;
  const match = scopeCondition(v.scopeUser, v.scopeDepts ?? [], 'scoped_items.creator_id', 'scoped_items.dept_id');
  return sql<SqlBool>`${sql.ref(column)} in (select scoped_items.id from content_items as scoped_items where scoped_items.tenant_id = ${tenantId} and ${match})`;
}

/**
 * Whether `scope` covers one item owned by `ownerId` in department `deptId`: the rule of
 * scopeMatch for a row already in hand (who may be told about an item: services/data-scope.ts).
 */
export function scopeCovers(scope: DataScope, ownerId: number | null, deptId: number | null): boolean {
  if (scope.all) return true;
  if (ownerId !== null && ownerId === scope.userId) return true;
  return deptId !== null && deptId > 0 && scope.deptIds.includes(deptId);
}

/** `column in (content items of the tenant within the scope)`, or null when the scope restricts nothing. */
export function scopedContentIds(scope: DataScope | undefined, tenantId: number, column: string): Expression<SqlBool> | null {
  return scopedContentIdsOf(scopeValues(scope), tenantId, column);
}
