// Chinese search: /api/IK/segment/{text} and /api/{type}/findReleaseListByKeywords/{keywords}.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { toReleaseItems } from '../../services/content-release.js';
import { keywordQuery, segment } from '../../services/content-search.js';
import { CONTENT_LIMITS } from '../../../shared/content.js';
import { ReleasePage, pageQuery } from '../web-publish/content-schemas.js';
import { CONTENT_READERS, PUBLISHERS, RELEASE_LISTS } from '../../services/content-rights.js';
import { CONTENT_TEXTS } from '../../services/content-messages.js';

const tags = ['检索'];

export default async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/IK/segment/:text',
    {
      schema: {
        tags,
        summary: '中文分词（jieba 词典分词，去掉标点；检索用的同一分词器）',
        params: Type.Object({ text: Type.String({ minLength: 1, maxLength: 500 }) }),
        response: { 200: EnvelopeOf(Type.Array(Type.String())), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      who(request);
      return ok(segment(request.params.text));
    },
  );

  r.get(
    '/:type/findReleaseListByKeywords/:keywords',
    {
      config: { rights: [...RELEASE_LISTS, ...PUBLISHERS, ...CONTENT_READERS] },
      schema: {
        tags,
        summary: '按关键词检索已发布的稿件（标题、摘要、正文；分词后全部命中或整段连续命中；不含尚未到时的定时发布）；type 为稿件类型，0 为全部',
        params: Type.Object({
          type: Type.String({ pattern: '^\\d{1,2}$', description: '稿件类型，0 为全部' }),
          keywords: Type.String({ minLength: 1, maxLength: CONTENT_LIMITS.keyWordMax }),
        }),
        querystring: Type.Object({ ...pageQuery }),
        response: { 200: EnvelopeOf(ReleasePage), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const q = keywordQuery(request.params.keywords);
      if (!q) throw badRequest(CONTENT_TEXTS.keywordRequired);
      const { pageIndex, pageSize } = request.query;
      const type = Number(request.params.type);
      const { list, total, capped } = await app.repos.releases.page(tenantId, { type: type || undefined, keyword: q, live: true, pageIndex, pageSize });
      return ok({ list: await toReleaseItems(app, tenantId, list), total, ...(capped ? { totalCapped: true } : {}), pageIndex, pageSize });
    },
  );
}
