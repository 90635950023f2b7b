// The server's checks of a programme day (spec §4, §5): the same rules the editor applies,
// so a list the editor would refuse is refused here too, whoever sends it.
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { SCHEDULE } from '../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { PROGRAMME_META_KEYS, type ProgrammeMeta } from '../../shared/programme-meta.js';
import type { FastifyInstance } from 'fastify';
import { badRequest, found } from '../lib/errors.js';
import type { ProgramRow } from '../repositories/live-programs.js';
import { GAP_TEXT } from '../../shared/schedule-gaps.js';
import { addDays, dashedDay, hms, isDay, utcDayOf, weekday } from '../../shared/time.js';
import { PROGRAMME_TEXTS as P } from './programme-messages.js';

/** A TV channel that is not the tenant's (the channel routes and the programme routes). */
export const TV_NOT_FOUND = '电视频道不存在';

/** The tenant's channel, or 404 (every programme call starts here). */
export async function requireTv(app: FastifyInstance, tenantId: number, liveTvId: number) {
  return found(app.repos.liveTvs.get(tenantId, liveTvId), TV_NOT_FOUND);
}

/** The programme editor's menu path (every kind of channel shares the editor). */
export const PROGRAM_EDIT_MENU_PATH = '/contentManagement/cloudLiveBroadcast/programEdit';

const ZERO_DURATION_MESSAGE = SCHEDULE_MESSAGES.zeroDuration;
const START_AFTER_END_MESSAGE = SCHEDULE_MESSAGES.startAfterEnd;


/** Hours the calendar's furthest-ahead time zone (UTC+14) leads UTC. */
const LEADING_ZONE_HOURS = 14;

/**
 * Spec 000 §5: a day more than 60 days in the future cannot be chosen (listed, saved or copied).
 * "Today" is taken where the calendar is furthest ahead (UTC+14), so a console in any time zone
 * is never refused a day its own date picker offers.
 */
export function assertWithinReach(day: string, now: Date = new Date()): void {
  const lead = new Date(now.getTime() + LEADING_ZONE_HOURS * 3_600_000);
  const today = utcDayOf(lead);
  if (isDay(day) && day > addDays(today, SCHEDULE.maxDaysAhead)) throw badRequest(SCHEDULE_MESSAGES.tooFarAhead);
}

export function isMonday(day: string): boolean {
  return weekday(day) === 1;
}

function seconds(datetime: string): number {
  const [h, m, s] = datetime.slice(11).split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/** Checks every entry of a day to save and turns it into rows; throws a 400 naming the entry. */
export function entriesToRows(liveTvId: number, day: string, list: ProgrammeEntry[]): ProgramRow[] {
  const dashed = dashedDay(day);
  const rows: ProgramRow[] = [];
  let prevEnd = -1;
  for (let i = 0; i < list.length; i++) {
    const e = list[i]!;
    const n = P.entry(i + 1);
    if (e.liveTvId !== liveTvId) throw badRequest(P.tvMismatch(n));
    if (e.livePlayDay !== day) throw badRequest(P.dayMismatch(n));
    if (e.livePlayTime.slice(0, 10) !== dashed || e.liveEndTime.slice(0, 10) !== dashed) {
      throw badRequest(P.notOnDay(n, dashed));
    }
    const start = seconds(e.livePlayTime);
    const end = seconds(e.liveEndTime);
    if (e.startTime !== hms(start) || e.endTime !== hms(end)) throw badRequest(P.timesMismatch(n));
    if (end < start) throw badRequest(P.entryRefused(n, START_AFTER_END_MESSAGE));
    if (end === start) throw badRequest(P.entryRefused(n, ZERO_DURATION_MESSAGE));
    if (end > SCHEDULE.maxEnd) throw badRequest(P.endTooLate(n));
    if (e.liveProgramTimeLength !== end - start) throw badRequest(P.lengthMismatch(n));
    if (i > 0 && start !== prevEnd) {
      // a pinned entry (固定开始) may leave a gap in front of it, never be run into
      if (e.fixedStart !== 1) throw badRequest(P.notChained(n));
      if (start < prevEnd) throw badRequest(GAP_TEXT.saveRefused(GAP_TEXT.overlap(i, list[i - 1]!.liveProgramName, i + 1, e.liveProgramName, start, prevEnd)));
    }
    prevEnd = end;
    rows.push({
      start,
      end,
      programId: e.liveProgramId,
      programName: e.liveProgramName,
      addressType: e.liveProgramAddresstype,
      address: e.liveProgramAddress,
      fileDuration: e.fileDuration,
      ...metaOfEntry(e),
    });
  }
  return rows;
}

/** The entry's metadata, trimmed; unset fields left out. */
function metaOfEntry(e: ProgrammeEntry): ProgrammeMeta {
  const out: ProgrammeMeta = {};
  for (const k of PROGRAMME_META_KEYS) {
    const v = e[k]?.trim();
    if (v) out[k] = v;
  }
  if (e.fixedStart === 1) out.fixedStart = 1;
  return out;
}

const COPY_MESSAGES = {
  method: SCHEDULE_MESSAGES.copyMethod,
  date: SCHEDULE_MESSAGES.copyDate,
  source: SCHEDULE_MESSAGES.copySource,
  target: SCHEDULE_MESSAGES.copyTarget,
} as const;

/** The (source day → target day) pairs of a copy request (contract: copyProgram). */
export function copyPairs(flag: string | undefined, fromDate: string | undefined, toDate: string | undefined) {
  const from = (fromDate ?? '').trim();
  const targets = (toDate ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (flag !== 'day' && flag !== 'week') throw badRequest(COPY_MESSAGES.method);
  if (flag === 'day') {
    if (!from || targets.length === 0) throw badRequest(COPY_MESSAGES.date);
  } else {
    if (!from) throw badRequest(COPY_MESSAGES.source);
    if (targets.length === 0) throw badRequest(COPY_MESSAGES.target);
  }
  for (const d of [from, ...targets]) if (!isDay(d)) throw badRequest(P.dayInvalid(d));
  const unique = [...new Set(targets)];
  if (unique.includes(from)) throw badRequest(P.pasteOntoSource);
  if (flag === 'day') {
    if (unique.length > 62) throw badRequest(P.pasteTooMany);
    return withinReach(unique.map((to) => ({ from, to })));
  }
  if (unique.length !== 1) throw badRequest(P.weekOneTarget);
  const to = unique[0]!;
  if (!isMonday(from) || !isMonday(to)) throw badRequest(P.weekMondays);
  return withinReach(Array.from({ length: 7 }, (_, i) => ({ from: addDays(from, i), to: addDays(to, i) })));
}

function withinReach(pairs: { from: string; to: string }[]): { from: string; to: string }[] {
  for (const p of pairs) {
    assertWithinReach(p.from);
    assertWithinReach(p.to);
  }
  return pairs;
}
