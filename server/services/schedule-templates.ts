// Templates and copy previews of programme days (contract "Programme metadata, fixed starts,
// week view, templates"; docs/schedule.md "Templates and previews"): the checks of a template
// apply (range, weekdays, the 60-day rule, at most 62 days) and the dry runs' day summaries.
import type { FastifyInstance } from 'fastify';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES as M, matchingDays, type DayPreview, type DaySummary } from '../../shared/schedule-templates.js';
import { daysBetween, hms, isDay } from '../../shared/time.js';
import { badRequest } from '../lib/errors.js';
import type { ProgramRow } from '../repositories/live-programs.js';
import { assertWithinReach } from './schedule-rules.js';
import { PROGRAMME_TEXTS as P } from './programme-messages.js';

const EMPTY: DaySummary = { total: 0, seconds: 0, startTime: null, endTime: null };

/** What a list of rows would make a day hold. */
export function summaryOf(rows: readonly ProgramRow[]): DaySummary {
  if (!rows.length) return EMPTY;
  let seconds = 0;
  for (const r of rows) seconds += r.end - r.start;
  return { total: rows.length, seconds, startTime: hms(rows[0]!.start), endTime: hms(rows[rows.length - 1]!.end) };
}

function summaryFrom(s: { total: number; seconds: number; start: number; end: number } | undefined): DaySummary {
  return s ? { total: s.total, seconds: s.seconds, startTime: hms(s.start), endTime: hms(s.end) } : EMPTY;
}

/** The days a template apply writes: every day of [fromDate, toDate] on one of `weekdays`. 400 with our texts otherwise. */
export function applyDays(fromDate: string | undefined, toDate: string | undefined, weekdays: readonly number[] | undefined): string[] {
  const from = (fromDate ?? '').trim();
  const to = (toDate ?? '').trim();
  if (!from || !to) throw badRequest(M.rangeRequired);
  for (const d of [from, to]) if (!isDay(d)) throw badRequest(P.dayInvalid(d));
  if (from > to) throw badRequest(M.rangeOrder);
  assertWithinReach(to);
  if (daysBetween(from, to) + 1 > TEMPLATE_LIMITS.maxDays) throw badRequest(M.rangeTooLong);
  const chosen = [...new Set(weekdays ?? [])];
  if (!chosen.length) throw badRequest(M.weekdaysRequired);
  const days = matchingDays(from, to, chosen);
  if (!days.length) throw badRequest(M.noMatchingDay);
  return days;
}

/** The dry run of a copy: each target day now, and as its source day would make it. */
export async function copyPreview(app: FastifyInstance, tenantId: number, tvId: number, pairs: { from: string; to: string }[]): Promise<DayPreview[]> {
  const sums = await app.repos.livePrograms.summaries(tenantId, tvId, pairs.flatMap((p) => [p.from, p.to]));
  return pairs.map((p) => ({ day: p.to, existing: summaryFrom(sums.get(p.to)), incoming: summaryFrom(sums.get(p.from)) }));
}

/** The dry run of a template apply: each target day now, and as the template would make it. */
export async function templatePreview(app: FastifyInstance, tenantId: number, tvId: number, days: string[], rows: ProgramRow[]): Promise<DayPreview[]> {
  const sums = await app.repos.livePrograms.summaries(tenantId, tvId, days);
  const incoming = summaryOf(rows);
  return days.map((day) => ({ day, existing: summaryFrom(sums.get(day)), incoming }));
}
