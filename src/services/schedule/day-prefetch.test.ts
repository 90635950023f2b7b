import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyChannelRights } from '../../../shared/org.js';
import type { ProgrammeDay } from '../../../shared/schedule.js';
import type { ScheduleDraft } from '../../../shared/schedule-editor.js';
import { clearToken, writeToken } from '../storage.js';
import {
  dropPrefetchedDay, loadEditorDraft, loadEditorRights, loadProgramDay, PREFETCH_TTL, prefetchDay, prefetchEditor, takePrefetchedDay,
} from './day-prefetch.js';

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

  describe('every first call of the editor', () => {
    const rightsOf = (restricted: boolean) => ({ restricted }) as unknown as MyChannelRights;
    const draftOf = (revision: number) => ({ liveTvId: 8, day: '20261127', revision, ops: [], savedAt: 1 }) as ScheduleDraft;
    const calls = () => ({
      rights: vi.fn(async () => rightsOf(false)),
      draft: vi.fn(async (): Promise<ScheduleDraft | null> => draftOf(4)),
      day: vi.fn(async () => day(7)),
    });

    it('rights, draft and day are asked for at once, and each is taken once', async () => {
      const c = calls();
      prefetchEditor(8, '20261127', c);
      expect(c.rights).toHaveBeenCalledTimes(1);
      expect(c.draft).toHaveBeenCalledWith(8, '20261127');
      expect(c.day).toHaveBeenCalledWith(8, '20261127');
      const later = calls();
      await expect(loadEditorRights(8, later.rights)).resolves.toEqual(rightsOf(false));
      await expect(loadEditorDraft(8, '20261127', later.draft)).resolves.toEqual(draftOf(4));
      await expect(loadProgramDay(8, '20261127', later.day)).resolves.toEqual(day(7));
      expect(later.rights).not.toHaveBeenCalled();
      expect(later.draft).not.toHaveBeenCalled();
      expect(later.day).not.toHaveBeenCalled();
      // the next load (a reload of the day) asks again
      later.draft.mockResolvedValueOnce(null);
      await expect(loadEditorRights(8, later.rights)).resolves.toEqual(rightsOf(false));
      await expect(loadEditorDraft(8, '20261127', later.draft)).resolves.toBeNull();
      expect(later.rights).toHaveBeenCalledTimes(1);
      expect(later.draft).toHaveBeenCalledTimes(1);
    });

    it('another channel, day or token does not take them', async () => {
      prefetchEditor(8, '20261127', calls());
      const later = calls();
      later.draft.mockResolvedValue(null);
      await expect(loadEditorRights(9, later.rights)).resolves.toEqual(rightsOf(false));
      await expect(loadEditorDraft(8, '20261128', later.draft)).resolves.toBeNull();
      expect(later.rights).toHaveBeenCalledTimes(1);
      expect(later.draft).toHaveBeenCalledWith(8, '20261128');
      prefetchEditor(8, '20261127', calls());
      writeToken('tok-b');
      await loadEditorRights(8, later.rights);
      await loadEditorDraft(8, '20261127', later.draft);
      expect(later.rights).toHaveBeenCalledTimes(2);
      expect(later.draft).toHaveBeenCalledTimes(2);
    });

    it('a failed rights call is made again by the editor; stale answers are not taken', async () => {
      const c = calls();
      c.rights.mockRejectedValue(new Error('网络异常'));
      prefetchEditor(8, '20261127', c, 1_000_000);
      const later = calls();
      await expect(loadEditorRights(8, later.rights)).resolves.toEqual(rightsOf(false));
      expect(later.rights).toHaveBeenCalledTimes(1);
      await loadEditorDraft(8, '20261127', later.draft, 1_000_000 + PREFETCH_TTL + 1);
      expect(later.draft).toHaveBeenCalledTimes(1);
    });

    it('nothing is asked for without a token or a channel', () => {
      const c = calls();
      prefetchEditor(0, '20261127', c);
      clearToken();
      prefetchEditor(8, '20261127', c);
      expect(c.rights).not.toHaveBeenCalled();
      expect(c.draft).not.toHaveBeenCalled();
      expect(c.day).not.toHaveBeenCalled();
    });
  });
});
