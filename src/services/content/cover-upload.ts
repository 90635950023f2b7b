// "上传封面" (docs/content.md): an image from disk goes through the library's own upload protocol
// (contract.md "Upload": hash, file/manager/check, chunk/check + upload/chunk, fileChunk/merge,
// file/manager/save) into the user's personal library, reusing the uploader's service functions;
// the saved library file is then the cover, exactly as if picked from the library.
import { getFileDetail, getPrivateLibraries } from '../api/library-api.js';
import { runChunkPool } from '../upload/chunk-pool.js';
import { hashFile, hashSlice } from '../upload/hasher.js';
import { uploadApi, type UploadApi } from '../upload/upload-api.js';
import { emitFilesRefresh } from '../upload/upload-events.js';
import type { CoverUploadInput, CoverUploadResult } from '../../../shared/content-console.js';

/** A cover is small: one or a few chunks. */
export const COVER_CHUNK_SIZE = 5 * 1024 * 1024;
/** Share of the progress bar given to hashing (the rest is the chunk transfer). */
const HASH_SHARE = 10;

export const coverUploadMessages = {
  noLibrary: '没有可写入的个人资源库',
} as const;

/** The name clashes with a different file in the library: the same name with a time stamp. */
function stamped(name: string, at: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${at}${name.slice(dot)}` : `${name}-${at}`;
}

function sendChunks(api: UploadApi, file: Blob, name: string, md5: string, fileLibId: number, from: number, count: number, progress: (p: number) => void, signal?: AbortSignal) {
  const chunks: number[] = [];
  for (let i = from + 1; i <= count; i += 1) chunks.push(i);
  if (!chunks.length) return Promise.resolve();
  const loaded = new Map<number, number>();
  const report = () => {
    const bytes = Math.min(file.size, from * COVER_CHUNK_SIZE + [...loaded.values()].reduce((a, b) => a + b, 0));
    progress(HASH_SHARE + Math.floor(((100 - HASH_SHARE) * bytes) / Math.max(1, file.size)));
  };
  return new Promise<void>((resolve, reject) => {
    const stop = runChunkPool({
      file,
      name,
      md5,
      fileLibId,
      chunkSize: COVER_CHUNK_SIZE,
      chunkCount: count,
      chunks,
      api,
      hashSlice,
      onProgress: (index, bytes) => {
        loaded.set(index, bytes);
        report();
      },
      onChunkDone: (index) => {
        loaded.set(index, Math.min(COVER_CHUNK_SIZE, file.size - (index - 1) * COVER_CHUNK_SIZE));
        report();
      },
      onComplete: resolve,
      onFail: reject,
    });
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('aborted', 'AbortError'));
    }, { once: true });
  });
}

/** The upload; `signal` aborts it (the editor left while it ran). */
export async function uploadCover({ file, progress }: CoverUploadInput, signal?: AbortSignal, api: UploadApi = uploadApi): Promise<CoverUploadResult> {
  const fileLibId = (await getPrivateLibraries())[0]?.fileLibId;
  if (!fileLibId) throw new Error(coverUploadMessages.noLibrary);
  progress(0);
  const md5 = await hashFile(file, (loaded) => progress(Math.floor((HASH_SHARE * loaded) / Math.max(1, file.size))), signal);
  let name = file.name;
  let check = await api.check({ md5, fileLibId, fileObjName: name }, signal);
  if (check.fileResId === 0) {
    name = stamped(file.name, Date.now());
    check = await api.check({ md5, fileLibId, fileObjName: name }, signal);
  }
  let fileResId = check.fileResId;
  if (fileResId < 0) {
    const count = Math.max(1, Math.ceil(file.size / COVER_CHUNK_SIZE));
    await sendChunks(api, file, name, md5, fileLibId, Math.max(0, Math.min(count, check.curChunk)), count, progress, signal);
    ({ fileResId } = await api.merge({ md5, fileName: name, fileChunkNum: count }, signal));
  }
  const saved = await api.save({ fileLibId, fileObjName: name, fileResId }, signal);
  progress(100);
  emitFilesRefresh();
  const detail = await getFileDetail(saved.fileId);
  return { fileId: saved.fileId, url: detail.lowfile || detail.url };
}
