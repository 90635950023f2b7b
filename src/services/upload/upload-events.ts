// The upload manager's file-refresh event (spec 001: emitted when the last transfer ends), for
// any screen that lists library files.
const EVENT = 'upload:files-refresh';

export function emitFilesRefresh(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}
