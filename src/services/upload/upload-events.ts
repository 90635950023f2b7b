// The upload manager's window events, for screens that do not hold it: the file-refresh event
// (spec 001: emitted when the last transfer ends) for any screen that lists library files, and
// upload requests (the 文件库's upload button and drop zone) that the manager takes.
import type { UploadRequest } from '../../../shared/upload-effects.js';

const EVENT = 'upload:files-refresh';
const REQUEST = 'upload:request';

export function emitFilesRefresh(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on each file-refresh event (the file library's browser); returns the unsubscribe. */
export function onFilesRefresh(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/** Asks the upload manager to upload into a library (and folder): it opens with them picked and the files queued. */
export function requestUpload(request: UploadRequest): void {
  window.dispatchEvent(new CustomEvent<UploadRequest>(REQUEST, { detail: request }));
}

/** Calls `listener` with each upload request (the upload manager); returns the unsubscribe. */
export function onUploadRequest(listener: (request: UploadRequest) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<UploadRequest>).detail);
  window.addEventListener(REQUEST, handle);
  return () => window.removeEventListener(REQUEST, handle);
}
