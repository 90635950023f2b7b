// The upload manager's file-refresh event (spec 001: emitted when the last transfer ends), for
// any screen that lists library files.
const EVENT = 'upload:files-refresh';

export function emitFilesRefresh(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on each file-refresh event (the file library's browser); returns the unsubscribe. */
export function onFilesRefresh(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
