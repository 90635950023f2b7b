// Every side effect of the media area (file library, tags, libraries, recycle bin, live channels
// and the single resources of those screens): API calls and toasts. The machines name them
// (src/machines/{file-browser,file-tags,library-editor,library-sources,recycle-bin,
// live-channels}.machine.ts, media-resources.ts); provided once, in src/app/wiring/media.ts.
import { fromCallback, fromPromise } from 'xstate';
import { loadEffect } from '../resource-load.js';
import type { BrowsePage, BrowseQuery, DialogState, LibraryEdit, PassagewayForm, RecycleAction, TagAction } from '../../../shared/media-effects.js';
import { fileMessages, previewMessages, recycleMessages } from '../../../shared/media-texts.js';
import type { UploadRequest } from '../../../shared/upload-effects.js';
import * as library from '../api/library-api.js';
import * as live from '../api/live-api.js';
import { toast } from '../toast.js';
import { onFilesRefresh, requestUpload } from '../upload/upload-events.js';

const TAG_PAGE_SIZE = 100;

const notify = (_: unknown, { text }: { text: string }) => toast.success(text);

export async function loadBrowsePage(q: BrowseQuery): Promise<BrowsePage> {
  const searching = !!q.keyword || !!q.fileType;
  const [page, folders] = await Promise.all([
    library.getFilePage({
      fileLibId: q.libraryId,
      folder: searching ? undefined : q.folderId,
      keyword: q.keyword || undefined,
      fileType: q.fileType || undefined,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    }),
    searching ? Promise.resolve([]) : library.getChildFolders(q.libraryId, q.folderId),
  ]);
  return { files: page.list, total: page.total, folders };
}

/** Runs a file dialog's action against the server; answers the text to show. */
export async function runDialog(d: DialogState, q: BrowseQuery): Promise<string> {
  const name = d.name.trim();
  const m = fileMessages;
  switch (d.kind) {
    case 'rename':
      await library.renameFile(d.fileIds[0]!, name);
      return m.done.rename;
    case 'move':
      await library.moveFiles(d.fileIds, d.targetLibraryId!, 0);
      return m.done.move;
    case 'copy':
      await library.copyFiles(d.fileIds, d.targetLibraryId!, 0);
      return m.done.copy;
    case 'delete':
      await library.deleteFiles(d.fileIds);
      return m.done.delete;
    case 'tag':
      await library.setFileTags(d.fileIds[0]!, d.name.split(/[,，]/).map((t) => t.trim()).filter(Boolean).join(','));
      return m.done.tag;
    case 'folderAdd':
      await library.addFolder(q.libraryId, name, q.folderId);
      return m.done.folderAdd;
    case 'folderRename':
      await library.renameFolder(d.folder!.folderId, name);
      return m.done.folderRename;
    case 'folderDelete':
      await library.deleteFolder(d.folder!.folderId);
      return m.done.folderDelete;
  }
}

export async function runTagAction(a: TagAction): Promise<void> {
  if (a.kind === 'add') await library.addTag(a.name);
  else if (a.kind === 'edit') await library.editTag(a.tagId, a.name);
  else if (a.kind === 'delete') await library.deleteTags([a.tagId]);
  else await library.topTag(a.tagId, a.top);
}

export async function runLibraryEdit(e: LibraryEdit): Promise<string> {
  if (e.kind === 'add') {
    await library.addLibrary({ fileLibName: e.name.trim(), fileLibType: 'group', parentId: e.parent?.fileLibId ?? 0 });
    return fileMessages.libraryDone.add;
  }
  if (e.kind === 'rename') {
    await library.editLibrary({ fileLibId: e.library.fileLibId, fileLibName: e.name.trim() });
    return fileMessages.libraryDone.rename;
  }
  await library.deleteLibrary(e.library.fileLibId);
  return fileMessages.libraryDone.delete;
}

export async function runRecycleAction(a: RecycleAction): Promise<string> {
  if (a.kind === 'restore') await library.restoreFiles(a.fileIds);
  else if (a.kind === 'purge') await library.purgeFiles(a.fileIds);
  else await library.clearRecycleBin();
  return a.kind === 'restore' ? recycleMessages.restored : a.kind === 'purge' ? recycleMessages.purged : recycleMessages.cleared;
}

export const mediaEffects = {
  fileBrowser: {
    actors: {
      loadPage: fromPromise<BrowsePage, BrowseQuery>(({ input }) => loadBrowsePage(input)),
      runDialog: fromPromise<string, { dialog: DialogState; query: BrowseQuery }>(({ input }) => runDialog(input.dialog, input.query)),
      uploadsFinished: fromCallback(({ sendBack }) => onFilesRefresh(() => sendBack({ type: 'files.uploaded' }))),
    },
    actions: { notify, requestUpload: (_: unknown, request: UploadRequest) => requestUpload(request) },
  },
  fileTags: {
    actors: {
      loadTags: fromPromise(() => library.getTagPage({ pageIndex: 1, pageSize: TAG_PAGE_SIZE })),
      runAction: fromPromise<void, TagAction>(({ input }) => runTagAction(input)),
    },
  },
  libraryEditor: {
    actors: { run: fromPromise<string, LibraryEdit>(({ input }) => runLibraryEdit(input)) },
    actions: { done: notify },
  },
  librarySources: {
    actors: { load: fromPromise(() => library.loadLibrarySources()) },
  },
  recycleBin: {
    actors: {
      loadPage: fromPromise(({ input }: { input: { keyword: string; pageIndex: number; pageSize: number } }) =>
        library.getRecyclePage({ keyword: input.keyword || undefined, pageIndex: input.pageIndex, pageSize: input.pageSize }),
      ),
      runAction: fromPromise<string, RecycleAction>(({ input }) => runRecycleAction(input)),
    },
    actions: { notify },
  },
  liveChannels: {
    actors: {
      loadPage: fromPromise(({ input }: { input: { keyword: string; type: number | ''; status: number | ''; pageIndex: number; pageSize: number } }) =>
        live.getPassagewayPage({ keyword: input.keyword || undefined, type: input.type, status: input.status, pageIndex: input.pageIndex, pageSize: input.pageSize }),
      ),
      save: fromPromise(({ input }: { input: { id: number | null; form: PassagewayForm } }) =>
        input.id ? live.editPassageway(input.id, input.form) : live.addPassageway(input.form),
      ),
      remove: fromPromise(({ input }: { input: { id: number } }) => live.deletePassageway(input.id)),
    },
    actions: { notify },
  },
  storageOverview: loadEffect(() => library.getStorageOverview()),
  liveCapacity: loadEffect(() => live.getCreateMax()),
  liveServers: loadEffect(() => live.getLiveServers()),
  filePreview: loadEffect(async () => {
    const fileId = Number(new URLSearchParams(window.location.search).get('fileId'));
    if (!Number.isInteger(fileId) || fileId <= 0) throw new Error(previewMessages.notFound);
    return library.getFileDetail(fileId);
  }),
};
