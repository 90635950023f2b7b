// Every area's wired machines in one object (each area's wiring is in ./wiring/<area>.ts). The
// first screen's wiring (session, login, theme) is in the console's first chunk; the other areas'
// (./area-logic.ts) load in a chunk of their own: at once for any page but the login page (where
// it waits until the browser is idle), and whenever useLogic asks for a key not there yet.
// Typed against Logic below, so an area whose wiring is assembled in neither fails the typecheck.
import type { Logic } from '../ui/logic.js';
import type { areaLogic } from './area-logic.js';
import { sessionLogic } from './wiring/session.js';
import { themeLogic } from './wiring/theme.js';

/** The first screen's wiring (the session actor of the whole console is in it). */
export const firstLogic = { ...sessionLogic, ...themeLogic };

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
const assembled = (all: typeof firstLogic & typeof areaLogic): Logic => all;

/** The wiring the LogicContext hands down: the first screen's now, the rest once loaded. */
export const logic: Partial<Logic> = { ...firstLogic };

let loading: Promise<void> | null = null;

/** Loads the other areas' wiring into `logic` (once; every call answers the same promise). */
export function loadAreaLogic(): Promise<void> {
  loading ??= import('./area-logic.js').then((m) => {
    Object.assign(logic, m.areaLogic);
  });
  return loading;
}
