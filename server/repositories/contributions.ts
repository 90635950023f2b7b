// Audience contributions (投稿): owns contributions (migration 120-contributions); the review rules
// are services/contributions.ts's. Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ContributionTable } from '../db/contribution-schema.js';
import { containsTextIn, countRows, insertId, updatedOne } from './sql-helpers.js';
import { scopeCondition, scopeMatch, scopeValues, type DataScope } from './data-scope.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

/** The data scope's condition on contributions: the reviewer who decided it owns it; its department (null: none). */
const inScope = (scope: DataScope | undefined) => scopeMatch(scope, 'contributions.reviewer_id', 'contributions.dept_id');

export type ContributionRow = Selectable<ContributionTable>;

/** The values of one page of the review queue (undefined: no such filter). */
type PageValues = {
  tenantId: number;
  status: number | undefined;
  keyWord: string | undefined;
  scopeUser: number | undefined;
  scopeDepts: number[] | undefined;
  limit: number;
  offset: number;
};

/** Audience contributions (table `contributions`). */
export function contributionsRepo(db: Db) {
  /** The tenant's contributions within `scope` (all of them when none is given). */
  const visible = (tenantId: number, scope?: DataScope) => {
    const scoped = inScope(scope);
    return db.selectFrom('contributions').where('tenant_id', '=', tenantId).$if(!!scoped, (q) => q.where(scoped!));
  };

  /** The review queue's filter (values as compiledPerShape gives them). */
  const filtered = (v: PageValues) => {
    let q = db.selectFrom('contributions').where('tenant_id', '=', v.tenantId);
    if (v.scopeUser !== undefined) q = q.where(scopeCondition(v.scopeUser, v.scopeDepts ?? [], 'contributions.reviewer_id', 'contributions.dept_id'));
    if (v.status !== undefined) q = q.where('status', '=', v.status);
    if (v.keyWord !== undefined) q = q.where(containsTextIn(['title', 'content', 'name'], v.keyWord));
    return q;
  };
  /** One page of the queue, newest first, each row with the filter's total (compiled once per shape; a keyword builds it each time). */
  const pageQuery = compiledPerShape(db, (_: object, v: PageValues) =>
    filtered(v)
      .selectAll()
      .select(totalRows(filtered(v)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  return {
    async page(tenantId: number, f: { status?: number; keyWord?: string; scope?: DataScope; pageIndex: number; pageSize: number }) {
      const values = { tenantId, status: f.status, keyWord: f.keyWord || undefined, ...scopeValues(f.scope), limit: f.pageSize, offset: (f.pageIndex - 1) * f.pageSize };
      const rows = await pageQuery({}, values, !values.keyWord);
      const total = await totalOfPage(rows, values.offset, () => countRows(filtered(values)));
      return { total, rows: rows as ContributionRow[] };
    },
    /** A contribution of the tenant (none when outside `scope`, when given). */
    get(tenantId: number, id: number, scope?: DataScope) {
      return visible(tenantId, scope).selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Ids among `ids` of the tenant's contributions (within `scope` when given). */
    async own(tenantId: number, ids: number[], scope?: DataScope) {
      if (!ids.length) return [];
      const rows = await visible(tenantId, scope).select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },
    /** Assigns a contribution to a department (null: none). */
    async setDept(tenantId: number, id: number, deptId: number | null) {
      await db.updateTable('contributions').set({ dept_id: deptId }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async create(tenantId: number, c: { title: string; content: string; name: string; phone: string; fileIds: number[]; address: string }, now = Date.now()) {
      return insertId(db, 'contributions', { tenant_id: tenantId, title: c.title, content: c.content, name: c.name, phone: c.phone, file_ids: c.fileIds.join(','), status: 0, reason: '', content_id: 0, reviewer_id: 0, address: c.address, created_at: now, updated_at: now });
    },
    /** Moves a waiting contribution on; false when it was not waiting (someone else acted first). */
    async decide(tenantId: number, id: number, set: { status: number; reason?: string; contentId?: number; reviewerId: number }) {
      const r = await db
        .updateTable('contributions')
        .set({ status: set.status, reason: set.reason ?? '', content_id: set.contentId ?? 0, reviewer_id: set.reviewerId, updated_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst();
      return updatedOne(r);
    },
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('contributions').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async count(tenantId: number) {
      return countRows(db.selectFrom('contributions').where('tenant_id', '=', tenantId));
    },
  };
}
