// Pure time arithmetic of the programme-list editor (spec 000 §4, §9): entries are chained back
// to back, the day's first start is the only free start, an entry ends at 23:59:59 (86399 s) at
// the latest and the day is full when its total reaches 89999 s. No React, no DOM, no clock.
//
// An entry pinned to its start (固定开始: `fixedStart` 1 and `at`) starts exactly at `at`; the
// entries after it chain from its end, the ones before it chain as before, so the chain may
// leave a gap in front of it or run into it (an overlap; shared/schedule-gaps.ts explains both).
//
// A day is held as immutable entries (what was scheduled and for how long it should run) plus
// a timeline: the day's start and an Int32Array of every entry's end. Re-chaining from row i
// rewrites ends[i..] — integer work, no objects — so an edit at the top of a 10,000-entry day
// costs one typed-array copy, and undo history keeps versions cheaply (entries are shared).
import { SCHEDULE, type ProgrammeEntry } from '../../shared/schedule.js';
import type { EditorEntry } from '../../shared/schedule-editor.js';
import { dashedDay as dashed, hms, parseHms } from '../../shared/time.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import { metaOf } from './schedule-meta.js';
import { dayIssues, type DayIssue } from '../../shared/schedule-gaps.js';

export type { DayIssue };

export type { EditorEntry };


/** A day: its entries, the first entry's start, and every entry's end (seconds from midnight). */
export interface DayList {
  entries: readonly EditorEntry[];
  start: number;
  ends: Int32Array;
}

/** What can be put in the day: a library video or a live channel. */
export interface Material {
  id: number;
  name: string;
  /** 1 video file, 2 live channel. */
  addressType: 1 | 2;
  address: string;
  /** Seconds; a live channel's entry lasts 3600 s whatever this says. */
  duration: number;
}

// hms and parseHms are the shared time helpers (shared/time.ts).
export { hms, parseHms } from '../../shared/time.js';

export const EMPTY_DAY: DayList = { entries: [], start: 0, ends: new Int32Array(0) };

/** The pinned start of an entry, or −1 when it is chained. */
export function pinOf(e: EditorEntry | undefined): number {
  return e && e.fixedStart === 1 && e.at !== undefined ? e.at : -1;
}

/** Start of entry i: its pinned start, else the previous end (the day's start for the first). */
export function startAt(list: DayList, i: number): number {
  const pin = pinOf(list.entries[i]);
  if (pin >= 0) return pin;
  return i === 0 ? list.start : list.ends[i - 1]!;
}

/** End of entry i. */
export function endAt(list: DayList, i: number): number {
  return list.ends[i]!;
}

/**
 * Re-chains from index `at` on: each entry starts where the previous ends (the first at the
 * day's start) and lasts its wanted duration, cut at 23:59:59. Ends before `at` are copied;
 * the work after the copy is O(n − at) integer steps.
 */
export function rechainFrom(entries: readonly EditorEntry[], ends: Int32Array, at: number, start: number): Int32Array {
  const out = new Int32Array(entries.length);
  const from = Math.max(0, Math.min(at, entries.length));
  out.set(ends.subarray(0, Math.min(from, ends.length)));
  let t = from === 0 ? Math.min(Math.max(0, start), SCHEDULE.maxEnd) : out[from - 1]!;
  for (let i = from; i < entries.length; i++) {
    const e = entries[i]!;
    const pin = pinOf(e);
    t = Math.min((pin >= 0 ? pin : t) + e.want, SCHEDULE.maxEnd);
    out[i] = t;
  }
  return out;
}

/** A chained day of these entries from `start`. */
export function dayOfEntries(entries: readonly EditorEntry[], start: number): DayList {
  const s = Math.min(Math.max(0, start), SCHEDULE.maxEnd);
  return { entries, start: s, ends: rechainFrom(entries, new Int32Array(0), 0, s) };
}

/** The day's start plus every wanted duration: the day is full at 89999 s or more. */
export function totalOf(list: DayList): number {
  let t = list.entries.length ? list.start : 0;
  for (const e of list.entries) {
    const pin = pinOf(e);
    t = (pin >= 0 ? pin : t) + e.want;
  }
  return t;
}

/** The programme time the day holds: the entries' durations added up (gaps in front of a pinned
 *  entry are not programme time; the page's 已排 figure). */
export function scheduledOf(list: DayList): number {
  let t = 0;
  for (const e of list.entries) t += e.want;
  return t;
}

export function isDayFull(list: DayList): boolean {
  return totalOf(list) >= SCHEDULE.dayFull;
}

/** The first entry that got no time (the day ended before it), or −1: saving is refused while one
 *  exists. One pass over the ends (each entry starts where the one before ends): it runs whenever
 *  the editor asks whether it can save, i.e. on every change of the statechart's snapshot. */
export function firstZeroDuration(list: DayList): number {
  const { ends, entries } = list;
  let from = list.start;
  for (let i = 0; i < entries.length; i++) {
    const pin = pinOf(entries[i]);
    if (pin >= 0) from = pin;
    const to = ends[i]!;
    if (to - from <= 0) return i;
    from = to;
  }
  return -1;
}

let uidCounter = 0;
/** A fresh row key. */
export function nextUid(): string {
  uidCounter += 1;
  return `r${uidCounter.toString(36)}`;
}

/** A new entry for a material (a live channel lasts 3600 s). */
export function entryOf(m: Material, liveTvId: number, day: string): EditorEntry {
  const uid = nextUid();
  return {
    uid,
    key: `new:${uid}`,
    want: m.addressType === 2 ? SCHEDULE.liveDuration : Math.max(0, Math.round(m.duration)),
    liveTvId,
    livePlayDay: day,
    liveProgramId: m.id,
    liveProgramName: m.name,
    liveProgramAddresstype: m.addressType,
    liveProgramAddress: m.address,
    fileDuration: m.addressType === 2 ? SCHEDULE.liveDuration : m.duration,
  };
}

/** A loaded day, its entries keyed so that a later reload of the same day finds them again. */
export function fromServer(list: readonly ProgrammeEntry[]): DayList {
  const seen = new Map<string, number>();
  // a loaded day is chained: an entry's start is the end before it, parsed once
  let lastEnd = '';
  let lastEndAt = Number.NaN;
  const entries = list.map((e): EditorEntry => {
    const base = `${e.liveProgramAddresstype}:${e.liveProgramId}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const from = e.startTime === lastEnd ? lastEndAt : parseHms(e.startTime);
    lastEnd = e.endTime;
    lastEndAt = parseHms(e.endTime);
    const pinned = e.fixedStart === 1 ? { at: from } : {};
    return {
      uid: nextUid(),
      key: `${base}#${n}`,
      want: lastEndAt - from,
      liveTvId: e.liveTvId,
      livePlayDay: e.livePlayDay,
      liveProgramId: e.liveProgramId,
      liveProgramName: e.liveProgramName,
      liveProgramAddresstype: e.liveProgramAddresstype,
      liveProgramAddress: e.liveProgramAddress,
      fileDuration: e.fileDuration,
      ...metaOf(e),
      ...pinned,
    };
  });
  return dayOfEntries(entries, list.length ? parseHms(list[0]!.startTime) : 0);
}

/** Entry i with every field of the spec's "Programme entry" (fixed values included). */
export function wireAt(list: DayList, i: number): ProgrammeEntry {
  const e = list.entries[i]!;
  const from = startAt(list, i);
  const to = endAt(list, i);
  const d = dashed(e.livePlayDay);
  const startTime = hms(from);
  const endTime = hms(to);
  return {
    liveTvId: e.liveTvId,
    livePlayDay: e.livePlayDay,
    livePlayTime: `${d} ${startTime}`,
    liveEndTime: `${d} ${endTime}`,
    livePlaybackFlag: 0,
    liveProgramId: e.liveProgramId,
    liveProgramName: e.liveProgramName,
    liveProgramTimeLength: to - from,
    liveProgramType: 0,
    liveTvType: 3,
    liveProgramAddresstype: e.liveProgramAddresstype,
    liveProgramAddress: e.liveProgramAddress,
    startTime,
    endTime,
    fileDuration: e.fileDuration,
    ...metaOf(e),
  };
}

/**
 * Why the day may not start at `start` (moving the first row, or 整体平移 by `start − list.start`,
 * which moves pinned entries too), or null: never before 00:00:00, and a later start may not
 * push the chained day past 23:59:59. One pass over the wanted durations.
 */
export function startMoveError(list: DayList, start: number, shift: boolean): string | null {
  if (!Number.isFinite(start) || start < 0) return shift ? SCHEDULE_MESSAGES.shiftBeforeStart : SCHEDULE_MESSAGES.startAfterEnd;
  const by = shift ? start - list.start : 0;
  let t = start;
  let last = start;
  for (const e of list.entries) {
    const pin = pinOf(e);
    if (pin >= 0 && pin + by < 0) return SCHEDULE_MESSAGES.shiftBeforeStart;
    t = (pin >= 0 ? pin + by : t) + e.want;
    if (t > last) last = t;
  }
  if (start > list.start && last > SCHEDULE.maxEnd) return shift ? SCHEDULE_MESSAGES.shiftPastEnd : SCHEDULE_MESSAGES.startPastEnd;
  if (start > SCHEDULE.maxEnd) return shift ? SCHEDULE_MESSAGES.shiftPastEnd : SCHEDULE_MESSAGES.startPastEnd;
  return null;
}

/** The day's gaps and overlaps (shared/schedule-gaps.ts), kept per list: the editor asks on
 *  every snapshot, a list is immutable, so one pass per edit. */
const issuesKept = new WeakMap<DayList, DayIssue[]>();
export function issuesOf(list: DayList): DayIssue[] {
  let found = issuesKept.get(list);
  if (!found) {
    found = dayIssues({
      count: list.entries.length,
      startOf: (i) => startAt(list, i),
      endOf: (i) => list.ends[i]!,
      nameOf: (i) => list.entries[i]!.liveProgramName,
    });
    issuesKept.set(list, found);
  }
  return found;
}

/** The first overlap (the chain running into a pinned entry), or null: saving is refused while one exists. */
export function firstOverlap(list: DayList): DayIssue | null {
  return issuesOf(list).find((x) => x.kind === 'overlap') ?? null;
}

/** A shift written ±HH:mm:ss or ±HH:mm (no sign: later) in seconds, or null when it is not one. */
export function parseShift(text: string): number | null {
  const m = /^([+-])?\s*(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return null;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  if (seconds > SCHEDULE.maxEnd) return null;
  return m[1] === '-' ? -seconds : seconds;
}

/** The day as the save call sends it. */
export function toWire(list: DayList): ProgrammeEntry[] {
  return list.entries.map((_, i) => wireAt(list, i));
}
