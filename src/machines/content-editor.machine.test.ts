import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject, type PromiseActorLogic } from 'xstate';
import type { ContentDraft, EditorLoadInput, EditorLoadResult, SaveResult } from '../../shared/content-console.js';
import type { ContentStatus } from '../../shared/content.js';
import { contentEditorMachine, editorHasUnsavedWork, editorMessages, validateDraft, type SubmitInput } from './content-editor.machine.js';

const draft: ContentDraft = {
  id: null, type: 1, title: '', summary: '', body: '', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 0, revision: 0, update: null, rejection: '', tags: [],
};

/** The editor with in-memory effects; `saveDraft` may be swapped (e.g. for a save that waits). */
function editor(load: EditorLoadResult, saved: ContentDraft[] = [], local: ContentDraft[] = [], saveDraft?: PromiseActorLogic<SaveResult, ContentDraft>) {
  return createActor(
    contentEditorMachine.provide({
      actors: {
        loadDraft: fromPromise(async () => load),
        saveDraft: saveDraft ?? fromPromise(async ({ input }) => (saved.push(input), { id: 7, status: 0 as const, savedAt: 500, revision: 1 })),
        writeLocal: fromPromise(async ({ input }) => (local.push(input), 400)),
        clearLocal: fromPromise<void, ContentDraft>(async () => {}),
        importWord: fromPromise(async () => '<p>Word</p>'),
        uploadCover: fromPromise(async () => ({ fileId: 1, url: '' })),
        guardLeave: fromCallback(() => () => {}),
        submitDraft: fromPromise(async ({ input }) => ({ id: input.id ?? 7, status: 1 as const })),
      },
    }),
    { input: { type: 1, id: null } },
  ).start();
}

describe('content editor: validation', () => {
  it('asks for what each type needs', () => {
    expect(validateDraft(draft)).toEqual({ title: editorMessages.titleRequired, body: editorMessages.bodyRequired });
    expect(validateDraft({ ...draft, title: '标题', body: '<p><img src="a.png"></p>' })).toEqual({});
    expect(validateDraft({ ...draft, type: 5, title: '外链', linkUrl: 'javascript:alert(1)' }).linkUrl).toBe(editorMessages.linkInvalid);
    expect(validateDraft({ ...draft, type: 4, title: '图集' }).files).toBe(editorMessages.imagesRequired);
    expect(validateDraft({ ...draft, title: 'x'.repeat(101), body: '<p>正文</p>' }).title).toBe(editorMessages.titleTooLong);
  });
});

describe('content editor: draft and autosave', () => {
  it('a change is dirty, goes to the local copy and is saved; the id comes back', async () => {
    const saved: ContentDraft[] = [];
    const local: ContentDraft[] = [];
    const actor = editor({ draft, serverTime: 0, local: null }, saved, local);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '新闻' } });
    expect(actor.getSnapshot().matches({ editing: { server: 'dirty', local: 'pending' } })).toBe(true);
    expect(editorHasUnsavedWork(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved[0].title).toBe('新闻');
    expect(actor.getSnapshot().context.draft?.id).toBe(7);
    expect(editorHasUnsavedWork(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ editing: { local: 'clean' } }));
    expect(local.at(-1)?.title).toBe('新闻');
  });

  it('a save the server refuses (no right to the column) is not retried: the reason stays, the text goes to the local copy, 保存 tries again', async () => {
    let tries = 0;
    const local: ContentDraft[] = [];
    const refuse = fromPromise<SaveResult, ContentDraft>(async () => {
      tries += 1;
      throw Object.assign(new Error('没有该栏目的发稿权限'), { refused: true });
    });
    const actor = createActor(
      contentEditorMachine.provide({
        // the retry of a failed (network) save comes after 5 ms here: a refused one must not come at all
        delays: { retry: 5, autosave: 5, local: 1 },
        actors: {
          loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => ({ draft, serverTime: 0, local: null })),
          saveDraft: refuse,
          writeLocal: fromPromise(async ({ input }) => (local.push(input), 400)),
          clearLocal: fromPromise<void, ContentDraft>(async () => {}),
          guardLeave: fromCallback(() => () => {}),
        },
      }),
      { input: { type: 1, id: null } },
    ).start();
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '新闻' } });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'refused' } }));
    expect(actor.getSnapshot().context.error).toBe('没有该栏目的发稿权限');
    actor.send({ type: 'field.change', patch: { title: '新闻快讯' } });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(tries).toBe(1);
    expect(actor.getSnapshot().matches({ editing: { server: 'refused' } })).toBe(true);
    expect(editorHasUnsavedWork(actor.getSnapshot())).toBe(true);
    expect(local.at(-1)?.title).toBe('新闻快讯');
    actor.send({ type: 'draft.save' });
    await waitFor(actor, () => tries === 2);
    actor.stop();
  });

  it('a change during a save does not cancel it: saved again with the id (no second item)', async () => {
    const saved: ContentDraft[] = [];
    const load: EditorLoadResult = { draft, serverTime: 0, local: null };
    let finish!: () => void;
    const actor = editor(
      load,
      saved,
      [],
      fromPromise(async ({ input }) => {
        saved.push(input);
        if (saved.length === 1) await new Promise<void>((r) => (finish = r));
        return { id: 7, status: 0 as const, savedAt: 500, revision: 1 };
      }),
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '一' } });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().matches({ editing: { server: 'saving' } })).toBe(true);
    actor.send({ type: 'field.change', patch: { title: '一二' } });
    expect(actor.getSnapshot().matches({ editing: { server: 'saving' } })).toBe(true);
    finish();
    await waitFor(actor, (s) => s.matches({ editing: { server: 'dirty' } }));
    expect(actor.getSnapshot().context.draft).toMatchObject({ id: 7, title: '一二' });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.map((d) => [d.id, d.title])).toEqual([[null, '一'], [7, '一二']]);
  });

  it('offers a newer local copy and restores it', async () => {
    const actor = editor({ draft, serverTime: 100, local: { draft: { ...draft, title: '本机' }, savedAt: 200 } });
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'draft.restore' });
    expect(actor.getSnapshot().context.draft?.title).toBe('本机');
    expect(actor.getSnapshot().matches({ editing: { server: 'dirty' } })).toBe(true);
  });

  it('refuses to submit an invalid draft, submits a valid one', async () => {
    const actor = editor({ draft, serverTime: 0, local: null });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'content.submit' });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'field.change', patch: { title: '标题', body: '<p>正文</p>' } });
    actor.send({ type: 'content.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.draft?.status).toBe(1);
  });

  it('a submit smart audit refuses is said once, by the checks panel: no error text besides, the words go to the checks', async () => {
    const refusal = { hits: [], words: ['坏词'], canOverride: true };
    const actor = createActor(
      contentEditorMachine.provide({
        actors: {
          loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => ({ draft: { ...draft, title: '标题', body: '<p>正文</p>' }, serverTime: 0, local: null })),
          saveDraft: fromPromise<SaveResult, ContentDraft>(async () => ({ id: 7, status: 0, savedAt: 500, revision: 1 })),
          writeLocal: fromPromise(async () => 400),
          clearLocal: fromPromise<void, ContentDraft>(async () => {}),
          guardLeave: fromCallback(() => () => {}),
          submitDraft: fromPromise<{ id: number; status: ContentStatus }, SubmitInput>(async () => {
            throw Object.assign(new Error('稿件含有违禁词：坏词，请修改后再提交'), { code: 422, data: refusal });
          }),
        },
      }),
      { input: { type: 1, id: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'content.submit' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'dirty' } }));
    expect(actor.getSnapshot().context.error).toBeNull();
    const checks = actor.getSnapshot().children.checks;
    expect(checks?.getSnapshot().context.refusal).toEqual(refusal);
  });
});

describe('content editor: leaving', () => {
  it('guards unsaved work with the shell leave dialog while running and leaves through the leave check', async () => {
    const guards: { dirty: () => boolean; message: string }[] = [];
    const leaves: string[] = [];
    const actor = createActor(
      contentEditorMachine.provide({
        actors: {
          loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => ({ draft, serverTime: 0, local: null })),
          saveDraft: fromPromise<SaveResult, ContentDraft>(async () => ({ id: 7, status: 0, savedAt: 500, revision: 1 })),
          writeLocal: fromPromise(async () => 400),
          clearLocal: fromPromise<void, ContentDraft>(async () => {}),
          guardLeave: fromCallback<EventObject, { dirty: () => boolean; message: string }>(({ input }) => {
            guards.push(input);
            return () => void guards.splice(guards.indexOf(input), 1);
          }),
        },
        actions: { leave: (_, p: { to: string }) => void leaves.push(p.to) },
      }),
      { input: { type: 1, id: null } },
    ).start();
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(guards).toHaveLength(1);
    expect(guards[0]!.message).toBe(editorMessages.leaveGuard);
    expect(guards[0]!.dirty()).toBe(false);
    actor.send({ type: 'field.change', patch: { title: '新闻' } });
    expect(guards[0]!.dirty()).toBe(true);
    actor.send({ type: 'editor.leave', to: '/content/list' });
    expect(leaves).toEqual(['/content/list']);
    actor.stop();
    expect(guards).toHaveLength(0);
  });
});
