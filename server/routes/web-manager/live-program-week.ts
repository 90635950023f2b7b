// The week view of a channel's programme lists (contract: GET live/program/week): the seven
// days Monday to Sunday around `beginTime`, each with its entries, the seconds they cover, the
// seconds left uncovered between 00:00:00 and the last end (gaps in front of pinned entries and
// before the first start) and its revision (docs/schedule.md "Week view").
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { uncoveredSeconds } from '../../../shared/schedule-gaps.js';
import type { WeekDay } from '../../../shared/schedule-week.js';
import { addDays, hms, isDay, mondayOf } from '../../../shared/time.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { requireTv } from '../../services/schedule-rules.js';
import { Day, Hms, Id } from './live-program-schemas.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';
import { fieldLabel } from '../../lib/field-labels.js';

const WeekEntry = Type.Object({
  startTime: Hms,
  endTime: Hms,
  liveProgramName: Type.String(),
  programTitle: Type.Optional(Type.String()),
  fixedStart: Type.Optional(Type.Literal(1)),
  liveProgramAddresstype: Type.Union([Type.Literal(1), Type.Literal(2)]),
});

const WeekAnswer = Type.Object({
  days: Type.Array(
    Type.Object({
      day: Day,
      entries: Type.Array(WeekEntry),
      seconds: Type.Integer({ description: '节目覆盖的秒数' }),
      gaps: Type.Integer({ description: '00:00:00 到最后结束时间之间没有节目的秒数' }),
      revision: Type.Integer({ description: '当天节目单版本，0 表示从未保存' }),
    }),
  ),
});

export default async function liveProgramWeekRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const programs = app.repos.livePrograms;

  r.get(
    '/live/program/week',
    {
      schema: {
        tags: ['节目单'],
        summary: '某频道一周（beginTime 所在周的周一到周日）的节目单：每天的节目、覆盖秒数、空档秒数（00:00:00 到最后结束之间未覆盖的时间）和版本',
        querystring: Type.Object({ liveTvId: Id, beginTime: Day }),
        response: { 200: EnvelopeOf(WeekAnswer), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { liveTvId, beginTime } = request.query;
      if (!isDay(beginTime)) throw badRequest(P.fieldDayInvalid(fieldLabel('beginTime')));
      await requireTv(app, tenantId, liveTvId);
      const monday = mondayOf(beginTime);
      const days: WeekDay[] = [];
      for (let i = 0; i < 7; i++) {
        const day = addDays(monday, i);
        const { rows, revision } = await programs.day(tenantId, liveTvId, day);
        let seconds = 0;
        const entries = rows.map((row) => {
          seconds += row.end - row.start;
          return {
            startTime: hms(row.start),
            endTime: hms(row.end),
            liveProgramName: row.programName,
            ...(row.programTitle ? { programTitle: row.programTitle } : {}),
            ...(row.fixedStart === 1 ? { fixedStart: 1 as const } : {}),
            liveProgramAddresstype: row.addressType,
          };
        });
        days.push({ day, entries, seconds, gaps: uncoveredSeconds(rows), revision });
      }
      return ok({ days });
    },
  );
}
