// Small hooks shared by the organisation screens: a page fetcher for the shared paged table from
// wired promise logic, an organisation form actor that reports `saved`, and the command actor.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import type { PageQuery, PageResult } from '../../machines/paged-table.machine.js';
import type { OrgFormKind, OrgFormValues } from '../../machines/org.types.js';
import { orgFormErrors } from '../../machines/org-rules.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';

/** fetchPage for <PagedTable>: runs the wired page logic with the current filter. */
export function usePageFetch<Q extends object, O extends PageResult<unknown>>(logic: PromiseActorLogic<O, Q & PageQuery>, filter: Q) {
  const ref = useRef(filter);
  ref.current = filter;
  return (q: PageQuery) => toPromise(createActor(logic, { input: { ...ref.current, ...q } }).start());
}

/** An organisation form; `onSaved` runs once the save went through. */
export function useOrgForm(kind: OrgFormKind, values: OrgFormValues, onSaved: () => void) {
  const actor = useActorRef(useLogic('orgForm'), { input: { kind, values }, inspect: useInspect() });
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    const sub = actor.on('saved', () => saved.current());
    return () => sub.unsubscribe();
  }, [actor]);
  const current = useSelector(actor, (s) => s.context.values);
  const attempted = useSelector(actor, (s) => s.context.attempted);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const errors = attempted ? orgFormErrors(kind, current) : {};
  const field = (name: string) => ({
    value: current[name] ?? '',
    onChange: (_: unknown, d: { value: string }) => actor.send({ type: 'field.change', name, value: d.value }),
  });
  const set = (name: string, value: string) => actor.send({ type: 'field.change', name, value });
  const submit = () => actor.send({ type: 'form.submit' });
  return { actor, values: current, errors, error, busy, field, set, submit };
}

/** The list's command actor (confirmations, deletes, status changes). */
export function useOrgCommands() {
  const actor = useActorRef(useLogic('orgCommand'), { inspect: useInspect() });
  const version = useSelector(actor, (s) => s.context.version);
  const running = useSelector(actor, (s) => s.matches('running'));
  return { actor, version, running };
}
