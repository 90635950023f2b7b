// GET /api/web-basic/tenant/manager/overview: the home page's overview of the caller's tenant
// (name, users, active sessions, menus, business counters from services/overview.ts, version).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { found } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { overviewCounters } from '../../services/overview.js';
import { SERVER_VERSION } from '../../version.js';

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
      const tenant = await found(app.repos.tenants.get(tenantId), '租户不存在');
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
}
