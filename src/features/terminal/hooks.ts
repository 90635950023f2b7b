// A hook of the terminal screens: a one-shot load from wired promise logic (its own actor, so the
// status lives in the actor, not in component state).
import { useActorRef, useSelector } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import { useInspect } from '../../ui/inspect-context.js';
import { errorText } from '../../../shared/error-text.js';

export function useLoaded<O, I>(logic: PromiseActorLogic<O, I>, input: I) {
  const ref = useActorRef(logic, { input, inspect: useInspect() });
  const status = useSelector(ref, (s) => s.status);
  const output = useSelector(ref, (s) => s.output);
  const error = useSelector(ref, (s) => (s.error ? errorText(s.error) : null));
  return { status, data: status === 'done' ? (output ?? null) : null, error };
}
