// Data of the manuscript and report pages (/manuscriptShows, /todayReport, ... and 2.0 variants).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { dataScopeOf } from '../../services/data-scope.js';
import { toListItems } from '../../services/content-items.js';
import { dayNumber, perDay, publishStatistics, startOfDay, toReleaseItems } from '../../services/content-release.js';
import { CONTENT_STATUS, CONTENT_STATUS_NAMES, CONTENT_TYPES, REPORT_PAGES, contentTypeName } from '../../../shared/content.js';
import { CONTENT_TEXTS } from '../../services/content-messages.js';
import { ContentListItem, DayCount, PublishStatistics, ReleaseItem } from './content-schemas.js';

const tags = ['稿件报表'];
const description = '需要稿件报表或报表2.0中的报表页面菜单（首页不含报表），否则 403 没有该操作的权限。每个数字和列表只计调用者数据范围（其角色数据范围的并集）之内的稿件及其发布。'
// The report pages only: 首页 (/dashboard/index) shows no newsroom report.
const READERS = REPORT_PAGES.map((p) => p.path);
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope };
const Limit = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) });

export default async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const items = app.repos.contentItems;

  r.get(
    '/report/summary',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '稿件总览：按状态、按类型的稿件数，发布数，总阅读数，今天/昨天发布统计（/manuscriptShows）',
        response: {
          200: EnvelopeOf(
            Type.Object({
              byStatus: Type.Array(Type.Object({ status: Type.Integer(), name: Type.String(), count: Type.Integer() })),
              byType: Type.Array(Type.Object({ type: Type.Integer(), name: Type.String(), count: Type.Integer() })),
              releases: Type.Integer(),
              views: Type.Integer(),
              publish: PublishStatistics,
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const scope = await dataScopeOf(app, auth);
      const byStatus = await items.countBy(tenantId, 'status', scope);
      const byType = await items.countBy(tenantId, 'type', scope);
      return ok({
        byStatus: Object.entries(CONTENT_STATUS_NAMES).map(([s, name]) => ({ status: Number(s), name, count: byStatus.get(Number(s)) ?? 0 })),
        byType: CONTENT_TYPES.map((t) => ({ type: t.type, name: t.name, count: byType.get(t.type) ?? 0 })),
        releases: await app.repos.releases.count(tenantId, scope),
        views: (await items.totals(tenantId, scope)).views,
        publish: await publishStatistics(app, tenantId, scope),
      });
    },
  );

  r.get(
    '/report/today',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '今日报道：今天新建的稿件与今天的发布（/todayReport、/reportDetails），各最多 limit 条',
        querystring: Limit,
        response: {
          200: EnvelopeOf(
            Type.Object({ created: Type.Array(ContentListItem), released: Type.Array(ReleaseItem), createdCount: Type.Integer(), releasedCount: Type.Integer() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const scope = await dataScopeOf(app, auth);
      const from = startOfDay(Date.now());
      const to = startOfDay(Date.now(), 1);
      const limit = request.query.limit;
      const created = await items.page(tenantId, { from, to, scope, pageIndex: 1, pageSize: limit });
      const released = await app.repos.releases.page(tenantId, { from, to, live: true, scope, pageIndex: 1, pageSize: limit });
      return ok({
        created: await toListItems(app, tenantId, created.list),
        released: await toReleaseItems(app, tenantId, released.list),
        createdCount: created.total,
        releasedCount: released.total,
      });
    },
  );

  r.get(
    '/report/choose',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '选题：待审核与审核通过（待发布）的稿件（/todayChoose、/chooseDetails）',
        querystring: Limit,
        response: { 200: EnvelopeOf(Type.Object({ waiting: Type.Array(ContentListItem), approved: Type.Array(ContentListItem) })), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const scope = await dataScopeOf(app, auth);
      const limit = request.query.limit;
      const waiting = await items.page(tenantId, { status: CONTENT_STATUS.waiting, scope, pageIndex: 1, pageSize: limit });
      const approved = await items.page(tenantId, { status: CONTENT_STATUS.approved, scope, pageIndex: 1, pageSize: limit });
      return ok({ waiting: await toListItems(app, tenantId, waiting.list), approved: await toListItems(app, tenantId, approved.list) });
    },
  );

  r.get(
    '/report/hot',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '热度榜：最近 days 天阅读最多的已发布稿件（/hotList、/hotArticle）',
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 7 }), limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
        response: {
          200: EnvelopeOf(
            Type.Array(
              Type.Object({
                contentId: Type.Integer(),
                type: Type.Integer(),
                typeName: Type.String(),
                title: Type.String(),
                author: Type.String(),
                views: Type.Integer(),
                publishTime: Type.Number(),
              }),
            ),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const since = dayNumber(startOfDay(Date.now(), -(request.query.days - 1)));
      const rows = await items.hot(auth.tenantId, since, request.query.limit, await dataScopeOf(app, auth));
      return ok(
        rows.map((h) => ({
          contentId: h.id,
          type: h.type,
          typeName: contentTypeName(h.type),
          title: h.title,
          author: h.author,
          views: Number(h.views),
          publishTime: Number(h.publish_time ?? 0),
        })),
      );
    },
  );

  r.get(
    '/report/source',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '稿件来源分布：按来源与类型的稿件数（/fileSource、/resourceMap；来源为空记为“本台原创”）',
        response: {
          200: EnvelopeOf(Type.Array(Type.Object({ source: Type.String(), type: Type.Integer(), typeName: Type.String(), count: Type.Integer() }))),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const rows = await items.bySource(auth.tenantId, await dataScopeOf(app, auth));
      return ok(rows.map((s) => ({ source: s.source || CONTENT_TEXTS.ownSource, type: s.type, typeName: contentTypeName(s.type), count: s.count })));
    },
  );

  r.get(
    '/report/newest',
    {
      config: { rights: READERS },
      schema: { tags, description, summary: '最新发布（/newPublish）', querystring: Limit, response: { 200: EnvelopeOf(Type.Array(ReleaseItem)), ...errors } },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      return ok(await toReleaseItems(app, tenantId, await app.repos.releases.newest(tenantId, request.query.limit, undefined, await dataScopeOf(app, auth))));
    },
  );

  r.get(
    '/report/daily',
    {
      config: { rights: READERS },
      schema: {
        tags,
        description,
        summary: '每天新建的稿件数（最近 days 天，旧的在前）',
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 90, default: 30 }) }),
        response: { 200: EnvelopeOf(Type.Array(DayCount)), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const days = request.query.days;
      return ok(perDay(await items.createdSince(auth.tenantId, startOfDay(Date.now(), -(days - 1)), await dataScopeOf(app, auth)), days));
    },
  );
}

