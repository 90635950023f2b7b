// The rest of the programme calls of spec 001 §7. The spec names them but
// shows no payloads; the shapes below are ours (docs/schedule.md "More programme calls").
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SCHEDULE_MESSAGES } from '../../../shared/schedule-messages.js';
import { addDays, isDay, parseHms } from '../../../shared/time.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, found } from '../../lib/errors.js';
import { assertChannelRight, publicRoute, who } from '../../plugins/auth.js';
import { toEntry } from '../../repositories/live-programs.js';
import { Entry, Id } from './live-program-schemas.js';
import { deleteEntries, editEntry, beijingMoment, nowAndNext } from '../../services/programme-edits.js';
import { requireTv, TV_NOT_FOUND, assertWithinReach } from '../../services/schedule-rules.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';

const tags = ['节目单'];
const DayText = Type.String({ maxLength: 8, description: 'yyyyMMdd' });
const Revision = Type.Integer({ minimum: 0, maximum: 2147483647, description: '读取当天节目单时得到的版本' });
const Indexes = Type.String({ maxLength: 2000, pattern: '^[0-9]{1,5}(,[0-9]{1,5})*$', description: '节目序号（从 0 起），逗号分隔' });
const Changed = EnvelopeOf(Type.Object({ revision: Type.Integer(), total: Type.Integer() }));
const EntryList = Type.Array(Entry);
const ChannelHead = { liveTvId: Type.Integer(), liveTvName: Type.String(), liveKind: Type.Integer() };

function day(value: string | undefined, field: string): string {
  const d = (value ?? '').trim();
  if (!d) throw badRequest(ERROR_TEXTS.required(field));
  if (!isDay(d)) throw badRequest(P.fieldDayInvalid(field));
  return d;
}

export default async function liveProgramEditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tvs = app.repos.liveTvs;
  const programs = app.repos.livePrograms;

  r.post(
    '/live/program/edit',
    {
      schema: {
        tags,
        summary: '修改已保存节目单中的一条节目：改名和/或改结束时间；其后的节目首尾相接顺延（各自时长不变）。revision 不是当前版本时 409，不写入',
        consumes: form,
        body: Type.Object({
          liveTvId: Id,
          livePlayDay: DayText,
          revision: Revision,
          index: Type.Integer({ minimum: 0, maximum: 99999, description: '节目序号（从 0 起）' }),
          liveProgramName: Type.Optional(Type.String({ maxLength: 255 })),
          endTime: Type.Optional(Type.String({ maxLength: 8, description: 'HH:mm:ss' })),
        }),
        response: { 200: Changed, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { liveTvId, revision, index, liveProgramName, endTime } = request.body;
      const d = day(request.body.livePlayDay, '播出日期(livePlayDay)');
      assertWithinReach(d);
      if (liveProgramName === undefined && endTime === undefined) throw badRequest(P.nameOrEnd);
      const end = endTime === undefined ? undefined : parseHms(endTime);
      if (end !== undefined && Number.isNaN(end)) throw badRequest(P.endTimeInvalid);
      await requireTv(app, tenantId, liveTvId);
      const changed = await programs.change(tenantId, userId, liveTvId, d, revision, (rows) => editEntry(rows, index, { name: liveProgramName, end }));
      return ok(changed, COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/live/program/delete',
    {
      schema: {
        tags,
        summary: '删除已保存节目单中的节目（index 逗号分隔；不给 index 则清空当天）；其余节目从当天的开始时间起首尾相接。revision 不是当前版本时 409',
        consumes: form,
        body: Type.Object({ liveTvId: Id, livePlayDay: DayText, revision: Revision, index: Type.Optional(Indexes) }),
        response: { 200: Changed, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { liveTvId, revision, index } = request.body;
      const d = day(request.body.livePlayDay, '播出日期(livePlayDay)');
      assertWithinReach(d);
      await requireTv(app, tenantId, liveTvId);
      const indexes = index === undefined ? undefined : [...new Set(index.split(',').map(Number))];
      const changed = await programs.change(tenantId, userId, liveTvId, d, revision, (rows) => deleteEntries(rows, indexes));
      return ok(changed, COMMON_MESSAGES.deleted);
    },
  );

  r.post(
    '/live/program/copyVisualProgram',
    {
      schema: {
        tags,
        summary: '把一个频道某天的节目单复制到本租户另一个频道的一天或几天（一个事务；目标日整体替换，版本加一）',
        consumes: form,
        body: Type.Object({
          fromLiveTvId: Id,
          liveTvId: Type.Integer({ minimum: 1, maximum: 2147483647, description: '目标频道' }),
          fromDate: Type.Optional(DayText),
          toDate: Type.Optional(Type.String({ maxLength: 600, description: '目标日，逗号分隔；不给则与 fromDate 相同' })),
        }),
        response: { 200: EnvelopeOf(Type.Object({ days: Type.Integer(), entries: Type.Integer() })), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const auth = who(request);
      const { fromLiveTvId, liveTvId } = request.body;
      if (fromLiveTvId === liveTvId) throw badRequest(P.otherChannel);
      const from = day(request.body.fromDate, SCHEDULE_MESSAGES.copySource);
      const targets = [...new Set((request.body.toDate ?? from).split(',').map((s) => s.trim()).filter(Boolean))];
      if (!targets.length) throw badRequest(SCHEDULE_MESSAGES.copyTarget);
      if (targets.length > 62) throw badRequest(P.pasteTooMany);
      for (const t of targets) day(t, SCHEDULE_MESSAGES.copyTarget);
      for (const d of [from, ...targets]) assertWithinReach(d);
      await requireTv(app, auth.tenantId, fromLiveTvId);
      await requireTv(app, auth.tenantId, liveTvId);
      await assertChannelRight(app, auth, fromLiveTvId, 'view');
      const entries = await programs.copyAcross(auth.tenantId, auth.userId, fromLiveTvId, from, liveTvId, targets);
      return ok({ days: targets.length, entries }, SCHEDULE_MESSAGES.copied);
    },
  );

  r.post(
    '/live/program/visual/:liveTvId',
    {
      schema: {
        tags,
        summary: '节目单一览：某频道自 beginTime 起连续几天（1–7，默认 7）的节目，按天列出（时间轴视图用）',
        consumes: form,
        params: Type.Object({ liveTvId: Id }),
        body: Type.Optional(Type.Object({ beginTime: Type.Optional(DayText), days: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })) })),
        response: {
          200: EnvelopeOf(
            Type.Object({
              ...ChannelHead,
              days: Type.Array(Type.Object({ livePlayDay: Type.String(), revision: Type.Integer(), total: Type.Integer(), list: EntryList })),
            }),
          ),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const auth = who(request);
      const { liveTvId } = request.params;
      const begin = request.body?.beginTime ? day(request.body.beginTime, '日期(beginTime)') : beijingMoment(Date.now()).day;
      const count = request.body?.days ?? 7;
      const tv = await requireTv(app, auth.tenantId, liveTvId);
      await assertChannelRight(app, auth, liveTvId, 'view');
      const days = [];
      for (let i = 0; i < count; i++) {
        const d = addDays(begin, i);
        const { rows, revision } = await programs.day(auth.tenantId, liveTvId, d);
        days.push({ livePlayDay: d, revision, total: rows.length, list: rows.map((row) => toEntry(liveTvId, d, row)) });
      }
      return ok({ liveTvId, liveTvName: tv.liveTvName, liveKind: tv.liveKind, days });
    },
  );

  r.get(
    '/live/program/page/notoken',
    publicRoute({
      tags,
      summary: '公开节目单（播放页无需令牌）：某租户一个启用频道当天的节目、正在播出与下一个节目',
      description: '租户由 domainName 指明；频道不属于该租户或已停用时 404。at（毫秒）为所问时刻，默认服务器当前时间；日期与时刻按服务器所在时区。',
      querystring: Type.Object({
        domainName: Type.String({ minLength: 1, maxLength: 64 }),
        liveTvId: Id,
        beginTime: Type.Optional(DayText),
        at: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799000 })),
      }),
      response: {
        200: EnvelopeOf(
          Type.Object({
            ...ChannelHead,
            livePlayDay: Type.String(),
            list: EntryList,
            now: Type.Union([Entry, Type.Null()]),
            next: Type.Union([Entry, Type.Null()]),
            at: Type.Number(),
          }),
        ),
        400: ErrorEnvelope,
        404: ErrorEnvelope,
      },
    }),
    async (request) => {
      const { domainName, liveTvId } = request.query;
      const at = request.query.at ?? Date.now();
      const moment = beijingMoment(at);
      const listed = request.query.beginTime ? day(request.query.beginTime, '日期(beginTime)') : moment.day;
      const tv = await found(tvs.publicChannel(domainName, liveTvId), TV_NOT_FOUND);
      const { rows } = await programs.day(tv.tenantId, liveTvId, listed);
      const list = rows.map((row) => toEntry(liveTvId, listed, row));
      let now = null;
      let next = null;
      if (listed === moment.day) {
        const at = nowAndNext(rows, moment.second);
        now = at.now >= 0 ? list[at.now]! : null;
        next = at.next >= 0 ? list[at.next]! : null;
        if (!next) {
          // nothing more today: the first entry of tomorrow
          const tomorrow = addDays(listed, 1);
          const first = (await programs.day(tv.tenantId, liveTvId, tomorrow)).rows[0];
          next = first ? toEntry(liveTvId, tomorrow, first) : null;
        }
      } else if (listed > moment.day) {
        next = list[0] ?? null;
      }
      return ok({ liveTvId, liveTvName: tv.liveTvName, liveKind: tv.liveKind, livePlayDay: listed, list, now, next, at });
    },
  );
}
