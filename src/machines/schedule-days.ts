// Calendar arithmetic on yyyyMMdd days (no time zone involved: days are calendar dates).
import { SCHEDULE } from '../../shared/schedule.js';
import { addDays, daysBetween } from '../../shared/time.js';

// The calendar arithmetic itself is shared with the server (shared/time.ts).
export { addDays, mondayOf, localDayOf as dayOf } from '../../shared/time.js';

/** The 20 date tabs around a chosen day: 8 before, the day, 11 after. */
export function dateWindow(day: string): string[] {
  return Array.from({ length: SCHEDULE.daysBefore + 1 + SCHEDULE.daysAfter }, (_, i) => addDays(day, i - SCHEDULE.daysBefore));
}

/** A day may be chosen unless it lies more than 60 days after today. */
export function isChoosable(day: string, today: string): boolean {
  return daysBetween(today, day) <= SCHEDULE.maxDaysAhead;
}
