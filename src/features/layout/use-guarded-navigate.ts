// The shell's one way to navigate in-app: asks the leave guard first (services/leave-guard.ts).
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmLeave, hasUnsavedWork } from '../../services/leave-guard.js';

export type GuardedNavigate = (to: string) => void;

export function useGuardedNavigate(): GuardedNavigate {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      void confirmLeave().then((ok) => {
        if (ok) navigate(to);
      });
    },
    [navigate],
  );
}

/** onClick for a router <Link>/<NavLink>: with unsaved work, the plain click asks first. */
export function guardLinkClick(go: GuardedNavigate, to: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!hasUnsavedWork()) return;
    e.preventDefault();
    go(to);
  };
}
