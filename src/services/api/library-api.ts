// The media library's calls (spec §7 "File calls" and helpers; all under /api/web-manager).
import type { Paged } from '../../../shared/api.js';
import type { FileItem, FolderItem, LibraryItem, StorageOverview, TagItem } from '../../../shared/media.js';
import { get, post } from '../http.js';

const B = '/api/web-manager';

// ---- libraries ----
export const getPublicLibraries = () => get<LibraryItem[]>(`${B}/file/manager/get/public`);
export const getPrivateLibraries = () => get<LibraryItem[]>(`${B}/file/manager/get/private`);
/** Group libraries, each with its child libraries in `children`. */
export const getGroupLibraries = () => get<LibraryItem[]>(`${B}/file/library/resource/list`);

/** The three sources of the library picker. */
import type { LibrarySources } from '../../../shared/media-effects.js';
export type { LibrarySources };

export async function loadLibrarySources(): Promise<LibrarySources> {
  const [pub, own, group] = await Promise.all([getPublicLibraries(), getPrivateLibraries(), getGroupLibraries()]);
  return { public: pub, private: own, group };
}

export const addLibrary = (b: { fileLibName: string; fileLibType: 'public' | 'group'; parentId?: number; description?: string }) =>
  post<LibraryItem>(`${B}/file/library/add`, b);
export const editLibrary = (b: { fileLibId: number; fileLibName: string; description?: string }) => post<LibraryItem>(`${B}/file/library/edit`, b);
export const deleteLibrary = (fileLibId: number) => post<null>(`${B}/file/library/delete`, { fileLibId });

// ---- files ----
export interface FilePageQuery {
  fileLibId?: number;
  /** Folder id (0 = root); absent: the whole library. */
  folder?: number;
  fileType?: number;
  shareflag?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export const getFilePage = (q: FilePageQuery) => get<Paged<FileItem>>(`${B}/file/manager/page`, q);
export const getFileDetail = (fileId: number) => get<FileItem>(`${B}/file/manager/detail`, { fileId });
export const renameFile = (fileId: number, fileName: string) => post<FileItem>(`${B}/file/manager/rename`, { fileId, fileName });
export const moveFiles = (fileIds: number[], fileLibId: number, folderId = 0) =>
  post<null>(`${B}/file/manager/move`, { fileIds: fileIds.join(','), fileLibId, folderId });
export const copyFiles = (fileIds: number[], fileLibId: number, folderId = 0) =>
  post<{ fileIds: number[] }>(`${B}/file/manager/copy`, { fileIds: fileIds.join(','), fileLibId, folderId });
export const deleteFiles = (fileIds: number[]) => post<null>(`${B}/file/manager/delete`, { fileIds: fileIds.join(',') });

// ---- recycle bin ----
export const getRecyclePage = (q: { keyword?: string; pageIndex: number; pageSize: number }) => get<Paged<FileItem>>(`${B}/file/recycle/page`, q);
export const restoreFiles = (fileIds: number[]) => post<null>(`${B}/file/recycle/restore`, { fileIds: fileIds.join(',') });
export const purgeFiles = (fileIds: number[]) => post<null>(`${B}/file/recycle/delete`, { fileIds: fileIds.join(',') });
export const clearRecycleBin = () => post<{ count: number }>(`${B}/file/recycle/clear`, {});

// ---- folders ----
export const getChildFolders = (fileLibId: number, parentId = 0) => get<FolderItem[]>(`${B}/file/folder/child`, { fileLibId, parentId });
export const addFolder = (fileLibId: number, folderName: string, parentId = 0) => post<FolderItem>(`${B}/file/folder/add`, { fileLibId, folderName, parentId });
export const renameFolder = (folderId: number, folderName: string) => post<FolderItem>(`${B}/file/folder/edit`, { folderId, folderName });
export const deleteFolder = (folderId: number) => post<null>(`${B}/file/folder/delete`, { folderId });

// ---- tags ----
export const getTagPage = (q: { keyword?: string; pageIndex: number; pageSize: number }) => get<Paged<TagItem>>(`${B}/file/tag/page`, q);
export const addTag = (tagName: string) => post<TagItem>(`${B}/file/tag/add`, { tagName });
export const editTag = (tagId: number, tagName: string) => post<TagItem>(`${B}/file/tag/edit`, { tagId, tagName });
export const deleteTags = (tagIds: number[]) => post<null>(`${B}/file/tag/delete`, { tagIds: tagIds.join(',') });
export const topTag = (tagId: number, top: 0 | 1) => post<null>(`${B}/file/tag/top`, { tagId, top });
export const setFileTags = (fileId: number, fileTagNames: string) => post<null>(`${B}/file/manager/tag`, { fileId, fileTagNames });

// ---- storage ----
export const getStorageOverview = () => get<StorageOverview>(`${B}/file/storage/overview`);
