// Readers' comments on released items and the forbidden comment writers: owns comments and
// forbidden_users (migration 090-interaction). Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { CommentTable } from '../db/interaction-schema.js';
import { containsTextIn, countRows, insertId, pageWithTotal } from './sql-helpers.js';
import { scopedContentIds, scopedContentIdsOf, scopeValues, type DataScope } from './data-scope.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

export type CommentRow = Selectable<CommentTable> & { content_title: string; forbidden: number };

export interface CommentFilter {
  status?: number;
  contentId?: number;
  keyWord?: string;
  /** The moderator's data scope: comments on items outside it are left out (the total too). */
  scope?: DataScope;
  pageIndex: number;
  pageSize: number;
}

/** The values of one page of the moderation queue (undefined: no such filter). */
type PageValues = {
  tenantId: number;
  status: number | undefined;
  contentId: number | undefined;
  keyWord: string | undefined;
  scopeUser: number | undefined;
  scopeDepts: number[] | undefined;
  limit: number;
  offset: number;
};

/** Comments on released items (table `comments`) and forbidden comment writers (`forbidden_users`). */
export function commentsRepo(db: Db) {
  const list = (tenantId: number) =>
    db
      .selectFrom('comments as c')
      .innerJoin('content_items as i', 'i.id', 'c.content_id')
      .where('c.tenant_id', '=', tenantId);
  /** The tenant's comments on items within `scope` (all of them when none is given). */
  const visible = (tenantId: number, scope?: DataScope) => {
    const scoped = scopedContentIds(scope, tenantId, 'comments.content_id');
    return db.selectFrom('comments').where('tenant_id', '=', tenantId).$if(!!scoped, (q) => q.where(scoped!));
  };

  /** The moderation queue's filter (values as compiledPerShape gives them). */
  const filtered = (v: PageValues) => {
    let q = list(v.tenantId);
    if (v.status !== undefined) q = q.where('c.status', '=', v.status);
    if (v.contentId !== undefined) q = q.where('c.content_id', '=', v.contentId);
    if (v.keyWord !== undefined) q = q.where(containsTextIn(['c.content', 'c.nickname', 'i.title'], v.keyWord));
    const scoped = scopedContentIdsOf(v, v.tenantId, 'c.content_id');
    return scoped ? q.where(scoped) : q;
  };
  /** One page of the queue, newest first, each row with the filter's total (compiled once per shape; a keyword builds it each time). */
  const pageQuery = compiledPerShape(db, (_: object, v: PageValues) =>
    filtered(v)
      .selectAll('c')
      .select('i.title as content_title')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('forbidden_users as f').select('f.id').where('f.tenant_id', '=', v.tenantId).whereRef('f.address', '=', 'c.address'))
          .$castTo<number>()
          .as('forbidden'),
      )
      .select(totalRows(filtered(v)))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  return {
    async page(tenantId: number, f: CommentFilter) {
      const values = { tenantId, status: f.status, contentId: f.contentId, keyWord: f.keyWord || undefined, ...scopeValues(f.scope), limit: f.pageSize, offset: (f.pageIndex - 1) * f.pageSize };
      const rows = await pageQuery({}, values, !values.keyWord);
      const total = await totalOfPage(rows, values.offset, () => countRows(filtered(values)));
      return { total, rows: rows as unknown as CommentRow[] };
    },
    /** The approved comments of one item, pinned first, newest first. */
    async approved(tenantId: number, contentId: number, pageIndex: number, pageSize: number) {
      const q = db.selectFrom('comments').where('tenant_id', '=', tenantId).where('content_id', '=', contentId).where('status', '=', 1);
      return pageWithTotal(q, { pageIndex, pageSize }, (page) => page.selectAll().orderBy('pinned', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc'));
    },
    /** A comment of the tenant, none when its item lies outside `scope` (when given). */
    get(tenantId: number, id: number, scope?: DataScope) {
      return visible(tenantId, scope).selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Which of the ids are this tenant's comments (on items within `scope` when given). */
    async own(tenantId: number, ids: number[], scope?: DataScope) {
      if (!ids.length) return [];
      const rows = await visible(tenantId, scope).select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },
    async create(tenantId: number, c: { contentId: number; nickname: string; content: string; address: string }) {
      const now = Date.now();
      return insertId(db, 'comments', { tenant_id: tenantId, content_id: c.contentId, nickname: c.nickname, content: c.content, address: c.address, status: 0, pinned: 0, reply: '', replied_by: 0, created_at: now, updated_at: now });
    },
    /** Comments posted since `since` from one address (over every tenant: a flood is a flood) and on one item. */
    /**
     * What the flood limits count: the address's comments since `since` and `longSince` (over
     * every item), and the distinct addresses that commented on the item since `itemSince`, with
     * whether this address is one of them.
     */
    async recentCounts(address: string, contentId: number, since: number, longSince: number, itemSince: number) {
      const byAddress = await countRows(db.selectFrom('comments').where('address', '=', address).where('created_at', '>=', since));
      const byAddressLong = await countRows(db.selectFrom('comments').where('address', '=', address).where('created_at', '>=', longSince));
      const onItem = db.selectFrom('comments').where('content_id', '=', contentId).where('created_at', '>=', itemSince);
      const r = await onItem.select((eb) => eb.fn.count<number>('address').distinct().as('n')).executeTakeFirst();
      const known = !!(await onItem.select('id').where('address', '=', address).executeTakeFirst());
      return { byAddress, byAddressLong, itemAddresses: Number(r?.n ?? 0), known };
    },
    async setStatus(tenantId: number, ids: number[], status: number) {
      if (!ids.length) return;
      await db.updateTable('comments').set({ status, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    },
    async setPinned(tenantId: number, id: number, pinned: number) {
      await db.updateTable('comments').set({ pinned, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async setReply(tenantId: number, id: number, reply: string, userId: number) {
      await db.updateTable('comments').set({ reply, replied_by: reply ? userId : 0, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return;
      await db.deleteFrom('comments').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    },

    isForbidden(tenantId: number, address: string) {
      return db.selectFrom('forbidden_users').select('id').where('tenant_id', '=', tenantId).where('address', '=', address).executeTakeFirst();
    },
    async forbid(tenantId: number, u: { address: string; nickname: string; reason: string; createdBy: number }) {
      const row = await db
        .insertInto('forbidden_users')
        .values({ tenant_id: tenantId, address: u.address, nickname: u.nickname, reason: u.reason, created_by: u.createdBy, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['tenant_id', 'address']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async forbiddenPage(tenantId: number, f: { keyWord?: string; pageIndex: number; pageSize: number }) {
      let q = db.selectFrom('forbidden_users').where('tenant_id', '=', tenantId);
      if (f.keyWord) q = q.where(containsTextIn(['address', 'nickname', 'reason'], f.keyWord));
      return pageWithTotal(q, f, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
    },
    async unforbid(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('forbidden_users').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
