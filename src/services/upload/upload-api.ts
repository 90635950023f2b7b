// The upload calls of contract.md "Upload" (all under /api/web-manager). Quiet: the upload
// machines decide what to show.
import { post } from '../http.js';

const base = '/api/web-manager';
/** The spec: a chunk load times out after 120 seconds. */
export const CHUNK_TIMEOUT = 120_000;

export interface CheckAnswer {
  fileResId: number;
  curChunk: number;
}

export interface ChunkForm {
  chunkCount: number;
  chunkMd5: string;
  curChunk: number;
  fileLibId: number;
  md5: string;
  originalFileName: string;
  fileDesc?: string;
  fileTagNames?: string;
}

export interface LibraryFileRecord {
  fileId: number;
  fileName: string;
  fileLibId: number;
  fileResId: number;
  fileType: number;
  fileSize: number;
  fileMd5: string;
}

export interface UploadApi {
  check(p: { md5: string; fileLibId: number; fileObjName: string }, signal?: AbortSignal): Promise<CheckAnswer>;
  chunkCheck(p: { chunkMd5: string; curChunk: number; fileLibId: number; md5: string }, signal?: AbortSignal): Promise<{ exists: boolean }>;
  uploadChunk(form: ChunkForm, chunk: Blob, opts: { signal?: AbortSignal; onProgress?: (loaded: number) => void }): Promise<unknown>;
  merge(p: { md5: string; fileName: string; fileChunkNum: number }, signal?: AbortSignal): Promise<{ fileResId: number }>;
  /** `folderId` (0 or absent: the library's root) is sent only when set. */
  save(p: { fileLibId: number; folderId?: number; fileObjName: string; fileResId: number; fileDesc?: string; fileTagNames?: string }, signal?: AbortSignal): Promise<LibraryFileRecord>;
}

export const uploadApi: UploadApi = {
  check: (p, signal) => post(`${base}/file/manager/check`, p, { signal, quiet: true }),
  chunkCheck: (p, signal) => post(`${base}/file/manager/chunk/check`, p, { signal, quiet: true, timeout: CHUNK_TIMEOUT }),
  uploadChunk(form, chunk, { signal, onProgress }) {
    const data = new FormData();
    for (const [k, v] of Object.entries({ fileDesc: '', fileTagNames: '', ...form })) data.append(k, String(v));
    data.append('file', chunk, form.originalFileName);
    return post(`${base}/file/manager/upload/chunk`, data, {
      signal,
      quiet: true,
      timeout: CHUNK_TIMEOUT,
      onUploadProgress: (e) => onProgress?.(e.loaded),
    });
  },
  // the spec: the merge call has no timeout
  merge: (p, signal) => post(`${base}/fileChunk/merge`, p, { signal, quiet: true, timeout: 0 }),
  save: ({ folderId, ...p }, signal) => post(`${base}/file/manager/save`, folderId ? { ...p, folderId } : p, { signal, quiet: true }),
};
