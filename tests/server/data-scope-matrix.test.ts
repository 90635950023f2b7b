// Data scope (contract "Data scope"), as a generated matrix: every scoped route × every scope ×
// an item inside and an item outside the caller's scope. Lists include the inside item and leave
// the outside one out (totals too); details and writes answer 200 inside and 404 outside (as for
// another tenant's id), and an outside item is left as it was. Comment moderation works on the
// comments of items in the scope; aggregate reports (counts per status, type, source, day, desk or
// author) move when an inside item is added and stay put when an outside one is.
//
// Departments: A (the callers' own) with A1 below it, and B. The scope-2 role chooses B.
// Inside / outside per scope: 1 all (B / none), 2 chosen (B / A), 3 own department (A / A1),
// 4 own and below (A1 / B), 5 own items (the caller's own item filed under B / A).
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200, type ContentWorld } from './content-world.js';
import { PLATFORM_MENU_PREFIX } from '../../server/repositories/menus.js';
import { dayNumber } from '../../server/services/content-release.js';

type Place = 'A' | 'A1' | 'B' | 'own';
type Scope = 1 | 2 | 3 | 4 | 5;
const PLACES: Record<Scope, { inside: Place; outside: Place | null }> = {
  1: { inside: 'B', outside: null },
  2: { inside: 'B', outside: 'A' },
  3: { inside: 'A', outside: 'A1' },
  4: { inside: 'A1', outside: 'B' },
  5: { inside: 'own', outside: 'A' },
};
const SCOPES = [1, 2, 3, 4, 5] as const;

interface Caller {
  token: string;
  userId: number;
}
interface World {
  w: ContentWorld;
  dept: Record<'A' | 'A1' | 'B', number>;
  callers: Record<Scope, Caller>;
  column: number;
  /** A second web column to release into. */
  target: number;
}

/** The owner and department columns' values of an item placed at `place` for `caller`. */
function owner(x: World, place: Place, caller: Caller, adminId: number) {
  return place === 'own' ? { user: caller.userId, dept: x.dept.B } : { user: adminId, dept: x.dept[place] };
}

let seq = 0;
const unique = (what: string) => `${what}${++seq}号`;

type Target = { id: number; title: string; releaseId?: number };
type Kind = 'content' | 'contribution' | 'tipoff' | 'comment';
type State = 'draft' | 'waiting' | 'approved' | 'released';

interface RouteCase {
  name: string;
  /** What the route works on: a content item in a state, a contribution or a tip-off. */
  kind: Kind;
  state?: State;
  /** list: the answer lists the target or not; id: 200 or 404; count: an aggregate moves or not. */
  shape: 'list' | 'id' | 'count';
  /** Lists without a total (reports' top-N lists). */
  noTotal?: boolean;
  /** The target is read a million times today (ranked lists of reads). */
  views?: boolean;
  /** The target's cover is a library image (the resource map). */
  cover?: boolean;
  /** For aggregates: the figure the target adds to (it moves when the target is inside the scope). */
  measure?(res: LightMyRequestResponse): number;
  call(x: World, token: string, t: Target): Promise<LightMyRequestResponse>;
  /** For lists: the ids listed and the total. */
  listed?(res: LightMyRequestResponse, t: Target): { ids: number[]; total: number };
  /** For writes: the target is unchanged (checked after an outside call). */
  unchanged?(x: World, t: Target): Promise<void>;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Ids of a report's top-N list (data an array, or an object holding the array under `key`). */
const topIds = (res: LightMyRequestResponse, idKey: string, key?: string) => {
  const data = res.json().data;
  const rows = (key ? data[key] : data) as Record<string, number>[];
  return { ids: rows.map((r) => r[idKey]!), total: rows.length };
};
const listIds = (res: LightMyRequestResponse, key = 'id') => {
  const data = res.json().data;
  return { ids: (data.list as Record<string, number>[]).map((r) => r[key]!), total: data.total as number };
};

/** A paged list read with GET `path`, searched by the target's title. */
function keywordList(name: string, kind: Kind, path: string): RouteCase {
  return { name, kind, shape: 'list', call: (x, token, t) => x.w.json(token, 'GET', `${path}?keyWord=${encodeURIComponent(t.title)}&pageSize=100`), listed: (res) => listIds(res) };
}
/** A report's top-N list of content items in `state`, read with GET `url` (it has no total). */
function topList(name: string, state: State, url: string, listed: NonNullable<RouteCase['listed']>, target: Pick<RouteCase, 'views'> = {}): RouteCase {
  return { name, kind: 'content', state, ...target, shape: 'list', noTotal: true, call: (x, token) => x.w.json(token, 'GET', url), listed };
}
/** An aggregate over content items in `state`, read at `url`: `measure` is the figure an inside item adds to. */
function aggregate(
  name: string,
  state: State,
  url: string,
  measure: NonNullable<RouteCase['measure']>,
  { method = 'GET', cover }: { method?: 'GET' | 'POST'; cover?: true } = {},
): RouteCase {
  return { name, kind: 'content', state, ...(cover ? { cover } : {}), shape: 'count', call: (x, token) => x.w.json(token, method, url), measure };
}
/** The sum of the counts of an answer's rows. */
const countSum = (rows: { count: number }[]) => sum(rows.map((r) => r.count));

async function contentRow(x: World, id: number) {
  return x.w.s.app.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}
async function contentStatusIs(x: World, id: number, status: number) {
  expect((await contentRow(x, id))?.status).toBe(status);
}

const ROUTES: RouteCase[] = [
  {
    name: 'content/page',
    kind: 'content',
    state: 'draft',
    shape: 'list',
    call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/content/page?keyWord=&tag=${encodeURIComponent(t.title)}&pageSize=100`),
    listed: (res) => listIds(res),
  },
  {
    name: 'review queue (content/page status=1 mine=1)',
    kind: 'content',
    state: 'waiting',
    shape: 'list',
    call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/content/page?status=1&mine=1&tag=${encodeURIComponent(t.title)}&pageSize=100`),
    listed: (res) => listIds(res),
  },
  { name: 'content/detail', kind: 'content', state: 'draft', shape: 'id', call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/content/detail?id=${t.id}`) },
  { name: 'content/revisions', kind: 'content', state: 'draft', shape: 'id', call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/content/revisions?id=${t.id}`) },
  { name: 'content/live', kind: 'content', state: 'draft', shape: 'id', call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/content/live?id=${t.id}`) },
  {
    name: 'content/save',
    kind: 'content',
    state: 'draft',
    shape: 'id',
    call: async (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/content/save', { ...doc(`${t.title}改`), id: t.id, revision: Number((await contentRow(x, t.id))!.revision) }),
    unchanged: async (x, t) => expect((await contentRow(x, t.id))?.title).toBe(t.title),
  },
  // the content form writes: the target keeps its status after an outside call
  ...(
    [
      ['submit', 'draft', {}, 0],
      ['review', 'waiting', { pass: 1, opinion: '' }, 1],
      ['delete', 'draft', {}, 0],
    ] as const
  ).map(
    ([action, state, fields, status]): RouteCase => ({
      name: `content/${action}`,
      kind: 'content',
      state,
      shape: 'id',
      call: (x, token, t) => x.w.form(token, `/api/web-publish/content/${action}`, { id: t.id, ...fields }),
      unchanged: (x, t) => contentStatusIs(x, t.id, status),
    }),
  ),
  {
    name: 'content/lock',
    kind: 'content',
    state: 'draft',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/content/lock', { id: t.id }),
  },
  {
    name: 'release list (GET /release)',
    kind: 'content',
    state: 'released',
    shape: 'list',
    call: (x, token) => x.w.json(token, 'GET', `/api/release?columnId=${x.column}&pageSize=100`),
    listed: (res) => listIds(res, 'releaseId'),
  },
  {
    name: 'release keyword search (GET /release?keyWord=)',
    kind: 'content',
    state: 'released',
    shape: 'list',
    call: (x, token, t) => x.w.json(token, 'GET', `/api/release?keyWord=${encodeURIComponent(t.title)}&pageSize=100`),
    listed: (res) => listIds(res, 'releaseId'),
  },
  {
    name: 'release (PUT /release)',
    kind: 'content',
    state: 'approved',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'PUT', `/api/release/${t.id}&${x.target}&1`),
    unchanged: (x, t) => contentStatusIs(x, t.id, 3),
  },
  {
    name: 'release/deleteRelease',
    kind: 'content',
    state: 'released',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/release/deleteRelease', { releaseArray: [t.releaseId] }),
    unchanged: (x, t) => contentStatusIs(x, t.id, 4),
  },
  {
    name: 'release/top',
    kind: 'content',
    state: 'released',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'PATCH', '/api/release/top', { releaseId: t.releaseId, top: 1 }),
    unchanged: async (x, t) => expect((await x.w.s.app.db.selectFrom('releases').select('top').where('id', '=', t.releaseId!).executeTakeFirst())?.top).toBe(0),
  },
  {
    name: 'report/item',
    kind: 'content',
    state: 'draft',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'GET', `/api/web-publish/report/item?id=${t.id}`),
  },
  keywordList('contribute/page', 'contribution', '/api/web-publish/publish/contribute/page'),
  // the contribution writes: an outside contribution stays waiting (status 0)
  ...(
    [
      ['pass', (t: Target) => ({ id: t.id })],
      ['back', (t: Target) => ({ id: t.id, reason: '不采用' })],
      ['delete', (t: Target) => ({ ids: [t.id] })],
    ] as const
  ).map(
    ([action, body]): RouteCase => ({
      name: `contribute/${action}`,
      kind: 'contribution',
      shape: 'id',
      call: (x, token, t) => x.w.json(token, 'POST', `/api/web-publish/publish/contribute/${action}`, body(t)),
      unchanged: (x, t) => contributionStatusIs(x, t.id, 0),
    }),
  ),
  keywordList('reportsubject list', 'tipoff', '/api/reportsubject'),
  { name: 'reportsubject detail', kind: 'tipoff', shape: 'id', call: (x, token, t) => x.w.json(token, 'GET', `/api/reportsubject/${t.id}`) },
  {
    name: 'reportsubject/change',
    kind: 'tipoff',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/reportsubject/change', { id: t.id, action: 'follow' }),
    unchanged: (x, t) => tipStatusIs(x, t.id, 1),
  },
  {
    name: 'reportsubject delete',
    kind: 'tipoff',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'DELETE', `/api/reportsubject/${t.id}`),
    unchanged: (x, t) => tipStatusIs(x, t.id, 1),
  },
  // comment moderation: the comments of items in the scope
  keywordList('comment/page', 'comment', '/api/web-publish/comment/page'),
  ...(['approve', 'hide'] as const).map(
    (action): RouteCase => ({
      name: `comment/${action}`,
      kind: 'comment',
      shape: 'id',
      call: (x, token, t) => x.w.json(token, 'POST', `/api/web-publish/comment/${action}`, { ids: [t.id] }),
      unchanged: (x, t) => commentIs(x, t.id, { status: 0 }),
    }),
  ),
  {
    name: 'comment/delete',
    kind: 'comment',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/comment/delete', { ids: [t.id] }),
    unchanged: (x, t) => commentIs(x, t.id, { status: 0 }),
  },
  {
    name: 'comment/reply',
    kind: 'comment',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/comment/reply', { id: t.id, reply: '谢谢关注' }),
    unchanged: (x, t) => commentIs(x, t.id, { reply: '' }),
  },
  {
    name: 'comment/pin',
    kind: 'comment',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/comment/pin', { id: t.id, pinned: 1 }),
    unchanged: (x, t) => commentIs(x, t.id, { pinned: 0 }),
  },
  {
    name: 'comment/forbidUser',
    kind: 'comment',
    shape: 'id',
    call: (x, token, t) => x.w.json(token, 'POST', '/api/web-publish/comment/forbidUser', { id: t.id }),
    unchanged: async (x, t) => {
      const c = await x.w.s.app.db.selectFrom('comments').select('address').where('id', '=', t.id).executeTakeFirstOrThrow();
      expect(await x.w.s.app.repos.comments.isForbidden(x.w.tenantId, c.address)).toBeUndefined();
    },
  },
  // reports and statistics: counts and top lists of the items in the scope
  aggregate('report/summary', 'released', '/api/web-publish/report/summary', (res) => {
    const d = res.json().data;
    return countSum(d.byStatus) + countSum(d.byType) + d.releases + d.publish.today.document;
  }),
  aggregate('report/today', 'released', '/api/web-publish/report/today?limit=1', (res) => res.json().data.createdCount + res.json().data.releasedCount),
  topList('report/choose', 'waiting', '/api/web-publish/report/choose?limit=50', (res) => topIds(res, 'id', 'waiting')),
  topList('report/hot', 'released', '/api/web-publish/report/hot?days=1&limit=50', (res) => topIds(res, 'contentId'), { views: true }),
  topList('report/articles', 'released', '/api/web-publish/report/articles?days=1&limit=50', (res) => topIds(res, 'contentId'), { views: true }),
  aggregate('report/source', 'draft', '/api/web-publish/report/source', (res) => countSum(res.json().data)),
  topList('report/newest', 'released', '/api/web-publish/report/newest?limit=50', (res) => topIds(res, 'releaseId')),
  aggregate('report/daily', 'draft', '/api/web-publish/report/daily?days=2', (res) => countSum(res.json().data)),
  aggregate('report/resources', 'draft', '/api/web-publish/report/resources', (res) => sum(res.json().data.map((f: { uses: unknown[] }) => f.uses.length)), { cover: true }),
  topList('release/Newest', 'released', '/api/release/Newest?limit=50', (res) => topIds(res, 'releaseId')),
  aggregate('release/CountForTime', 'released', '/api/release/CountForTime/0?days=2', (res) => countSum(res.json().data)),
  aggregate('release/statistics', 'released', '/api/release/statistics', (res) => res.json().data.today.document, { method: 'POST' }),
  aggregate('webapprove/count', 'waiting', '/api/webapprove/count', (res) => res.json().data.count),
  aggregate('assess (per author and desk)', 'released', '/api/web-statistic/assess/manager/assess/page?groupBy=department&pageSize=500', (res) => {
    const t = res.json().data.totals;
    return t.created + t.reviewed + t.released;
  }),
];

async function commentIs(x: World, id: number, fields: Partial<{ status: number; reply: string; pinned: number }>) {
  const row = await x.w.s.app.db.selectFrom('comments').select(['status', 'reply', 'pinned']).where('id', '=', id).executeTakeFirst();
  expect(row, 'the comment is still there').toBeTruthy();
  expect(row).toMatchObject(fields);
}

async function contributionStatusIs(x: World, id: number, status: number) {
  expect((await x.w.s.app.db.selectFrom('contributions').select('status').where('id', '=', id).executeTakeFirst())?.status).toBe(status);
}
async function tipStatusIs(x: World, id: number, status: number) {
  expect((await x.w.s.app.db.selectFrom('report_subjects').select('status').where('id', '=', id).executeTakeFirst())?.status).toBe(status);
}


/** Makes the route's target at `place` for `caller`. */
async function makeTarget(x: World, route: RouteCase, place: Place, caller: Caller, adminId: number): Promise<Target> {
  const { w } = x;
  const db = w.s.app.db;
  const title = unique(`范围${route.kind}`);
  const o = owner(x, place, caller, adminId);
  if (route.kind === 'contribution') {
    const id = await w.s.app.repos.contributions.create(w.tenantId, { title, content: `${title}内容`, name: '网友', phone: '', fileIds: [], address: '' });
    await db.updateTable('contributions').set({ dept_id: o.dept, reviewer_id: place === 'own' ? o.user : 0 }).where('id', '=', id).execute();
    return { id, title };
  }
  if (route.kind === 'tipoff') {
    const id = await w.s.app.repos.reportSubjects.create(w.tenantId, { title, content: `${title}内容`, name: '网友', phone: '', source: '测试', classId: 0, address: '', userId: 0 });
    await db
      .updateTable('report_subjects')
      .set({ status: 1, dept_id: place === 'own' ? 0 : o.dept, user_id: place === 'own' ? o.user : 0 })
      .where('id', '=', id)
      .execute();
    return { id, title };
  }
  if (route.kind === 'comment') {
    const contentId = await w.save(w.admin, doc(`${title}的稿件`));
    await db.updateTable('content_items').set({ creator_id: o.user, dept_id: o.dept }).where('id', '=', contentId).execute();
    const id = await w.s.app.repos.comments.create(w.tenantId, { contentId, nickname: '网友', content: title, address: `10.9.${seq % 250}.${(seq >> 8) % 250}` });
    return { id, title };
  }
  const body = { ...doc(title), tags: [title], ...(route.cover ? { coverFileId: w.files.image[0] } : {}) };
  let id: number;
  let releaseId: number | undefined;
  if (route.state === 'draft') id = await w.save(w.admin, body);
  else if (route.state === 'waiting') {
    id = await w.save(w.admin, body);
    expect200(await w.form(w.admin, '/api/web-publish/content/submit', { id }));
  } else {
    id = await w.approved(body);
    if (route.state === 'released') {
      const res = await w.json(w.admin, 'PUT', `/api/release/${id}&${x.column}&1`);
      expect200(res);
      releaseId = res.json().data.releaseIds[0];
    }
  }
  await db.updateTable('content_items').set({ creator_id: o.user, dept_id: o.dept }).where('id', '=', id).execute();
  if (route.views) await w.s.app.repos.contentItems.addView(w.tenantId, id, dayNumber(Date.now()), 1_000_000 + seq);
  return { id, title, releaseId };
}

describe.each(databases)('data scope matrix (%s)', (kind) => {
  const x = {} as World;
  let adminId = 0;
  const w = contentSuite(kind, async (w) => {
    const s = w.s;
    const dept = async (name: string, parentId?: number) => {
      const res = await w.json(w.admin, 'POST', '/api/weborganization', { name, ...(parentId ? { parentId } : {}) });
      expect200(res);
      return res.json().data.id as number;
    };
    const A = await dept('范围采编部');
    const A1 = await dept('范围采编一组', A);
    const B = await dept('范围评论部');
    const menus = (await s.app.repos.menus.all()).filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX)).map((m) => m.id);
    const callers = {} as Record<Scope, Caller>;
    for (const scope of SCOPES) {
      const role = await w.json(w.admin, 'POST', '/api/web-conf/role/manager/add', {
        name: `范围角色${scope}`,
        comMicsIds: menus,
        dataScope: scope,
        ...(scope === 2 ? { deptIds: [B] } : {}),
      });
      expect200(role);
      const account = `scope${scope}`;
      const user = await w.json(w.admin, 'POST', '/api/user', { account, name: `范围用户${scope}`, password: 'Pass_1234', organizationId: A, roleIds: [role.json().data.id] });
      expect200(user);
      callers[scope] = { token: (await s.login('demo', account, 'Pass_1234')).token, userId: user.json().data.id };
    }
    Object.assign(x, { w, dept: { A, A1, B }, callers, column: await w.column('数据范围栏目', 'web'), target: await w.column('数据范围发布目标', 'web') });
    adminId = (await s.app.repos.users.findByAccount(w.tenantId, 'admin'))!.id;
  }, 400_000);

  describe.each(SCOPES)('scope %i', (scope) => {
    it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
      const caller = x.callers[scope];
      const { inside, outside } = PLACES[scope];
      if (route.shape === 'count') {
        const measure = async () => {
          const res = await route.call(x, caller.token, { id: 0, title: '' });
          expect(res.statusCode, res.body).toBe(200);
          return route.measure!(res);
        };
        const before = await measure();
        await makeTarget(x, route, inside, caller, adminId);
        const withInside = await measure();
        expect(withInside, 'an inside item is counted').toBeGreaterThan(before);
        if (outside) {
          await makeTarget(x, route, outside, caller, adminId);
          expect(await measure(), 'an outside item is not counted').toBe(withInside);
        }
        return;
      }
      const inTarget = await makeTarget(x, route, inside, caller, adminId);
      const outTarget = outside ? await makeTarget(x, route, outside, caller, adminId) : undefined;
      if (route.shape === 'list') {
        // A list call sees both targets' filter (tag / keyword / column): only the inside one comes back.
        const seen = new Set<number>();
        let total = 0;
        for (const t of [inTarget, outTarget].filter((t): t is Target => !!t)) {
          const res = await route.call(x, caller.token, t);
          expect(res.statusCode, res.body).toBe(200);
          const l = route.listed!(res, t);
          l.ids.forEach((id) => seen.add(id));
          if (t === inTarget) total = l.total;
          if (route.kind === 'content' && route.state === 'released') {
            expect(l.total, 'release total counts only the scope').toBe(l.ids.length);
          }
        }
        // release lists name releases; the ranked lists of reads (views) name items
        const key = (t: Target) => (route.state === 'released' && !route.views ? t.releaseId! : t.id);
        expect(seen.has(key(inTarget)), 'inside listed').toBe(true);
        if (outTarget) expect(seen.has(key(outTarget)), 'outside left out').toBe(false);
        if (route.state !== 'released' && !route.noTotal) expect(total).toBe(1);
        return;
      }
      const ok = await route.call(x, caller.token, inTarget);
      expect(ok.statusCode, `${route.name} inside: ${ok.body}`).toBe(200);
      expect(ok.json().code).toBe(200);
      if (outTarget) {
        const res = await route.call(x, caller.token, outTarget);
        expect(res.statusCode, `${route.name} outside: ${res.body}`).toBe(404);
        expect(res.json().code).not.toBe(200);
        await route.unchanged?.(x, outTarget);
      }
    });
  });

  it('我的稿件 (own=1) and 本部门 (dept=1) filter the content list', async () => {
    const caller = x.callers[1];
    const tag = unique('筛选');
    const mine = await w.save(caller.token, { ...doc(`${tag}本人`), tags: [tag] });
    const colleague = await w.save(w.admin, { ...doc(`${tag}同部门`), tags: [tag] });
    await w.s.app.db.updateTable('content_items').set({ dept_id: x.dept.A }).where('id', '=', colleague).execute();
    const elsewhere = await w.save(w.admin, { ...doc(`${tag}别的部门`), tags: [tag] });
    await w.s.app.db.updateTable('content_items').set({ dept_id: x.dept.B }).where('id', '=', elsewhere).execute();
    // The author's department is recorded when the item is created.
    expect((await contentRow(x, mine))?.dept_id).toBe(x.dept.A);
    const ids = async (q: string) => listIds(await w.json(caller.token, 'GET', `/api/web-publish/content/page?tag=${encodeURIComponent(tag)}${q}`)).ids.sort((a, b) => a - b);
    expect(await ids('')).toEqual([mine, colleague, elsewhere].sort((a, b) => a - b));
    expect(await ids('&own=1')).toEqual([mine]);
    expect(await ids('&dept=1')).toEqual([mine, colleague].sort((a, b) => a - b));
    expect(await ids('&own=1&dept=1')).toEqual([mine]);
  });

  it('a changed role scope applies to the next call (the cached scope is dropped)', async () => {
    const caller = x.callers[3];
    const t = await makeTarget(x, ROUTES.find((r) => r.name === 'content/detail')!, 'B', caller, adminId);
    const detail = () => w.json(caller.token, 'GET', `/api/web-publish/content/detail?id=${t.id}`);
    expect((await detail()).statusCode).toBe(404);
    const roles = (await w.json(w.admin, 'GET', '/api/web-conf/role/manager/page?pageSize=1000')).json().data.list as { id: number; name: string; comMicsIds: number[] }[];
    const role = roles.find((r) => r.name === '范围角色3')!;
    expect200(await w.json(w.admin, 'POST', '/api/web-conf/role/manager/edit', { id: role.id, name: role.name, comMicsIds: role.comMicsIds, dataScope: 2, deptIds: [x.dept.B] }));
    expect((await detail()).statusCode).toBe(200);
    expect200(await w.json(w.admin, 'POST', '/api/web-conf/role/manager/edit', { id: role.id, name: role.name, comMicsIds: role.comMicsIds, dataScope: 3 }));
    expect((await detail()).statusCode).toBe(404);
  });

  it('notices about an item reach only the holders whose scope covers it (review waiting, a new comment, a new contribution)', async () => {
    const db = w.s.app.db;
    /** The titles of the caller's messages that mention `text`. */
    const told = async (caller: Caller, text: string) => {
      const page = await w.s.app.repos.messages.page(w.tenantId, caller.userId, { pageIndex: 1, pageSize: 500 });
      return (page.list as { title: string; viewContent: string }[]).filter((m) => `${m.title} ${m.viewContent}`.includes(text)).length;
    };
    for (const scope of SCOPES) {
      const caller = x.callers[scope];
      for (const [place, expected] of [[PLACES[scope].inside, 1], [PLACES[scope].outside, 0]] as const) {
        if (!place) continue;
        const o = owner(x, place, caller, adminId);
        // waits for review: the item's owner and desk are set before it is submitted
        const title = unique('范围通知');
        const id = await w.save(w.admin, doc(title));
        await db.updateTable('content_items').set({ creator_id: o.user, dept_id: o.dept }).where('id', '=', id).execute();
        expect200(await w.form(w.admin, '/api/web-publish/content/submit', { id }));
        expect(await told(caller, title), `scope ${scope}, ${place}: review notice`).toBe(expected);
        // a reader's comment on a released item of that desk
        const released = unique('范围评论通知');
        const item = await w.released(released, x.column);
        await db.updateTable('content_items').set({ creator_id: o.user, dept_id: o.dept }).where('id', '=', item).execute();
        const posted = await w.s.app.inject({ method: 'POST', url: `/api/web-publish/news/${item}/comments`, payload: { nickname: '读者', content: '好' }, remoteAddress: `10.8.${seq % 250}.1` });
        expect(posted.json().code, posted.body).toBe(200);
        expect(await told(caller, `《${released}》有新评论待审核`), `scope ${scope}, ${place}: comment notice`).toBe(expected);
      }
    }
    // a new contribution belongs to no desk yet: only the all-scope holder is told
    const title = unique('范围投稿通知');
    const sent = await w.s.app.inject({ method: 'POST', url: '/api/web-publish/audience/demo/contribute', payload: { title, content: '内容', name: '网友', phone: '13800000000' }, remoteAddress: '10.7.0.1' });
    expect(sent.json().code, sent.body).toBe(200);
    for (const scope of SCOPES) expect(await told(x.callers[scope], title), `scope ${scope}: contribution notice`).toBe(scope === 1 ? 1 : 0);
  });

  it('the seeded editor and reviewer keep seeing every department (their roles are scope 1)', async () => {
    const t = await makeTarget(x, ROUTES.find((r) => r.name === 'content/detail')!, 'B', x.callers[1], adminId);
    for (const token of [w.admin, w.editor, w.reviewer]) expect((await w.json(token, 'GET', `/api/web-publish/content/detail?id=${t.id}`)).statusCode).toBe(200);
  });
});
