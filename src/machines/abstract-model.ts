// For generated-path tests: @xstate/graph's createTestModel refuses machines with invocations
// and delayed transitions. The abstract model of a machine is the same chart with the
// invocations removed, each `after` delay turned into an event `after.<delay>`, and only the
// context updates kept (side effects are the real actor's business). A path of the model is
// then replayed on the real actor (fake socket, simulated clock) and both must agree.
import { setup, type AnyStateMachine } from 'xstate';

type Node = Record<string, unknown>;

/** Context updates stay: assign, and enqueueActions (which may assign and raise). */
const KEPT = new Set(['xstate.assign', 'xstate.enqueueActions']);
const isAssign = (a: unknown) => typeof a === 'function' && KEPT.has((a as { type?: string }).type ?? '');

function keepAssigns(actions: unknown): unknown {
  if (actions === undefined) return undefined;
  const list = Array.isArray(actions) ? actions : [actions];
  return list.filter(isAssign);
}

function transition(t: unknown): unknown {
  if (Array.isArray(t)) return t.map(transition);
  if (t && typeof t === 'object') {
    const copy = { ...(t as Node) };
    if ('actions' in copy) copy.actions = keepAssigns(copy.actions);
    return copy;
  }
  return t;
}

function strip(node: Node): Node {
  const out: Node = { ...node };
  delete out.invoke;
  const on: Node = {};
  for (const [event, t] of Object.entries((node.on as Node | undefined) ?? {})) on[event] = transition(t);
  for (const [delay, t] of Object.entries((node.after as Node | undefined) ?? {})) on[`after.${delay}`] = transition(t);
  delete out.after;
  out.on = on;
  if ('entry' in out) out.entry = keepAssigns(out.entry);
  if ('exit' in out) out.exit = keepAssigns(out.exit);
  if (node.states) {
    out.states = Object.fromEntries(Object.entries(node.states as Record<string, Node>).map(([k, v]) => [k, strip(v)]));
  }
  return out;
}

export function abstractModel<M extends AnyStateMachine>(machine: M): AnyStateMachine {
  const config = strip(machine.config as unknown as Node);
  return setup({ guards: machine.implementations.guards as never }).createMachine(config as never) as unknown as AnyStateMachine;
}
