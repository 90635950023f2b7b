// What the media machines (src/machines/{file-browser,file-tags,library-editor,library-sources,
// recycle-bin,live-channels}.machine.ts) and their effects (src/services/media/effects.ts) exchange.
import type { FileItem, FolderItem, LibraryItem } from './media.js';

export interface BrowseQuery {
  libraryId: number;
  /** Current folder (0: the library's root). Ignored while searching (the whole library). */
  folderId: number;
  keyword: string;
  fileType: number;
  pageIndex: number;
  pageSize: number;
}

export interface BrowsePage {
  files: FileItem[];
  total: number;
  folders: FolderItem[];
}

export type DialogKind = 'rename' | 'move' | 'copy' | 'delete' | 'tag' | 'folderAdd' | 'folderRename' | 'folderDelete';

export interface DialogState {
  kind: DialogKind;
  fileIds: number[];
  folder: FolderItem | null;
  /** rename / folder name */
  name: string;
  /** move / copy target */
  targetLibraryId: number | null;
  /** The message shown under the field once a submit was attempted (or the server refused). */
  error: string | null;
}

export type TagAction = { kind: 'add'; name: string } | { kind: 'edit'; tagId: number; name: string } | { kind: 'delete'; tagId: number } | { kind: 'top'; tagId: number; top: 0 | 1 };

export type LibraryEdit =
  | { kind: 'add'; parent: LibraryItem | null; name: string }
  | { kind: 'rename'; library: LibraryItem; name: string }
  | { kind: 'delete'; library: LibraryItem; name: string };

export type RecycleAction = { kind: 'restore' | 'purge'; fileIds: number[] } | { kind: 'clear' };

export interface LibrarySources {
  public: LibraryItem[];
  private: LibraryItem[];
  group: LibraryItem[];
}

/** The form body of a live channel's add/edit. */
export interface PassagewayForm {
  livePwName: string;
  passagewayType: number;
  passagewayState?: number;
  serverId?: number;
  port?: number;
  livePullPath?: string;
  equipment?: string;
  description?: string;
}

export interface ChannelFilter {
  keyword: string;
  type: number | '';
  status: number | '';
  pageIndex: number;
  pageSize: number;
}
