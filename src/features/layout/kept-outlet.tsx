// The screens of the open tabs stay mounted while another tab is shown (spec 001 §2: cached
// tabs): React 19's <Activity> hides them, keeping their state (machines, scroll, typed text)
// and pausing their effects; closing a tab drops its screen. A hidden screen keeps reading the
// location it was left at, so its search parameters do not follow the visible screen's.
import { Activity, useRef, type ReactElement } from 'react';
import { useLocation, useNavigationType, useOutlet, UNSAFE_LocationContext as LocationContext, type Location } from 'react-router-dom';

/** At most this many screens stay mounted (the most recently shown ones), like a keep-alive max. */
export const KEPT_SCREENS_MAX = 8;

interface Kept {
  element: ReactElement;
  location: Location;
}

/** Renders the current route's screen and keeps those of `openPaths` mounted but hidden. */
export function KeptOutlet({ openPaths }: { openPaths: readonly string[] }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  // a render cache of elements, not data: which screens stay mounted follows the tab list
  const kept = useRef(new Map<string, Kept>());
  const current = location.pathname;
  const cache = kept.current;
  if (outlet) {
    const prev = cache.get(current);
    // the element of a path is made once (its route match does not change); the location follows
    if (prev?.location !== location) {
      cache.delete(current);
      cache.set(current, { element: prev?.element ?? outlet, location });
    }
  }
  for (const path of [...cache.keys()]) {
    if (path !== current && !openPaths.includes(path)) cache.delete(path);
  }
  // the least recently shown screens go first when too many are kept
  for (const path of [...cache.keys()]) {
    if (cache.size <= KEPT_SCREENS_MAX) break;
    if (path !== current) cache.delete(path);
  }
  if (!outlet) return null;
  // rendered in a stable order (by path) so that showing a screen moves no DOM
  return (
    <>
      {[...cache].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, k]) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: k.location, navigationType }}>{k.element}</LocationContext.Provider>
        </Activity>
      ))}
    </>
  );
}
