// The public side of 问政: anyone may ask a tenant (named by its domain) a question without an
// account; answered questions the newsroom has published are public.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { postQuestion, publicQuestion, publicTenant } from '../../services/politics.js';
import { QA_LIMITS as L, QA_TEXTS as T } from '../../../shared/qa-tasks.js';
import { Paged } from '../web-publish/content-schemas.js';
import { publicRoute } from '../../plugins/auth.js';

const tags = ['公开页面'];
const Domain = Type.String({ minLength: 1, maxLength: 64 });

export default async function politicsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/politics/public/question',
    publicRoute({
      tags,
      summary: `向单位提问（无需登录；同一地址每分钟最多${L.perAddress}个，同一单位每分钟最多${L.perTenant}个；含违禁词时拒绝）`,
      body: Type.Object({
        domain: Domain,
        nickname: Type.String({ maxLength: L.nickname }),
        title: Type.String({ maxLength: L.title }),
        content: Type.String({ maxLength: L.content }),
      }),
      response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
    }),
    async (request) => ok(await postQuestion(app, { ...request.body, address: request.ip }), T.posted),
  );

  r.get(
    '/politics/public/questions',
    publicRoute({
      tags,
      summary: '单位已公开的问政及其回答（无需登录）',
      querystring: Type.Object({ domain: Domain, ...Paging(10, 50) }),
      response: {
        200: EnvelopeOf(Paged(Type.Object({ id: Type.Integer(), nickname: Type.String(), title: Type.String(), content: Type.String(), unitName: Type.String(), answer: Type.String(), answerTime: Type.Integer(), createTime: Type.Integer() }))),
        400: ErrorEnvelope,
        404: ErrorEnvelope,
      },
    }),
    async (request) => {
      const { domain, pageIndex, pageSize } = request.query;
      const tenantId = await publicTenant(app, domain);
      const { total, rows } = await app.repos.politics.published(tenantId, pageIndex, pageSize);
      return ok({ list: rows.map(publicQuestion), total, pageIndex, pageSize });
    },
  );
}
