import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeDay } from '../../../shared/schedule.js';
import { clearToken, writeToken } from '../storage.js';
import { dropPrefetchedDay, loadProgramDay, PREFETCH_TTL, prefetchDay, takePrefetchedDay } from './day-prefetch.js';

const day = (revision: number) => ({ list: [], revision }) as unknown as ProgrammeDay;

describe('day prefetch (the editor opened by a page load)', () => {
  beforeEach(() => writeToken('tok-a'));
  afterEach(() => {
    dropPrefetchedDay();
    clearToken();
  });

  it('the editor takes the prefetched answer instead of calling again, once', async () => {
    const load = vi.fn(async () => day(7));
    prefetchDay(8, '20261127', load);
    expect(load).toHaveBeenCalledWith(8, '20261127');
    const again = vi.fn(async () => day(9));
    await expect(loadProgramDay(8, '20261127', again)).resolves.toEqual(day(7));
    expect(again).not.toHaveBeenCalled();
    // the second load (a reload, another day and back) calls
    await expect(loadProgramDay(8, '20261127', again)).resolves.toEqual(day(9));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('another channel or day does not take it (and it is dropped)', () => {
    prefetchDay(8, '20261127', async () => day(1));
    expect(takePrefetchedDay(9, '20261127')).toBeNull();
    expect(takePrefetchedDay(8, '20261127')).toBeNull();
  });

  it('another token (signed in again as someone else) does not take it', () => {
    prefetchDay(8, '20261127', async () => day(1));
    writeToken('tok-b');
    expect(takePrefetchedDay(8, '20261127')).toBeNull();
  });

  it('a stale one is not taken', () => {
    const t0 = 1_000_000;
    prefetchDay(8, '20261127', async () => day(1), t0);
    expect(takePrefetchedDay(8, '20261127', t0 + PREFETCH_TTL + 1)).toBeNull();
  });

  it('a failed prefetch is called again by the editor, whose answer counts', async () => {
    prefetchDay(8, '20261127', async () => Promise.reject(new Error('网络异常')));
    const again = vi.fn(async () => day(3));
    await expect(loadProgramDay(8, '20261127', again)).resolves.toEqual(day(3));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('nothing is asked for without a token or a channel', () => {
    const load = vi.fn(async () => day(1));
    prefetchDay(Number.NaN, '20261127', load);
    clearToken();
    prefetchDay(8, '20261127', load);
    expect(load).not.toHaveBeenCalled();
  });
});
