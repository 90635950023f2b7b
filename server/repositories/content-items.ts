// Content items, their files, review history, search text and views (tables of 060-content).
import { PostgresAdapter, sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ContentItemTable } from '../db/content-schema.js';
import { ftsMatch, tsQueries, type KeywordQuery } from './keyword-match.js';
import { countRows, insertId, updatedOne } from './sql-helpers.js';
import { tagMatch } from './content-tags.js';
import { scopeCondition, scopeMatch, scopeValues, type DataScope } from './data-scope.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';
import { activeHolders } from './users.js';

/** The data scope's condition on content_items (null: no restriction). */
const itemScope = (scope: DataScope | undefined) => scopeMatch(scope, 'content_items.creator_id', 'content_items.dept_id');

export type ContentRow = Selectable<ContentItemTable>;
export type ContentListRow = ContentRow & { creator_name: string | null; release_count: number | string };

export interface ContentFilter {
  type?: number;
  types?: number[];
  status?: number;
  statuses?: number[];
  keyword?: KeywordQuery | null;
  /** Items carrying this live tag (ignoring case). */
  tag?: string;
  from?: number;
  to?: number;
  creatorId?: number;
  /** Items of this department (本部门). */
  deptId?: number;
  /** The caller's data scope: items outside it are left out (counts too). */
  scope?: DataScope;
  /** Only items waiting (status 1 or a pending update) at one of these levels of their type (the review queue's 待我审核, 待我处理). */
  waitingAt?: readonly { type: number; levels: readonly number[] }[];
  pageIndex: number;
  pageSize: number;
}

/**
 * The filter as the list query takes it: 待审核 and 已驳回 (status 1, 2) as `statusOrUpdate`
 * (byStatus), and the data scope as `scope` or, for a query compiled per shape, as its values.
 */
type ListFilter = Omit<ContentFilter, 'pageIndex' | 'pageSize'> & { statusOrUpdate?: number; scopeUser?: number; scopeDepts?: readonly number[] };

/** The values of one page (compiled-query.ts): the filter, the tenant and the rows asked for. */
type PageValues = ListFilter & { tenantId: number; limit: number; offset: number };

/** The filter with 待审核 and 已驳回, which also list items whose pending update waits or was sent back, as `statusOrUpdate`. */
function byStatus<F extends ListFilter>(f: F): F {
  return f.status === 1 || f.status === 2 ? { ...f, status: undefined, statusOrUpdate: f.status } : f;
}

export type ContentValues = Pick<ContentRow, 'type' | 'title' | 'summary' | 'body' | 'cover_file_id' | 'link_url' | 'author' | 'source'>;

export const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `content id in (items matching the keyword)` for a column holding content ids. */
export function keywordMatch(db: Db, tenantId: number, column: string, q: KeywordQuery): Expression<SqlBool> {
  if (isPg(db)) {
    const t = tsQueries(q);
    const words = t.words ? sql`words_tsv @@ to_tsquery('simple', ${t.words})` : sql`false`;
    const chars = t.chars ? sql`chars_tsv @@ to_tsquery('simple', ${t.chars})` : sql`false`;
    return sql<SqlBool>`${sql.ref(column)} in (select content_id from content_search where tenant_id = ${tenantId} and (${words} or ${chars}))`;
  }
  return sql<SqlBool>`${sql.ref(column)} in (select rowid from content_fts where content_fts match ${ftsMatch(q)})`;
}

export function contentItemsRepo(db: Db) {
  /** The tenant's items the filter keeps (only the tenant and the data scope for `{ scope }`), to select from. */
  const listQuery = (tenantId: number, f: ListFilter) => {
    let q = db.selectFrom('content_items').where('content_items.tenant_id', '=', tenantId);
    if (f.type) q = q.where('content_items.type', '=', f.type);
    if (f.types) q = q.where('content_items.type', 'in', f.types.length ? f.types : [-1]);
    // 待审核 also lists published items whose pending update waits for review, and 已驳回 those
    // whose update was sent back (UPDATE_STATUS: 1 waiting, 2 rejected, as the item's statuses).
    if (f.statusOrUpdate !== undefined) {
      const status = f.statusOrUpdate;
      q = q.where((eb) => eb.or([eb('content_items.status', '=', status), eb('content_items.update_status', '=', status)]));
    }
    if (f.status !== undefined) q = q.where('content_items.status', '=', f.status);
    if (f.statuses) q = q.where('content_items.status', 'in', f.statuses.length ? f.statuses : [-1]);
    if (f.from !== undefined) q = q.where('content_items.created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('content_items.created_at', '<', f.to);
    if (f.creatorId) q = q.where('content_items.creator_id', '=', f.creatorId);
    if (f.deptId !== undefined) q = q.where('content_items.dept_id', '=', f.deptId);
    const scoped = itemScope(f.scope);
    if (scoped) q = q.where(scoped);
    if (f.scopeUser !== undefined) q = q.where(scopeCondition(f.scopeUser, f.scopeDepts ?? [], 'content_items.creator_id', 'content_items.dept_id'));
    if (f.keyword) q = q.where(keywordMatch(db, tenantId, 'content_items.id', f.keyword));
    if (f.tag) q = q.where(tagMatch(tenantId, 'content_items.id', f.tag));
    if (f.waitingAt) {
      const at = f.waitingAt.filter((w) => w.levels.length);
      q = q
        .where((eb) => eb.or([eb('content_items.status', '=', 1), eb('content_items.update_status', '=', 1)]))
        .where((eb) =>
          at.length ? eb.or(at.map((w) => eb.and([eb('content_items.type', '=', w.type), eb('content_items.review_level', 'in', [...w.levels])]))) : sql<SqlBool>`1 = 0`,
        );
    }
    return q;
  };
  /** The columns of a listed item: the item, its creator's name and how many releases it has. */
  const listed = (q: ReturnType<typeof listQuery>) =>
    q
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'content_items.creator_id').onRef('users.tenant_id', '=', 'content_items.tenant_id'))
      .selectAll('content_items')
      .select('users.name as creator_name')
      .select((eb) =>
        eb.selectFrom('releases').select((e) => e.fn.countAll<number>().as('n')).whereRef('releases.content_id', '=', 'content_items.id').as('release_count'),
      );

  /** One page of the filter's items, newest first, each row with the filter's total (compiled once per shape). */
  const pageQuery = compiledPerShape(db, (_: object, v: PageValues) =>
    listed(listQuery(v.tenantId, v))
      .select(totalRows(listQuery(v.tenantId, v)))
      .orderBy('content_items.created_at', 'desc')
      .orderBy('content_items.id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  return {
    /** How many items match the filter (the 待我处理 counts: the same filter as the list they open). */
    count(tenantId: number, f: Omit<ContentFilter, 'pageIndex' | 'pageSize'>): Promise<number> {
      return countRows(listQuery(tenantId, byStatus(f)));
    },
    async page(tenantId: number, f: ContentFilter): Promise<{ list: ContentListRow[]; total: number }> {
      const { pageIndex, pageSize, scope, ...filter } = byStatus(f);
      const values = { ...filter, type: filter.type || undefined, creatorId: filter.creatorId || undefined, keyword: filter.keyword ?? undefined, tenantId, ...scopeValues(scope), limit: pageSize, offset: (pageIndex - 1) * pageSize };
      // A keyword, a tag or a review queue's levels are built each time (their values are transformed or nested).
      const rows = await pageQuery({}, values, !values.keyword && !values.tag && !values.waitingAt);
      const total = await totalOfPage(rows, values.offset, () => countRows(listQuery(tenantId, values)));
      return { list: rows as ContentListRow[], total };
    },
    /** An item of the tenant, none when it lies outside `scope` (when given). */
    async get(tenantId: number, id: number, scope?: DataScope): Promise<ContentListRow | undefined> {
      const row = await listed(listQuery(tenantId, { scope }).where('content_items.id', '=', id)).executeTakeFirst();
      return row as ContentListRow | undefined;
    },
    /** Items of the tenant among `ids` (within `scope` when given). */
    getMany(tenantId: number, ids: number[], scope?: DataScope): Promise<ContentRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return listQuery(tenantId, { scope }).selectAll().where('content_items.id', 'in', ids).execute();
    },
    /** An item by id whatever its tenant (public news page: the tenant comes from the item). */
    /** An item by id alone, for the public pages: none when its tenant is disabled (a dark tenant). */
    getPublic(id: number): Promise<ContentRow | undefined> {
      return db
        .selectFrom('content_items')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.exists(eb.selectFrom('tenants').select('tenants.id').whereRef('tenants.id', '=', 'content_items.tenant_id').where('tenants.status', '=', 1)))
        .executeTakeFirst();
    },
    /** A new draft of `creatorId`, who belongs to department `deptId` (null: none). */
    async insert(tenantId: number, creatorId: number, deptId: number | null, v: ContentValues, now = Date.now()): Promise<number> {
      return insertId(db, 'content_items', {
        tenant_id: tenantId,
        ...v,
        status: 0,
        creator_id: creatorId,
        dept_id: deptId,
        created_at: now,
        updated_at: now,
        submitted_at: null,
        reviewed_at: null,
        views: 0,
        revision: 1,
        update_status: null,
      });
    },
    async update(tenantId: number, id: number, set: Partial<Omit<ContentRow, 'id' | 'tenant_id'>>): Promise<number> {
      const r = await db.updateTable('content_items').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /**
     * Writes a new revision of the working copy when the item is still at `revision` (0 rows:
     * someone saved in between). `set` holds the row's new fields (none for a pending update).
     */
    async bumpRevision(tenantId: number, id: number, revision: number, set: Partial<Omit<ContentRow, 'id' | 'tenant_id' | 'revision'>>): Promise<boolean> {
      const r = await db
        .updateTable('content_items')
        .set({ ...set, revision: revision + 1 })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return updatedOne(r);
    },
    /** Moves items from one of `from` statuses to `to` (returns how many moved); `atRevision`: only while the working copy is that revision. */
    async setStatus(
      tenantId: number,
      ids: number[],
      from: readonly number[],
      to: number,
      extra: Partial<Pick<ContentRow, 'submitted_at' | 'reviewed_at' | 'updated_at' | 'review_level'>> = {},
      atRevision?: number,
    ) {
      if (!ids.length) return 0;
      let q = db
        .updateTable('content_items')
        .set({ status: to, ...extra })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('status', 'in', [...from]);
      if (atRevision !== undefined) q = q.where('revision', '=', atRevision);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /**
     * Moves a pending update from one of `from` statuses (null: none) to `to`; `set` replaces
     * the live fields (approval). Only while the working copy is `atRevision` when given.
     */
    async setUpdate(
      tenantId: number,
      id: number,
      from: readonly number[],
      to: number | null,
      set: Partial<Omit<ContentRow, 'id' | 'tenant_id' | 'revision' | 'update_status'>> = {},
      atRevision?: number,
    ) {
      let q = db
        .updateTable('content_items')
        .set({ ...set, update_status: to })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('update_status', 'in', [...from]);
      if (atRevision !== undefined) q = q.where('revision', '=', atRevision);
      const r = await q.executeTakeFirst();
      return updatedOne(r);
    },
    async remove(tenantId: number, id: number, statuses: readonly number[]): Promise<boolean> {
      if (!isPg(db)) await sql`delete from content_fts where rowid = ${id}`.execute(db);
      await db.deleteFrom('content_search').where('tenant_id', '=', tenantId).where('content_id', '=', id).execute();
      const r = await db.deleteFrom('content_items').where('tenant_id', '=', tenantId).where('id', '=', id).where('status', 'in', [...statuses]).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async setFiles(tenantId: number, id: number, fileIds: number[]) {
      await db.deleteFrom('content_files').where('tenant_id', '=', tenantId).where('content_id', '=', id).execute();
      if (fileIds.length) {
        await db
          .insertInto('content_files')
          .values(fileIds.map((file_id, sort) => ({ tenant_id: tenantId, content_id: id, file_id, sort })))
          .execute();
      }
    },
    async fileIds(tenantId: number, id: number): Promise<number[]> {
      const rows = await db.selectFrom('content_files').select('file_id').where('tenant_id', '=', tenantId).where('content_id', '=', id).orderBy('sort').execute();
      return rows.map((r) => r.file_id);
    },
    /** Library files of the tenant (not recycled) with their stored content facts. */
    tenantFiles(tenantId: number, fileIds: number[]) {
      if (!fileIds.length) return Promise.resolve([]);
      return db
        .selectFrom('library_files')
        .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
        .select([
          'library_files.id',
          'library_files.name',
          'library_files.file_type',
          'library_files.content_id',
          'file_contents.duration',
          'file_contents.cover_path',
        ])
        .where('library_files.tenant_id', '=', tenantId)
        .where('library_files.id', 'in', fileIds)
        .where('library_files.deleted_at', 'is', null)
        .execute();
    },
    /** Active users of the tenant whose roles grant the menu `path` (an all-menus role grants every path). */
    async holdersOf(tenantId: number, path: string, limit = 200): Promise<number[]> {
      const rows = await activeHolders(db, tenantId)
        .where((eb) =>
          eb.or([
            eb('roles.all_menus', '=', 1),
            eb(
              'roles.id',
              'in',
              eb.selectFrom('role_menus').innerJoin('menus', 'menus.id', 'role_menus.menu_id').select('role_menus.role_id').where('menus.path', '=', path),
            ),
          ]),
        )
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },
    /** Records one review act: pass or send-back (`backTo` 0 the author, else a level; null for a pass) at `level`. */
    async addReview(tenantId: number, contentId: number, reviewerId: number, act: { pass: number; opinion: string; level: number; backTo: number | null }, now = Date.now()) {
      await db
        .insertInto('content_reviews')
        .values({ tenant_id: tenantId, content_id: contentId, reviewer_id: reviewerId, pass: act.pass, opinion: act.opinion, level: act.level, back_to: act.backTo, created_at: now })
        .execute();
    },
    /**
     * Moves a waiting item (or a published item's waiting update) from review level `from` to `to`
     * along its chain, while the working copy is still `atRevision` and nobody moved it first.
     */
    async moveLevel(tenantId: number, id: number, from: number, to: number, isUpdate: boolean, atRevision: number, now = Date.now()): Promise<boolean> {
      const r = await db
        .updateTable('content_items')
        .set({ review_level: to, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('review_level', '=', from)
        .where('revision', '=', atRevision)
        .where(isUpdate ? 'update_status' : 'status', '=', 1)
        .executeTakeFirst();
      return updatedOne(r);
    },
    reviews(tenantId: number, contentId: number) {
      return db
        .selectFrom('content_reviews')
        .leftJoin('users', (j) => j.onRef('users.id', '=', 'content_reviews.reviewer_id').onRef('users.tenant_id', '=', 'content_reviews.tenant_id'))
        .selectAll('content_reviews')
        .select('users.name as reviewer_name')
        .where('content_reviews.tenant_id', '=', tenantId)
        .where('content_reviews.content_id', '=', contentId)
        .orderBy('content_reviews.created_at', 'desc')
        .orderBy('content_reviews.id', 'desc')
        .execute();
    },
    async setSearch(tenantId: number, contentId: number, text: { words: string; chars: string }) {
      await db
        .insertInto('content_search')
        .values({ content_id: contentId, tenant_id: tenantId, ...text })
        .onConflict((oc) => oc.column('content_id').doUpdateSet(text))
        .execute();
      if (!isPg(db)) {
        await sql`delete from content_fts where rowid = ${contentId}`.execute(db);
        await sql`insert into content_fts (rowid, words, chars) values (${contentId}, ${text.words}, ${text.chars})`.execute(db);
      }
    },
    /** Counts one view of an item (total and per day yyyymmdd). */
    async addView(tenantId: number, contentId: number, day: number, n = 1) {
      await db.updateTable('content_items').set((eb) => ({ views: eb('views', '+', n) })).where('tenant_id', '=', tenantId).where('id', '=', contentId).execute();
      await db
        .insertInto('content_view_days')
        .values({ tenant_id: tenantId, content_id: contentId, day, views: n })
        .onConflict((oc) => oc.columns(['content_id', 'day']).doUpdateSet((eb) => ({ views: eb('content_view_days.views', '+', n) })))
        .execute();
    },
    /** Items by views since a day (yyyymmdd), released ones only (within `scope` when given). */
    hot(tenantId: number, sinceDay: number, limit: number, scope?: DataScope) {
      const scoped = itemScope(scope);
      return db
        .selectFrom('content_view_days')
        .innerJoin('content_items', 'content_items.id', 'content_view_days.content_id')
        .select(['content_items.id', 'content_items.type', 'content_items.title', 'content_items.author'])
        .select((eb) => eb.fn.sum<number>('content_view_days.views').as('views'))
        .select((eb) =>
          eb.selectFrom('releases').select((e) => e.fn.min<number>('releases.created_at').as('t')).whereRef('releases.content_id', '=', 'content_items.id').as('publish_time'),
        )
        .where('content_view_days.tenant_id', '=', tenantId)
        .where('content_view_days.day', '>=', sinceDay)
        .where('content_items.status', '=', 4)
        .$if(!!scoped, (q) => q.where(scoped!))
        .groupBy(['content_items.id', 'content_items.type', 'content_items.title', 'content_items.author'])
        .orderBy('views', 'desc')
        .orderBy('content_items.id', 'desc')
        .limit(limit)
        .execute();
    },
    /** Items per status or type (within `scope` when given). */
    async countBy(tenantId: number, by: 'status' | 'type', scope?: DataScope) {
      const rows = await listQuery(tenantId, { scope })
        .select(by)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(by)
        .execute();
      return new Map(rows.map((r) => [Number((r as Record<string, unknown>)[by]), Number(r.n)]));
    },
    /** How many items and their views (within `scope` when given). */
    async totals(tenantId: number, scope?: DataScope) {
      const r = await listQuery(tenantId, { scope })
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('views')])
        .executeTakeFirstOrThrow();
      return { count: Number(r.n), views: Number(r.views) };
    },
    /** Items per source and type (within `scope` when given). */
    async bySource(tenantId: number, scope?: DataScope) {
      const rows = await listQuery(tenantId, { scope })
        .select(['source', 'type'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(['source', 'type'])
        .orderBy('n', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({ source: r.source, type: r.type, count: Number(r.n) }));
    },
    /** Views per day (yyyymmdd) of one item since a day. */
    viewDays(tenantId: number, contentId: number, sinceDay: number) {
      return db
        .selectFrom('content_view_days')
        .select(['day', 'views'])
        .where('tenant_id', '=', tenantId)
        .where('content_id', '=', contentId)
        .where('day', '>=', sinceDay)
        .orderBy('day')
        .execute();
    },
    /** Published documents (type 1) by views since a day, then all-time views; with release figures. */
    articleRanking(tenantId: number, sinceDay: number, limit: number, scope?: DataScope) {
      const scoped = scopeMatch(scope, 'c.creator_id', 'c.dept_id');
      return db
        .selectFrom('content_items as c')
        .select(['c.id', 'c.title', 'c.author', 'c.source', 'c.views'])
        .select((eb) =>
          eb
            .selectFrom('content_view_days as v')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('v.views'), e.lit(0)).as('n'))
            .whereRef('v.content_id', '=', 'c.id')
            .where('v.day', '>=', sinceDay)
            .as('period_views'),
        )
        .select((eb) => eb.selectFrom('releases as r').select((e) => e.fn.countAll<number>().as('n')).whereRef('r.content_id', '=', 'c.id').as('release_count'))
        .select((eb) => eb.selectFrom('releases as r').select((e) => e.fn.min<number>('r.created_at').as('t')).whereRef('r.content_id', '=', 'c.id').as('publish_time'))
        .where('c.tenant_id', '=', tenantId)
        .where('c.type', '=', 1)
        .where('c.status', '=', 4)
        .$if(!!scoped, (q) => q.where(scoped!))
        .orderBy('period_views', 'desc')
        .orderBy('c.views', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
    },
    /** Where library files are used: item files, covers, and bodies holding references (bounded). */
    async mediaUses(tenantId: number, scope?: DataScope) {
      const scopedC = scopeMatch(scope, 'c.creator_id', 'c.dept_id');
      const files = await db
        .selectFrom('content_files as f')
        .innerJoin('content_items as c', 'c.id', 'f.content_id')
        .select(['f.file_id', 'c.id', 'c.title', 'c.type', 'c.status'])
        .where('f.tenant_id', '=', tenantId)
        .where('c.tenant_id', '=', tenantId)
        .$if(!!scopedC, (q) => q.where(scopedC!))
        .limit(5000)
        .execute();
      const covers = await listQuery(tenantId, { scope })
        .select(['cover_file_id as file_id', 'id', 'title', 'type', 'status'])
        .where('cover_file_id', '>', 0)
        .limit(5000)
        .execute();
      const bodies = await listQuery(tenantId, { scope }).select(['id', 'title', 'type', 'status', 'body']).where('body', 'like', '%data-file-id%').limit(2000).execute();
      return { files, covers, bodies };
    },
    /** Items created per day since `from` (epoch ms), as raw created_at values grouped by the caller. */
    async createdSince(tenantId: number, from: number, scope?: DataScope) {
      const rows = await listQuery(tenantId, { from, scope }).select('created_at').limit(100_000).execute();
      return rows.map((r) => Number(r.created_at));
    },
  };
}
