// setup()'s `types` named once: `types: typesOf<Context, Events, Input, Emitted>()` stands for
// `types: { context: {} as Context, events: {} as Events, input: {} as Input, emitted: {} as Emitted }`.
// Without Input (or with NoInput) the machine takes no input; without Emitted it emits nothing.
import type { EventObject, MachineContext } from 'xstate';

declare const _noInput: unique symbol;
/** The Input of a machine that takes none (to name its Emitted after it). */
export type NoInput = typeof _noInput;

type Input<I> = [I] extends [NoInput] ? unknown : { input: I };
type Emitted<Em> = [Em] extends [never] ? unknown : { emitted: Em };

export function typesOf<C extends MachineContext, E extends EventObject, I = NoInput, Em extends EventObject = never>() {
  return {} as { context: C; events: E } & Input<I> & Emitted<Em>;
}
