// Small hooks shared by the organisation screens: an organisation form actor that reports `saved`,
// and the command actor.
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { OrgFormKind, OrgFormValues } from '../../machines/org.types.js';
import { orgFormErrors } from '../../machines/org-rules.js';
import { useEmitted } from '../../ui/actor-hooks.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';

/** An organisation form; `onSaved` runs once the save went through. */
export function useOrgForm(kind: OrgFormKind, values: OrgFormValues, onSaved: () => void) {
  const actor = useActorRef(useLogic('orgForm'), { input: { kind, values }, inspect: useInspect() });
  useEmitted(actor, 'saved', onSaved);
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

/** The dialog a list screen has open (null: none) and a count of saves that reloads its table:
 * `saved()` closes the dialog after a save and bumps the count. */
export function useListDialog<T>(initial: T | null = null) {
  const [open, setOpen] = useState<T | null>(initial);
  const [saves, setSaves] = useState(0);
  const saved = () => {
    setOpen(null);
    setSaves((n) => n + 1);
  };
  return { open, setOpen, close: () => setOpen(null), saves, saved };
}
