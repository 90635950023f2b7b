// Edits of a saved programme day that the console makes without the whole editor
// (live/program/edit and /delete), and the public guide's "now" and "next". Pure: the
// route reads and writes the day in one transaction (liveProgramsRepo.change).
import { SCHEDULE } from '../../shared/schedule.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { GAP_TEXT } from '../../shared/schedule-gaps.js';
import { beijingDayOf, beijingSecondOfDay } from '../../shared/time.js';
import { badRequest } from '../lib/errors.js';
import type { ProgramRow } from '../repositories/live-programs.js';
import { PROGRAMME_TEXTS as P } from './programme-messages.js';

export const NO_SUCH_ENTRY = (index: number) => `第${index + 1}条节目不存在`;

/** Chains rows from `start`: each keeps its length, a pinned one (固定开始) keeps its start too;
 *  refuses a day that would end after 23:59:59 or run into a pinned entry. */
function chainFrom(rows: ProgramRow[], start: number, offset = 0): ProgramRow[] {
  let t = start;
  const out: ProgramRow[] = [];
  rows.forEach((r, i) => {
    const len = r.end - r.start;
    const from = r.fixedStart === 1 ? r.start : t;
    const n = offset + i + 1;
    if (from < t) throw badRequest(GAP_TEXT.saveRefused(GAP_TEXT.overlap(n - 1, out[i - 1]!.programName, n, r.programName, from, t)));
    const next = { ...r, start: from, end: from + len };
    if (next.end > SCHEDULE.maxEnd) throw badRequest(P.endTooLate(P.entry(n)));
    t = next.end;
    out.push(next);
  });
  return out;
}

/** Renames entry `index` and/or moves its end; every later entry follows, keeping its length. */
export function editEntry(rows: ProgramRow[], index: number, change: { name?: string; end?: number }): ProgramRow[] {
  const row = rows[index];
  if (!row) throw badRequest(NO_SUCH_ENTRY(index));
  const name = change.name?.trim();
  if (change.name !== undefined && !name) throw badRequest(P.nameRequired);
  const end = change.end ?? row.end;
  if (end === row.start) throw badRequest(SCHEDULE_MESSAGES.startEqualsEnd);
  if (end < row.start) throw badRequest(SCHEDULE_MESSAGES.startAfterEnd);
  const edited = { ...row, end, ...(name ? { programName: name } : {}) };
  return [...rows.slice(0, index), ...chainFrom([edited, ...rows.slice(index + 1)], row.start, index)];
}

/** Deletes the entries at `indexes` (none given: every entry); the rest close up from the day's first start. */
export function deleteEntries(rows: ProgramRow[], indexes: number[] | undefined): ProgramRow[] {
  if (!indexes) return [];
  for (const i of indexes) if (!rows[i]) throw badRequest(NO_SUCH_ENTRY(i));
  const gone = new Set(indexes);
  const kept = rows.filter((_, i) => !gone.has(i));
  return kept.length ? chainFrom(kept, rows[0]!.start) : [];
}

/** The Beijing calendar day and second of the day of a moment (the schedule's days are Beijing days). */
export function beijingMoment(at: number): { day: string; second: number } {
  return { day: beijingDayOf(at), second: beijingSecondOfDay(at) };
}

/** Index of the entry playing at `second`, and of the first one starting after it (-1: none). */
export function nowAndNext(rows: ProgramRow[], second: number): { now: number; next: number } {
  const now = rows.findIndex((r) => r.start <= second && second < r.end);
  const next = rows.findIndex((r) => r.start > second);
  return { now, next };
}
