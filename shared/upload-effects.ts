// What the upload machines (src/machines/upload-file.machine.ts, uploader.machine.ts) and their
// effects (src/services/upload/effects.ts: hashing worker, chunk pool, upload calls) exchange.

/** The file being uploaded (a File, or a Blob with a name in tests). */
export type UploadBlob = Blob & { name: string; lastModified?: number };

/** Every event of one file's upload: the queue's commands and what the hashing and chunk effects report. */
export type UploadFileEvent =
  | { type: 'file.start' }
  | { type: 'file.prehash' }
  | { type: 'file.pause' }
  | { type: 'file.resume' }
  | { type: 'file.requeue' }
  | { type: 'file.retry' }
  | { type: 'hash.progress'; loaded: number }
  | { type: 'hash.done'; md5: string }
  | { type: 'hash.failed'; error: string }
  | { type: 'chunk.progress'; index: number; loaded: number; at: number }
  | { type: 'chunk.done'; index: number; at: number }
  | { type: 'chunks.complete' }
  | { type: 'chunks.failed'; error: string }
  /** The chunk pool found no server (`lost` true) or found it again (`lost` false). */
  | { type: 'chunks.connection'; lost: boolean };

/** What the chunk pool gets. */
export interface ChunkJob {
  file: UploadBlob;
  name: string;
  md5: string;
  fileLibId: number;
  chunkSize: number;
  chunkCount: number;
  chunks: number[];
  fileDesc: string;
  fileTagNames: string;
}

/** What finish (file/manager/save) sends. */
export interface SaveFileInput {
  fileLibId: number;
  /** The folder of the library (0: its root). */
  folderId: number;
  fileObjName: string;
  fileResId: number;
  fileDesc: string;
  fileTagNames: string;
}

/** What the uploader's file picker (its `pickFiles` effect) gets: the details every picked file carries. */
export interface PickInput {
  fileDesc: string;
  fileTagNames: string;
}

/**
 * What the picker reports: the picked files (then the queue starts), or that no picker that
 * keeps file handles exists (the screen opens the plain file input instead); `picker.done` ends it.
 */
export type PickerReport =
  | { type: 'files.add'; files: UploadBlob[]; fileDesc: string; fileTagNames: string }
  | { type: 'upload.start' }
  | { type: 'picker.unavailable' }
  | { type: 'picker.done' };

/**
 * An upload asked for by a screen that does not hold the upload manager (the 文件库's upload
 * button and drop zone): the library and folder files go to, and the files to queue (none: the
 * manager just opens with that library picked).
 */
export interface UploadRequest {
  fileLibId: number;
  /** 0: the library's root. */
  folderId: number;
  /** Shown beside the library picker (empty at the root). */
  folderName: string;
  files: UploadBlob[];
}
