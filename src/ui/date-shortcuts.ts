// The list date shortcuts of spec 001 §5: 全部 (all time), 近7天, 近30天, 近90天; future dates are
// disabled. Days are local calendar days written yyyy-MM-dd; a range includes both ends. The one
// implementation every list that filters by date uses (through ui/date-range-filter.tsx); the
// server takes the bounds as yyyy-MM-dd (beginDate/endDate) or as epoch milliseconds.

export type DateShortcut = 'all' | 'last7' | 'last30' | 'last90';

export interface DateRange {
  /** yyyy-MM-dd, or null for no lower bound. */
  start: string | null;
  /** yyyy-MM-dd, or null for no upper bound. */
  end: string | null;
}

export const DATE_SHORTCUTS: readonly { key: DateShortcut; label: string; days: number | null }[] = [
  { key: 'all', label: '全部', days: null },
  { key: 'last7', label: '近7天', days: 7 },
  { key: 'last30', label: '近30天', days: 30 },
  { key: 'last90', label: '近90天', days: 90 },
];

export const ALL_TIME: DateRange = { start: null, end: null };

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a local date. */
export function dayText(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local date of yyyy-MM-dd (null when not a date). */
export function parseDayText(text: string | null): Date | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : null;
}

/** The range of a shortcut: the last n days up to and including today; 全部 has no bounds. */
export function rangeOf(shortcut: DateShortcut, today: Date): DateRange {
  const days = DATE_SHORTCUTS.find((s) => s.key === shortcut)?.days ?? null;
  if (days === null) return ALL_TIME;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { start: dayText(start), end: dayText(today) };
}

/** Which shortcut a range is (null when it is a hand-picked range). */
export function shortcutOf(range: DateRange, today: Date): DateShortcut | null {
  return DATE_SHORTCUTS.find((s) => {
    const r = rangeOf(s.key, today);
    return r.start === range.start && r.end === range.end;
  })?.key ?? null;
}

/** Future dates cannot be chosen. */
export function isFuture(day: string, today: Date): boolean {
  return day > dayText(today);
}

/** The range as the query fields beginDate / endDate (yyyy-MM-dd), absent bounds left out. */
export function dateBounds(range: DateRange): { beginDate?: string; endDate?: string } {
  return { ...(range.start ? { beginDate: range.start } : {}), ...(range.end ? { endDate: range.end } : {}) };
}

/**
 * The range as 'from,to' epoch milliseconds of the user's own days (the content lists'
 * createTime): from the start day's first instant to the end day's last; '' for all time, an
 * absent bound left empty.
 */
export function epochRange(range: DateRange): string {
  if (!range.start && !range.end) return '';
  const start = parseDayText(range.start);
  const end = parseDayText(range.end);
  const to = end ? new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1 : null;
  return `${start ? start.getTime() : ''},${to ?? ''}`;
}

/** The range back from epochRange's 'from,to' (a kept list reopening its filter bar). */
export function rangeOfEpoch(createTime: string): DateRange {
  const [from, to] = createTime.split(',').map((t) => (/^\d+$/.test(t) ? new Date(Number(t)) : null));
  return { start: from ? dayText(from) : null, end: to ? dayText(to) : null };
}

/** A picked range made valid: no bound after today, start not after end. */
export function clampRange(range: DateRange, today: Date): DateRange {
  const max = dayText(today);
  const start = range.start && range.start > max ? max : range.start;
  const end = range.end && range.end > max ? max : range.end;
  return start && end && start > end ? { start: end, end: start } : { start, end };
}
