/// <reference lib="webworker" />
// The hashing worker: whole-file MD5 with progress (with `chunkSize`, every chunk's MD5 in the
// same pass), and chunk MD5s, read slice by slice off the main thread.
// Messages: { id, kind: 'file' | 'slice', blob, start?, end?, chunkSize? } →
// { id, progress } … then { id, md5, chunks? } or { id, error }.
import { md5OfBlob, md5OfChunks } from './md5-engine.js';

export interface HashRequest {
  id: number;
  kind: 'file' | 'slice';
  blob: Blob;
  start?: number;
  end?: number;
  /** kind 'file': also the MD5 of every chunk of this many bytes. */
  chunkSize?: number;
}

export type HashReply = { id: number; progress: number } | { id: number; md5: string; chunks?: string[] } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { id, kind, blob, start, end, chunkSize } = event.data;
  let last = 0;
  // at most ~100 progress messages per file
  const onProgress =
    kind === 'file'
      ? (loaded: number) => {
          if (loaded - last >= blob.size / 100 || loaded === blob.size) {
            last = loaded;
            scope.postMessage({ id, progress: loaded } satisfies HashReply);
          }
        }
      : undefined;
  try {
    if (kind === 'file' && chunkSize) {
      scope.postMessage({ id, ...(await md5OfChunks(blob, chunkSize, { onProgress })) } satisfies HashReply);
    } else {
      scope.postMessage({ id, md5: await md5OfBlob(blob, { start, end, onProgress }) } satisfies HashReply);
    }
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies HashReply);
  }
};
