// GET /api/web-conf/configuration/manager/tenant/list: a tenant's settings of one comConfType.
// Without a token only the login page's groups (28 system media, 30 switches) of a tenant named
// by its domain may be read.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest, found } from '../../lib/errors.js';
import { ERROR_TEXTS, VALIDATION_TEXTS } from '../../lib/error-texts.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { ORG_TEXTS } from '../../../shared/org.js';

/** Setting groups a caller without a token may read (the login page's branding and switches). */
export const PUBLIC_CONF_TYPES = [28, 30];

const ConfSchema = Type.Object({ comConfKey: Type.String(), webConfValue: Type.String(), groupName: Type.String() });

export default async function configurationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/configuration/manager/tenant/list',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['租户设置'],
        summary: '租户设置（comConfType 28 系统媒体，30 功能开关）',
        description: '带令牌时读令牌所属租户；不带令牌时必须给 domainName，且只能读 28 与 30。',
        querystring: Type.Object({
          comConfType: Type.Integer({ minimum: 1, maximum: 999 }),
          domainName: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: { 200: EnvelopeOf(Type.Array(ConfSchema)), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { comConfType, domainName } = request.query;
      let tenantId = request.auth?.tenantId;
      if (tenantId === undefined) {
        if (!domainName) throw badRequest(ERROR_TEXTS.required(fieldLabel('domainName')));
        if (!PUBLIC_CONF_TYPES.includes(comConfType)) throw badRequest(VALIDATION_TEXTS.choice(fieldLabel('comConfType')));
        const tenant = await found(app.repos.tenants.findByDomain(domainName), ORG_TEXTS.tenantNotFound);
        tenantId = tenant.id;
      }
      return ok(await app.repos.settings.list(tenantId, comConfType));
    },
  );
}
