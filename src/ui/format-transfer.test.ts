import { describe, expect, it } from 'vitest';
import { formatEta, formatSpeed } from './format-transfer.js';

describe('transfer formatting', () => {
  it('speed in B/K/M/G/T per second by 1024', () => {
    expect(formatSpeed(null)).toBe('—');
    expect(formatSpeed(512)).toBe('512B/s');
    expect(formatSpeed(1536)).toBe('1.5K/s');
    expect(formatSpeed(10 * 1024 * 1024)).toBe('10M/s');
  });
  it('remaining time', () => {
    expect(formatEta(null)).toBe('—');
    expect(formatEta(0)).toBe('0秒');
    expect(formatEta(59.2)).toBe('1分0秒');
    expect(formatEta(75)).toBe('1分15秒');
    expect(formatEta(3725)).toBe('1时2分');
  });
});
