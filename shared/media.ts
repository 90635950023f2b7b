// Media-library records as the API answers them (server: services/library-items.ts), shared
// by the server and the console.

/**
 * A library file as the API answers it. The spec's "library video item" fields (fileId,
 * fileName, f_id, lowfile, fileLibId, type: 0 for a video) plus the facts of its content.
 * URLs are short-lived signed paths (media-urls.ts) usable as `<video src>` / `<img src>`.
 */
export interface FileItem {
  fileId: number;
  fileName: string;
  /** The stored content's id (fileResId). */
  f_id: number;
  fileResId: number;
  /** Preview rendition URL (signed). */
  lowfile: string;
  /** The resource itself (signed). */
  url: string;
  /** Cover image URL (signed); '' when the content has none. */
  cover: string;
  fileLibId: number;
  folderId: number;
  /** 0 for a video (the programme editor lists type 0), else the fileType. */
  type: number;
  /** 1 video, 2 audio, 3 image, 4 document, 0 other. */
  fileType: number;
  mime: string;
  md5: string;
  size: number;
  /** Seconds (probed). */
  duration: number;
  width: number;
  height: number;
  codec: string;
  fileDesc: string;
  fileTagNames: string;
  createTime: number;
  updateTime: number;
  /** Epoch ms when moved to the recycle bin (recycle-bin pages only). */
  deleteTime: number | null;
}

/** A library as the API answers it (spec: fileLibId, fileLibName). */
export interface LibraryItem {
  fileLibId: number;
  fileLibName: string;
  /** public | private | group */
  fileLibType: string;
  parentId: number;
  description: string;
  sort: number;
  createTime: number;
  fileCount: number;
  size: number;
  children?: LibraryItem[];
}

/** A folder (file/folder/child, allchild). */
export interface FolderItem {
  folderId: number;
  folderName: string;
  fileLibId: number;
  parentId: number;
  createTime: number;
  children?: FolderItem[];
}

/** A file tag (file/tag/page). */
export interface TagItem {
  tagId: number;
  tagName: string;
  top: number;
  createTime: number;
}

/** file/storage/overview */
export interface StorageOverview {
  /** Bytes stored for the tenant (each content counted once). */
  tenantBytes: number;
  contentCount: number;
  fileCount: number;
  /** Bytes of files in the recycle bin. */
  recycleBytes: number;
  libraries: LibraryItem[];
}
