// What the resumable-upload list exchanges with its effects (src/services/upload/upload-persist.ts
// keeps these in IndexedDB): one unfinished upload of a queue, found again after a page reload.
export interface PendingUpload {
  id: string;
  name: string;
  size: number;
  lastModified: number;
  md5: string;
  curChunk: number;
  chunkSize: number;
  fileLibId: number;
  /** The library folder the file goes to (absent: the root). */
  folderId?: number;
  firstChunkMd5: string;
  /** The browser's file handle (Chromium): the file can be read again without choosing it. */
  handle?: unknown;
}

/** What the server holds of a pending upload: chunks 1..curChunk (all of them when the content is stored). */
export interface StoredChunks {
  id: string;
  md5: string;
  curChunk: number;
}
