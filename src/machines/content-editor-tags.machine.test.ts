// The editor's tags (keywords), the save shortcut's event and the media picker's library memory:
// tags are checked by the machine before they reach the draft (count, length, characters; a
// repeat is ignored) and saved like any other field; Ctrl+S / Cmd+S sends draft.save, which saves
// at once instead of waiting for autosave.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { CONTENT_LIMITS, TAG_MESSAGES, type ContentStatus } from '../../shared/content.js';
import type { ContentDraft, EditorLoadInput, EditorLoadResult, ListPage, ListQuery } from '../../shared/content-console.js';
import { contentEditorMachine, validateDraft } from './content-editor.machine.js';
import { quietEditorEffects } from '../testing/editor-effects.js';
import { contentListMachine } from './content-list.machine.js';
import type { FileItem } from '../../shared/media.js';

/** A library file with only its id (what the picker test looks at). */
const file = (fileId: number) => ({ fileId }) as FileItem;

const draft: ContentDraft = {
  id: 3, type: 1, title: '标题', summary: '', body: '<p>正文</p>', coverFileId: 0, coverUrl: '', files: [], linkUrl: '', author: '', source: '', status: 0, revision: 1, update: null, rejection: '', tags: ['原有'],
};

function editor(saved: ContentDraft[]) {
  return createActor(
    contentEditorMachine.provide({
      actors: {
        loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(async () => ({ draft, serverTime: 0, local: null })),
        saveDraft: fromPromise(async ({ input }) => (saved.push(input), { id: 3, status: 0 as const, savedAt: 500, revision: input.revision + 1 })),
        ...quietEditorEffects,
        submitDraft: fromPromise<{ id: number; status: ContentStatus }, ContentDraft>(async () => ({ id: 3, status: 1 })),
      },
    }),
    { input: { type: 1, id: 3 } },
  ).start();
}

describe('content editor: tags', () => {
  it('adds a tag as a field change, ignores a repeat and removes one', async () => {
    const saved: ContentDraft[] = [];
    const actor = editor(saved);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'tags.add', tag: '  两会 ' });
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['原有', '两会']);
    expect(actor.getSnapshot().matches({ editing: { server: 'dirty', local: 'pending' } })).toBe(true);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved.at(-1)?.tags).toEqual(['原有', '两会']);

    // a repeat (ignoring case and spaces) changes nothing and saves nothing
    actor.send({ type: 'tags.add', tag: '两会' });
    actor.send({ type: 'tags.add', tag: '  ' });
    expect(actor.getSnapshot().matches({ editing: { server: 'saved' } })).toBe(true);
    expect(actor.getSnapshot().context.tagError).toBeNull();

    actor.send({ type: 'tags.remove', tag: '原有' });
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['两会']);
    expect(actor.getSnapshot().matches({ editing: { server: 'dirty' } })).toBe(true);
  });

  it('refuses too many, too long or comma-separated tags with a message and keeps the draft', async () => {
    const actor = editor([]);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'tags.add', tag: '很'.repeat(CONTENT_LIMITS.tagMax + 1) });
    expect(actor.getSnapshot().context.tagError).toBe(TAG_MESSAGES.tooLong);
    actor.send({ type: 'tags.add', tag: '甲，乙' });
    expect(actor.getSnapshot().context.tagError).toBe(TAG_MESSAGES.invalid);
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['原有']);
    expect(actor.getSnapshot().matches({ editing: { server: 'saved' } })).toBe(true);

    for (let i = 1; i < CONTENT_LIMITS.tagsMax; i++) actor.send({ type: 'tags.add', tag: `标签${i}` });
    expect(actor.getSnapshot().context.draft?.tags).toHaveLength(CONTENT_LIMITS.tagsMax);
    expect(actor.getSnapshot().context.tagError).toBeNull();
    actor.send({ type: 'tags.add', tag: '第十一个' });
    expect(actor.getSnapshot().context.tagError).toBe(TAG_MESSAGES.tooMany);
    expect(actor.getSnapshot().context.draft?.tags).toHaveLength(CONTENT_LIMITS.tagsMax);
    // the next accepted change clears the message
    actor.send({ type: 'tags.remove', tag: '标签1' });
    expect(actor.getSnapshot().context.tagError).toBeNull();
  });

  it('validates tags that came from elsewhere before submit', () => {
    expect(validateDraft({ ...draft, tags: Array.from({ length: CONTENT_LIMITS.tagsMax + 1 }, (_, i) => `t${i}`) }).tags).toBe(TAG_MESSAGES.tooMany);
    expect(validateDraft(draft).tags).toBeUndefined();
  });
});

describe('content editor: Ctrl+S', () => {
  it('draft.save (the event Ctrl+S and Cmd+S send) saves at once, without waiting for autosave', async () => {
    const saved: ContentDraft[] = [];
    const actor = editor(saved);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    actor.send({ type: 'field.change', patch: { title: '快捷键保存' } });
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(true);
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().matches({ editing: { server: 'saving' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: { server: 'saved' } }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.title).toBe('快捷键保存');
    // with nothing to save the event changes nothing
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
  });
});

describe('media picker: the library last used', () => {
  it('takes the library the effect opened on into its filters', async () => {
    const asked: ListQuery[] = [];
    const list = createActor(
      contentListMachine.provide({
        actors: {
          loadPage: fromPromise<ListPage, ListQuery>(async ({ input }) => {
            asked.push(input);
            return input.filters.fileLibId ? { list: [file(1)], total: 1 } : { list: [file(9)], total: 1, filters: { fileLibId: 4 } };
          }),
          // lock news concern item lists only: a library list hears none
          lockChanges: fromCallback(() => undefined),
        },
      }),
      { input: { kind: 'files', filters: { fileType: 3 } } },
    ).start();
    await waitFor(list, (s) => s.matches('idle'));
    expect(list.getSnapshot().context.filters).toEqual({ fileType: 3, fileLibId: 4 });
    list.send({ type: 'filter.change', filters: { fileLibId: 6 } });
    await waitFor(list, (s) => s.matches('idle'));
    expect(asked.at(-1)?.filters).toEqual({ fileType: 3, fileLibId: 6 });
    expect(list.getSnapshot().context.filters.fileLibId).toBe(6);
  });
});
