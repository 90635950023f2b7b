// Adding, renaming and deleting libraries from the file library's panel: a new group library,
// a child of a group library, a rename, or a delete after a confirmation (the server refuses a
// library that still holds files or children, and its message is shown).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { LibraryItem } from '../../shared/media.js';
import { errorText } from '../../shared/error-text.js';
import type { LibraryEdit } from '../../shared/media-effects.js';
import { fileMessages as m } from '../../shared/media-texts.js';

import { notProvided } from './not-provided.js';

export type { LibraryEdit };

export interface LibraryEditorContext {
  edit: LibraryEdit | null;
  error: string | null;
}

export type LibraryEditorEvent =
  | { type: 'library.add'; parent: LibraryItem | null }
  | { type: 'library.rename'; library: LibraryItem }
  | { type: 'library.delete'; library: LibraryItem }
  | { type: 'name.change'; value: string }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' };

export function libraryNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return m.nameRequired;
  // eslint-disable-next-line no-control-regex
  if (/[\\/\u0000-\u001f\u007f]/.test(name) || /^\.+$/.test(name)) return m.nameInvalid;
  if (name.length > 64) return m.libraryNameTooLong;
  return null;
}

export const libraryEditorMachine = setup({
  types: {
    context: {} as LibraryEditorContext,
    events: {} as LibraryEditorEvent,
    /** `library.changed`: a library was added, renamed or deleted. */
    emitted: {} as { type: 'library.changed' },
  },
  /** run answers the text to show; done shows it and tells the page the libraries changed. */
  actors: { run: fromPromise<string, LibraryEdit>(async () => notProvided('libraryEditor.run')) },
  actions: { done: (_, _params: { text: string }) => notProvided('libraryEditor.done') },
  guards: { isValid: ({ context }) => !!context.edit && (context.edit.kind === 'delete' || libraryNameProblem(context.edit.name) === null) },
}).createMachine({
  id: 'libraryEditor',
  context: { edit: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'library.add': { target: 'editing', actions: assign({ edit: ({ event }) => ({ kind: 'add' as const, parent: event.parent, name: '' }), error: null }) },
        'library.rename': {
          target: 'editing',
          actions: assign({ edit: ({ event }) => ({ kind: 'rename' as const, library: event.library, name: event.library.fileLibName }), error: null }),
        },
        'library.delete': {
          target: 'editing',
          actions: assign({ edit: ({ event }) => ({ kind: 'delete' as const, library: event.library, name: event.library.fileLibName }), error: null }),
        },
      },
    },
    editing: {
      on: {
        'name.change': { actions: assign({ edit: ({ context, event }) => (context.edit ? { ...context.edit, name: event.value } : null), error: null }) },
        'edit.submit': [{ guard: 'isValid', target: 'saving' }, { actions: assign({ error: ({ context }) => libraryNameProblem(context.edit?.name ?? '') }) }],
        'edit.cancel': { target: 'closed', actions: assign({ edit: null, error: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'run',
        input: ({ context }) => context.edit!,
        onDone: { target: 'closed', actions: [{ type: 'done', params: ({ event }) => ({ text: event.output }) }, emit({ type: 'library.changed' as const }), assign({ edit: null })] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
