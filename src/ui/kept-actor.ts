// Cached tabs (spec: the console's tabs keep their screens; issue 12 part 5). A screen whose
// state lives in its machine keeps it across tab switches by creating the actor with
// useKeptActor instead of useActorRef: when the screen is left, the actor's persisted snapshot
// goes to its tab (the tabs machine's `tab.keep`); when the tab is opened again, the actor is
// created from that snapshot (createActor(logic, { snapshot })). Closing the tab releases what
// it kept, so it opens fresh. No hidden screen stays in the page: only the state is kept.
import { useInspect } from './inspect-context.js';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { ActorOptions, AnyActorLogic, Snapshot } from 'xstate';

/** The open tab's store of kept snapshots (the main layout gives it, bound to the tab's path). */
export interface KeptScreens {
  restore(key: string): Snapshot<unknown> | undefined;
  keep(key: string, snapshot: Snapshot<unknown>): void;
}

export const KeptScreensContext = createContext<KeptScreens | null>(null);

/**
 * useActorRef that keeps the actor's state in the open tab under `key` (unique within the
 * screen). Outside the main layout (no tab) it is plain useActorRef.
 */
export function useKeptActor<T extends AnyActorLogic>(key: string, logic: T, options: ActorOptions<T> = {}) {
  // the tab this screen opened in, and what that tab kept of it
  const [tab] = useState(useContext(KeptScreensContext));
  const [snapshot] = useState(() => tab?.restore(key));
  const inspect = useInspect();
  const actor = useActorRef(logic, { inspect, ...options, ...(snapshot ? { snapshot } : {}) });
  // a layout effect's cleanup runs before the actor is stopped: its state is still the live one
  useLayoutEffect(() => () => tab?.keep(key, actor.getPersistedSnapshot()), [tab, key, actor]);
  return actor;
}
