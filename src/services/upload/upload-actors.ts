// The real side effects of upload-file.machine: the hashing worker and the upload calls.
// Tests provide their own (machine.provide({ actors })).
import { fromCallback, fromPromise } from 'xstate';
import { uploadFileMachine, type ChunkJob, type UploadFileEvent } from '../../machines/upload-file.machine.js';
import { uploaderMachine } from '../../machines/uploader.machine.js';
import { runChunkPool } from './chunk-pool.js';
import { hashFile, hashSlice } from './hasher.js';
import { uploadApi, type UploadApi } from './upload-api.js';
import { setTransfersActive } from '../transfer-guard.js';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function uploadFileActors(api: UploadApi = uploadApi) {
  return {
    hashFile: fromCallback<UploadFileEvent, { file: Blob }>(({ input, sendBack }) => {
      const controller = new AbortController();
      hashFile(input.file, (loaded) => sendBack({ type: 'hash.progress', loaded }), controller.signal).then(
        (md5) => sendBack({ type: 'hash.done', md5 }),
        (err: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'hash.failed', error: message(err) });
        },
      );
      return () => controller.abort();
    }),
    checkFile: fromPromise<{ fileResId: number; curChunk: number }, { md5: string; fileLibId: number; fileObjName: string }>(({ input, signal }) =>
      api.check(input, signal),
    ),
    uploadChunks: fromCallback<UploadFileEvent, ChunkJob>(({ input, sendBack }) =>
      runChunkPool({
        ...input,
        api,
        hashSlice,
        onProgress: (index, loaded, at) => sendBack({ type: 'chunk.progress', index, loaded, at }),
        onChunkDone: (index, at) => sendBack({ type: 'chunk.done', index, at }),
        onComplete: () => sendBack({ type: 'chunks.complete' }),
        onFail: (err) => sendBack({ type: 'chunks.failed', error: message(err) }),
      }),
    ),
    mergeFile: fromPromise<{ fileResId: number }, { md5: string; fileName: string; fileChunkNum: number }>(({ input, signal }) => api.merge(input, signal)),
    saveFile: fromPromise<unknown, { fileLibId: number; fileObjName: string; fileResId: number }>(({ input, signal }) => api.save(input, signal)),
  };
}

/** The uploader machine wired to the real hashing and upload calls; `owner` names it for the close warning. */
export function liveUploaderMachine(owner: string, api: UploadApi = uploadApi) {
  return uploaderMachine.provide({
    actors: { uploadFile: uploadFileMachine.provide({ actors: uploadFileActors(api) }) },
    actions: { transfersChanged: (_, params: { active: boolean }) => setTransfersActive(params.active, owner) },
  });
}
