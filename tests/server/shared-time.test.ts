import { describe, expect, it } from 'vitest';
import {
  addDays,
  beijingDayStart,
  beijingMidnight,
  beijingSecondOfDay,
  beijingStamp,
  dashedDay,
  daysBetween,
  hms,
  isDay,
  localDayOf,
  mondayOf,
  parseBeijingDateTime,
  parseHms,
  utcDayOf,
  weekday,
} from '../../shared/time.js';
import { parseRange } from '../../server/services/content-items.js';
import { dayKey, dayNumber, perDay } from '../../server/services/content-release.js';

// The time helpers the console and the server share (shared/time.ts).
describe('shared time helpers', () => {
  it('writes and reads times of day', () => {
    expect(hms(0)).toBe('00:00:00');
    expect(hms(3725)).toBe('01:02:05');
    expect(hms(86399)).toBe('23:59:59');
    expect(hms(-5)).toBe('00:00:00');
    expect(parseHms('01:02:05')).toBe(3725);
    expect(parseHms(' 1:02:05 ')).toBe(3725);
    expect(parseHms('24:00:00')).toBeNaN();
    expect(parseHms('01:60:00')).toBeNaN();
  });

  it('does calendar arithmetic on yyyyMMdd days', () => {
    expect(dashedDay('20261122')).toBe('2026-11-22');
    expect(addDays('20261231', 1)).toBe('20270101');
    expect(addDays('20240301', -1)).toBe('20240229');
    expect(daysBetween('20261122', '20270121')).toBe(60);
    expect(weekday('20261123')).toBe(1);
    expect(mondayOf('20261129')).toBe('20261123');
    expect(mondayOf('20261123')).toBe('20261123');
    expect(isDay('20240229')).toBe(true);
    expect(isDay('20230229')).toBe(false);
    expect(isDay('19691231')).toBe(false);
    expect(isDay('2026112')).toBe(false);
    expect(utcDayOf(new Date(Date.UTC(2026, 10, 22, 23, 59)))).toBe('20261122');
    expect(localDayOf(new Date(2026, 10, 22, 12))).toBe('20261122');
  });

  // The station's days are Beijing days whatever the server's own time zone is (CI runs in UTC):
  // 2026-11-28 00:30 in Beijing is still 2026-11-27 in UTC.
  it('reads days and times in Beijing time, whatever the server time zone', () => {
    const halfPastMidnight = Date.UTC(2026, 10, 27, 16, 30, 5);
    expect(beijingDayStart('20261128')).toBe(Date.UTC(2026, 10, 27, 16));
    expect(beijingDayStart('20261128', 1)).toBe(Date.UTC(2026, 10, 28, 16));
    expect(beijingDayStart('20261131')).toBeNaN();
    expect(beijingMidnight(halfPastMidnight)).toBe(Date.UTC(2026, 10, 27, 16));
    expect(beijingMidnight(halfPastMidnight, -1)).toBe(Date.UTC(2026, 10, 26, 16));
    expect(beijingSecondOfDay(halfPastMidnight)).toBe(30 * 60 + 5);
    expect(beijingStamp(halfPastMidnight)).toBe('2026-11-28 00:30:05');
    expect(parseBeijingDateTime('2026-11-28 00:30:05')).toBe(halfPastMidnight);
    expect(parseBeijingDateTime('20261128')).toBe(Date.UTC(2026, 10, 27, 16));
    expect(parseBeijingDateTime('2026-11-28T00:30')).toBe(halfPastMidnight - 5000);
    expect(parseBeijingDateTime('2026-02-30')).toBeNaN();
    expect(parseBeijingDateTime('2026-11-28 24:00')).toBeNaN();
  });

  it('counts report and filter days as Beijing days on the server', () => {
    const halfPastMidnight = Date.UTC(2026, 10, 27, 16, 30);
    expect(dayNumber(halfPastMidnight)).toBe(20261128);
    expect(dayKey(halfPastMidnight)).toBe('2026-11-28');
    expect(parseRange('2026-11-28,2026-11-28')).toEqual({ from: Date.UTC(2026, 10, 27, 16), to: Date.UTC(2026, 10, 28, 16) });
    expect(() => parseRange('2026-11-28,2026-13-01')).toThrow();
    // a release at 00:30 Beijing time counts on that day, not on the UTC day before
    expect(perDay([halfPastMidnight], 2, halfPastMidnight + 3_600_000)).toEqual([
      { day: '2026-11-27', count: 0 },
      { day: '2026-11-28', count: 1 },
    ]);
  });
});
