// The comment moderation queue: list, approve, hide, delete, reply, pin, forbid the writer.
// Acting on comments marks the caller's 评论 messages about them read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { badRequest, conflict, found, notFound } from '../../lib/errors.js';
import { ByIds, Id, QueuePageQuery } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { cleanText } from '../../services/comments.js';
import { dataScopeOf, scopedQueuePage } from '../../services/data-scope.js';
import { pushCounts } from '../../services/notify.js';
import { COMMENT_LIMITS as L, COMMENT_STATUS, INTERACTION_MENUS, INTERACTION_TEXTS as T } from '../../../shared/interaction.js';
import { Paged } from './content-schemas.js';
import { CommentItem, commentItem } from './comment-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { INTERACTION_MACHINE_TEXTS } from '../../../shared/interaction-texts.js';

const tags = ['评论审核'];
const rights = [INTERACTION_MENUS.comments.path];
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

export default async function commentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.comments;

  /**
   * The ids must all be the tenant's comments on items within the caller's data scope (another
   * tenant's id or one outside the scope is a 404, nothing is changed).
   */
  const ownIds = async (request: FastifyRequest, ids: number[]) => {
    const auth = who(request);
    const own = await repo.own(auth.tenantId, ids, await dataScopeOf(app, auth));
    if (own.length !== ids.length) throw notFound(T.commentNotFound);
    return ids;
  };
  const readMessages = async (request: FastifyRequest, ids: number[]) => {
    const { tenantId, userId } = who(request);
    const n = await app.repos.messages.markReadByRef(tenantId, userId, ids.map((id) => `comment:${id}`));
    if (n) await pushCounts(app, tenantId, userId);
  };

  r.get(
    '/comment/page',
    {
      config: { rights },
      schema: {
        tags,
        summary: '评论审核队列（status：0 待审核，1 已通过，2 已隐藏；不传为全部；最新的在前）。只列出调用者数据范围之内稿件的评论；范围之外的评论，审核、回复、置顶、禁言都答 404',
        querystring: QueuePageQuery(2, { contentId: Type.Optional(Id()) }),
        response: { 200: EnvelopeOf(Paged(CommentItem)), ...errors },
      },
    },
    async (request) => ok(await scopedQueuePage(app, who(request), request.query, repo.page, (rows) => rows.map(commentItem))),
  );

  for (const [action, status, verb] of [
    ['approve', COMMENT_STATUS.approved, '通过'],
    ['hide', COMMENT_STATUS.hidden, '隐藏'],
  ] as const) {
    r.post(
      `/comment/${action}`,
      {
        config: { rights },
        schema: { tags, summary: `${verb}评论（ids：评论编号）`, body: ByIds(200), response: { 200: EnvelopeOf(Type.Null()), ...errors } },
      },
      async (request) => {
        const { tenantId } = who(request);
        const ids = await ownIds(request, request.body.ids);
        await repo.setStatus(tenantId, ids, status);
        await readMessages(request, ids);
        return ok(null, INTERACTION_MACHINE_TEXTS.done[action]);
      },
    );
  }

  r.post(
    '/comment/delete',
    { config: { rights }, ...bodyCall(tags, '删除评论（ids：评论编号）', ByIds(200), Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const ids = await ownIds(request, request.body.ids);
      await repo.remove(tenantId, ids);
      await readMessages(request, ids);
      return ok(null, COMMON_MESSAGES.removed);
    },
  );

  r.post(
    '/comment/reply',
    { config: { rights }, ...bodyCall(tags, '回复评论（reply 为空则撤回回复）；回复随评论公开显示', Type.Object({ id: Id(), reply: Type.String({ maxLength: L.reply }) }), Type.Null(), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const [id] = await ownIds(request, [request.body.id]);
      await repo.setReply(tenantId, id!, cleanText(request.body.reply), userId);
      await readMessages(request, [id!]);
      return ok(null, INTERACTION_MACHINE_TEXTS.done.reply);
    },
  );

  r.post(
    '/comment/pin',
    { config: { rights }, ...bodyCall(tags, '置顶或取消置顶评论（pinned：1 置顶，0 取消）', Type.Object({ id: Id(), pinned: Type.Integer({ minimum: 0, maximum: 1 }) }), Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const [id] = await ownIds(request, [request.body.id]);
      await repo.setPinned(tenantId, id!, request.body.pinned);
      await readMessages(request, [id!]);
      return ok(null, request.body.pinned ? COMMON_MESSAGES.pinned : COMMON_MESSAGES.unpinned);
    },
  );

  r.post(
    '/comment/forbidUser',
    {
      config: { rights },
      schema: {
        tags,
        summary: '禁言评论的发表者（按其地址）；其后该地址的评论一律拒绝',
        body: Type.Object({ id: Id(), reason: Type.Optional(Type.String({ maxLength: L.reason })) }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId, userId } = auth;
      const c = await found(repo.get(tenantId, request.body.id, await dataScopeOf(app, auth)), T.commentNotFound);
      if (!c.address) throw badRequest(T.noAddressToForbid);
      if (await repo.isForbidden(tenantId, c.address)) throw conflict(T.alreadyForbidden);
      const id = await repo.forbid(tenantId, { address: c.address, nickname: c.nickname, reason: cleanText(request.body.reason ?? ''), createdBy: userId });
      if (id === null) throw conflict(T.alreadyForbidden);
      await readMessages(request, [c.id]);
      return ok({ id }, INTERACTION_MACHINE_TEXTS.done.forbid);
    },
  );
}

