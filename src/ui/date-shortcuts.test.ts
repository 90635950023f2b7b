import { describe, expect, it } from 'vitest';
import { clampRange, DATE_SHORTCUTS, dateBounds, epochRange, isFuture, rangeOf, shortcutOf } from './date-shortcuts.js';

const today = new Date(2026, 10, 23); // 2026-11-23, local

describe('list date shortcuts (spec 001 §5)', () => {
  it('are 全部, 近7天, 近30天, 近90天', () => {
    expect(DATE_SHORTCUTS.map((s) => s.label)).toEqual(['全部', '近7天', '近30天', '近90天']);
  });
  it('give the last n days up to today; 全部 has no bounds', () => {
    expect(rangeOf('all', today)).toEqual({ start: null, end: null });
    expect(rangeOf('last7', today)).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(rangeOf('last30', today)).toEqual({ start: '2026-10-25', end: '2026-11-23' });
    expect(rangeOf('last90', today)).toEqual({ start: '2026-08-26', end: '2026-11-23' });
  });
  it('recognise a range as its shortcut', () => {
    expect(shortcutOf({ start: '2026-11-17', end: '2026-11-23' }, today)).toBe('last7');
    expect(shortcutOf({ start: null, end: null }, today)).toBe('all');
    expect(shortcutOf({ start: '2026-11-01', end: '2026-11-02' }, today)).toBeNull();
  });
  it('disable future dates', () => {
    expect(isFuture('2026-11-24', today)).toBe(true);
    expect(isFuture('2026-11-23', today)).toBe(false);
    expect(clampRange({ start: '2026-11-20', end: '2026-12-01' }, today)).toEqual({ start: '2026-11-20', end: '2026-11-23' });
    expect(clampRange({ start: '2026-11-22', end: '2026-11-01' }, today)).toEqual({ start: '2026-11-01', end: '2026-11-22' });
  });
  it('become the query bounds the lists send', () => {
    expect(dateBounds(rangeOf('all', today))).toEqual({});
    expect(dateBounds(rangeOf('last30', today))).toEqual({ beginDate: '2026-10-25', endDate: '2026-11-23' });
    expect(dateBounds({ start: null, end: '2026-11-02' })).toEqual({ endDate: '2026-11-02' });
    expect(epochRange(rangeOf('all', today))).toBe('');
    // from the first instant of the first day to the last instant of today, in the user's zone
    expect(epochRange(rangeOf('last7', today))).toBe(`${new Date(2026, 10, 17).getTime()},${new Date(2026, 10, 24).getTime() - 1}`);
    expect(epochRange({ start: '2026-11-20', end: null })).toBe(`${new Date(2026, 10, 20).getTime()},`);
  });
});
