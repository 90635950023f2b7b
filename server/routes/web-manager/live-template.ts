// Programme templates (contract "Programme metadata, fixed starts, week view, templates"): a
// channel's day saved under a name, listed, deleted, and applied to a date range on chosen
// weekdays in one transaction (each day's revision moves on); `dryRun: 1` answers what each
// target day holds now and would hold after, and writes nothing. Checks in
// services/schedule-templates.ts; per-channel rights in services/route-rights.ts (delete checks
// the template's channel itself).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES as M } from '../../../shared/schedule-templates.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { EnvelopeOf, ErrorEnvelope, ok, PageOf } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { formCall, queryCall } from '../../lib/call-options.js';
import { badRequest, found, notFound } from '../../lib/errors.js';
import { SCHEDULE_MESSAGES } from '../../../shared/schedule-messages.js';
import { assertChannelRight, who } from '../../plugins/auth.js';
import { assertWithinReach, requireTv } from '../../services/schedule-rules.js';
import { applyDays, templatePreview } from '../../services/schedule-templates.js';
import { isDay } from '../../../shared/time.js';
import { Day, DryRun, DryRunAnswer, Id } from './live-program-schemas.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';

const tags = ['节目单模板'];

const Template = Type.Object({
  id: Type.Integer(),
  liveTvId: Type.Integer(),
  name: Type.String(),
  fromDay: Day,
  total: Type.Integer({ description: '节目条数' }),
  seconds: Type.Integer({ description: '节目覆盖的秒数' }),
  createTime: Type.Integer({ description: '保存时间（毫秒）' }),
});

export default async function liveTemplateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const templates = app.repos.liveTemplates;

  /** The tenant's template, or 404 (another tenant's id answers as a missing one). */
  const requireTemplate = (tenantId: number, id: number) => found(templates.get(tenantId, id), M.notFound);

  r.get(
    '/live/template/page',
    queryCall(tags, '某频道的节目单模板（新的在前）', Type.Object({ liveTvId: Id, ...Paging(20, 100) }), PageOf(Template), { 400: ErrorEnvelope, 404: ErrorEnvelope }),
    async (request) => {
      const { tenantId } = who(request);
      const { liveTvId, pageIndex, pageSize } = request.query;
      await requireTv(app, tenantId, liveTvId);
      const { list, total } = await templates.page(tenantId, liveTvId, { pageIndex, pageSize });
      return ok({
        list: list.map((t) => ({ id: t.id, liveTvId: t.tvId, name: t.name, fromDay: t.fromDay, total: t.total, seconds: t.seconds, createTime: t.createdAt })),
        total,
        pageIndex,
        pageSize,
      });
    },
  );

  r.post(
    '/live/template/add',
    {
      schema: {
        tags,
        summary: `把某频道某一天的节目单（含节目名称、集数、简介、分类、分级、固定开始）保存为模板；名称在频道内唯一，最长 ${TEMPLATE_LIMITS.nameMax} 个字符`,
        consumes: ['application/json'],
        body: Type.Object({
          liveTvId: Id,
          name: Type.Optional(Type.String({ maxLength: 200 })),
          fromDay: Type.Optional(Type.String({ maxLength: 8 })),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { liveTvId } = request.body;
      const name = (request.body.name ?? '').trim();
      const fromDay = (request.body.fromDay ?? '').trim();
      if (!name) throw badRequest(M.nameRequired);
      if ([...name].length > TEMPLATE_LIMITS.nameMax) throw badRequest(M.nameTooLong);
      if (!fromDay) throw badRequest(SCHEDULE_MESSAGES.copyDate);
      if (!isDay(fromDay)) throw badRequest(P.dayInvalid(fromDay));
      assertWithinReach(fromDay);
      await requireTv(app, tenantId, liveTvId);
      const { rows } = await app.repos.livePrograms.day(tenantId, liveTvId, fromDay);
      if (!rows.length) throw badRequest(M.emptyDay);
      if ((await templates.count(tenantId, liveTvId)) >= TEMPLATE_LIMITS.perChannel) throw badRequest(M.tooMany);
      const id = await templates.add(tenantId, userId, liveTvId, name, fromDay, rows);
      if (id === null) throw badRequest(M.nameTaken);
      return ok({ id }, M.saved);
    },
  );

  r.post(
    '/live/template/delete',
    formCall(tags, '删除节目单模板（已应用到的日期不受影响）', Type.Object({ id: Id }), Type.Null(), { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope }),
    async (request) => {
      const auth = who(request);
      const template = await requireTemplate(auth.tenantId, request.body.id);
      await assertChannelRight(app, auth, template.tvId, 'edit');
      await templates.remove(auth.tenantId, template.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  r.post(
    '/live/template/apply',
    {
      schema: {
        tags,
        summary: `把模板写入 fromDate 到 toDate 之间所选星期（1 周一 … 7 周日）的每一天，一个事务，每天的版本加一；至多 ${TEMPLATE_LIMITS.maxDays} 天，不晚于今天 60 天。dryRun=1 时不写入，只答每天现在和写入后的节目单`,
        consumes: ['application/json'],
        body: Type.Object({
          id: Id,
          liveTvId: Id,
          fromDate: Type.Optional(Type.String({ maxLength: 8 })),
          toDate: Type.Optional(Type.String({ maxLength: 8 })),
          weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 })),
          dryRun: DryRun,
        }),
        response: {
          200: EnvelopeOf(Type.Union([Type.Object({ days: Type.Integer(), entries: Type.Integer() }), DryRunAnswer])),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { id, liveTvId, fromDate, toDate, weekdays, dryRun } = request.body;
      const days = applyDays(fromDate, toDate, weekdays);
      await requireTv(app, tenantId, liveTvId);
      const template = await requireTemplate(tenantId, id);
      // a template is applied to its own channel
      if (template.tvId !== liveTvId) throw notFound(M.notFound);
      if (dryRun === 1) return ok({ days: await templatePreview(app, tenantId, liveTvId, days, template.rows) });
      await app.repos.livePrograms.writeDays(tenantId, userId, liveTvId, days, template.rows);
      return ok({ days: days.length, entries: days.length * template.rows.length }, M.applied);
    },
  );
}
