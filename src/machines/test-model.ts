// For tests: @xstate/graph's createTestModel refuses machines that invoke actors or use `after`.
// `modelOf` returns the same statechart with each invocation's onDone/onError turned into the
// plain `xstate.done.actor.<id>` / `xstate.error.actor.<id>` transitions it stands for, and each
// delayed transition into an event `after.<delay>`, so paths are generated from the real chart
// and then executed against the real machine with controllable actors.
import { createMachine, type AnyStateMachine } from 'xstate';

type Config = Record<string, unknown>;

function strip(node: Config): Config {
  const out: Config = { ...node };
  const on: Config = { ...((node.on as Config) ?? {}) };
  const invokes = node.invoke ? (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) : [];
  for (const inv of invokes as Config[]) {
    if (inv.onDone) on[`xstate.done.actor.${String(inv.id)}`] = inv.onDone;
    if (inv.onError) on[`xstate.error.actor.${String(inv.id)}`] = inv.onError;
  }
  delete out.invoke;
  if (node.after) {
    for (const [delay, t] of Object.entries(node.after as Config)) on[`after.${delay}`] = t;
    delete out.after;
  }
  if (Object.keys(on).length) out.on = on;
  if (node.states) {
    out.states = Object.fromEntries(Object.entries(node.states as Config).map(([k, v]) => [k, strip(v as Config)]));
  }
  return out;
}

export function modelOf<T extends AnyStateMachine>(machine: T): T {
  return createMachine(strip(machine.config as Config) as never, machine.implementations as never) as unknown as T;
}
