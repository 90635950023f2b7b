// The Stately inspector's observer (undefined unless inspection is on), for screens' own actors.
import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export const InspectContext = createContext<Inspect | undefined>(undefined);

export function useInspect(): Inspect | undefined {
  return useContext(InspectContext);
}
