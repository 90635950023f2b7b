// The file library screen: browse a library and its folders, search, page, select, and the
// dialogs (rename, move, copy, delete into the recycle bin, folder add/rename/delete), and
// uploads into the library and folder on screen (the upload button's files, or files dropped on
// the screen, go to the upload manager with that library and folder: `requestUpload`).
// Three parallel regions: `list` (idle → loading → loaded | empty | failed), `dialog`
// (closed → open.editing → open.submitting) and `drop` (idle | over: files dragged over the
// screen show the drop zone). A finished action reloads the list.
import { assign, emit, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import type { FileItem, FolderItem } from '../../shared/media.js';
import type { BrowsePage, BrowseQuery, DialogKind, DialogState } from '../../shared/media-effects.js';
import type { UploadBlob, UploadRequest } from '../../shared/upload-effects.js';
import { fileMessages as m, tagMessages } from '../../shared/media-texts.js';

import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { fileSelectionOn, type PagingEvent, type FileSelectionEvent } from './lib/list.js';
import { isEmptyBeyondFirst, isPageSize, keepOnPage } from './paging.js';

export type { BrowsePage, BrowseQuery, DialogKind, DialogState };

export const FILE_PAGE_SIZE = 24;

export interface FileBrowserContext {
  query: BrowseQuery | null;
  /** Folders from the root to the current one. */
  trail: FolderItem[];
  files: FileItem[];
  folders: FolderItem[];
  total: number;
  view: 'grid' | 'list';
  selected: number[];
  dialog: DialogState | null;
  error: string | null;
}

export type FileBrowserEvent =
  | { type: 'library.select'; libraryId: number }
  | { type: 'folder.open'; folder: FolderItem }
  | { type: 'folder.up'; depth?: number }
  | { type: 'search.submit'; keyword: string }
  | { type: 'filter.type'; fileType: number }
  | PagingEvent
  | { type: 'view.toggle' }
  /** The upload manager's file-refresh signal: transfers ended, files may have arrived. */
  | { type: 'files.uploaded' }
  | FileSelectionEvent
  | { type: 'selection.clear' }
  | { type: 'dialog.open'; kind: DialogKind; fileIds?: number[]; folder?: FolderItem }
  | { type: 'dialog.name'; value: string }
  | { type: 'dialog.target'; libraryId: number }
  | { type: 'dialog.submit' }
  | { type: 'dialog.cancel' }
  /** Files chosen with the upload button, or dropped on the screen: they go into the library and folder on screen. */
  | { type: 'files.upload'; files: UploadBlob[] }
  /** Files dragged over the screen, and out again. */
  | { type: 'drag.enter' }
  | { type: 'drag.leave' };

/** What is wrong with a dialog's values (null: nothing). Names never carry path separators. */
export function dialogProblem(d: DialogState): string | null {
  if (d.kind === 'rename' || d.kind === 'folderAdd' || d.kind === 'folderRename') {
    const name = d.name.trim();
    if (!name) return m.nameRequired;
    // eslint-disable-next-line no-control-regex
    if (/[\\/\u0000-\u001f\u007f]/.test(name) || /^\.+$/.test(name)) return m.nameInvalid;
    if (d.kind === 'rename' ? name.length > 255 : name.length > 64) return d.kind === 'rename' ? m.nameTooLong : m.folderNameTooLong;
  }
  if ((d.kind === 'move' || d.kind === 'copy') && !d.targetLibraryId) return m.targetRequired;
  if (d.kind === 'tag') {
    const tags = d.name.split(/[,，]/).map((t) => t.trim()).filter(Boolean);
    if (tags.length > 16 || tags.some((t) => t.length > 32 || /[\\/]/.test(t))) return tagMessages.tooMany;
  }
  return null;
}

export const fileBrowserMachine = setup({
  types: {
    context: {} as FileBrowserContext,
    events: {} as FileBrowserEvent,
    input: {} as { libraryId?: number; view?: 'grid' | 'list' } | undefined,
    /** `library.changed`: a dialog action changed the library (the page refreshes what depends on it). */
    emitted: {} as { type: 'library.changed' },
  },
  actors: {
    loadPage: fromPromise<BrowsePage, BrowseQuery>(async () => notProvided('fileBrowser.loadPage')),
    /** Runs a dialog's action against the server; answers the text to show. */
    runDialog: fromPromise<string, { dialog: DialogState; query: BrowseQuery }>(async () => notProvided('fileBrowser.runDialog')),
    /**
     * Hears the upload manager's file-refresh signal (sends `files.uploaded`); the wiring provides
     * it. Alone (a test of the machine) it hears nothing.
     */
    uploadsFinished: fromCallback<EventObject>(() => undefined),
  },
  actions: {
    /** A finished dialog action: shows its text and tells the page the library changed. */
    ...notifyAction('fileBrowser'),
    /** Hands files to the upload manager for this library and folder (it opens with them queued). */
    requestUpload: (_, _params: UploadRequest) => notProvided('fileBrowser.requestUpload'),
  },
  guards: {
    hasLibrary: ({ context }) => context.query !== null,
    canUpload: ({ context, event }) => context.query !== null && event.type === 'files.upload' && event.files.length > 0,
    isDialogValid: ({ context }) => !!context.dialog && dialogProblem(context.dialog) === null,
    canOpenDialog: ({ context, event }) => {
      if (event.type !== 'dialog.open' || !context.query) return false;
      const ids = event.fileIds ?? context.selected;
      if (event.kind === 'rename' || event.kind === 'tag') return ids.length === 1;
      if (event.kind === 'move' || event.kind === 'copy' || event.kind === 'delete') return ids.length > 0;
      if (event.kind === 'folderRename' || event.kind === 'folderDelete') return !!event.folder;
      return true;
    },
  },
}).createMachine({
  id: 'fileBrowser',
  type: 'parallel',
  context: ({ input }) => ({
    query: input?.libraryId
      ? { libraryId: input.libraryId, folderId: 0, keyword: '', fileType: 0, pageIndex: 1, pageSize: FILE_PAGE_SIZE }
      : null,
    trail: [],
    files: [],
    folders: [],
    total: 0,
    view: input?.view ?? 'grid',
    selected: [],
    dialog: null,
    error: null,
  }),
  invoke: { src: 'uploadsFinished' },
  on: {
    // uploads ended: the list and what depends on the library (storage overview) load again
    'files.uploaded': { actions: [raise({ type: 'list.reload' }), emit({ type: 'library.changed' as const })] },
    'library.select': {
      target: '.list.loading',
      actions: assign({
        query: ({ event }) => ({ libraryId: event.libraryId, folderId: 0, keyword: '', fileType: 0, pageIndex: 1, pageSize: FILE_PAGE_SIZE }),
        trail: [],
        selected: [],
      }),
    },
    'view.toggle': { actions: assign({ view: ({ context }) => (context.view === 'grid' ? 'list' : 'grid') }) },
  },
  states: {
    drop: {
      initial: 'idle',
      on: {
        'files.upload': {
          guard: 'canUpload',
          target: '.idle',
          actions: {
            type: 'requestUpload',
            params: ({ context, event }) => ({
              fileLibId: context.query!.libraryId,
              folderId: context.query!.folderId,
              folderName: context.trail.at(-1)?.folderName ?? '',
              files: event.type === 'files.upload' ? event.files : [],
            }),
          },
        },
      },
      states: {
        idle: { on: { 'drag.enter': { guard: 'hasLibrary', target: 'over' } } },
        /** The drop zone is shown (松开鼠标上传到「库名」). */
        over: { on: { 'drag.leave': 'idle' } },
      },
    },
    list: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'hasLibrary', target: 'loading' }, { target: 'idle' }] },
        idle: {},
        loading: {
          entry: assign({ error: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => context.query!,
            onDone: [
              // a later page that came back empty (its last file was moved or deleted) loads the page before it (spec 001 §9)
              {
                guard: ({ context, event }) => isEmptyBeyondFirst(context.query!.pageIndex, event.output.files),
                target: 'loading',
                reenter: true,
                actions: assign({ query: ({ context }) => ({ ...context.query!, pageIndex: context.query!.pageIndex - 1 }) }),
              },
              {
                guard: ({ event }) => event.output.files.length === 0 && event.output.folders.length === 0,
                target: 'empty',
                actions: assign({ files: [], folders: [], total: 0, selected: [] }),
              },
              {
                target: 'loaded',
                actions: assign({
                  files: ({ event }) => event.output.files,
                  folders: ({ event }) => event.output.folders,
                  total: ({ event }) => event.output.total,
                  selected: ({ context, event }) => keepOnPage(context.selected, event.output.files.map((f) => f.fileId)),
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        loaded: {
          on: {
            ...fileSelectionOn<FileBrowserContext>(),
            'selection.clear': { actions: assign({ selected: [] }) },
          },
        },
        empty: {},
        failed: {},
      },
      on: {
        'list.reload': { guard: 'hasLibrary', target: '.loading' },
        'folder.open': {
          guard: 'hasLibrary',
          target: '.loading',
          actions: assign({
            query: ({ context, event }) => ({ ...context.query!, folderId: event.folder.folderId, keyword: '', pageIndex: 1 }),
            trail: ({ context, event }) => [...context.trail, event.folder],
            selected: [],
          }),
        },
        'folder.up': {
          guard: 'hasLibrary',
          target: '.loading',
          actions: assign(({ context, event }) => {
            const depth = Math.max(0, Math.min(event.depth ?? context.trail.length - 1, context.trail.length));
            const trail = context.trail.slice(0, depth);
            return { trail, selected: [], query: { ...context.query!, folderId: trail.at(-1)?.folderId ?? 0, pageIndex: 1 } };
          }),
        },
        'search.submit': {
          guard: 'hasLibrary',
          target: '.loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query!, keyword: event.keyword.trim(), pageIndex: 1 }), selected: [] }),
        },
        'filter.type': {
          guard: 'hasLibrary',
          target: '.loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query!, fileType: event.fileType, pageIndex: 1 }), selected: [] }),
        },
        'page.go': {
          guard: 'hasLibrary',
          target: '.loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query!, pageIndex: Math.max(1, event.pageIndex) }) }),
        },
        // the shared table's page-size selector: back to page 1
        'page.size': {
          guard: ({ context, event }) => context.query !== null && isPageSize(event.pageSize),
          target: '.loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query!, pageSize: event.pageSize, pageIndex: 1 }), selected: [] }),
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'dialog.open': {
              guard: 'canOpenDialog',
              target: 'open',
              actions: assign({
                dialog: ({ context, event }) => {
                  const fileIds = event.fileIds ?? context.selected;
                  const file = context.files.find((f) => f.fileId === fileIds[0]);
                  return {
                    kind: event.kind,
                    fileIds,
                    folder: event.folder ?? null,
                    name:
                      event.kind === 'rename'
                        ? (file?.fileName ?? '')
                        : event.kind === 'tag'
                          ? (file?.fileTagNames ?? '')
                          : event.kind === 'folderRename'
                            ? (event.folder?.folderName ?? '')
                            : '',
                    targetLibraryId: null,
                    error: null,
                  };
                },
              }),
            },
          },
        },
        open: {
          initial: 'editing',
          on: { 'dialog.cancel': { target: 'closed', actions: assign({ dialog: null }) } },
          states: {
            editing: {
              on: {
                'dialog.name': { actions: assign({ dialog: ({ context, event }) => ({ ...context.dialog!, name: event.value, error: null }) }) },
                'dialog.target': { actions: assign({ dialog: ({ context, event }) => ({ ...context.dialog!, targetLibraryId: event.libraryId, error: null }) }) },
                'dialog.submit': [
                  { guard: 'isDialogValid', target: 'submitting' },
                  { actions: assign({ dialog: ({ context }) => ({ ...context.dialog!, error: dialogProblem(context.dialog!) }) }) },
                ],
              },
            },
            submitting: {
              on: { 'dialog.cancel': {} },
              invoke: {
                src: 'runDialog',
                input: ({ context }) => ({ dialog: context.dialog!, query: context.query! }),
                onDone: {
                  target: '#fileBrowser.dialog.closed',
                  actions: [
                    { type: 'notify', params: ({ event }) => ({ text: event.output }) },
                    emit({ type: 'library.changed' as const }),
                    assign({ dialog: null, selected: [] }),
                    raise({ type: 'list.reload' }),
                  ],
                },
                onError: { target: 'editing', actions: assign({ dialog: ({ context, event }) => ({ ...context.dialog!, error: errorText(event.error) }) }) },
              },
            },
          },
        },
      },
    },
  },
});
