// The submit of a form that warns when it is incomplete (change password, the edit form, the
// organisation forms): written once, so each form names only its guard, its next state and its text.
import type { MachineContext } from 'xstate';
import { act } from './list.js';

/**
 * `form.submit`: the form is marked attempted (its fields show their errors); one that passes
 * `guard` goes on to `target` (`also`: what else the context takes), else the `notify` action
 * warns with `text`.
 */
export function submitOrWarn<C extends MachineContext & { attempted: boolean }, G extends string>(o: { guard: G; target: string; text: string; also?: Partial<C> }) {
  return [
    { guard: o.guard, target: o.target, actions: act<C>(() => ({ attempted: true, ...o.also })) },
    { actions: [act<C>(() => ({ attempted: true })), { type: 'notify' as const, params: { kind: 'warning' as const, text: o.text } }] },
  ] as const;
}
