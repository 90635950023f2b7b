// Release (spec §7 "Release and columns"): /api/release... (paths without a service prefix).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { Id } from '../../lib/strict-schema.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { parseRange } from '../../services/content-items.js';
import { CONTENT_TEXTS as T } from '../../services/content-messages.js';
import {
  deleteReleases,
  moveReleases,
  parseIdList,
  publishStatistics,
  releasesPerDay,
  releaseItems,
  reorder,
  setTop,
  splitSpec,
  toReleaseItems,
} from '../../services/content-release.js';
import { keywordQuery } from '../../services/content-search.js';
import { parseSchedule } from '../../services/release-schedule.js';
import { dataScopeOf } from '../../services/data-scope.js';
import { RELEASE_SCHEDULE } from '../../../shared/release-schedule.js';
import { readMessagesAbout } from '../../services/contributions.js';
import { followRef } from '../../../shared/follows.js';
import { PUBLISHERS, RELEASE_LISTS } from '../../services/content-rights.js';
import { CONTENT_LIMITS, RELEASE_READERS } from '../../../shared/content.js';
import { DayCount, PublishStatistics, ReleaseItem, ReleasePage, pageQuery, releaseTags as tags } from '../web-publish/content-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';


// Not 首页 (/dashboard/index): the console page shows no release list, and its publish statistics only to those who may read them.
const READERS = [...RELEASE_READERS];

const SCHEDULE_DOC = [
  '定时发布：带 publishAt（毫秒时间戳）时，发布记录立即写入、稿件状态即为已发布（4），但在 publishAt 之前读者看不到它：',
  '公开稿件页（news/{id}）、最新发布（news/latest）、评论/点赞/关注等读者调用、最新发布与关键词检索、统计都不含它；',
  `发布列表（GET /release）列出它，带 state: 'scheduled' 与 publishAt。到时由持久任务（每个实例轮询同一数据库，每条只执行一次，重启后补执行）`,
  '使其可见：发布时间即定时时间，并排到栏目最前；作者收到通知。',
  'takeDownAt：到时撤下这些发布记录，与 deleteRelease 相同（稿件没有发布记录时变为已下架 5）。对定时中的发布记录调用 deleteRelease 即取消定时。',
  `校验（400，不写入）：非数字；publishAt 早于当前时间超过 ${RELEASE_SCHEDULE.toleranceMs / 1000} 秒或晚于一年以后；takeDownAt 已过、晚于一年以后或不晚于发布时间。`,
].join('');

const PORTAL_LIST_RULE = '每条发布记录都须在调用者有发布列表菜单的门户（网站发布 / APP发布），否则 403。';
const Portal = Type.Union([Type.Literal('web'), Type.Literal('app')], { description: 'web 网站 / app APP' });
const Spec = (description: string) => Type.Object({ spec: Type.String({ minLength: 3, maxLength: 12000, description }) });
const Count = EnvelopeOf(Type.Object({ count: Type.Integer() }));
const Released = EnvelopeOf(Type.Object({ releaseIds: Type.Array(Type.Integer()) }));

export default async function releaseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/release',
    {
      config: { rights: READERS },
      schema: {
        tags,
        summary:
          '发布列表：按栏目（置顶在前，再按排序）或全部（发布时间倒序）；类型、关键词（中文分词检索标题与正文）、发布时间范围；按栏目查看时，调用者关于该栏目的关注消息记为已读。' +
          '只列出调用者数据范围之内的稿件的发布记录；发布、撤稿、排序、置顶、移动数据范围之外的稿件或发布记录 → 404',
        description: '需要发布列表、栏目管理或某类稿件的发布权限菜单；只有首页菜单时 403。',
        querystring: Type.Object({
          columnId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
          portal: Type.Optional(Portal),
          type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
          keyWord: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.keyWordMax })),
          createTime: Type.Optional(Type.String({ maxLength: 64, description: 'yyyy-MM-dd,yyyy-MM-dd' })),
          ...pageQuery,
        }),
        response: { 200: EnvelopeOf(ReleasePage), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const q = request.query;
      // Opening a column's release list reads its 关注 messages.
      if (q.columnId) await readMessagesAbout(app, auth, [followRef(q.columnId)]);
      const { list, total, capped } = await app.repos.releases.page(tenantId, {
        scope: await dataScopeOf(app, auth),
        columnId: q.columnId || undefined,
        portal: q.portal,
        type: q.type || undefined,
        keyword: q.keyWord?.trim() ? keywordQuery(q.keyWord) : null,
        ...parseRange(q.createTime),
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      return ok({ list: await toReleaseItems(app, tenantId, list), total, ...(capped ? { totalCapped: true } : {}), pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.put(
    '/release/:spec',
    {
      config: { rights: PUBLISHERS },
      schema: {
        tags,
        summary: '发布：PUT /release/{ids}&{columnIds}&{type}（逗号分隔）。只能发布审核通过（或已发布、已下架）的稿件；同一事务写入全部栏目；同一稿件不能重复发布到同一栏目（409）；须持有该类型的发布权限；可定时发布（publishAt）与定时下架（takeDownAt）',
        description: SCHEDULE_DOC,
        params: Spec('{ids}&{columnIds}&{type}'),
        querystring: Type.Object({
          publishAt: Type.Optional(Type.String({ maxLength: 20, description: '定时发布时间（毫秒时间戳）；不传或已到（一分钟内的过去时间也算）即立即发布' })),
          takeDownAt: Type.Optional(Type.String({ maxLength: 20, description: '定时下架时间（毫秒时间戳）；须晚于发布时间' })),
        }),
        response: { 200: Released, ...errors },
      },
    },
    async (request) => {
      const [ids, columnIds, type] = splitSpec(request.params.spec, 3);
      if (!/^\d{1,2}$/.test(type!)) throw badRequest(ERROR_TEXTS.invalidParam('type'));
      const schedule = parseSchedule(request.query, Date.now());
      const res = await releaseItems(app, who(request), parseIdList(ids!, 'ids'), parseIdList(columnIds!, 'columnIds', 100), { type: Number(type), schedule });
      return ok(res, schedule.publishAt ? T.scheduled : T.released);
    },
  );

  /** PUT {path}{ids}&{columnIds}: publishes items as new ones in the columns (`one`: a single item id). */
  const publishAsNew = (path: string, summary: string, one: boolean) =>
    r.put(
      path,
      { config: { rights: PUBLISHERS }, schema: { tags, summary, params: Spec(one ? '{id}&{columnIds}' : '{ids}&{columnIds}'), response: { 200: Released, ...errors } } },
      async (request) => {
        const [ids, columnIds] = splitSpec(request.params.spec, 2);
        const items = one ? parseIdList(ids!, 'id', 1) : parseIdList(ids!, 'ids');
        return ok(await releaseItems(app, who(request), items, parseIdList(columnIds!, 'columnIds', 100), { asNew: true }), T.released);
      },
    );
  publishAsNew('/release/newpublish/:spec', '作为新稿发布：PUT /release/newpublish/{id}&{columnIds}。已在栏目中的发布记录刷新发布时间并排到最前，没有的新建', true);
  publishAsNew('/release/newpublishBatch/:spec', '批量作为新稿发布：PUT /release/newpublishBatch/{ids}&{columnIds}（同 newpublish，多篇稿件）', false);

  r.post(
    '/release/deleteRelease',
    {
      config: { rights: RELEASE_LISTS },
      schema: {
        tags,
        summary: '撤稿：删除发布记录（JSON { releaseArray }）；稿件没有发布记录时变为已下架；定时发布中的记录被删除即取消定时',
        description:
          '每条发布记录都须在调用者有发布列表菜单的门户（网站发布 / APP发布），且调用者须有该稿件类型发布到该门户的权限（/pubWeb 或 /pubApp、/pubClient、/pubTripart），否则 403，一条也不撤。',
        body: Type.Object({ releaseArray: Type.Array(Id(), { minItems: 1, maxItems: 500 }) }),
        response: { 200: EnvelopeOf(Type.Object({ removed: Type.Integer(), shelved: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await deleteReleases(app, who(request), [...new Set(request.body.releaseArray)]), T.unreleased),
  );

  const OrderBody = Type.Object({
    columnId: Id(),
    releaseIds: Type.Array(Id(), { minItems: 1, maxItems: 500, description: '新的顺序，靠前的排在前面' }),
  });
  r.post(
    '/release/changeorder',
    {
      config: { rights: RELEASE_LISTS },
      schema: { tags, summary: '调整栏目内（未置顶）发布记录的顺序', description: PORTAL_LIST_RULE, body: OrderBody, response: { 200: Count, ...errors } },
    },
    async (request) => ok(await reorder(app, who(request), request.body.columnId, [...new Set(request.body.releaseIds)], 0), T.sorted),
  );
  r.post(
    '/release/changetoporder',
    {
      config: { rights: RELEASE_LISTS },
      schema: { tags, summary: '调整栏目内置顶发布记录的顺序', description: PORTAL_LIST_RULE, body: OrderBody, response: { 200: Count, ...errors } },
    },
    async (request) => ok(await reorder(app, who(request), request.body.columnId, [...new Set(request.body.releaseIds)], 1), T.sorted),
  );

  r.patch(
    '/release/top',
    {
      config: { rights: RELEASE_LISTS },
      schema: {
        tags,
        summary: '置顶或取消置顶一条发布记录',
        description: PORTAL_LIST_RULE,
        body: Type.Object({ releaseId: Id(), top: Type.Integer({ minimum: 0, maximum: 1 }) }),
        response: { 200: Count, ...errors },
      },
    },
    async (request) => ok(await setTop(app, who(request), [request.body.releaseId], request.body.top), request.body.top ? COMMON_MESSAGES.pinned : COMMON_MESSAGES.unpinned),
  );
  r.patch(
    '/release/batch',
    {
      config: { rights: RELEASE_LISTS },
      schema: {
        tags,
        summary: '批量置顶或取消置顶（JSON { releaseArray, top }）',
        description: PORTAL_LIST_RULE,
        body: Type.Object({ releaseArray: Type.Array(Id(), { minItems: 1, maxItems: 500 }), top: Type.Integer({ minimum: 0, maximum: 1 }) }),
        response: { 200: Count, ...errors },
      },
    },
    async (request) => ok(await setTop(app, who(request), [...new Set(request.body.releaseArray)], request.body.top), COMMON_MESSAGES.done),
  );

  r.put(
    '/release/moveBatch/:spec',
    {
      config: { rights: RELEASE_LISTS },
      schema: {
        tags,
        summary: '批量移动发布记录到同一门户的另一栏目：PUT /release/moveBatch/{releaseIds}&{columnId}',
        description: PORTAL_LIST_RULE,
        params: Spec('{releaseIds}&{columnId}'),
        response: { 200: Count, ...errors },
      },
    },
    async (request) => {
      const [ids, columnId] = splitSpec(request.params.spec, 2);
      const [target] = parseIdList(columnId!, 'columnId', 1);
      return ok(await moveReleases(app, who(request), parseIdList(ids!, 'ids'), target!), COMMON_MESSAGES.moved);
    },
  );

  r.get(
    '/release/Newest',
    {
      config: { rights: READERS },
      schema: {
        tags,
        summary: '最新发布（发布时间倒序；不含尚未到时的定时发布；只列出调用者数据范围之内稿件的发布）',
        querystring: Type.Object({ portal: Type.Optional(Portal), limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
        response: { 200: EnvelopeOf(Type.Array(ReleaseItem)), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      return ok(await toReleaseItems(app, tenantId, await app.repos.releases.newest(tenantId, request.query.limit, request.query.portal, await dataScopeOf(app, auth))));
    },
  );

  r.get(
    '/release/CountForTime/:type',
    {
      config: { rights: READERS },
      schema: {
        tags,
        summary: '每天的发布数（最近 days 天，旧的在前；type 0 为全部类型；只计调用者数据范围之内稿件的发布）',
        params: Type.Object({ type: Type.Integer({ minimum: 0, maximum: 99 }) }),
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 90, default: 7 }) }),
        response: { 200: EnvelopeOf(Type.Array(DayCount)), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      return ok(await releasesPerDay(app, auth.tenantId, request.params.type, request.query.days, await dataScopeOf(app, auth)));
    },
  );

  r.post(
    '/release/statistics',
    {
      config: { rights: READERS },
      schema: {
        tags,
        summary: '发布统计：今天和昨天按类型（文稿、视频、音频、图集、外链）的发布数（只计调用者数据范围之内稿件的发布）',
        description: '需要发布列表、栏目管理或某类稿件的发布权限菜单；只有首页菜单时 403（控制台此时不显示发布统计）。',
        response: { 200: EnvelopeOf(PublishStatistics), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      return ok(await publishStatistics(app, auth.tenantId, await dataScopeOf(app, auth)));
    },
  );
}
