// The machine side of a confirmation (ConfirmDialog and its `confirmEvents`, src/ui/confirm-dialog.tsx):
// a state where a pending step waits for the user's word, written once for every machine that asks.
import type { MachineContext } from 'xstate';
import { act } from './list.js';

/** A confirmation's two answers as a machine's events: `<step>.confirm` and `<step>.cancel`. */
export type ConfirmEvent<Step extends string> = { type: `${Step}.confirm` } | { type: `${Step}.cancel` };

/**
 * A pending step waits for the user: `confirm` goes on to `run` (the state that takes the step);
 * `cancel` goes back to `back` and forgets the step (`forget`: the context field that holds it).
 */
export function confirmingState<C extends MachineContext, Confirm extends string, Cancel extends string>(o: {
  confirm: Confirm;
  cancel: Cancel;
  run: string;
  back: string;
  forget: keyof C & string;
}) {
  const on = {
    [o.confirm]: o.run,
    [o.cancel]: { target: o.back, actions: act<C>(() => ({ [o.forget]: null })) },
  };
  return { on: on as Record<Confirm, string> & Record<Cancel, { target: string; actions: ReturnType<typeof act<C>> }> };
}
