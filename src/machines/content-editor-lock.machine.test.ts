// The editor with its edit lock: while someone else holds it nothing is saved on its own (the
// text stays, 保存 still saves and a 409 keeps both versions); a review heard on the socket
// updates the status, the pending update and the rejection reason without touching the fields.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ContentDraft, EditorLoadResult, SaveResult } from '../../shared/content-console.js';
import type { LockResult } from '../../shared/content-lock.js';
import { AUTOSAVE_DELAY, contentEditorMachine } from './content-editor.machine.js';
import { draftServer, quietEditorEffects } from '../testing/editor-effects.js';
import { contentLockMachine } from './content-lock.machine.js';

/** A lock whose call never answers: the tests send its reports (lock.state, content.reviewed) themselves. */
const quietLock = contentLockMachine.provide({
  actors: {
    takeLock: fromPromise<LockResult, { id: number; take: boolean }>(() => new Promise<never>(() => {})),
    holdLock: fromCallback(() => {}),
    lockEvents: fromCallback(() => {}),
  },
});

const server: ContentDraft = {
  id: 9, type: 1, title: '线上标题', summary: '', body: '<p>线上</p>', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 1,
  revision: 3, update: null, rejection: '', tags: [],
};

function editor(loads: EditorLoadResult[], saveDraft: (d: ContentDraft) => Promise<SaveResult>, withLock = true) {
  const drafts = draftServer(loads, saveDraft);
  const clock = new SimulatedClock();
  const actor = createActor(
    contentEditorMachine.provide({
      actors: {
        ...drafts.actors,
        ...quietEditorEffects,
        submitDraft: fromPromise(async ({ input }) => ({ id: input.id ?? 9, status: input.status })),
        // the lock alone is tested in content-lock.machine.test.ts: here the editor hears its reports
        // (without it: the real lock machine whose effects are not provided, i.e. one that breaks)
        ...(withLock ? { contentLock: quietLock } : {}),
      },
    }),
    { input: { type: 1, id: 9 }, clock },
  ).start();
  return { actor, saved: drafts.saved, clock };
}

describe('content editor: edit lock and review news', () => {
  it('locked out: autosave waits, the text stays, 保存 still saves; holding again: autosave resumes', async () => {
    const { actor, saved, clock } = editor([{ draft: server, serverTime: 100, local: null }], async (d) => ({ id: 9, status: 1, savedAt: 500, revision: d.revision + 1 }));
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'lock.state', held: false });
    expect(actor.getSnapshot().context.lockedOut).toBe(true);
    actor.send({ type: 'field.change', patch: { title: '我改的标题' } });
    clock.increment(AUTOSAVE_DELAY * 3);
    expect(actor.getSnapshot().matches({ editing: { server: 'dirty' } })).toBe(true);
    expect(actor.getSnapshot().context.draft?.title).toBe('我改的标题');
    expect(saved).toHaveLength(0);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved).toHaveLength(1);

    actor.send({ type: 'lock.state', held: true });
    actor.send({ type: 'field.change', patch: { title: '再改一次' } });
    clock.increment(AUTOSAVE_DELAY);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.map((d) => d.title)).toEqual(['我改的标题', '再改一次']);
  });

  it('a rejection heard on the socket: status and reason reload, the fields being edited stay', async () => {
    const rejected = { ...server, title: '服务器标题', status: 2 as const, rejection: '请补充来源' };
    const { actor } = editor(
      [
        { draft: server, serverTime: 100, local: null },
        { draft: rejected, serverTime: 200, local: null },
      ],
      async (d) => ({ id: 9, status: d.status, savedAt: 500, revision: d.revision + 1 }),
    );
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'lock.state', held: true });
    actor.send({ type: 'field.change', patch: { title: '正在改的标题' } });
    actor.send({ type: 'content.reviewed', status: 2 });
    expect(actor.getSnapshot().matches({ editing: { review: 'reloading' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: { review: 'idle' } }));
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: '正在改的标题', status: 2, rejection: '请补充来源', revision: 3 });
  });

  it('a lock that breaks down leaves the editor working', async () => {
    const { actor, saved } = editor([{ draft: server, serverTime: 100, local: null }], async (d) => ({ id: 9, status: 1, savedAt: 500, revision: d.revision + 1 }), false);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '照常保存' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }) && saved.length === 1);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.lockedOut).toBe(false);
  });
});
