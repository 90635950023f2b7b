// Calendar arithmetic on yyyyMMdd days (no time zone involved: days are calendar dates).
import { SCHEDULE } from '../../shared/schedule.js';

const toDate = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
const pad = (n: number) => String(n).padStart(2, '0');
const fromDate = (t: Date) => `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;

export function addDays(day: string, n: number): string {
  const t = toDate(day);
  t.setUTCDate(t.getUTCDate() + n);
  return fromDate(t);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return toDate(day).getUTCDay();
}

/** The Monday of the day's week (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** Whole days from a to b. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);
}

/** The local calendar day of a clock time. */
export function dayOf(time: Date): string {
  return `${time.getFullYear()}${pad(time.getMonth() + 1)}${pad(time.getDate())}`;
}

/** The 20 date tabs around a chosen day: 8 before, the day, 11 after. */
export function dateWindow(day: string): string[] {
  return Array.from({ length: SCHEDULE.daysBefore + 1 + SCHEDULE.daysAfter }, (_, i) => addDays(day, i - SCHEDULE.daysBefore));
}

/** A day may be chosen unless it lies more than 60 days after today. */
export function isChoosable(day: string, today: string): boolean {
  return daysBetween(today, day) <= SCHEDULE.maxDaysAhead;
}
