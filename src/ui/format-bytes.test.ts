import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format-bytes.js';

describe('formatBytes (steps of 1024)', () => {
  it('uses B, K, M, G and T', () => {
    expect(formatBytes(0)).toBe('0B');
    expect(formatBytes(-5)).toBe('0B');
    expect(formatBytes(1023)).toBe('1023B');
    expect(formatBytes(1024)).toBe('1K');
    expect(formatBytes(1536)).toBe('1.5K');
    expect(formatBytes(10_485_760)).toBe('10M');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2G');
    expect(formatBytes(2.5 * 1024 ** 4)).toBe('2.5T');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3072T');
    expect(formatBytes(1234567)).toBe('1.18M');
  });
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(20.02)).toBe('0:20');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
