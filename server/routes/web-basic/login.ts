// Account-and-password login (POST /api/web-basic/login/back/remix, public and throttled:
// services/login.ts), the current user from a token (login/back/user: page reloads,
// /login4token), and logout (login/back/out, the token revoked at once). Spec §7 "Login and user".
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { notFound } from '../../lib/errors.js';
import { publicRoute, tokenOf, who } from '../../plugins/auth.js';
import { login } from '../../services/login.js';
import { revokeSession } from '../../services/org-users.js';
import { AccountLoginBody, SessionUserSchema } from './session-schemas.js';
import { ORG_TEXTS } from '../../../shared/org.js';
import { sessionMessages } from '../../../shared/session-texts.js';


const tags = ['登录与会话'];

export default async function loginRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/login/back/remix',
    publicRoute({
      tags,
      summary: '账号密码登录',
      description: '失败时无论账号是否存在都返回同一条消息；同一账号或地址连续失败过多会被限流（429）。',
      consumes: form,
      body: AccountLoginBody,
      response: { 200: EnvelopeOf(SessionUserSchema), 400: ErrorEnvelope, 429: ErrorEnvelope },
    }),
    async (request) => {
      const user = await login(app, { ...request.body, address: request.ip });
      return ok(user, ORG_TEXTS.signedIn);
    },
  );

  r.post(
    '/login/back/user',
    {
      schema: {
        tags,
        summary: '按令牌取当前用户（/login4token 与刷新页面时使用）',
        response: { 200: EnvelopeOf(SessionUserSchema), 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const user = await app.repos.users.signedIn(tenantId, userId);
      if (!user) throw notFound(ORG_TEXTS.userNotFound);
      return ok({
        token: tokenOf(request) ?? '',
        webUserId: user.id,
        webTenId: user.tenant_id,
        webUserName: user.name,
        webUserAvatar: user.avatar,
        domainName: user.domain_name,
      });
    },
  );

  r.post(
    '/login/back/out',
    { schema: { tags, summary: '退出登录（令牌随即失效）', response: { 200: EnvelopeOf(Type.Null()), 401: ErrorEnvelope } } },
    async (request) => {
      const { tenantId, userId, sessionId } = who(request);
      await revokeSession(app, tenantId, userId, sessionId);
      return ok(null, sessionMessages.logoutSuccess);
    },
  );
}
