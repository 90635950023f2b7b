// Adding, renaming and deleting libraries from the file library's panel: a new group library,
// a child of a group library, a rename, or a delete after a confirmation (the server refuses a
// library that still holds files or children, and its message is shown).
import { assign, fromPromise, setup } from 'xstate';
import type { LibraryItem } from '../../shared/media.js';
import * as api from '../services/api/library-api.js';
import { fileMessages as m } from '../ui/media-messages.js';

export type LibraryEdit =
  | { kind: 'add'; parent: LibraryItem | null; name: string }
  | { kind: 'rename'; library: LibraryItem; name: string }
  | { kind: 'delete'; library: LibraryItem; name: string };

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

export async function runLibraryEdit(e: LibraryEdit): Promise<string> {
  if (e.kind === 'add') {
    await api.addLibrary({ fileLibName: e.name.trim(), fileLibType: 'group', parentId: e.parent?.fileLibId ?? 0 });
    return m.libraryDone.add;
  }
  if (e.kind === 'rename') {
    await api.editLibrary({ fileLibId: e.library.fileLibId, fileLibName: e.name.trim() });
    return m.libraryDone.rename;
  }
  await api.deleteLibrary(e.library.fileLibId);
  return m.libraryDone.delete;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const libraryEditorMachine = setup({
  types: { context: {} as LibraryEditorContext, events: {} as LibraryEditorEvent },
  actors: { run: fromPromise<string, LibraryEdit>(({ input }) => runLibraryEdit(input)) },
  actions: { done: (_, _params: { text: string }) => {} },
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
        onDone: { target: 'closed', actions: [{ type: 'done', params: ({ event }) => ({ text: event.output }) }, assign({ edit: null })] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
