// Unsaved programme-list edits kept in IndexedDB (idb-keyval), one draft per channel and day,
// so a reload or a crash loses nothing; the editor offers the draft back when it loads the day.
import { del, get, set } from 'idb-keyval';
import type { ScheduleDraft } from '../../../shared/schedule-editor.js';

const keyOf = (liveTvId: number, day: string) => `schedule-draft:${liveTvId}:${day}`;

export async function loadDraft(liveTvId: number, day: string): Promise<ScheduleDraft | null> {
  try {
    const d = (await get<ScheduleDraft>(keyOf(liveTvId, day))) ?? null;
    return d && Array.isArray(d.ops) ? d : null;
  } catch {
    return null;
  }
}

export async function writeDraft(draft: ScheduleDraft): Promise<void> {
  try {
    if (draft.ops.length === 0) await del(keyOf(draft.liveTvId, draft.day));
    else await set(keyOf(draft.liveTvId, draft.day), draft);
  } catch {
    // storage unavailable (private mode, quota): the editor still works, only without drafts
  }
}

export async function clearDraft(liveTvId: number, day: string): Promise<void> {
  try {
    await del(keyOf(liveTvId, day));
  } catch {
    // see writeDraft
  }
}
