// The caller's own password change (user/manager/password: every token of the user ends at once)
// and profile (user/manager/my/detail).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { PASSWORD_PATTERN, PASSWORD_TEXTS } from '../../../shared/form-rules.js';
import { who } from '../../plugins/auth.js';
import { changeOwnPassword } from '../../services/org-users.js';
import { ORG_TEXTS } from '../../../shared/org.js';

const tags = ['用户'];


export default async function userManagerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/user/manager/password',
    {
      schema: {
        tags,
        summary: '修改密码；成功后该用户的所有令牌立即失效',
        consumes: form,
        body: Type.Object({
          oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
          repeatPassword: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: EnvelopeOf(Type.Null()), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { oldPassword, password, repeatPassword } = request.body;
      if (!PASSWORD_PATTERN.test(password)) throw badRequest(PASSWORD_TEXTS.rule);
      if (password.length < 6) throw badRequest(ORG_TEXTS.newPasswordTooShort);
      if (password !== repeatPassword) throw badRequest(PASSWORD_TEXTS.mismatch);
      await changeOwnPassword(app, tenantId, userId, oldPassword, password);
      return ok(null, ORG_TEXTS.passwordChanged);
    },
  );

  r.get(
    '/user/manager/my/detail',
    {
      schema: {
        tags,
        summary: '当前用户的个人资料',
        response: {
          200: EnvelopeOf(
            Type.Object({
              webUserId: Type.Integer(),
              webTenId: Type.Integer(),
              account: Type.String(),
              webUserName: Type.String(),
              webUserAvatar: Type.String(),
              mobile: Type.String(),
              email: Type.String(),
              tenantName: Type.String(),
              domainName: Type.String(),
              lastLoginAt: Type.Union([Type.Number(), Type.Null()]),
            }),
          ),
          401: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const [user, tenant] = await Promise.all([app.repos.users.get(tenantId, userId), app.repos.tenants.get(tenantId)]);
      if (!user || !tenant) throw notFound(ORG_TEXTS.userNotFound);
      return ok({
        webUserId: user.id,
        webTenId: tenant.id,
        account: user.account,
        webUserName: user.name,
        webUserAvatar: user.avatar,
        mobile: user.mobile,
        email: user.email,
        tenantName: tenant.name,
        domainName: tenant.domain_name,
        lastLoginAt: user.last_login_at ?? null,
      });
    },
  );
}
