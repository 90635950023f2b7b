// The detail and map report pages: /reportDetails and /chooseDetails (one item by ?id=),
// /hotArticle (documents ranked by reads), /resourceMap (library files → stories using them).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { ById } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { articleRanking, mediaUsage, reportItem } from '../../services/content-reports.js';
import { REPORT_PAGES } from '../../../shared/content.js';
import { ContentDetail, DayCount } from './content-schemas.js';

const tags = ['稿件报表'];
const description = '需要对应报表页面的菜单（首页不含报表），否则 403 没有该操作的权限。只计调用者数据范围之内的稿件（范围之外的稿件详情答 404）。'
const pathsOf = (names: string[]) => REPORT_PAGES.filter((p) => names.some((n) => p.name === n || p.name === `${n}2`)).map((p) => p.path);
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

const ArticleRank = Type.Object({
  contentId: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  source: Type.String(),
  views: Type.Integer({ description: '统计期内阅读数' }),
  totalViews: Type.Integer(),
  releaseCount: Type.Integer(),
  publishTime: Type.Number(),
});
const MediaUsage = Type.Object({
  fileId: Type.Integer(),
  fileName: Type.String(),
  fileType: Type.Integer(),
  uses: Type.Array(
    Type.Object({
      contentId: Type.Integer(),
      title: Type.String(),
      type: Type.Integer(),
      typeName: Type.String(),
      status: Type.Integer(),
      statusName: Type.String(),
      role: Type.Union([Type.Literal('file'), Type.Literal('cover'), Type.Literal('body')]),
    }),
  ),
});

export default async function reportDetailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/report/item',
    {
      config: { rights: [...pathsOf(['reportDetails', 'chooseDetails', 'todayReport', 'todayChoose'])] },
      schema: {
        tags,
        description,
        summary: '报道/选题详情：一篇稿件的状态、审核记录、发布栏目与最近 14 天每天的阅读数（/reportDetails、/chooseDetails）',
        querystring: ById,
        response: { 200: EnvelopeOf(Type.Object({ detail: ContentDetail, dailyViews: Type.Array(DayCount) })), ...errors },
      },
    },
    async (request) => ok(await reportItem(app, who(request), request.query.id)),
  );

  r.get(
    '/report/articles',
    {
      config: { rights: [...pathsOf(['hotArticle', 'hotList'])] },
      schema: {
        tags,
        description,
        summary: '热门文章：已发布文稿按最近 days 天阅读数排名，附总阅读数、发布次数与首次发布时间（/hotArticle）',
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 7 }), limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) }),
        response: { 200: EnvelopeOf(Type.Array(ArticleRank)), ...errors },
      },
    },
    async (request) => ok(await articleRanking(app, who(request), request.query.days, request.query.limit)),
  );

  r.get(
    '/report/resources',
    {
      config: { rights: [...pathsOf(['resourceMap', 'fileSource'])] },
      schema: {
        tags,
        description,
        summary: '资源地图：媒体库文件被哪些稿件使用（稿件素材、封面、正文插图/视频），使用最多的在前，最多 200 个文件（/resourceMap）',
        response: { 200: EnvelopeOf(Type.Array(MediaUsage)), ...errors },
      },
    },
    async (request) => ok(await mediaUsage(app, who(request))),
  );
}
