// Cached tabs (spec: the console's tabs keep their screens). A screen whose
// state lives in its machine keeps it across tab switches by creating the actor with
// useKeptActor instead of useActorRef: when the screen is left, the actor's persisted snapshot
// goes to its tab (the tabs machine's `tab.keep`); when the tab is opened again, the actor is
// created from that snapshot (createActor(logic, { snapshot })). A screen whose filter is view
// state keeps it with useKeptState instead of useState (a plain serialisable value, kept the same
// way), and the shared paged table keeps its page index and size under its `keepKey`
// (useKeptValue + useKeepOnLeave). Closing the tab releases what it kept, so it opens fresh. No
// hidden screen stays in the page: only the state is kept.
import { useInspect } from './inspect-context.js';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ActorOptions, AnyActorLogic, EventFromLogic, Snapshot } from 'xstate';

/** The open tab's store of kept state (the main layout gives it, bound to the tab's path). */
export interface KeptScreens {
  /** An actor's persisted snapshot, or a plain view value. */
  restore(key: string): unknown;
  keep(key: string, value: unknown): void;
}

export const KeptScreensContext = createContext<KeptScreens | null>(null);

/** The tab this screen opened in (none outside the main layout). */
function useTab() {
  const [tab] = useState(useContext(KeptScreensContext));
  return tab;
}

/** What the open tab kept under `key` when this screen was last left (none: no key, no tab, or a fresh tab). */
export function useKeptValue<T>(key: string | undefined): T | undefined {
  const tab = useTab();
  const [kept] = useState(() => (key ? (tab?.restore(key) as T | undefined) : undefined));
  return kept;
}

/** Hands `read()` (of the last render) to the open tab under `key` when the screen is left. */
export function useKeepOnLeave(key: string | undefined, read: () => unknown) {
  const tab = useTab();
  const latest = useRef(read);
  // the latest reader after each render (a layout effect: before any cleanup of a later leave)
  useLayoutEffect(() => {
    latest.current = read;
  });
  useLayoutEffect(
    () => () => {
      if (key) tab?.keep(key, latest.current());
    },
    [tab, key],
  );
}

/**
 * useState whose value (plain and serialisable: a filter, a draft) the open tab keeps under `key`
 * (unique within the screen): left and opened again, the screen starts from it. Outside the main
 * layout (no tab) it is plain useState.
 */
export function useKeptState<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const kept = useKeptValue<{ value: T }>(key);
  const [state, setState] = useState<T>(kept ? kept.value : initial);
  useKeepOnLeave(key, () => ({ value: state }));
  return [state, setState];
}

/**
 * useActorRef that keeps the actor's state in the open tab under `key` (unique within the
 * screen). Outside the main layout (no tab) it is plain useActorRef. A list comes back with its
 * filter, page and selection but not with old rows: when it was restored, it is sent
 * `list.reload` once (every kept list machine takes it), so what changed while the tab was away
 * (a file restored from the recycle bin, a comment passed on another tab) shows.
 */
export function useKeptActor<T extends AnyActorLogic>(key: string, logic: T, options: ActorOptions<T> = {}) {
  // what the tab this screen opened in kept of it
  const snapshot = useKeptValue<Snapshot<unknown>>(key);
  const inspect = useInspect();
  const actor = useActorRef(logic, { inspect, ...options, ...(snapshot ? { snapshot } : {}) });
  // a layout effect's cleanup runs before the actor is stopped: its state is still the live one
  useKeepOnLeave(key, () => actor.getPersistedSnapshot());
  const restored = Boolean(snapshot);
  useEffect(() => {
    if (restored) actor.send({ type: 'list.reload' } as EventFromLogic<T>);
  }, [actor, restored]);
  return actor;
}
