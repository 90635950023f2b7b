// Every side effect of the uploads (src/machines/upload-file.machine.ts, uploader.machine.ts
// name them): the hashing worker, the chunk pool and upload calls, and the close/reload warning
// while transfers run. Provided once, in src/app/wiring/upload.ts; tests provide their own
// (machine.provide({ actors })).
import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { errorText as message } from '../../../shared/error-text.js';
import type { ChunkJob, PickerReport, PickInput, SaveFileInput, UploadBlob, UploadFileEvent } from '../../../shared/upload-effects.js';
import type { PendingUpload, StoredChunks } from '../../machines/pending-uploads.types.js';
import { fileFromHandle, loadPending, matchesPending, pickFiles, savePending, watchQueue } from './upload-persist.js';
import { runChunkPool, whileUnreachable } from './chunk-pool.js';
import { uploadMessages } from '../../../shared/upload-texts.js';
import { hashFile, hashSlice } from './hasher.js';
import { uploadApi, type UploadApi } from './upload-api.js';
import { setTransfersActive } from '../transfer-guard.js';
import { toast } from '../toast.js';
import { emitFilesRefresh, onUploadRequest } from './upload-events.js';

/** What the server holds of each pending upload (its check answer); entries it cannot tell are left out. */
async function probeStored(list: PendingUpload[], api: UploadApi = uploadApi): Promise<StoredChunks[]> {
  const answers = await Promise.all(
    list.map(async (p) => {
      try {
        const a = await api.check({ md5: p.md5, fileLibId: p.fileLibId, fileObjName: p.name });
        // the content is stored whole: every chunk; another file of that name (0): unknown
        if (a.fileResId > 0) return { id: p.id, md5: p.md5, curChunk: Math.max(1, Math.ceil(p.size / p.chunkSize)) };
        return a.fileResId < 0 ? { id: p.id, md5: p.md5, curChunk: a.curChunk } : null;
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a) => a !== null);
}

export function uploadFileActors(api: UploadApi = uploadApi) {
  return {
    hashFile: fromCallback<UploadFileEvent, { file: Blob; chunkSize?: number }>(({ input, sendBack }) => {
      const controller = new AbortController();
      hashFile(input.file, (loaded) => sendBack({ type: 'hash.progress', loaded }), controller.signal, input.chunkSize).then(
        (md5) => sendBack({ type: 'hash.done', md5 }),
        (err: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'hash.failed', error: message(err) });
        },
      );
      return () => controller.abort();
    }),
    // the check and the merge may be repeated, so a server restart is waited out (chunk-pool.ts)
    checkFile: fromPromise<{ fileResId: number; curChunk: number }, { md5: string; fileLibId: number; fileObjName: string }>(({ input, signal }) =>
      whileUnreachable(() => api.check(input, signal), { signal }),
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
        onCheckFailed: (index, err) => console.warn(uploadMessages.chunkCheckFailed, index, message(err)),
        onConnection: (lost) => sendBack({ type: 'chunks.connection', lost }),
      }),
    ),
    mergeFile: fromPromise<{ fileResId: number }, { md5: string; fileName: string; fileChunkNum: number }>(({ input, signal }) =>
      whileUnreachable(() => api.merge(input, signal), { signal }),
    ),
    saveFile: fromPromise<unknown, SaveFileInput>(({ input, signal }) => api.save(input, signal)),
  };
}

/** A finished upload's toast: success, or the spec's failure text with the error. */
function notifyFinished(_: unknown, p: { status: 'success' | 'secondPass' | 'error'; error: string }) {
  if (p.status === 'error') toast.error(uploadMessages.failedWith(p.error));
  else toast.success(uploadMessages.success);
}

/** Chromium's File System Access picker (the file handle survives a reload); none elsewhere. */
const filePicker = fromCallback<PickerReport, PickInput>(({ input, sendBack }) => {
  void pickFiles().then((files) => {
    if (files === null) return sendBack({ type: 'picker.unavailable' });
    if (files.length) {
      sendBack({ type: 'files.add', files, fileDesc: input.fileDesc, fileTagNames: input.fileTagNames });
      sendBack({ type: 'upload.start' });
    }
    sendBack({ type: 'picker.done' });
  });
});

export const uploadEffects = {
  uploadFile: { actors: uploadFileActors() },
  pickFiles: filePicker,
  uploader: {
    actions: {
      notifyFinished,
      /** An announcing queue (the /upload page) stored files: screens listing library files load again. */
      filesArrived: (_: unknown, { count }: { count: number }) => (count ? emitFilesRefresh() : undefined),
      /** Each uploader actor is its own owner of the close/reload warning. */
      transfersChanged: ({ self }: { self: AnyActorRef }, { active }: { active: boolean }) => setTransfersActive(active, `uploader-${self.sessionId}`),
    },
  },
  /** The unfinished uploads of a queue after a reload (IndexedDB, file handles, re-selection). */
  pendingUploads: {
    actors: {
      loadPending: fromPromise<PendingUpload[], { owner: string }>(({ input }) => loadPending(input.owner)),
      probeStored: fromPromise<StoredChunks[], PendingUpload[]>(({ input }) => probeStored(input)),
      watchQueue: fromCallback<EventObject, { owner: string; uploader: AnyActorRef }>(({ input }) => watchQueue(input.owner, input.uploader)),
      fileFromHandle: fromPromise<UploadBlob | null, PendingUpload>(({ input }) => fileFromHandle(input)),
      matchesPending: fromPromise<boolean, { pending: PendingUpload; file: UploadBlob }>(({ input }) => matchesPending(input.pending, input.file)),
    },
    actions: {
      savePending: (_: unknown, p: { owner: string; pending: PendingUpload[] }) => void savePending(p.owner, p.pending),
      notifyMismatch: () => toast.warning(uploadMessages.reselectMismatch),
    },
  },
  /** The shell's upload manager: the notices of its queue and the file-refresh event. */
  uploadManager: {
    actors: {
      uploadRequests: fromCallback<EventObject>(({ sendBack }) => onUploadRequest((request) => sendBack({ type: 'upload.request', ...request }))),
    },
    actions: {
      refreshFiles: () => emitFilesRefresh(),
      notifyFinished,
      notifyTooMany: () => toast.warning(uploadMessages.tooMany),
    },
  },
};
