// The editor's no-lost-update path (docs/content.md): every save sends the draft's revision; a save
// the server refuses because someone saved since (409) keeps the user's text, loads the server's
// version beside it, and saves nothing until the user keeps one of them.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContentDraft, EditorLoadResult, SaveResult } from '../../shared/content-console.js';
import { contentEditorMachine, editorHasUnsavedWork } from './content-editor.machine.js';
import { draftServer, quietEditorEffects } from '../testing/editor-effects.js';

const server: ContentDraft = {
  id: 9, type: 1, title: '线上标题', summary: '', body: '<p>线上</p>', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 4,
  revision: 3, update: null, rejection: '', tags: [],
};
const conflict = () => Object.assign(new Error('稿件已被张编辑于 2026-11-28 08:00:00 保存为第 4 版'), { conflict: true });

function editor(
  saveDraft: (d: ContentDraft) => Promise<SaveResult>,
  loads: EditorLoadResult[],
  submitDraft: (d: ContentDraft) => Promise<{ id: number; status: ContentDraft['status'] }> = async (d) => ({ id: d.id ?? 9, status: d.status }),
) {
  const drafts = draftServer(loads, saveDraft);
  const actor = createActor(
    contentEditorMachine.provide({
      actors: {
        ...drafts.actors,
        ...quietEditorEffects,
        submitDraft: fromPromise(async ({ input }) => submitDraft(input)),
      },
    }),
    { input: { type: 1, id: 9 } },
  ).start();
  return { actor, saved: drafts.saved };
}

describe('content editor: revisions and conflicts', () => {
  it('sends the revision it started from and carries the new one; a published item gets a pending update', async () => {
    const { actor, saved } = editor(async (d) => ({ id: 9, status: 4, savedAt: 500, revision: d.revision + 1 }), [{ draft: server, serverTime: 100, local: null }]);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { summary: '六个字的摘要' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { summary: '六个字的摘要。' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.map((d) => d.revision)).toEqual([3, 4]);
    expect(actor.getSnapshot().context.draft).toMatchObject({ status: 4, revision: 5, update: { status: 0, revision: 5 } });
  });

  it('a refused save keeps the user text beside the server version; keeping mine saves over the newer revision', async () => {
    let refuse = true;
    const theirs = { ...server, title: '别人的标题', revision: 4 };
    const { actor, saved } = editor(
      async (d) => {
        if (refuse) throw conflict();
        return { id: 9, status: 4, savedAt: 600, revision: d.revision + 1 };
      },
      [
        { draft: server, serverTime: 100, local: null },
        { draft: theirs, serverTime: 200, local: null },
      ],
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '我的标题' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'conflict' } }) && s.context.theirs !== null);
    const snap = actor.getSnapshot();
    expect(snap.context.draft?.title).toBe('我的标题');
    expect(snap.context.theirs?.title).toBe('别人的标题');
    expect(snap.context.error).toMatch(/张编辑/);
    expect(editorHasUnsavedWork(snap)).toBe(true);
    // Typing goes on (kept locally) without another save attempt.
    actor.send({ type: 'field.change', patch: { title: '我的标题！' } });
    expect(actor.getSnapshot().matches({ editing: { server: 'conflict' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
    expect(saved).toHaveLength(1);

    refuse = false;
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.at(-1)).toMatchObject({ title: '我的标题！', revision: 4 });
    expect(actor.getSnapshot().context).toMatchObject({ theirs: null, error: null, draft: { title: '我的标题！', revision: 5 } });
  });

  it('taking the server version replaces the draft and saves nothing', async () => {
    const theirs = { ...server, title: '别人的标题', revision: 4 };
    const { actor, saved } = editor(
      async () => {
        throw conflict();
      },
      [
        { draft: server, serverTime: 100, local: null },
        { draft: theirs, serverTime: 200, local: null },
      ],
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '我的标题' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.can({ type: 'conflict.takeTheirs' }));
    actor.send({ type: 'conflict.takeTheirs' });
    expect(actor.getSnapshot().matches({ editing: { server: 'saved' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: '别人的标题', revision: 4 });
    expect(saved).toHaveLength(1);
  });

  it('an ordinary failure still retries (not a conflict)', async () => {
    const { actor } = editor(
      async () => {
        throw new Error('网络错误');
      },
      [{ draft: server, serverTime: 100, local: null }],
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '我的标题' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'failed' } }));
    expect(actor.getSnapshot().context.theirs).toBeNull();
  });
});

describe('content editor: nothing leaves `editing` while a save is under way or refused', () => {
  it('submit and Word import wait for the save (its new revision must not be lost)', async () => {
    let finish!: () => void;
    const { actor } = editor(
      async (d) => {
        await new Promise<void>((r) => (finish = r));
        return { id: 9, status: 4, savedAt: 500, revision: d.revision + 1 };
      },
      [{ draft: server, serverTime: 100, local: null }],
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '新标题' } });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().can({ type: 'content.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'word.import', file: new File([], 'a.docx') })).toBe(false);
    actor.send({ type: 'content.submit' });
    expect(actor.getSnapshot().matches({ editing: { server: 'saving' } })).toBe(true);
    finish();
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(actor.getSnapshot().context.draft?.revision).toBe(4);
    expect(actor.getSnapshot().can({ type: 'content.submit' })).toBe(true);
  });
});

describe('content editor: a submit refused after its save', () => {
  it('keeps the revision that save made, so the fix saves without a conflict with oneself', async () => {
    const draft = { ...server, status: 2 as const, rejection: '摘要含违禁词' };
    let submits = 0;
    const { actor, saved } = editor(
      async (d) => {
        if (d.revision !== 4 && saved.length > 0) throw conflict();
        return { id: 9, status: 2, savedAt: 500, revision: d.revision + 1 };
      },
      [{ draft, serverTime: 100, local: null }],
      async () => {
        // the submit's own save moved the item to revision 4; then smart audit refuses it
        submits += 1;
        if (submits === 1) throw Object.assign(new Error('稿件含有违禁词：坏词，请修改后再提交'), { saved: { id: 9, status: 2, savedAt: 450, revision: 4 } });
        return { id: 9, status: 1 };
      },
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'content.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.draft?.revision).toBe(4);
    actor.send({ type: 'field.change', patch: { summary: '改好的摘要' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }) || s.matches({ editing: { server: 'conflict' } }));
    expect(actor.getSnapshot().matches({ editing: { server: 'saved' } })).toBe(true);
    expect(saved.at(-1)?.revision).toBe(4);
    actor.send({ type: 'content.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
  });
});
