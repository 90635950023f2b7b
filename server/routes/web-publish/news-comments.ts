// Readers' comments on the public page of a released item (/newsDetails/{id}): no sign-in; the
// tenant comes from the item. Posting is rate-limited per address and per item.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { postComment, publicItem } from '../../services/comments.js';
import { COMMENT_LIMITS as L, INTERACTION_TEXTS as T } from '../../../shared/interaction.js';
import { Paged } from './content-schemas.js';
import { PublicComment, publicComment } from './comment-schemas.js';
import { NewsParams, readerView } from './reader-schemas.js';
import { publicRoute } from '../../plugins/auth.js';

const tags = ['公开页面'];

export default async function newsCommentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/news/:id/comments',
    readerView(
      '已发布稿件的评论（无需登录；只有审核通过的评论，置顶的在前）',
      Type.Object(Paging(10, 50)),
      Paged(PublicComment),
    ),
    async (request) => {
      const item = await publicItem(app, request.params.id);
      const { pageIndex, pageSize } = request.query;
      const { total, rows } = await app.repos.comments.approved(item.tenant_id, item.id, pageIndex, pageSize);
      return ok({ list: rows.map(publicComment), total, pageIndex, pageSize });
    },
  );

  r.post(
    '/news/:id/comments',
    publicRoute({
      tags,
      summary: `发表评论（无需登录；审核通过后公开；同一地址每分钟最多${L.perAddress}条、每小时最多${L.perAddressLong}条；同一稿件每${L.itemWindowMs / 60_000}分钟最多接受${L.perItem}个不同地址的评论（已评论过的地址不受此限）；含违禁词或已被禁言时拒绝）`,
      params: NewsParams,
      body: Type.Object({
        nickname: Type.String({ maxLength: L.nickname }),
        content: Type.String({ maxLength: L.content }),
      }),
      response: {
        200: EnvelopeOf(Type.Object({ id: Type.Integer(), status: Type.Integer() })),
        400: ErrorEnvelope,
        403: ErrorEnvelope,
        404: ErrorEnvelope,
        429: ErrorEnvelope,
      },
    }),
    async (request) => ok(await postComment(app, { contentId: request.params.id, ...request.body, address: request.ip }), T.posted),
  );
}
