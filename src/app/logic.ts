// Every area's wired machines in one object (each area's wiring is in ./wiring/<area>.ts).
// Typed as Logic, so an area whose wiring is not assembled here fails the typecheck.
import type { Logic } from '../ui/logic.js';

export const logic: Logic = {};
