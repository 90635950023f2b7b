// The days of a channel that hold a programme list, for the date controls (the editor's date
// strip and picker, the copy and template dialogs' pickers mark them): GET live/program/marks.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { daysBetween, isDay } from '../../../shared/time.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { requireTv } from '../../services/schedule-rules.js';
import { Day, Id } from './live-program-schemas.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';

/** Days one call may ask about (a picker's month and the strip's window around it). */
const MAX_SPAN = 120;

export default async function liveProgramMarksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/live/program/marks',
    {
      schema: {
        tags: ['节目单'],
        summary: `某频道 fromDate 到 toDate（至多 ${MAX_SPAN} 天）之间有节目的日期`,
        querystring: Type.Object({ liveTvId: Id, fromDate: Day, toDate: Day }),
        response: { 200: EnvelopeOf(Type.Object({ days: Type.Array(Day) })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { liveTvId, fromDate, toDate } = request.query;
      if (!isDay(fromDate) || !isDay(toDate)) throw badRequest(P.daysInvalid);
      if (fromDate > toDate) throw badRequest(ERROR_TEXTS.dateOrder);
      if (daysBetween(fromDate, toDate) >= MAX_SPAN) throw badRequest(P.spanTooLong(MAX_SPAN));
      await requireTv(app, tenantId, liveTvId);
      return ok({ days: await app.repos.livePrograms.daysWithEntries(tenantId, liveTvId, fromDate, toDate) });
    },
  );
}
