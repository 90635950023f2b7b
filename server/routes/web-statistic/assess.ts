// Assessment statistics (spec §7 "Contribution, statistics, watermark"): per user or per
// department, the content created, reviewed and released in a date range, from real data.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { beijingDayOf, beijingDayStart } from '../../../shared/time.js';
import { ORG_TEXTS, type AssessRow } from '../../../shared/org.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { departmentPath, withDescendants } from '../../services/org-users.js';
import { dataScopeOf } from '../../services/data-scope.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const DAY_MS = 86_400_000;
/** yyyy-MM-dd as 00:00 Beijing time (epoch ms). */
const dayStart = (s: string) => beijingDayStart(s.replaceAll('-', ''));

export default async function assessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/assess/manager/assess/page',
    {
      schema: {
        tags: ['考核统计'],
        summary: '考核统计：按用户或部门统计日期范围内创建、审核、发布的稿件数（日期含当天，默认近 30 天；只计调用者数据范围之内的稿件）',
        querystring: Type.Object({
          beginDate: Type.Optional(Type.String({ pattern: DATE })),
          endDate: Type.Optional(Type.String({ pattern: DATE })),
          organizationId: Type.Optional(Type.Integer({ minimum: 0 })),
          groupBy: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('department')])),
          ...Paging(10, 500),
        }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              list: Type.Array(
                Type.Object({
                  userId: Type.Integer(),
                  userName: Type.String(),
                  organizationId: Type.Integer(),
                  organizationName: Type.String(),
                  created: Type.Integer(),
                  reviewed: Type.Integer(),
                  released: Type.Integer(),
                }),
              ),
              total: Type.Integer(),
              pageIndex: Type.Integer(),
              pageSize: Type.Integer(),
              totals: Type.Object({ created: Type.Integer(), reviewed: Type.Integer(), released: Type.Integer() }),
            }),
          ),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const q = request.query;
      // the range ends with today in Beijing time (the UTC date is yesterday's before 08:00 Beijing)
      const to = (q.endDate ? dayStart(q.endDate) : beijingDayStart(beijingDayOf(Date.now()))) + DAY_MS;
      const from = q.beginDate ? dayStart(q.beginDate) : to - 30 * DAY_MS;
      if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) throw badRequest(ERROR_TEXTS.dateOrder);
      const departments = await app.repos.departments.list(tenantId);
      const byId = new Map(departments.map((d) => [d.id, d]));
      const organizationIds = q.organizationId ? withDescendants(departments, q.organizationId) : undefined;
      const [{ rows: users }, counts] = await Promise.all([
        app.repos.users.list(tenantId, { organizationIds, pageIndex: 1, pageSize: 100_000 }),
        app.repos.assess.countsByUser(tenantId, from, to, await dataScopeOf(app, auth)),
      ]);
      let rows: AssessRow[] = users.map((u) => ({
        userId: u.id,
        userName: u.name,
        organizationId: u.organization_id,
        organizationName: departmentPath(byId, u.organization_id).at(-1)?.name ?? '',
        created: counts.created.get(u.id) ?? 0,
        reviewed: counts.reviewed.get(u.id) ?? 0,
        released: counts.released.get(u.id) ?? 0,
      }));
      if (q.groupBy === 'department') {
        const groups = new Map<number, AssessRow>();
        for (const row of rows) {
          const g = groups.get(row.organizationId) ?? { ...row, userId: 0, userName: '', created: 0, reviewed: 0, released: 0 };
          g.created += row.created;
          g.reviewed += row.reviewed;
          g.released += row.released;
          groups.set(row.organizationId, g);
        }
        rows = [...groups.values()].map((g) => ({ ...g, organizationName: g.organizationName || ORG_TEXTS.noDepartment }));
      }
      const score = (x: AssessRow) => x.created + x.reviewed + x.released;
      rows.sort((a, b) => score(b) - score(a) || a.organizationId - b.organizationId || a.userId - b.userId);
      const totals = rows.reduce((t, x) => ({ created: t.created + x.created, reviewed: t.reviewed + x.reviewed, released: t.released + x.released }), { created: 0, reviewed: 0, released: 0 });
      return ok({ list: rows.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize), total: rows.length, pageIndex: q.pageIndex, pageSize: q.pageSize, totals });
    },
  );
}
