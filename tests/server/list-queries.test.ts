// The paged lists whose queries are compiled once per shape (server/repositories/compiled-query.ts)
// answer the same rows and totals as the Kysely-built queries they replaced, copied here as they
// were: content items, contributions, comments, releases, messages, users and library files, for
// several shapes (status, type, own items, data scopes of each kind, keywords) and pages (first,
// second, past the end), asked twice so the second answer comes from the kept shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SqlBool } from 'kysely';
import { databases, startServer, type TestServer } from './helpers.js';
import { containsTextIn, countRows, onPage } from '../../server/repositories/sql-helpers.js';
import { scopeMatch, scopedContentIds, type DataScope } from '../../server/repositories/data-scope.js';
import type { Db } from '../../server/db/schema.js';
import type { FilePageFilter } from '../../server/repositories/library-files.js';
import { seedLibraries, seedMedia } from '../../server/seed/media-seed.js';
import { normalizeMessageType } from '../../shared/message-types.js';

type Page = { pageIndex: number; pageSize: number };

/** The content list as it was built before (content-items.ts), without keyword, tag and review levels. */
async function contentBefore(db: Db, tenantId: number, f: Page & { type?: number; status?: number; creatorId?: number; scope?: DataScope }) {
  let q = db.selectFrom('content_items').where('content_items.tenant_id', '=', tenantId);
  if (f.type) q = q.where('content_items.type', '=', f.type);
  if (f.status === 1 || f.status === 2) {
    const status = f.status;
    q = q.where((eb) => eb.or([eb('content_items.status', '=', status), eb('content_items.update_status', '=', status)]));
  } else if (f.status !== undefined) q = q.where('content_items.status', '=', f.status);
  if (f.creatorId) q = q.where('content_items.creator_id', '=', f.creatorId);
  const scoped = scopeMatch(f.scope, 'content_items.creator_id', 'content_items.dept_id');
  if (scoped) q = q.where(scoped);
  const total = await countRows(q);
  const list = await q
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'content_items.creator_id').onRef('users.tenant_id', '=', 'content_items.tenant_id'))
    .selectAll('content_items')
    .select('users.name as creator_name')
    .select((eb) => eb.selectFrom('releases').select((e) => e.fn.countAll<number>().as('n')).whereRef('releases.content_id', '=', 'content_items.id').as('release_count'))
    .orderBy('content_items.created_at', 'desc')
    .orderBy('content_items.id', 'desc')
    .$call(onPage(f))
    .execute();
  return { list, total };
}

/** The contribution queue as it was built before (contributions.ts). */
async function contributionsBefore(db: Db, tenantId: number, f: Page & { status?: number; keyWord?: string; scope?: DataScope }) {
  let q = db.selectFrom('contributions').where('tenant_id', '=', tenantId);
  const scoped = scopeMatch(f.scope, 'contributions.reviewer_id', 'contributions.dept_id');
  if (scoped) q = q.where(scoped);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.keyWord) q = q.where(containsTextIn(['title', 'content', 'name'], f.keyWord));
  const [rows, total] = await Promise.all([q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').$call(onPage(f)).execute(), countRows(q)]);
  return { rows, total };
}

/** The comment queue as it was built before (comments.ts). */
async function commentsBefore(db: Db, tenantId: number, f: Page & { status?: number; contentId?: number; keyWord?: string; scope?: DataScope }) {
  let q = db.selectFrom('comments as c').innerJoin('content_items as i', 'i.id', 'c.content_id').where('c.tenant_id', '=', tenantId);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.contentId !== undefined) q = q.where('c.content_id', '=', f.contentId);
  if (f.keyWord) q = q.where(containsTextIn(['c.content', 'c.nickname', 'i.title'], f.keyWord));
  const scoped = scopedContentIds(f.scope, tenantId, 'c.content_id');
  if (scoped) q = q.where(scoped);
  const total = await countRows(q);
  const rows = await q
    .selectAll('c')
    .select('i.title as content_title')
    .select((eb) =>
      eb.exists(eb.selectFrom('forbidden_users as f').select('f.id').where('f.tenant_id', '=', tenantId).whereRef('f.address', '=', 'c.address')).$castTo<number>().as('forbidden'),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .$call(onPage(f))
    .execute();
  return { total, rows };
}

/** The release list without a keyword as it was built before (releases.ts). */
async function releasesBefore(db: Db, tenantId: number, f: Page & { columnId?: number; type?: number; live?: boolean; scope?: DataScope }) {
  let q = db.selectFrom('releases').where('releases.tenant_id', '=', tenantId);
  if (f.columnId) q = q.where('releases.column_id', '=', f.columnId);
  if (f.type) q = q.where('releases.type', '=', f.type);
  if (f.live) q = q.where('releases.publish_at', '=', 0);
  const scoped = scopedContentIds(f.scope, tenantId, 'releases.content_id');
  if (scoped) q = q.where(scoped);
  const detailed = q
    .innerJoin('content_items', 'content_items.id', 'releases.content_id')
    .innerJoin('web_columns', 'web_columns.id', 'releases.column_id')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'releases.publisher_id').onRef('users.tenant_id', '=', 'releases.tenant_id'))
    .selectAll('releases')
    .select(['content_items.title', 'content_items.summary', 'content_items.cover_file_id', 'content_items.author', 'content_items.source', 'content_items.link_url', 'content_items.status', 'content_items.views', 'web_columns.name as column_name', 'users.name as publisher_name']);
  const ordered = f.columnId
    ? detailed.orderBy('releases.top', 'desc').orderBy('releases.order_num', 'desc').orderBy('releases.id', 'desc')
    : detailed.orderBy('releases.created_at', 'desc').orderBy('releases.id', 'desc');
  return { list: await ordered.$call(onPage(f)).execute(), total: await countRows(q) };
}

/** A user's messages as they were paged before (messages.ts). */
async function messagesBefore(db: Db, tenantId: number, userId: number, q: Page & { msgType?: number; readFlag?: number }) {
  let query = db
    .selectFrom('messages')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'messages.sender_id').onRef('users.tenant_id', '=', 'messages.tenant_id'))
    .where('messages.tenant_id', '=', tenantId)
    .where('messages.user_id', '=', userId);
  if (q.msgType !== undefined) query = query.where('messages.msg_type', '=', normalizeMessageType(q.msgType));
  if (q.readFlag === 0) query = query.where('messages.read_at', 'is', null);
  if (q.readFlag === 1) query = query.where('messages.read_at', 'is not', null);
  const total = await countRows(query);
  const rows = await query
    .select(['messages.id', 'messages.msg_type', 'messages.title', 'messages.view_content', 'messages.link', 'messages.read_at', 'messages.created_at', 'messages.invite_status', 'users.name as sender_name'])
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .$call(onPage(q))
    .execute();
  return { rows, total };
}

/** The user list as it was built before (users.ts). */
async function usersBefore(db: Db, tenantId: number, q: Page & { name?: string; status?: number; organizationIds?: number[] }) {
  let base = db.selectFrom('users').where('tenant_id', '=', tenantId);
  if (q.name) base = base.where(containsTextIn(['name', 'account'], q.name));
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.organizationIds) base = base.where('organization_id', 'in', q.organizationIds.length ? q.organizationIds : [-1]);
  return { rows: await base.selectAll().orderBy('id', 'desc').$call(onPage(q)).execute(), total: await countRows(base) };
}

/** Library files as they were paged before (library-files.ts), without keyword and tag. */
async function filesBefore(db: Db, tenantId: number, userId: number, f: Page & Pick<FilePageFilter, 'fileType' | 'libraryId' | 'kind' | 'folderId'>, recycled = false) {
  let q = db
    .selectFrom('library_files')
    .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
    .where('library_files.tenant_id', '=', tenantId)
    .where('library_files.library_id', 'in', db.selectFrom('file_libraries').select('id').where('tenant_id', '=', tenantId).where((eb) => eb.or([eb('kind', '!=', 'private'), eb('owner_user_id', '=', userId)])))
    .where('library_files.deleted_at', recycled ? 'is not' : 'is', null);
  if (f.fileType) q = q.where('library_files.file_type', '=', f.fileType);
  if (f.libraryId) {
    const libId = f.libraryId;
    q = q.where((eb) => eb.or([eb('library_files.library_id', '=', libId), eb('library_files.library_id', 'in', eb.selectFrom('file_libraries').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', libId))]));
  }
  if (f.kind) q = q.where('library_files.library_id', 'in', db.selectFrom('file_libraries').select('id').where('tenant_id', '=', tenantId).where('kind', '=', f.kind));
  if (f.folderId !== undefined) q = q.where('library_files.folder_id', '=', f.folderId);
  const total = await countRows(q);
  const list = await q
    .selectAll('library_files')
    .select(['file_contents.md5', 'file_contents.size', 'file_contents.mime', 'file_contents.duration', 'file_contents.width', 'file_contents.height', 'file_contents.codec', 'file_contents.cover_path'])
    .orderBy(recycled ? 'library_files.deleted_at' : 'library_files.created_at', 'desc')
    .orderBy('library_files.id', 'desc')
    .$call(onPage(f))
    .execute();
  return { list, total };
}

/** Rows without the carried total, for comparing with the rows of before. */
const bare = <R extends object>(rows: R[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'total_rows')));
/** Counts as numbers (PostgreSQL answers some as strings in either version). */
const plain = (rows: object[]) => JSON.parse(JSON.stringify(rows, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))) as object[];

describe.each(databases)('list queries compiled once per shape (%s)', (kind) => {
  let s: TestServer;
  let db: Db;
  let tenantId: number;
  let userId: number;
  let otherUser: number;
  let columns: number[] = [];
  const scopes: (DataScope | undefined)[] = [];
  beforeAll(async () => {
    s = await startServer(kind);
    const me = await s.login();
    tenantId = me.webTenId;
    userId = me.webUserId;
    db = s.app.db;
    const repos = s.app.repos;
    const user = (await repos.users.get(tenantId, userId))!;
    otherUser = await repos.users.create(tenantId, { account: 'lists-other', name: '另一位', passwordHash: user.password_hash, roleId: null });
    // 23 items: both creators, three departments (none, 1, 2), every status, two types
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const creator = i % 3 === 0 ? otherUser : userId;
      const id = await repos.contentItems.insert(tenantId, creator, i % 4 === 0 ? null : (i % 2) + 1, { type: (i % 2) + 1, title: `稿件 ${i}`, summary: '', body: '', cover_file_id: 0, link_url: '', author: '', source: '' }, 1_000_000 + i * 1000);
      await repos.contentItems.update(tenantId, id, { status: i % 5, update_status: i % 7 === 0 ? 1 : null });
      ids.push(id);
    }
    for (let i = 0; i < 17; i += 1) {
      const id = await repos.contributions.create(tenantId, { title: `投稿 ${i}`, content: i % 2 ? '公园樱花' : '路灯', name: `市民${i}`, phone: '', fileIds: [], address: `10.0.0.${i}` }, 2_000_000 + (i % 6) * 1000);
      if (i % 3 === 0) await repos.contributions.decide(tenantId, id, { status: 1, reviewerId: i % 2 ? userId : otherUser });
      if (i % 4 === 0) await repos.contributions.setDept(tenantId, id, 1);
    }
    for (let i = 0; i < 19; i += 1) {
      const id = await repos.comments.create(tenantId, { contentId: ids[i % 6]!, nickname: `读者${i}`, content: i % 2 ? '好文章' : '樱花开了', address: `10.1.0.${i % 4}` });
      if (i % 3 === 0) await repos.comments.setStatus(tenantId, [id], 1);
    }
    await repos.comments.forbid(tenantId, { address: '10.1.0.1', nickname: '读者1', reason: '', createdBy: userId });
    // releases of the first 12 items in two columns, some scheduled
    columns = [await repos.columns.insert(tenantId, { portal: 'web', parentId: 0, name: '列表一' }), await repos.columns.insert(tenantId, { portal: 'web', parentId: 0, name: '列表二' })];
    for (let i = 0; i < 12; i += 1) {
      await repos.releases.insert(tenantId, { content_id: ids[i]!, column_id: columns[i % 2]!, portal: 'web', type: (i % 2) + 1, top: i % 5 === 0 ? 1 : 0, order_num: i, publisher_id: userId, created_at: 3_000_000 + (i % 4) * 1000, publish_at: i % 3 === 0 ? 9_000_000 : 0, take_down_at: 0 });
    }
    // 25 messages of three types, some read
    for (let i = 0; i < 25; i += 1) {
      const sent = await repos.messages.insert(tenantId, [userId], { msgType: i % 3, title: `通知 ${i}`, viewContent: '内容', senderId: i % 2 ? otherUser : 0 });
      if (i % 4 === 0) await repos.messages.markRead(tenantId, userId, [sent.get(userId)!.msgId]);
    }
    for (let i = 0; i < 13; i += 1) {
      await repos.users.create(tenantId, { account: `lists-${i}`, name: `列表用户${i}`, passwordHash: user.password_hash, roleId: null });
    }
    await seedMedia(s.app, { generate: false });
    await seedLibraries(s.app, tenantId, userId);
    scopes.push(undefined, { all: true }, { all: false, userId, deptIds: [] }, { all: false, userId: otherUser, deptIds: [1] }, { all: false, userId, deptIds: [0, 1, 2] });
  }, 60_000);
  afterAll(() => s.close());

  const pages: Page[] = [
    { pageIndex: 1, pageSize: 10 },
    { pageIndex: 2, pageSize: 10 },
    { pageIndex: 3, pageSize: 10 },
    { pageIndex: 9, pageSize: 10 },
  ];

  it('content items: the same rows and totals for each shape and page, kept or new', async () => {
    expect((await s.app.repos.contentItems.page(tenantId, { pageIndex: 3, pageSize: 10 })).total).toBe(23);
    const filters = [{}, { status: 1 }, { status: 2 }, { status: 3 }, { type: 2 }, { creatorId: -1 }, { type: 1, status: 4 }];
    for (const scope of scopes) {
      for (const filter of filters) {
        const f = 'creatorId' in filter ? { creatorId: userId } : filter;
        for (const p of pages) {
          const before = await contentBefore(db, tenantId, { ...f, scope, ...p });
          for (let twice = 0; twice < 2; twice += 1) {
            const now = await s.app.repos.contentItems.page(tenantId, { ...f, scope, ...p });
            expect(now.total).toBe(before.total);
            expect(plain(bare(now.list)).map((r) => ({ ...r, release_count: Number((r as { release_count: number }).release_count) }))).toEqual(
              plain(before.list).map((r) => ({ ...r, release_count: Number((r as { release_count: number }).release_count) })),
            );
          }
        }
      }
    }
  });

  it('contributions: the same rows and totals for each shape and page, kept or new, keywords included', async () => {
    expect((await s.app.repos.contributions.page(tenantId, { pageIndex: 2, pageSize: 10 })).rows).toHaveLength(7);
    const filters = [{}, { status: 0 }, { status: 1 }, { keyWord: '樱花' }, { keyWord: '市民1', status: 0 }, { keyWord: '%' }];
    for (const scope of scopes) {
      for (const f of filters) {
        for (const p of pages) {
          const before = await contributionsBefore(db, tenantId, { ...f, scope, ...p });
          for (let twice = 0; twice < 2; twice += 1) {
            const now = await s.app.repos.contributions.page(tenantId, { ...f, scope, ...p });
            expect(now.total).toBe(before.total);
            expect(plain(bare(now.rows))).toEqual(plain(before.rows));
          }
        }
      }
    }
  });

  it('comments: the same rows and totals for each shape and page, kept or new, keywords included', async () => {
    const first = (await db.selectFrom('comments').select('content_id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).content_id;
    expect((await s.app.repos.comments.page(tenantId, { pageIndex: 2, pageSize: 10 })).total).toBe(19);
    const filters = [{}, { status: 0 }, { status: 1 }, { contentId: first }, { keyWord: '樱花' }, { keyWord: '稿件 1', status: 0 }];
    for (const scope of scopes) {
      for (const f of filters) {
        for (const p of pages) {
          const before = await commentsBefore(db, tenantId, { ...f, scope, ...p });
          for (let twice = 0; twice < 2; twice += 1) {
            const now = await s.app.repos.comments.page(tenantId, { ...f, scope, ...p });
            expect(now.total).toBe(before.total);
            expect(plain(bare(now.rows)).map((r) => ({ ...r, forbidden: Number((r as { forbidden: unknown }).forbidden) }))).toEqual(
              plain(before.rows).map((r) => ({ ...r, forbidden: Number((r as { forbidden: unknown }).forbidden) })),
            );
          }
        }
      }
    }
  });

  it('releases: the same rows and totals for each shape and page, kept or new', async () => {
    expect((await s.app.repos.releases.page(tenantId, { pageIndex: 1, pageSize: 10 })).total).toBe(12);
    const filters = [{}, { columnId: columns[0] }, { type: 2 }, { live: true }, { columnId: columns[1], live: true }];
    for (const scope of scopes) {
      for (const f of filters) {
        for (const p of pages) {
          const before = await releasesBefore(db, tenantId, { ...f, scope, ...p });
          for (let twice = 0; twice < 2; twice += 1) {
            const now = await s.app.repos.releases.page(tenantId, { ...f, scope, ...p });
            expect(now.total).toBe(before.total);
            expect(plain(bare(now.list))).toEqual(plain(before.list));
          }
        }
      }
    }
  });

  it('messages: the same rows and totals for each shape and page, kept or new', async () => {
    expect((await s.app.repos.messages.page(tenantId, userId, { readFlag: 1, pageIndex: 1, pageSize: 10 })).total).toBe(7);
    const filters = [{}, { msgType: 1 }, { readFlag: 0 }, { readFlag: 1 }, { msgType: 2, readFlag: 0 }, { msgType: 42 }];
    for (const f of filters) {
      for (const p of pages) {
        const before = await messagesBefore(db, tenantId, userId, { ...f, ...p });
        for (let twice = 0; twice < 2; twice += 1) {
          const now = await s.app.repos.messages.page(tenantId, userId, { ...f, ...p });
          expect(now.total).toBe(before.total);
          expect(now.list.map((m) => [m.msgId, m.msgType, m.title, m.readFlag, m.createTime])).toEqual(
            before.rows.map((r) => [r.id, r.msg_type, r.title, r.read_at === null ? 0 : 1, Number(r.created_at)]),
          );
        }
      }
    }
  });

  it('users: the same rows and totals for each shape and page, kept or new, names included', async () => {
    const filters = [{}, { status: 1 }, { name: '列表用户1' }, { organizationIds: [] }, { organizationIds: [1, 2] }, { name: 'lists', status: 1 }];
    for (const f of filters) {
      for (const p of pages) {
        const before = await usersBefore(db, tenantId, { ...f, ...p });
        for (let twice = 0; twice < 2; twice += 1) {
          const now = await s.app.repos.users.list(tenantId, { ...f, ...p });
          expect(now.total).toBe(before.total);
          expect(plain(now.rows)).toEqual(plain(before.rows));
        }
      }
    }
  });

  it('library files: the same rows and totals for each shape and page, kept or new', async () => {
    const libraries = await db.selectFrom('file_libraries').select(['id', 'kind']).where('tenant_id', '=', tenantId).execute();
    expect((await s.app.repos.libraryFiles.page(tenantId, userId, { pageIndex: 1, pageSize: 10 })).total).toBeGreaterThan(4);
    const filePages = [{ pageIndex: 1, pageSize: 4 }, { pageIndex: 2, pageSize: 4 }, { pageIndex: 5, pageSize: 4 }];
    const filters = [{}, { fileType: 1 }, { fileType: 3 }, { libraryId: libraries[0]!.id }, { kind: 'public' as const }, { folderId: 0 }, { fileType: 3, libraryId: libraries[1]?.id ?? 1 }];
    for (const f of filters) {
      for (const p of filePages) {
        for (const recycled of [false, true]) {
          const before = await filesBefore(db, tenantId, userId, { ...f, ...p }, recycled);
          for (let twice = 0; twice < 2; twice += 1) {
            const now = await s.app.repos.libraryFiles.page(tenantId, userId, { ...f, ...p }, recycled);
            expect(now.total).toBe(before.total);
            expect(plain(bare(now.list))).toEqual(plain(before.list));
          }
        }
      }
    }
  });

  it('refuses a shape whose builder does not pass a value into the query', async () => {
    const { compiledPerShape } = await import('../../server/repositories/compiled-query.js');
    const run = compiledPerShape(db, (_: object, v: { tenantId: number }) => db.selectFrom('tenants').select('id').where(sql<SqlBool>`${Number(v.tenantId) || 0} = 0`));
    await expect(run({}, { tenantId })).rejects.toThrow(/tenantId is not a parameter/);
  });
});
