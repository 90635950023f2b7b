// "上传封面" on the content editor's statechart: a picture is checked, uploaded with progress and
// becomes the cover like a library pick; a wrong type is refused with a message; a failed upload
// keeps the old cover.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContentDraft, CoverUploadInput, CoverUploadResult, EditorLoadResult } from '../../shared/content-console.js';
import type { ContentStatus } from '../../shared/content.js';
import { contentEditorMachine, coverFileProblem, editorMessages } from './content-editor.machine.js';
import { quietEditorEffects } from '../testing/editor-effects.js';

const draft: ContentDraft = {
  id: 3, type: 1, title: '标题', summary: '', body: '<p>正文</p>', coverFileId: 11, coverUrl: '/old.png', files: [], linkUrl: '', author: '', source: '', status: 0, revision: 0, update: null, rejection: '', tags: [],
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

function editor(upload: (input: CoverUploadInput) => Promise<CoverUploadResult>, saved: ContentDraft[] = []) {
  return createActor(
    contentEditorMachine.provide({
      actors: {
        loadDraft: fromPromise(async (): Promise<EditorLoadResult> => ({ draft, serverTime: 0, local: null })),
        saveDraft: fromPromise(async ({ input }) => (saved.push(input), { id: 3, status: 0 as const, savedAt: 500, revision: 1 })),
        ...quietEditorEffects,
        submitDraft: fromPromise<{ id: number; status: ContentStatus }, ContentDraft>(async () => ({ id: 3, status: 1 })),
        uploadCover: fromPromise(({ input }) => upload(input)),
      },
    }),
    { input: { type: 1, id: 3 } },
  ).start();
}

describe('content editor: cover upload', () => {
  it('checks type and size', () => {
    expect(coverFileProblem(png())).toBeNull();
    expect(coverFileProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(coverFileProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(editorMessages.coverWrongType);
    expect(coverFileProblem(new File(['x'], 'a.png', { type: 'text/plain' }))).toBe(editorMessages.coverWrongType);
    expect(coverFileProblem(new File([], 'a.png', { type: 'image/png' }))).toBe(editorMessages.coverEmpty);
    expect(coverFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(editorMessages.coverTooLarge);
  });

  it('ok: progress is shown, the uploaded file becomes the cover and is saved', async () => {
    const saved: ContentDraft[] = [];
    let finish!: () => void;
    const actor = editor(
      (input) =>
        new Promise((resolve) => {
          input.progress(40);
          finish = () => resolve({ fileId: 42, url: '/new.png' });
        }),
      saved,
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'cover.upload', file: png() });
    await waitFor(actor, (s) => s.context.coverProgress === 40);
    expect(actor.getSnapshot().matches({ editing: { cover: 'uploading' } })).toBe(true);
    // import and submit wait for the upload (leaving `editing` would cancel it)
    expect(actor.getSnapshot().can({ type: 'content.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'word.import', file: new File([], 'a.docx') })).toBe(false);
    actor.send({ type: 'content.submit' });
    expect(actor.getSnapshot().matches({ editing: { cover: 'uploading' } })).toBe(true);
    finish();
    await waitFor(actor, (s) => s.matches({ editing: { cover: 'idle', server: 'dirty' } }));
    expect(actor.getSnapshot().context.draft).toMatchObject({ coverFileId: 42, coverUrl: '/new.png' });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.at(-1)?.coverFileId).toBe(42);
    actor.stop();
  });

  it('wrong type: refused with a message, nothing uploaded', async () => {
    let calls = 0;
    const actor = editor(async () => (calls++, { fileId: 1, url: '' }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'cover.upload', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(actor.getSnapshot().context.coverError).toBe(editorMessages.coverWrongType);
    expect(actor.getSnapshot().matches({ editing: { cover: 'idle' } })).toBe(true);
    expect(calls).toBe(0);
    expect(actor.getSnapshot().context.draft?.coverFileId).toBe(11);
    actor.stop();
  });

  it('failure keeps the old cover and says why', async () => {
    const actor = editor(async () => {
      throw new Error('网络错误');
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'cover.upload', file: png() });
    await waitFor(actor, (s) => s.context.coverError !== null);
    const s = actor.getSnapshot();
    expect(s.context.coverError).toBe('网络错误');
    expect(s.context.draft).toMatchObject({ coverFileId: 11, coverUrl: '/old.png' });
    expect(s.matches({ editing: { cover: 'idle', server: 'saved' } })).toBe(true);
    actor.stop();
  });
});
