// The content editor's effects for its machine tests: the ones a test does not look at (the local
// copy, Word import, the cover upload, the leave guard), each answering at once, and a server
// that answers loads in turn and notes the saves. A test spreads them into the editor's
// `provide` and adds or overrides the effects it watches. Not used by the app.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ContentDraft, CoverUploadInput, CoverUploadResult, EditorLoadInput, EditorLoadResult, SaveResult } from '../../shared/content-console.js';

export const quietEditorEffects = {
  writeLocal: fromPromise<number, ContentDraft>(async () => 400),
  clearLocal: fromPromise<void, ContentDraft>(async () => {}),
  importWord: fromPromise<string, File>(async () => ''),
  uploadCover: fromPromise<CoverUploadResult, CoverUploadInput>(async () => ({ fileId: 1, url: '' })),
  guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(() => () => {}),
};

/** The server's draft effects: `loads` answered in turn (the last again and again); each draft sent is noted in `saved`, then `save` answers it. */
export function draftServer(loads: EditorLoadResult[], save: (d: ContentDraft) => Promise<SaveResult>) {
  const saved: ContentDraft[] = [];
  let n = 0;
  return {
    saved,
    actors: {
      loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => loads[Math.min(n++, loads.length - 1)]!),
      saveDraft: fromPromise<SaveResult, ContentDraft>(async ({ input }) => (saved.push(input), save(input))),
    },
  };
}
