// The message centre's calls (docs/realtime.md), served under /api/web-manager and
// /api/web-operate: page, unread counts, read, delete, read all, the types a user receives,
// and an administrator's notice to chosen users or the whole tenant.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok, PageOf } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { form, formCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { notify, pushCounts } from '../../services/notify.js';
import { MESSAGE_TYPES, messageTexts } from '../../../shared/message-types.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';

const tags = ['消息中心'];


const MessageItem = Type.Object({
  msgId: Type.Integer(),
  msgType: Type.Integer({ description: '0 创作 1 邀请 2 评论 3 问政 4 关注 5 收藏 6 点赞 7 预警 8 投稿 9 报料 10 线索' }),
  name: Type.String(),
  title: Type.String(),
  viewContent: Type.String(),
  link: Type.String(),
  readFlag: Type.Integer({ description: '0 未读 1 已读' }),
  createTime: Type.Number(),
  senderName: Type.String(),
  inviteStatus: Type.Integer({ description: '邀请：0 待处理 1 已接受 2 已拒绝' }),
});

/** "1,2,3" → [1,2,3]; anything else is refused. */
export function parseIds(raw: string, field = 'ids'): number[] {
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!ids.length || ids.length > 500 || ids.some((s) => !/^\d{1,10}$/.test(s))) throw badRequest(ERROR_TEXTS.invalidParam(field));
  return [...new Set(ids.map(Number))];
}

/** The message centre is served to both the manager and the operations console (routes/autoload.ts). */
export const alsoUnder = ['web-operate'];

export default async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.messages;

  r.get(
    '/message/manager/msg/page',
    queryCall(
      tags,
      '当前用户的消息分页（按类型、已读状态筛选），新消息在前',
      Type.Object({
        msgType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
        readFlag: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        ...Paging(5, 100),
      }),
      PageOf(MessageItem),
      { 400: ErrorEnvelope },
    ),
    async (request) => {
      const { tenantId, userId } = who(request);
      return ok(await repo.page(tenantId, userId, request.query));
    },
  );

  r.get(
    '/message/manager/msg/count',
    {
      schema: {
        tags,
        summary: '各类型未读数（与消息中心套接字 getMessageCount 的回答相同）',
        response: {
          200: EnvelopeOf(Type.Array(Type.Object({ msgType: Type.Integer(), name: Type.String(), unReadCount: Type.Integer() }))),
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      return ok(await repo.summary(tenantId, userId));
    },
  );

  const idsBody = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 6000, description: '消息编号，逗号分隔' }) });

  // Delete and mark read: the same call on the caller's own messages.
  const onOwn = [
    { url: '/message/manager/msg/del', summary: '删除自己的消息', act: repo.remove, done: COMMON_MESSAGES.deleted },
    { url: '/message/manager/msg/read', summary: '把自己的消息标为已读', act: repo.markRead, done: '已读成功' },
  ] as const;
  for (const { url, summary, act, done } of onOwn) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary,
          consumes: form,
          body: idsBody,
          response: { 200: EnvelopeOf(Type.Object({ count: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (request) => {
        const { tenantId, userId } = who(request);
        const ids = parseIds(request.body.ids);
        if (!(await repo.countOwned(tenantId, userId, ids))) throw notFound(messageTexts.notFound);
        const count = await act(tenantId, userId, ids);
        await pushCounts(app, tenantId, userId);
        return ok({ count }, done);
      },
    );
  }

  r.post(
    '/message/manager/msg/readAll',
    {
      schema: {
        tags,
        summary: '全部标为已读（可限定一种类型）；控制台显示返回的 msg 并把计数清零',
        consumes: form,
        querystring: Type.Object({ msgType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) }),
        response: { 200: EnvelopeOf(Type.Object({ count: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const count = await repo.markAllRead(tenantId, userId, request.query.msgType);
      await pushCounts(app, tenantId, userId);
      return ok({ count }, messageTexts.allRead);
    },
  );

  const ConfItem = Type.Object({ msgType: Type.Integer(), name: Type.String(), enabled: Type.Boolean() });

  r.get(
    '/message/manager/msg/conf',
    {
      schema: {
        tags,
        summary: '当前用户接收哪些类型的消息',
        response: { 200: EnvelopeOf(Type.Object({ msgTypes: Type.String(), list: Type.Array(ConfItem) })) },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const types = await repo.receivedTypes(tenantId, userId);
      return ok({ msgTypes: types.join(','), list: MESSAGE_TYPES.map((t) => ({ msgType: t.msgType, name: t.name, enabled: types.includes(t.msgType) })) });
    },
  );

  r.post(
    '/message/manager/msg/conf',
    formCall(tags, '设置接收的消息类型（逗号分隔；空串表示不接收任何类型）', Type.Object({ msgTypes: Type.String({ maxLength: 100, pattern: '^[0-9,]*$' }) }), Type.Null(), { 400: ErrorEnvelope }),
    async (request) => {
      const { tenantId, userId } = who(request);
      const types = request.body.msgTypes.split(',').filter(Boolean).map(Number);
      if (types.some((t) => t > 10)) throw badRequest(messageTexts.typesInvalid);
      await repo.setReceivedTypes(tenantId, userId, types);
      return ok(null, messageTexts.settingsSaved);
    },
  );

  r.get(
    '/message/manager/msg/users',
    {
      schema: {
        tags,
        summary: '发送通知时可选的本租户用户（仅管理员）',
        response: {
          200: EnvelopeOf(Type.Array(Type.Object({ webUserId: Type.Integer(), webUserName: Type.String(), account: Type.String() }))),
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (!(await app.repos.users.isAdministrator(tenantId, userId))) throw forbidden(messageTexts.adminOnlySends);
      const rows = await app.repos.users.active(tenantId);
      return ok(rows.map((u) => ({ webUserId: u.id, webUserName: u.name, account: u.account })));
    },
  );

  r.post(
    '/message/manager/msg/send',
    {
      schema: {
        tags,
        summary: '管理员发送通知：给指定用户（userIds 逗号分隔）或全租户（userIds=all）；接收者的套接字立即收到',
        consumes: form,
        body: Type.Object({
          userIds: Type.String({ minLength: 1, maxLength: 6000 }),
          msgType: Type.Integer({ minimum: 0, maximum: 99, default: 10, description: '0–9 见类型表，其他为线索' }),
          title: Type.String({ minLength: 1, maxLength: 100 }),
          viewContent: Type.String({ minLength: 1, maxLength: 1000 }),
          link: Type.Optional(Type.String({ maxLength: 300, pattern: '^(/[^/\\\\].*|/)?$' })),
        }),
        response: { 200: EnvelopeOf(Type.Object({ count: Type.Integer() })), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (!(await app.repos.users.isAdministrator(tenantId, userId))) throw forbidden(messageTexts.adminOnlySends);
      const { userIds, msgType, title, viewContent, link } = request.body;
      const to = userIds.trim() === 'all' ? 'all' : parseIds(userIds, 'userIds');
      const stored = await notify(app, tenantId, to, { msgType, title, viewContent, link, senderId: userId });
      return ok({ count: stored.size }, messageTexts.sentTo(stored.size));
    },
  );
}
