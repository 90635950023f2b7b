// GET /api/web-basic/tenant/manager/overview: the home page's overview of the caller's tenant
// (name, users, active sessions, menus, business counters from services/overview.ts, version);
// GET .../todo: 待我处理, what the caller can act on (services/todo.ts, docs/todo.md).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { found } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { overviewCounters } from '../../services/overview.js';
import { todoItems } from '../../services/todo.js';
import { TODO_KINDS, type TodoKind } from '../../../shared/todo.js';
import { SERVER_VERSION } from '../../version.js';
import { ORG_TEXTS } from '../../../shared/org.js';

export default async function tenantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/tenant/manager/overview',
    {
      schema: {
        tags: ['控制台'],
        summary: '控制台概览：租户、用户、会话与各业务数量',
        response: {
          200: EnvelopeOf(
            Type.Object({
              tenantName: Type.String(),
              domainName: Type.String(),
              userCount: Type.Integer(),
              activeSessions: Type.Integer(),
              menuCount: Type.Integer(),
              lastLoginAt: Type.Union([Type.Number(), Type.Null()]),
              serverVersion: Type.String(),
              database: Type.String(),
              counts: Type.Record(Type.String(), Type.Number()),
            }),
          ),
          401: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const tenant = await found(app.repos.tenants.get(tenantId), ORG_TEXTS.tenantNotFound);
      const [userCount, activeSessions, menus, user, counts] = await Promise.all([
        app.repos.users.count(tenantId),
        app.repos.sessions.countLive(tenantId, Date.now()),
        app.repos.menus.grantedTo(tenantId, userId),
        app.repos.users.get(tenantId, userId),
        overviewCounters(app, tenantId),
      ]);
      return ok({
        tenantName: tenant.name,
        domainName: tenant.domain_name,
        userCount,
        activeSessions,
        menuCount: menus.length,
        lastLoginAt: user?.last_login_at ?? null,
        serverVersion: SERVER_VERSION,
        database: app.dbKind,
        counts,
      });
    },
  );

  const TodoPart = Type.Object({
    label: Type.String({ description: '这一部分的名称（稿件类型、频道和日期）' }),
    count: Type.Integer(),
    path: Type.String({ description: '打开的列表（控制台路径，已带筛选参数）' }),
  });
  r.get(
    '/tenant/manager/todo',
    {
      schema: {
        tags: ['控制台'],
        summary:
          '待我处理：当前用户可以处理的事项数量，每项带上打开的列表（控制台路径和筛选参数，列表只列出计入的那些）。' +
          '只返回用户有相应菜单权限的项（数量为 0 也返回）；稿件按用户的数据范围计算，待我审核只计正在等待用户所在审核级别的稿件。' +
          'kind：review 待我审核（按类型分 parts）、rejected 我被驳回的稿件（按类型）、contributions 待审核投稿、tips 待分派报料、' +
          'politics 分配给我所在单位待回答的问政、comments 待审核评论、uploads 中断的上传（本人、超过 15 分钟未继续）、' +
          'gaps 我可编辑的频道未来 7 天没排满的播出日（按频道，链接到第一个有空档的日子）。' +
          '数量变化时（提交、审核、驳回、新投稿、新评论、节目单保存等）服务器向相关用户的消息 socket 推送 {"todoChanged":{"at":毫秒}}，控制台随即重新读取',
        response: {
          200: EnvelopeOf(
            Type.Object({
              items: Type.Array(
                Type.Object({
                  kind: Type.Unsafe<TodoKind>(Type.String({ enum: [...TODO_KINDS] })),
                  label: Type.String(),
                  count: Type.Integer(),
                  path: Type.String({ description: '数量打开的列表（控制台路径，已带筛选参数）' }),
                  parts: Type.Array(TodoPart, { description: '数量分布在几个列表时的每一部分' }),
                }),
              ),
            }),
          ),
          401: ErrorEnvelope,
        },
      },
    },
    async (request) => ok({ items: await todoItems(app, who(request)) }),
  );
}
