// The tag manager: the tenant's file tags (pinned first), add, rename, pin/unpin, delete.
// Regions: `list` (loading → loaded | failed) and `action` (idle → running); a name is checked
// before it is sent (draft for a new tag, editing for a rename).
import { assign, fromPromise, raise, setup } from 'xstate';
import type { Paged } from '../../shared/api.js';
import type { TagItem } from '../../shared/media.js';
import { errorText } from '../../shared/error-text.js';
import type { TagAction } from '../../shared/media-effects.js';
import { tagMessages } from '../../shared/media-texts.js';

export const TAG_PAGE_SIZE = 100;

import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export type { TagAction };


export function tagNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return tagMessages.required;
  if (name.length > 32) return tagMessages.tooLong;
  if (/[,，\\/]/.test(name)) return tagMessages.invalid;
  return null;
}

export interface FileTagsContext {
  tags: TagItem[];
  total: number;
  draft: string;
  editing: { tagId: number; name: string } | null;
  error: string | null;
  pending: TagAction | null;
}

export type FileTagsEvent =
  | { type: 'list.reload' }
  | { type: 'draft.change'; value: string }
  | { type: 'tag.add' }
  | { type: 'edit.start'; tag: TagItem }
  | { type: 'edit.change'; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'tag.delete'; tagId: number }
  | { type: 'tag.top'; tagId: number; top: 0 | 1 };


export const fileTagsMachine = setup({
  types: typesOf<FileTagsContext, FileTagsEvent>(),
  actors: {
    loadTags: fromPromise<Paged<TagItem>>(async () => notProvided('fileTags.loadTags')),
    runAction: fromPromise<void, TagAction>(async () => notProvided('fileTags.runAction')),
  },
  guards: {
    draftValid: ({ context }) => tagNameProblem(context.draft) === null,
    editValid: ({ context }) => !!context.editing && tagNameProblem(context.editing.name) === null,
  },
}).createMachine({
  id: 'fileTags',
  type: 'parallel',
  context: { tags: [], total: 0, draft: '', editing: null, error: null, pending: null },
  states: {
    list: {
      initial: 'loading',
      on: { 'list.reload': '.loading' },
      states: {
        loading: {
          invoke: {
            src: 'loadTags',
            onDone: { target: 'loaded', actions: assign({ tags: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
            'tag.add': [
              { guard: 'draftValid', target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'add' as const, name: context.draft.trim() }) }) },
              { actions: assign({ error: ({ context }) => tagNameProblem(context.draft) }) },
            ],
            'edit.start': { actions: assign({ editing: ({ event }) => ({ tagId: event.tag.tagId, name: event.tag.tagName }), error: null }) },
            'edit.change': { actions: assign({ editing: ({ context, event }) => (context.editing ? { ...context.editing, name: event.value } : null), error: null }) },
            'edit.cancel': { actions: assign({ editing: null, error: null }) },
            'edit.save': [
              {
                guard: 'editValid',
                target: 'running',
                actions: assign({ pending: ({ context }) => ({ kind: 'edit' as const, tagId: context.editing!.tagId, name: context.editing!.name.trim() }) }),
              },
              { actions: assign({ error: ({ context }) => tagNameProblem(context.editing?.name ?? '') }) },
            ],
            'tag.delete': { target: 'running', actions: assign({ pending: ({ event }) => ({ kind: 'delete' as const, tagId: event.tagId }) }) },
            'tag.top': { target: 'running', actions: assign({ pending: ({ event }) => ({ kind: 'top' as const, tagId: event.tagId, top: event.top }) }) },
          },
        },
        running: {
          invoke: {
            src: 'runAction',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  pending: null,
                  draft: context.pending?.kind === 'add' ? '' : context.draft,
                  editing: context.pending?.kind === 'edit' ? null : context.editing,
                })),
                raise({ type: 'list.reload' }),
              ],
            },
            onError: { target: 'idle', actions: assign({ pending: null, error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
