// Time helpers shared by the console and the server: times of day as seconds from midnight,
// calendar days written yyyyMMdd. Pure: no clock, no time zone (calendar days are dates; a
// caller that needs "today" passes a Date and says which calendar it reads: local or UTC).

/** 7 → '07'. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 3725 → '01:02:05' (whole seconds; negative counts as 0). */
export function hms(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

const ZERO = 48;
/** The digit at i of text (0–9), else −1. */
const digitAt = (text: string, i: number): number => {
  const d = text.charCodeAt(i) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
};

/** Exactly 'HH:mm:ss' (hours 0–23) → seconds without a match object, else −1: the common case
 *  of parseHms (a day of 10,000 entries parses 20,000 of them when it loads). */
function parseExactHms(text: string): number {
  if (text.length !== 8 || text.charCodeAt(2) !== 58 || text.charCodeAt(5) !== 58) return -1;
  const h1 = digitAt(text, 0);
  const h2 = digitAt(text, 1);
  const m1 = digitAt(text, 3);
  const m2 = digitAt(text, 4);
  const s1 = digitAt(text, 6);
  const s2 = digitAt(text, 7);
  if (h1 < 0 || h2 < 0 || m1 < 0 || m1 > 5 || m2 < 0 || s1 < 0 || s1 > 5 || s2 < 0) return -1;
  const h = h1 * 10 + h2;
  return h > 23 ? -1 : h * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2;
}

/** '01:02:05' → 3725; NaN when not HH:mm:ss (hours 0–23). */
export function parseHms(text: string): number {
  const exact = parseExactHms(text);
  if (exact >= 0) return exact;
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  if (h > 23) return Number.NaN;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** '20261122' → '2026-11-22'. */
export function dashedDay(day: string): string {
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/** The yyyyMMdd day as a Date at 00:00 UTC. */
export function dayToUtcDate(day: string): Date {
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
}

/** The UTC calendar day of a time, yyyyMMdd. */
export function utcDayOf(time: Date): string {
  return `${time.getUTCFullYear()}${pad2(time.getUTCMonth() + 1)}${pad2(time.getUTCDate())}`;
}

/** The local calendar day of a time, yyyyMMdd. */
export function localDayOf(time: Date): string {
  return `${time.getFullYear()}${pad2(time.getMonth() + 1)}${pad2(time.getDate())}`;
}

/** A real calendar day written yyyyMMdd (years 1970–9999). */
export function isDay(day: string): boolean {
  if (!/^\d{8}$/.test(day)) return false;
  const y = Number(day.slice(0, 4));
  if (y < 1970 || y > 9999) return false;
  return utcDayOf(dayToUtcDate(day)) === day;
}

/** yyyyMMdd plus n days. */
export function addDays(day: string, n: number): string {
  const t = dayToUtcDate(day);
  t.setUTCDate(t.getUTCDate() + n);
  return utcDayOf(t);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return dayToUtcDate(day).getUTCDay();
}

/** The Monday of the day's week (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** Whole days from a to b. */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayToUtcDate(b).getTime() - dayToUtcDate(a).getTime()) / 86_400_000);
}

/** Beijing time is UTC+8 all year (no daylight saving): scheduled work is picked and shown in it. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of an epoch time, yyyyMMdd. */
export function beijingDayOf(epoch: number): string {
  return utcDayOf(new Date(epoch + BEIJING_OFFSET_MS));
}

/** The Beijing time of day of an epoch time, 'HH:mm'. */
export function beijingHm(epoch: number): string {
  const d = new Date(epoch + BEIJING_OFFSET_MS);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/** 'yyyy-MM-dd HH:mm' in Beijing time. */
export function beijingText(epoch: number): string {
  return `${dashedDay(beijingDayOf(epoch))} ${beijingHm(epoch)}`;
}

/** The epoch time of a Beijing day (yyyyMMdd) and time of day ('HH:mm'); NaN when either is not one. */
export function fromBeijing(day: string, hm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hm);
  if (!isDay(day) || !m) return Number.NaN;
  return dayToUtcDate(day).getTime() + (Number(m[1]) * 60 + Number(m[2])) * 60_000 - BEIJING_OFFSET_MS;
}

/** The epoch time of 00:00 Beijing time of a yyyyMMdd day, n days on (NaN when not a day). */
export function beijingDayStart(day: string, offsetDays = 0): number {
  if (!isDay(day)) return Number.NaN;
  return dayToUtcDate(day).getTime() + offsetDays * 86_400_000 - BEIJING_OFFSET_MS;
}

/** 00:00 Beijing time of the Beijing day an epoch time falls on, n days on. */
export function beijingMidnight(epoch: number, offsetDays = 0): number {
  return beijingDayStart(beijingDayOf(epoch), offsetDays);
}

/** The second of the Beijing day of an epoch time (0–86399). */
export function beijingSecondOfDay(epoch: number): number {
  const ms = (epoch + BEIJING_OFFSET_MS) % 86_400_000;
  return Math.floor((ms < 0 ? ms + 86_400_000 : ms) / 1000);
}

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time. */
export function beijingStamp(epoch: number): string {
  const d = new Date(epoch + BEIJING_OFFSET_MS);
  return `${dashedDay(utcDayOf(d))} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** 'yyyy-MM-dd', 'yyyyMMdd' or either with ' HH:mm[:ss]' (or 'T') read as Beijing time → epoch
 *  time; NaN when it is not a real day and time. */
export function parseBeijingDateTime(text: string): number {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const start = beijingDayStart(`${m[1]}${m[2]}${m[3]}`);
  return start + ((Number(m[4] ?? 0) * 60 + Number(m[5] ?? 0)) * 60 + Number(m[6] ?? 0)) * 1000;
}

/** A duration as 'HH:mm:ss', with 'N天 ' before it from one day on (negative counts as 0). */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  return `${days ? `${days}天 ` : ''}${hms(s % 86_400)}`;
}
