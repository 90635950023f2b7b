// The one seam between screens and wired machines. Each area's machines are provided with their
// real effects in exactly one place, src/app/wiring/<area>.ts, which also adds the area's keys
// to the Logic interface below (declaration merging); src/app/logic.ts assembles every area and
// the app hands the result down. Screens take their machine with useLogic('key') and never
// import services; tests hand a LogicContext of machines provided with test effects.
// The app starts with the wiring its first screen (login) needs and loads the other areas' wiring
// in a chunk of its own (LogicLoaderContext): a key not there yet suspends until it is loaded.
import { createContext, use, useContext } from 'react';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's wiring
export interface Logic {}

export const LogicContext = createContext<Partial<Logic> | null>(null);

/**
 * Loads the rest of the wiring into the LogicContext's object (the same promise on every call);
 * null when the context already holds everything (tests).
 */
export const LogicLoaderContext = createContext<(() => Promise<unknown>) | null>(null);

/**
 * The wired machine of `key`; suspends while the rest of the wiring loads, and throws
 * "not provided: logic.<key>" when no wiring gave it.
 */
export function useLogic<K extends keyof Logic>(key: K): Logic[K] {
  const logic = useContext(LogicContext);
  const load = useContext(LogicLoaderContext);
  if (!logic?.[key] && load) use(load());
  const machine = logic?.[key];
  if (!machine) throw new Error(`not provided: logic.${String(key)}`);
  return machine;
}
