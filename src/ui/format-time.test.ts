import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFromNow } from './format-time.js';

describe('format-time', () => {
  const at = new Date(2025, 10, 22, 9, 5).getTime();

  it('formats in Chinese', () => {
    expect(formatDateTime(at)).toBe('2025年11月22日 星期六 09:05');
    expect(formatDateTime(at / 1000)).toBe('2025年11月22日 星期六 09:05');
  });

  it('says how long ago', () => {
    expect(formatFromNow(at, at + 3 * 3600_000)).toBe('3 小时前');
  });
});
