// Audience contributions (投稿): owns contributions (migration 120-contributions); the review rules
// are services/contributions.ts's. Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ContributionTable } from '../db/contribution-schema.js';
import { containsTextIn, countRows, insertId, pageWithTotal, updatedOne } from './sql-helpers.js';
import { scopeMatch, type DataScope } from './data-scope.js';

/** The data scope's condition on contributions: the reviewer who decided it owns it; its department (null: none). */
const inScope = (scope: DataScope | undefined) => scopeMatch(scope, 'contributions.reviewer_id', 'contributions.dept_id');

export type ContributionRow = Selectable<ContributionTable>;

/** Audience contributions (table `contributions`). */
export function contributionsRepo(db: Db) {
  /** The tenant's contributions within `scope` (all of them when none is given). */
  const visible = (tenantId: number, scope?: DataScope) => {
    const scoped = inScope(scope);
    return db.selectFrom('contributions').where('tenant_id', '=', tenantId).$if(!!scoped, (q) => q.where(scoped!));
  };

  return {
    async page(tenantId: number, f: { status?: number; keyWord?: string; scope?: DataScope; pageIndex: number; pageSize: number }) {
      let q = visible(tenantId, f.scope);
      if (f.status !== undefined) q = q.where('status', '=', f.status);
      if (f.keyWord) q = q.where(containsTextIn(['title', 'content', 'name'], f.keyWord));
      return pageWithTotal(q, f, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
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
