// POST /api/web-conf/user/manager/add: an administrator adds a user to their own tenant with the
// basic staff role (home page and message centre); accounts are unique per tenant.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { FORM_TEXTS, PASSWORD_PATTERN } from '../../../shared/form-rules.js';
import { who } from '../../plugins/auth.js';
import { STAFF_MENUS, STAFF_ROLE } from '../../services/staff-role.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ORG_TEXTS } from '../../../shared/org.js';

/** An administrator adds a user to their tenant (minimal user administration). */
export default async function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/user/manager/add',
    {
      schema: {
        tags: ['用户'],
        summary: '管理员新增本租户用户（角色：普通用户，可用首页与消息中心）',
        consumes: form,
        body: Type.Object({
          account: Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Za-z0-9_.@-]+$' }),
          name: Type.String({ minLength: 1, maxLength: 32 }),
          password: Type.String({ minLength: 6, maxLength: 64 }),
        }),
        response: { 200: EnvelopeOf(Type.Object({ webUserId: Type.Integer() })), 400: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (!(await app.repos.users.isAdministrator(tenantId, userId))) throw forbidden(ORG_TEXTS.adminOnlyAddsUsers);
      const { account, name, password } = request.body;
      if (!PASSWORD_PATTERN.test(password)) throw badRequest(FORM_TEXTS.passwordRule);
      const users = app.repos.users;
      if (await users.findByAccountKey(tenantId, account)) throw conflict(ORG_TEXTS.accountExists);
      const roles = app.repos.roles;
      let roleId = (await roles.findByName(tenantId, STAFF_ROLE))?.id;
      if (!roleId) {
        roleId = await roles.create(tenantId, STAFF_ROLE, false, STAFF_MENUS);
      }
      const webUserId = await users.create(tenantId, { account, name, passwordHash: await hashPassword(password), roleId });
      return ok({ webUserId }, COMMON_MESSAGES.added);
    },
  );
}
