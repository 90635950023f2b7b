// A channel's programme day (docs/schedule.md): GET live/program/page, save (live/program/add,
// refused with 409 when the day's revision moved on), copyProgram onto other days, and the XMLTV
// export. Checked by services/schedule-rules.ts; day answers cached by services/day-answers.ts.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SCHEDULE } from '../../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../../shared/schedule-messages.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { form } from '../../lib/call-options.js';
import { badRequest } from '../../lib/errors.js';
import { JSON_TYPE } from '../../lib/json-bytes.js';
import { who } from '../../plugins/auth.js';
import { chosenEncoding, sendEncoded } from '../../plugins/compress.js';
import { requireTv, assertWithinReach, copyPairs, entriesToRows } from '../../services/schedule-rules.js';
import { addDays, isDay } from '../../../shared/time.js';
import { buildXmltv } from '../../services/xmltv.js';
import { Day, DryRun, DryRunAnswer, Entry, Id } from './live-program-schemas.js';
import { copyPreview } from '../../services/schedule-templates.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';

const tags = ['节目单'];

const DayAnswer = Type.Object({ list: Type.Array(Entry), total: Type.Integer(), revision: Type.Integer() });

/** 16 MB: a day of 10,000+ entries as JSON. */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

function checkDay(day: string, field: string) {
  if (!isDay(day)) throw badRequest(P.fieldDayInvalid(field));
}

/** A day's programme list: list, save (with revision), copy, XMLTV export (contract "schedule"). */
export default async function liveProgramRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const programs = app.repos.livePrograms;

  r.get(
    '/live/program/page',
    {
      schema: {
        tags,
        summary: '某频道某一天的节目单（revision 为保存时须带回的版本，0 表示从未保存；晚于今天 60 天以上的日期 400）',
        querystring: Type.Object({
          liveTvId: Id,
          beginTime: Day,
          ...Paging(SCHEDULE.pageSize, SCHEDULE.pageSize),
        }),
        response: { 200: EnvelopeOf(DayAnswer), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { tenantId } = who(request);
      const { liveTvId, beginTime, pageIndex, pageSize } = request.query;
      checkDay(beginTime, '日期(beginTime)');
      assertWithinReach(beginTime);
      await requireTv(app, tenantId, liveTvId);
      // A day is up to megabytes of JSON: written straight to bytes (server/lib/json-bytes.ts), the
      // same bytes the response schema's serialiser makes, and kept per saved state of the day,
      // compressed too (server/services/day-answers.ts).
      const encoding = chosenEncoding(request.headers);
      const answer = await app.dayAnswers.answer({ tenantId, tvId: liveTvId, day: beginTime, pageIndex, pageSize }, encoding);
      return sendEncoded(reply.type(JSON_TYPE), answer.bytes, answer.encoding);
    },
  );

  r.post(
    '/live/program/add',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          '保存某频道某一天的节目单：在一个事务中整体替换当天；revision 须等于读取时的版本，否则 409 且不写入。节目须首尾相接、不跨天、时长大于 0',
        consumes: ['application/json'],
        body: Type.Object({
          liveTvId: Id,
          livePlayDay: Day,
          revision: Type.Integer({ minimum: 0, maximum: 2147483647 }),
          list: Type.Array(Entry, { maxItems: SCHEDULE.maxEntries }),
        }),
        response: {
          200: EnvelopeOf(Type.Object({ revision: Type.Integer(), total: Type.Integer() })),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { liveTvId, livePlayDay, revision, list } = request.body;
      checkDay(livePlayDay, '播出日期(livePlayDay)');
      assertWithinReach(livePlayDay);
      await requireTv(app, tenantId, liveTvId);
      const rows = entriesToRows(liveTvId, livePlayDay, list as never);
      const next = await programs.save(tenantId, userId, liveTvId, livePlayDay, revision, rows);
      return ok({ revision: next, total: rows.length }, SCHEDULE_MESSAGES.saved);
    },
  );

  r.post(
    '/live/program/copyProgram',
    {
      schema: {
        tags,
        summary:
          '复制节目单（一个事务）：flag=day 时 fromDate 为来源日、toDate 为逗号分隔的目标日；flag=week 时两者均为周一，复制整周。目标日被来源日整体替换。来源或目标日晚于今天 60 天以上时 400。dryRun=1 时不写入，只答每个目标日现在和复制后的节目单',
        consumes: form,
        body: Type.Object({
          liveTvId: Id,
          fromDate: Type.Optional(Type.String({ maxLength: 8 })),
          toDate: Type.Optional(Type.String({ maxLength: 600 })),
          flag: Type.Optional(Type.String({ maxLength: 8 })),
          dryRun: DryRun,
        }),
        response: {
          200: EnvelopeOf(Type.Union([Type.Object({ days: Type.Integer(), entries: Type.Integer() }), DryRunAnswer])),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { liveTvId, fromDate, toDate, flag, dryRun } = request.body;
      const pairs = copyPairs(flag, fromDate, toDate);
      await requireTv(app, tenantId, liveTvId);
      if (dryRun === 1) return ok({ days: await copyPreview(app, tenantId, liveTvId, pairs) });
      const entries = await programs.copy(tenantId, userId, liveTvId, pairs);
      return ok({ days: pairs.length, entries }, SCHEDULE_MESSAGES.copied);
    },
  );

  r.get(
    '/live/program/xmltv',
    {
      schema: {
        tags,
        summary: '导出 XMLTV 电子节目单（1 天或 7 天，含直播节目）：title 取节目名称，未填时取文件名去掉扩展名；有简介、集数、分类、分级时写 desc、episode-num、category、rating',
        produces: ['application/xml'],
        querystring: Type.Object({
          liveTvId: Id,
          beginTime: Day,
          days: Type.Union([Type.Literal(1), Type.Literal(7)], { default: 1 }),
          tzOffset: Type.String({ pattern: '^[+-](0[0-9]|1[0-4])[0-5][0-9]$', default: '+0800', description: '时区偏移，默认 +0800' }),
        }),
        response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { tenantId } = who(request);
      const { liveTvId, beginTime, days, tzOffset } = request.query;
      checkDay(beginTime, '日期(beginTime)');
      const tv = await requireTv(app, tenantId, liveTvId);
      const dayList = Array.from({ length: days }, (_, i) => addDays(beginTime, i));
      // XMLTV channel ids are dotted, RFC 2838 style: tv<id>.<tenant domain>
      const domain = (await app.repos.tenants.get(tenantId))?.domain_name ?? 'tenant';
      const xml = buildXmltv({ id: `tv${tv.liveTvId}.${domain}`, name: tv.liveTvName }, await programs.days(tenantId, liveTvId, dayList), tzOffset);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="xmltv-${liveTvId}-${beginTime}-${days}d.xml"`)
        .send(xml as never);
    },
  );
}
