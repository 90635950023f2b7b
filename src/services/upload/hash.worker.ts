/// <reference lib="webworker" />
// The hashing worker: whole-file MD5 with progress, and chunk MD5s, read slice by slice off the
// main thread. Messages: { id, kind: 'file' | 'slice', blob, start?, end? } →
// { id, progress } … then { id, md5 } or { id, error }.
import { md5OfBlob } from './md5-engine.js';

export interface HashRequest {
  id: number;
  kind: 'file' | 'slice';
  blob: Blob;
  start?: number;
  end?: number;
}

export type HashReply = { id: number; progress: number } | { id: number; md5: string } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { id, kind, blob, start, end } = event.data;
  let last = 0;
  try {
    const md5 = await md5OfBlob(blob, {
      start,
      end,
      onProgress:
        kind === 'file'
          ? (loaded) => {
              // at most ~100 progress messages per file
              if (loaded - last >= blob.size / 100 || loaded === blob.size) {
                last = loaded;
                scope.postMessage({ id, progress: loaded } satisfies HashReply);
              }
            }
          : undefined,
    });
    scope.postMessage({ id, md5 } satisfies HashReply);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies HashReply);
  }
};
