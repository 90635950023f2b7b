// The shell's one way to navigate in-app: the navigator machine asks the leave check first.
import { useCallback, type MouseEvent } from 'react';
import { NavigatorContext } from './shell-context.js';

export type GuardedNavigate = (to: string) => void;

export function useGuardedNavigate(): GuardedNavigate {
  const navigator = NavigatorContext.useActorRef();
  return useCallback((to: string) => navigator.send({ type: 'nav.go', to }), [navigator]);
}

/** onClick for a router <Link>/<NavLink>: the plain click goes through the leave check (other clicks open a new tab). */
export function guardLinkClick(go: GuardedNavigate, to: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
}
