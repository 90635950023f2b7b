// The audit trail of administrative actions: who changed which user, role, department,
// setting, watermark or tenant, when, and from which address.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { beijingDayStart } from '../../../shared/time.js';
import { AUDIT_ACTIONS } from '../../../shared/org.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const DAY_MS = 86_400_000;

/** yyyy-MM-dd as 00:00 Beijing time (epoch ms). */
function dayStart(s: string): number {
  const t = beijingDayStart(s.replaceAll('-', ''));
  if (!Number.isFinite(t)) throw badRequest(ERROR_TEXTS.dateInvalid);
  return t;
}

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/audit/page',
    {
      schema: {
        tags: ['操作日志'],
        summary: '操作日志（按操作人 actorId、动作 action、日期范围 beginDate/endDate 筛选，日期含当天）',
        querystring: Type.Object({
          actorId: Type.Optional(Type.Integer({ minimum: 1 })),
          action: Type.Optional(Type.Union(Object.keys(AUDIT_ACTIONS).map((k) => Type.Literal(k)))),
          beginDate: Type.Optional(Type.String({ pattern: DATE })),
          endDate: Type.Optional(Type.String({ pattern: DATE })),
          ...Paging(20, 200),
        }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              list: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  actorId: Type.Integer(),
                  actorName: Type.String(),
                  action: Type.String(),
                  actionName: Type.String(),
                  targetType: Type.String(),
                  targetId: Type.Integer(),
                  targetName: Type.String(),
                  detail: Type.String(),
                  address: Type.String(),
                  at: Type.Number(),
                }),
              ),
              total: Type.Integer(),
              pageIndex: Type.Integer(),
              pageSize: Type.Integer(),
            }),
          ),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const from = q.beginDate ? dayStart(q.beginDate) : undefined;
      const to = q.endDate ? dayStart(q.endDate) + DAY_MS : undefined;
      if (from !== undefined && to !== undefined && from >= to) throw badRequest(ERROR_TEXTS.dateOrder);
      const page = await app.repos.audit.page(tenantId, { actorId: q.actorId, action: q.action, from, to, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ ...page, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );
}
