// The public page of a released item (console route /newsDetails/{id}, no sign-in).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { ById } from '../../lib/strict-schema.js';
import { found, notFound } from '../../lib/errors.js';
import { fileRefs } from '../../services/content-items.js';
import { bodyFileIds, signedBody } from '../../services/content-body.js';
import { countView } from '../../services/reactions.js';
import { readerOf } from '../../services/reader-cookie.js';
import { CONTENT_TEXTS as T } from '../../services/content-messages.js';
import { CONTENT_STATUS, contentTypeName, type ContentFileRef } from '../../../shared/content.js';
import { FileRef } from './content-schemas.js';
import { publicRoute } from '../../plugins/auth.js';
import { ORG_TEXTS } from '../../../shared/org.js';

const tags = ['公开页面'];

const summaryFields = {
  id: Type.Integer(),
  type: Type.Integer(),
  typeName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  linkUrl: Type.String(),
  author: Type.String(),
  source: Type.String(),
  publishTime: Type.Number(),
  views: Type.Integer(),
};

export default async function newsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/news/latest',
    publicRoute({
      tags,
      summary: '某租户最新发布的稿件（无需登录，/show 页面用）',
      querystring: Type.Object({
        domainName: Type.String({ minLength: 1, maxLength: 63 }),
        limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
      }),
      response: { 200: EnvelopeOf(Type.Array(Type.Object(summaryFields))), 400: ErrorEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const tenant = await found(app.repos.tenants.findByDomain(request.query.domainName), ORG_TEXTS.tenantNotFound);
      if (tenant.status !== 1) throw notFound(ORG_TEXTS.tenantNotFound); // a disabled tenant is dark
      const rows = await app.repos.releases.newest(tenant.id, 200);
      const seen = new Set<number>();
      const picked = rows.filter((r) => r.status === CONTENT_STATUS.published && !seen.has(r.content_id) && seen.add(r.content_id)).slice(0, request.query.limit);
      const covers = await fileRefs(app, tenant.id, picked.map((p) => p.cover_file_id));
      return ok(
        picked.map((p) => ({
          id: p.content_id,
          type: p.type,
          typeName: contentTypeName(p.type),
          title: p.title,
          summary: p.summary,
          coverUrl: covers.get(p.cover_file_id)?.cover ?? '',
          linkUrl: p.link_url,
          author: p.author,
          source: p.source,
          publishTime: Number(p.created_at),
          views: Number(p.views),
        })),
      );
    },
  );

  r.get(
    '/news/:id',
    publicRoute({
      tags,
      summary: '已发布稿件的公开内容（无需登录；只返回已发布的稿件；同一读者（签名 Cookie rdr）每小时对同一稿件只计一次阅读，同一地址每小时对同一稿件最多计 20 次）',
      params: ById,
      response: {
        200: EnvelopeOf(Type.Object({ ...summaryFields, body: Type.String(), files: Type.Array(FileRef), tenantTitle: Type.String(), tenantDomain: Type.String() })),
        400: ErrorEnvelope,
        404: ErrorEnvelope,
      },
    }),
    async (request, reply) => {
      const item = await app.repos.contentItems.getPublic(request.params.id);
      const publishTime = item ? await app.repos.releases.firstTime(item.id) : null;
      if (!item || item.status !== CONTENT_STATUS.published || publishTime === null) throw notFound(T.newsNotFound);
      const tenantId = item.tenant_id;
      const counted = await countView(app, item, await readerOf(app, request, reply), request.ip);
      const fileIds = await app.repos.contentItems.fileIds(tenantId, item.id);
      const refs = await fileRefs(app, tenantId, [...fileIds, item.cover_file_id, ...bodyFileIds(item.body)]);
      const media = await app.repos.settings.list(tenantId, 28);
      const tenantTitle = media.find((m) => m.comConfKey === 'SystemMediaSign')?.webConfValue ?? '';
      return ok({
        id: item.id,
        type: item.type,
        typeName: contentTypeName(item.type),
        title: item.title,
        summary: item.summary,
        body: signedBody(item.body, refs),
        coverUrl: refs.get(item.cover_file_id)?.cover ?? '',
        files: fileIds.map((f) => refs.get(f)).filter((f): f is ContentFileRef => !!f),
        linkUrl: item.link_url,
        author: item.author,
        source: item.source,
        publishTime,
        views: Number(item.views) + (counted ? 1 : 0),
        tenantTitle,
        tenantDomain: (await app.repos.tenants.get(tenantId))?.domain_name ?? '',
      });
    },
  );
}
