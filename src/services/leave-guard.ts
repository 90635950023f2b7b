// In-app leave guard: a screen with unsaved work registers a check; the shell's in-app
// navigation (header, menus, shortcuts, sidebar, tabs) calls confirmLeave() first. When any
// check reports unsaved work, the question is shown by the mounted LeaveGuardDialog (Fluent UI)
// and the promise resolves with the operator's answer. Reload and close are covered here too:
// while any guard is registered, a beforeunload handler asks the browser when one is dirty.
import { fromCallback, type EventObject } from 'xstate';
import { goTo } from './navigation.js';

type Guard = { dirty: () => boolean; message?: string };

const guards = new Set<Guard>();
const listeners = new Set<() => void>();
let pending: { resolve: (ok: boolean) => void; message?: string } | null = null;

function notify(): void {
  for (const l of [...listeners]) l();
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedWork()) return;
  event.preventDefault();
  // older browsers show (a generic text for) this value
  event.returnValue = '';
}

/** Registers "I may have unsaved work"; returns the unregister function. */
export function registerLeaveGuard(dirty: () => boolean, message?: string): () => void {
  const guard: Guard = { dirty, message };
  if (guards.size === 0 && typeof window !== 'undefined') window.addEventListener('beforeunload', onBeforeUnload);
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0 && typeof window !== 'undefined') window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

function dirtyGuard(): Guard | undefined {
  return [...guards].find((g) => g.dirty());
}

export function hasUnsavedWork(): boolean {
  return dirtyGuard() !== undefined;
}

/** Resolves true at once when nothing is unsaved; otherwise asks (a newer question cancels an older one). */
export function confirmLeave(): Promise<boolean> {
  const guard = dirtyGuard();
  if (!guard) return Promise.resolve(true);
  // nothing mounted to ask with: keep the work
  if (listeners.size === 0) return Promise.resolve(false);
  pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    pending = { resolve, message: guard.message };
    notify();
  });
}

/** The operator's answer to the open question (离开 = true, 取消 = false). */
export function answerLeave(ok: boolean): void {
  const p = pending;
  if (!p) return;
  pending = null;
  p.resolve(ok);
  notify();
}

/** The open question for the dialog: null when none, else its message (if the guard gave one). */
export function leaveQuestion(): { message?: string } | null {
  return pending;
}

export function subscribeLeaveQuestion(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The effect a screen machine invokes while it runs (its `guardLeave` actor): registers its
 * unsaved-work check and message; stopping the machine unregisters it.
 */
export const guardLeaveActor = fromCallback<EventObject, { dirty: () => boolean; message: string }>(({ input }) =>
  registerLeaveGuard(input.dirty, input.message),
);

/** In-app navigation to `to` once the leave check agrees (a machine's `leave` action). */
export function leaveTo(to: string): void {
  void confirmLeave().then((ok) => ok && goTo(to));
}
