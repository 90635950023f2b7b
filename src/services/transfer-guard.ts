// The close/reload warning while uploads run: both uploaders report whether they transfer;
// while any does, a beforeunload handler asks the browser to confirm leaving.
const active = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // older browsers show (a generic text for) this value
  event.returnValue = '';
}

/** Marks transfers of `owner` as running or not; installs/removes the beforeunload handler. */
export function setTransfersActive(on: boolean, owner = 'default'): void {
  const before = active.size > 0;
  if (on) active.add(owner);
  else active.delete(owner);
  const after = active.size > 0;
  if (typeof window === 'undefined' || before === after) return;
  if (after) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

export function transfersActive(): boolean {
  return active.size > 0;
}
