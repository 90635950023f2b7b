// Releases: an item released into a column (unique per column and item).
import { sql, type Expression, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../db/schema.js';
import type { ReleaseTable } from '../db/content-schema.js';
import { ftsMatch, type KeywordQuery } from './keyword-match.js';
import { KEYWORD_TOTAL_CAP } from '../../shared/content.js';
import { isPg, keywordMatch } from './content-items.js';
import { countRows, insertId, onPage, updatedOne } from './sql-helpers.js';
import { scopedContentIdsOf, scopeValues, type DataScope } from './data-scope.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

export type ReleaseRow = Selectable<ReleaseTable>;

export interface ReleaseFilter {
  columnId?: number;
  portal?: string;
  type?: number;
  keyword?: KeywordQuery | null;
  from?: number;
  to?: number;
  /** Only releases readers see (not scheduled ones waiting for their time). */
  live?: boolean;
  /** The caller's data scope: releases of items outside it are left out (counts too). */
  scope?: DataScope;
  pageIndex: number;
  pageSize: number;
}

/** The keyword CTE of a SQLite search (its statement refers to it in raw SQL only). */
type KeywordMatch = { kw_match: { id: number } };
/** Releases selected, with or without the keyword CTE before them. */
type ReleaseSelect = SelectQueryBuilder<Database & KeywordMatch, 'releases', object>;

/** The values of one page without a keyword (compiled-query.ts; undefined: no such filter). */
type PageValues = Omit<ReleaseFilter, 'pageIndex' | 'pageSize' | 'scope' | 'keyword' | 'live'> & {
  tenantId: number;
  scopeUser: number | undefined;
  scopeDepts: number[] | undefined;
  limit: number;
  offset: number;
};

/** `keywordTotalCap`: how far a keyword search counts its matches (tests set a small one). */
export function releasesRepo(db: Db, keywordTotalCap = KEYWORD_TOTAL_CAP) {
  // types only (the same database): a page with the CTE and one without share one query type
  const withKeywordMatch = db.withTables<KeywordMatch>();
  const filtered = (
    tenantId: number,
    f: Omit<ReleaseFilter, 'pageIndex' | 'pageSize'> & { scopeUser?: number; scopeDepts?: readonly number[] },
    start: ReleaseSelect = withKeywordMatch.selectFrom('releases'),
    match: Expression<SqlBool> | null = f.keyword ? keywordMatch(db, tenantId, 'releases.content_id', f.keyword) : null,
  ) => {
    let q = start.where('releases.tenant_id', '=', tenantId);
    if (f.columnId) q = q.where('releases.column_id', '=', f.columnId);
    if (f.portal) q = q.where('releases.portal', '=', f.portal);
    if (f.type) q = q.where('releases.type', '=', f.type);
    if (f.from !== undefined) q = q.where('releases.created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('releases.created_at', '<', f.to);
    if (f.live) q = q.where('releases.publish_at', '=', 0);
    if (match) q = q.where(match);
    // the scope as it is, or as the values of a page compiled per shape (scopeUser, scopeDepts)
    const scoped = scopedContentIdsOf(f.scope ? scopeValues(f.scope) : { scopeUser: f.scopeUser, scopeDepts: f.scopeDepts }, tenantId, 'releases.content_id');
    if (scoped) q = q.where(scoped);
    return q;
  };
  const ordered = <Q extends ReturnType<typeof detailed>>(q: Q, f: Pick<ReleaseFilter, 'columnId'>): Q =>
    (f.columnId
      ? q.orderBy('releases.top', 'desc').orderBy('releases.order_num', 'desc').orderBy('releases.id', 'desc')
      : q.orderBy('releases.created_at', 'desc').orderBy('releases.id', 'desc')) as Q;
  /** At most CAP + 1 matching rows, counted (a keyword can match a quarter of 100,000 releases). */
  const cappedCount = (q: ReturnType<typeof filtered>) =>
    db.selectFrom(q.select(sql<number>`1`.as('one')).limit(keywordTotalCap + 1).as('capped')).select((eb) => eb.fn.countAll<number>().as('n'));
  const detailed = (q: ReturnType<typeof filtered>) =>
    q
      .innerJoin('content_items', 'content_items.id', 'releases.content_id')
      .innerJoin('web_columns', 'web_columns.id', 'releases.column_id')
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'releases.publisher_id').onRef('users.tenant_id', '=', 'releases.tenant_id'))
      .selectAll('releases')
      .select([
        'content_items.title',
        'content_items.summary',
        'content_items.cover_file_id',
        'content_items.author',
        'content_items.source',
        'content_items.link_url',
        'content_items.status',
        'content_items.views',
        'web_columns.name as column_name',
        'users.name as publisher_name',
      ]);

  /** One page of releases without a keyword, each row with the filter's total (compiled once per shape; shape.live: readers' releases only). */
  const pageQuery = compiledPerShape(db, (shape: { live: boolean }, v: PageValues) => {
    const base = filtered(v.tenantId, { ...v, live: shape.live });
    return ordered(detailed(base), v)
      .select(totalRows(filtered(v.tenantId, { ...v, live: shape.live })))
      .limit(v.limit)
      .offset(v.offset);
  });

  return {
    async page(tenantId: number, f: ReleaseFilter) {
      const pageOf = (q: ReturnType<typeof filtered>) => ordered(detailed(q), f).$call(onPage(f));
      const result = (list: Awaited<ReturnType<ReturnType<typeof pageOf>['execute']>>, n: number) => ({
        list,
        total: Math.min(n, f.keyword ? keywordTotalCap : n),
        capped: !!f.keyword && n > keywordTotalCap,
      });
      const keyword = f.keyword;
      if (!keyword) {
        const values: PageValues = {
          tenantId,
          columnId: f.columnId || undefined,
          portal: f.portal || undefined,
          type: f.type || undefined,
          from: f.from,
          to: f.to,
          ...scopeValues(f.scope),
          limit: f.pageSize,
          offset: (f.pageIndex - 1) * f.pageSize,
        };
        const rows = await pageQuery({ live: !!f.live }, values);
        return result(rows, await totalOfPage(rows, values.offset, () => countRows(filtered(tenantId, { ...values, live: f.live }))));
      }
      if (isPg(db)) {
        // PostgreSQL stops the count after CAP + 1 matches. Left alone, the planner walks a whole
        // index to collect them for a keyword of middling frequency (75 ms at 100,000 releases);
        // the GIN bitmap bounds every keyword (18–34 ms), so the count runs with plain and index
        // scans off. The page itself walks the time index and stays as planned.
        const base = filtered(tenantId, f);
        const n = await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_indexscan = off`.execute(trx);
          return Number((await trx.executeQuery(cappedCount(base).compile())).rows[0]?.n ?? 0);
        });
        return result(await pageOf(base).execute(), n);
      }
      // SQLite: the full-text match runs once (a materialised CTE) for both the page and the capped count.
      const withMatch = db.with((w) => w('kw_match').materialized(), () =>
        db.selectFrom(sql<{ id: number }>`(select rowid as id from content_fts where content_fts match ${ftsMatch(keyword)})`.as('fts')).select('fts.id'),
      );
      const match = sql<SqlBool>`releases.content_id in (select id from kw_match)`;
      const start: ReleaseSelect = withMatch.selectFrom('releases');
      const rows = await pageOf(filtered(tenantId, f, start, match))
        .select((eb) => eb.selectFrom(cappedCount(filtered(tenantId, f, undefined, match)).as('c')).select('c.n').as('capped_total'))
        .execute();
      const n = rows.length ? Number(rows[0]!.capped_total) : Number((await cappedCount(filtered(tenantId, f)).executeTakeFirstOrThrow()).n);
      return result(rows, n);
    },
    /** Newest releases of the tenant that readers see (scheduled ones are left out). */
    newest(tenantId: number, limit: number, portal?: string, scope?: DataScope) {
      return detailed(filtered(tenantId, { portal, live: true, scope })).orderBy('releases.created_at', 'desc').orderBy('releases.id', 'desc').limit(limit).execute();
    },
    /** Releases of the tenant among `ids` (of items within `scope` when given). */
    getMany(tenantId: number, ids: number[], scope?: DataScope): Promise<ReleaseRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return filtered(tenantId, { scope }).selectAll().where('releases.id', 'in', ids).execute();
    },
    /** Releases of these items in these columns. */
    existing(tenantId: number, contentIds: number[], columnIds: number[]): Promise<ReleaseRow[]> {
      if (!contentIds.length || !columnIds.length) return Promise.resolve([]);
      return db
        .selectFrom('releases')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('content_id', 'in', contentIds)
        .where('column_id', 'in', columnIds)
        .execute();
    },
    async maxOrder(tenantId: number, columnId: number): Promise<number> {
      const r = await db
        .selectFrom('releases')
        .select((eb) => eb.fn.max<number>('order_num').as('m'))
        .where('tenant_id', '=', tenantId)
        .where('column_id', '=', columnId)
        .executeTakeFirst();
      return Number(r?.m ?? 0);
    },
    async insert(tenantId: number, r: Omit<ReleaseRow, 'id' | 'tenant_id'>): Promise<number> {
      return insertId(db, 'releases', { tenant_id: tenantId, ...r });
    },
    async update(tenantId: number, ids: number[], set: Partial<Pick<ReleaseRow, 'top' | 'order_num' | 'created_at' | 'column_id' | 'portal' | 'publish_at' | 'take_down_at'>>) {
      if (!ids.length) return 0;
      const r = await db.updateTable('releases').set(set).where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('releases').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Items among `contentIds` that have no release left. */
    async withoutReleases(tenantId: number, contentIds: number[]): Promise<number[]> {
      if (!contentIds.length) return [];
      const rows = await db.selectFrom('releases').select('content_id').distinct().where('tenant_id', '=', tenantId).where('content_id', 'in', contentIds).execute();
      const held = new Set(rows.map((r) => r.content_id));
      return contentIds.filter((id) => !held.has(id));
    },
    /** The releases of one item with their column names (`live`: only those readers see). */
    ofItem(tenantId: number, contentId: number, portal?: string, live = false) {
      let q = db
        .selectFrom('releases')
        .innerJoin('web_columns', 'web_columns.id', 'releases.column_id')
        .select(['releases.id', 'releases.column_id', 'releases.portal', 'releases.created_at', 'releases.publish_at', 'releases.take_down_at', 'web_columns.name as column_name'])
        .where('releases.tenant_id', '=', tenantId)
        .where('releases.content_id', '=', contentId);
      if (portal) q = q.where('releases.portal', '=', portal);
      if (live) q = q.where('releases.publish_at', '=', 0);
      return q.orderBy('releases.created_at').execute();
    },
    /** First release time of an item that readers see (any tenant: the public page); null while it has none (none, or only scheduled ones). */
    async firstTime(contentId: number): Promise<number | null> {
      const r = await db
        .selectFrom('releases')
        .select((eb) => eb.fn.min<number>('created_at').as('t'))
        .where('content_id', '=', contentId)
        .where('publish_at', '=', 0)
        .executeTakeFirst();
      return r?.t == null ? null : Number(r.t);
    },
    /** Releases per type in [from, to). */
    async countByType(tenantId: number, from: number, to: number, scope?: DataScope): Promise<Map<number, number>> {
      const rows = await filtered(tenantId, { from, to, live: true, scope })
        .select('type')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy('type')
        .execute();
      return new Map(rows.map((r) => [r.type, Number(r.n)]));
    },
    /** Release times since `from` (for per-day counts), type 0 = all. */
    async timesSince(tenantId: number, from: number, type: number, scope?: DataScope): Promise<number[]> {
      const rows = await filtered(tenantId, { from, type, live: true, scope }).select('created_at').limit(200_000).execute();
      return rows.map((r) => Number(r.created_at));
    },
    /** An item's scheduled releases whose publish time has come (the release job), oldest first. */
    dueToPublish(tenantId: number, contentId: number, now: number): Promise<ReleaseRow[]> {
      return db
        .selectFrom('releases')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('content_id', '=', contentId)
        .where('publish_at', '>', 0)
        .where('publish_at', '<=', now)
        .orderBy('publish_at')
        .orderBy('id')
        .execute();
    },
    /**
     * A scheduled release goes live, first in its column; false when it is not scheduled any
     * more (already fired, or cancelled): the condition makes a second firing a no-op.
     */
    async goLive(tenantId: number, id: number, orderNum: number): Promise<boolean> {
      const r = await db
        .updateTable('releases')
        .set({ publish_at: 0, order_num: orderNum })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('publish_at', '>', 0)
        .executeTakeFirst();
      return updatedOne(r);
    },
    /** Deletes an item's releases whose take-down time has come; answers the ones deleted. */
    async takeDownDue(tenantId: number, contentId: number, now: number): Promise<number> {
      const r = await db
        .deleteFrom('releases')
        .where('tenant_id', '=', tenantId)
        .where('content_id', '=', contentId)
        .where('take_down_at', '>', 0)
        .where('take_down_at', '<=', now)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async countInColumns(tenantId: number, columnIds: number[]): Promise<number> {
      if (!columnIds.length) return 0;
      const r = await db.selectFrom('releases').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('column_id', 'in', columnIds).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** How many releases (of items within `scope` when given). */
    count(tenantId: number, scope?: DataScope): Promise<number> {
      return countRows(filtered(tenantId, { scope }));
    },
  };
}
