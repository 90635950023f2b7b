// Hooks that tie a screen to wired logic: the page source of a <PagedTable> (promise logic and the
// screen's current filter), and a subscription to what an actor emits.
import { useEffect, useRef } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { PageQuery, PageResult, PageSource } from '../machines/paged-table.machine.js';

/** The page source of a <PagedTable>: the wired page logic, loaded with the current filter. */
export function usePageFetch<Q extends object, O extends PageResult<unknown>>(logic: PromiseActorLogic<O, Q & PageQuery>, filter: Q): PageSource {
  const ref = useRef(filter);
  ref.current = filter;
  return { logic, filter: () => ref.current };
}

/** Runs the latest `handler` each time the actor emits an event of `type`, for as long as the screen shows. */
export function useEmitted<T extends string>(actor: { on: (type: T, handler: () => void) => { unsubscribe: () => void } }, type: T, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const sub = actor.on(type, () => latest.current());
    return () => sub.unsubscribe();
  }, [actor, type]);
}
