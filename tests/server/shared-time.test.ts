import { describe, expect, it } from 'vitest';
import { addDays, dashedDay, daysBetween, hms, isDay, localDayOf, mondayOf, parseHms, utcDayOf, weekday } from '../../shared/time.js';

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
});
