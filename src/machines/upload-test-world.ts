// Test helpers for the upload machines: controllable stand-ins for the hashing worker and the
// upload calls (no network, no clock), so tests decide when each side effect answers.
import { fromCallback, fromPromise } from 'xstate';
import type { ChunkJob, SaveFileInput, UploadFileEvent } from './upload-file.machine.js';

interface Pending<I, O> {
  input: I;
  resolve(o: O): void;
  reject(e: unknown): void;
  signal: AbortSignal;
}

export function uploadWorld() {
  const w = {
    hashBack: null as null | ((e: UploadFileEvent) => void),
    hashStarts: 0,
    /** The hashing of each file by name (several files can hash at once). */
    hashing: new Map<string, (e: UploadFileEvent) => void>(),
    hashStops: 0,
    check: null as null | Pending<{ md5: string; fileLibId: number; fileObjName: string }, { fileResId: number; curChunk: number }>,
    checks: 0,
    chunks: null as null | { input: ChunkJob; sendBack(e: UploadFileEvent): void },
    chunkJobs: [] as ChunkJob[],
    chunkStops: 0,
    merge: null as null | Pending<{ md5: string; fileName: string; fileChunkNum: number }, { fileResId: number }>,
    save: null as null | Pending<SaveFileInput, unknown>,
  };
  const pending = <I, O>(key: 'check' | 'merge' | 'save') =>
    fromPromise<O, I>(
      ({ input, signal }) =>
        new Promise<O>((resolve, reject) => {
          if (key === 'check') w.checks += 1;
          (w as Record<string, unknown>)[key] = { input, resolve, reject, signal };
        }),
    );
  const actors = {
    hashFile: fromCallback<UploadFileEvent, { file: Blob }>(({ sendBack, input }) => {
      w.hashStarts += 1;
      w.hashBack = sendBack;
      w.hashing.set((input.file as Blob & { name: string }).name, sendBack);
      return () => {
        w.hashStops += 1;
        w.hashing.delete((input.file as Blob & { name: string }).name);
        if (w.hashBack === sendBack) w.hashBack = null;
      };
    }),
    checkFile: pending<{ md5: string; fileLibId: number; fileObjName: string }, { fileResId: number; curChunk: number }>('check'),
    uploadChunks: fromCallback<UploadFileEvent, ChunkJob>(({ input, sendBack }) => {
      const job = { input, sendBack };
      w.chunks = job;
      w.chunkJobs.push(input);
      return () => {
        w.chunkStops += 1;
        if (w.chunks === job) w.chunks = null;
      };
    }),
    mergeFile: pending<{ md5: string; fileName: string; fileChunkNum: number }, { fileResId: number }>('merge'),
    saveFile: pending<SaveFileInput, unknown>('save'),
  };
  return { w, actors };
}

/** Lets promise callbacks run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));

/** A file-like blob with a name, of `size` bytes (content is irrelevant to the machines). */
export function fakeFile(name: string, size: number): Blob & { name: string; lastModified: number } {
  return Object.assign(new Blob([new Uint8Array(size)]), { name, lastModified: 1 });
}
