// Fixed starts and the gap validator (contract "Programme metadata, fixed starts, week view"):
// an entry pinned to its start (fixedStart 1) starts exactly there; the entries before it chain
// as spec 000 says, so the chain either leaves time uncovered in front of it (a gap) or runs
// into it (an overlap). One pass over a day's entries, shared by the editor (before saving), the
// save check of the server (an overlap is refused) and the week view (each day's gaps).
import { hms } from './time.js';

export interface DayIssue {
  kind: 'gap' | 'overlap';
  /** The entry the issue stands in front of (the pinned one; 0 for the gap after 00:00:00). */
  index: number;
  /** Gap: the uncovered span; overlap: from the pinned start to the previous entry's end. */
  from: number;
  to: number;
  /** The explanation in Chinese. */
  text: string;
}

/** How a day's entries are read: start, end, whether pinned and the name of entry i. */
export interface DayReader {
  count: number;
  startOf: (i: number) => number;
  endOf: (i: number) => number;
  nameOf: (i: number) => string;
}

export const GAP_TEXT = {
  /** Time not covered between 00:00:00 and the day's first start. */
  leading: (to: number) => `00:00:00–${hms(to)}没有节目，空档${hms(to)}`,
  gap: (n: number, name: string, from: number, to: number) => `第${n}条「${name}」固定在${hms(to)}开始，前面${hms(from)}–${hms(to)}空档${hms(to - from)}`,
  overlap: (pn: number, prev: string, n: number, name: string, at: number, end: number) =>
    `第${pn}条「${prev}」结束于${hms(end)}，与第${n}条「${name}」的固定开始时间${hms(at)}重叠${hms(end - at)}`,
  /** Saving is refused while the chain runs into a pinned entry. */
  saveRefused: (overlap: string) => `节目重叠，无法保存：${overlap}`,
  /** A pinned start outside the day. */
  pinOutOfDay: '固定开始时间须在00:00:00至23:59:58之间',
} as const;

/** Every gap (the one after 00:00:00 and those in front of pinned entries) and overlap, in order. */
export function dayIssues(day: DayReader): DayIssue[] {
  const out: DayIssue[] = [];
  if (day.count === 0) return out;
  const first = day.startOf(0);
  if (first > 0) out.push({ kind: 'gap', index: 0, from: 0, to: first, text: GAP_TEXT.leading(first) });
  let prevEnd = day.endOf(0);
  for (let i = 1; i < day.count; i++) {
    const start = day.startOf(i);
    if (start > prevEnd) out.push({ kind: 'gap', index: i, from: prevEnd, to: start, text: GAP_TEXT.gap(i + 1, day.nameOf(i), prevEnd, start) });
    else if (start < prevEnd) {
      out.push({ kind: 'overlap', index: i, from: start, to: prevEnd, text: GAP_TEXT.overlap(i, day.nameOf(i - 1), i + 1, day.nameOf(i), start, prevEnd) });
    }
    prevEnd = day.endOf(i);
  }
  return out;
}

/** Seconds of the day not covered between 00:00:00 and the last end (a saved day has no overlap). */
export function uncoveredSeconds(rows: readonly { start: number; end: number }[]): number {
  if (!rows.length) return 0;
  let covered = 0;
  for (const r of rows) covered += r.end - r.start;
  return Math.max(0, rows[rows.length - 1]!.end - covered);
}
