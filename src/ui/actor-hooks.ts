// Hooks that tie a screen to wired logic: a page fetcher for <PagedTable> that runs promise logic
// with the screen's current filter, and a subscription to what an actor emits.
import { useEffect, useRef } from 'react';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import type { PageQuery, PageResult } from '../machines/paged-table.machine.js';

/** fetchPage for <PagedTable>: runs the wired page logic with the current filter. */
export function usePageFetch<Q extends object, O extends PageResult<unknown>>(logic: PromiseActorLogic<O, Q & PageQuery>, filter: Q) {
  const ref = useRef(filter);
  ref.current = filter;
  return (q: PageQuery) => toPromise(createActor(logic, { input: { ...ref.current, ...q } }).start());
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
