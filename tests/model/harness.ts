// Generated-path testing for real machines, invocations and delays included.
//
// @xstate/graph 3.x's `createTestModel` validates the machine and refuses any state with
// `invoke` or `after` ("Invocations on test machines are not supported"). The traversal itself
// has no such limit: it computes `machine.transition(snapshot, event, mockScope)` where the mock
// actor scope's `actionExecutor` and `defer` do nothing, so no actor is started, no delay is
// scheduled and no side effect runs; only context assignments apply. What the machine would
// receive from outside is then just events: a delayed transition is the event
// `xstate.after.<delay>.<stateId>` and an invoked actor's completion is
// `xstate.done.actor.<invokeId>` (with `output`) / `xstate.error.actor.<invokeId>` (with
// `error`); both appear among a state's own event descriptors, so the model offers them like any
// other event, with the outputs given here.
//
// `testModel()` is therefore createTestModel without the validation, built on @xstate/graph's
// exported `TestModel` exactly as createTestModel builds it. The machine is given inert actors
// (promises that never settle) so that even the real actor a path is replayed on starts nothing;
// replaying a path sends the very same events (done/error/after included) to that actor, and after
// every step the actor must be in the model's state with the model's context.
import { serializeSnapshot, TestModel } from '@xstate/graph';
import { expect } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  createMachine,
  setup,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';

/** An actor that never settles: invoked during traversal or replay, it does nothing. */
export const inert = fromPromise<never>(() => new Promise<never>(() => {}));

export interface ModelConfig {
  /** Input for the machine. */
  input?: unknown;
  /** Outputs of invoked actors by `src` (each alternative becomes one done event). */
  outputs?: Record<string, unknown[]>;
  /** Errors of invoked actors by `src` (default: one `Error('失败')`). */
  errors?: Record<string, unknown[]>;
  /** Payloads of ordinary events by type (each alternative is one event); `{ type }` otherwise. */
  events?: Record<string, Record<string, unknown>[]> | ((s: AnyMachineSnapshot) => Record<string, Record<string, unknown>[]>);
  /** Guard implementations for additional traversals (e.g. a stored token present or not). */
  variants?: { name: string; guards?: Record<string, unknown>; input?: unknown }[];
  /** Event types never to offer (e.g. ones only the UI sends and that need live objects). */
  skip?: string[];
  /** State serialisation for the traversal (defaults to value + context). */
  serializeState?: (s: AnyMachineSnapshot) => string;
  /** Also generate simple paths (only for small charts). */
  simple?: boolean;
  /** Keep at most this many paths for replay (shortest first). */
  maxPaths?: number;
  /** What the machine's own state means, checked on the real actor in every state matching the key. */
  expectations?: Record<string, (real: AnyMachineSnapshot, model: AnyMachineSnapshot) => void>;
  /** Traversal limit (states visited). */
  limit?: number;
}

/** Whether calling `f` answers the seam's "not provided: <name>" (src/machines/not-provided.ts). */
function isEffectDefault(f: unknown): boolean {
  if (typeof f !== 'function') return false;
  try {
    (f as (...a: unknown[]) => unknown)({ context: undefined, event: { type: '' } }, undefined);
  } catch (err) {
    return /^not provided: /.test(String((err as Error)?.message));
  }
  return false;
}

/**
 * Inert implementations of every effect a machine names in `setup()` (whose defaults throw until
 * the area's wiring provides them): actors that never settle, side-effect actions that do
 * nothing (built-in actions such as assign/raise/sendTo are kept: they are the chart's own), and
 * effect guards answering `false` unless a variant says otherwise. Pure guards stay as written.
 */
export function inertEffects(machine: AnyStateMachine) {
  const impl = machine.implementations;
  const actors = Object.fromEntries(Object.keys(impl.actors ?? {}).map((k) => [k, inert]));
  const actions = Object.fromEntries(
    Object.entries(impl.actions ?? {})
      .filter(([, a]) => typeof a === 'function' && !String((a as { type?: unknown }).type ?? '').startsWith('xstate.'))
      .map(([k]) => [k, () => {}]),
  );
  const guards = Object.fromEntries(Object.entries(impl.guards ?? {}).filter(([, g]) => isEffectDefault(g)).map(([k]) => [k, () => false]));
  return { actors, actions, guards };
}

/** The machine with every effect of its `setup` replaced by an inert one, plus guard overrides. */
export function inertMachine(machine: AnyStateMachine, guards?: Record<string, unknown>): AnyStateMachine {
  const inertOnes = inertEffects(machine);
  return machine.provide({ ...inertOnes, guards: { ...inertOnes.guards, ...guards } } as never) as AnyStateMachine;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    out.push(n);
    Object.values(n.states).forEach((c) => walk(c as AnyStateNode));
  };
  walk(machine.root);
  return out;
}

/** invoke id → src, for every invocation of the chart. */
function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const m = new Map<string, string>();
  for (const n of allNodes(machine)) for (const inv of n.invoke) m.set(inv.id, typeof inv.src === 'string' ? inv.src : inv.id);
  return m;
}

/** What breaks during traversal (an assign that needs a payload the config did not give). */
export interface TraversalFailure {
  state: string;
  event: string;
  error: string;
}

/**
 * The machine as logic whose `transition` never throws: a failing event leaves the snapshot as it
 * was (and is recorded), so one missing payload does not abort the whole traversal.
 */
const refused = new WeakSet<object>();

function tolerant(machine: AnyStateMachine, failures: TraversalFailure[]): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = ((s: AnyMachineSnapshot, e: EventObject, scope: never) => {
    try {
      const next = machine.transition(s, e, scope);
      if (next.status === 'error') throw (next as { error?: unknown }).error ?? new Error('error status');
      return next;
    } catch (err) {
      refused.add(e);
      if (failures.length < 50) failures.push({ state: JSON.stringify(s.value), event: e.type, error: String((err as Error)?.message ?? err) });
      return s;
    }
  }) as never;
  return logic;
}

/** createTestModel of @xstate/graph 3.x, minus its refusal of `invoke` and `after`. */
export function testModel(machine: AnyStateMachine, config: ModelConfig, failures: TraversalFailure[] = []) {
  const sources = invokeSources(machine);
  const skip = new Set(config.skip ?? []);
  const eventsOf = (state: AnyMachineSnapshot): EventObject[] => {
    const payloads = typeof config.events === 'function' ? config.events(state) : (config.events ?? {});
    return __unsafe_getAllOwnEventDescriptors(state).flatMap((type: string) => {
      if (skip.has(type) || type === '*') return [];
      const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (done) {
        if (done[1] === 'error') return (config.errors?.[sources.get(done[2]!) ?? done[2]!] ?? [new Error('失败')]).map((error) => ({ type, error }));
        const outs = config.outputs?.[sources.get(done[2]!) ?? done[2]!] ?? [undefined];
        return outs.map((output) => ({ type, output }));
      }
      const list = payloads[type];
      return list ? list.map((p) => ({ ...p, type })) : [{ type }];
    });
  };
  return new TestModel(tolerant(machine, failures), {
    serializeState: (state: AnyMachineSnapshot) =>
      config.serializeState ? config.serializeState(state) : serializeSnapshot(state as never),
    stateMatcher: (state: AnyMachineSnapshot, key: string) =>
      key.startsWith('#') ? state._nodes.includes(machine.getStateNodeById(key)) : state.matches(key),
    events: eventsOf as never,
    limit: config.limit ?? 3000,
    // A finished actor takes no more events (the bare transition function would still compute them).
    stopWhen: (s: AnyMachineSnapshot) => s.status !== 'active',
    input: config.input,
  } as never);
}

export interface GeneratedPath {
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
  state: AnyMachineSnapshot;
  description: string;
  test: (params: { states?: Record<string, (s: AnyMachineSnapshot) => unknown>; events?: Record<string, (step: unknown) => unknown> }) => Promise<unknown>;
}

/** Shortest paths (and simple paths when asked) of every variant, deduplicated by event sequence. */
export function generatePaths(base: AnyStateMachine, config: ModelConfig) {
  const failures: TraversalFailure[] = [];
  const variants = config.variants?.length ? config.variants : [{ name: '', guards: undefined, input: undefined }];
  const out: { variant: string; machine: AnyStateMachine; path: GeneratedPath; kind: string; exact: boolean }[] = [];
  const seen = new Set<string>();
  let abstraction = '';
  for (const v of variants) {
    const machine = inertMachine(base, v.guards);
    const input = v.input ?? config.input;
    const generate = (c: ModelConfig) => {
      const model = testModel(machine, { ...c, input }, failures);
      const shortest = model.getShortestPaths({ input } as never) as unknown as GeneratedPath[];
      const everyShortest = model.getShortestPaths({ input, allowDuplicatePaths: true } as never) as unknown as GeneratedPath[];
      // Transition coverage: every edge of the state graph, as the shortest path to its source
      // state followed by that one event.
      const serialize = (s: AnyMachineSnapshot) => (c.serializeState ? c.serializeState(s) : serializeSnapshot(s as never));
      const toState = new Map(everyShortest.map((p) => [serialize(p.state), p]));
      const adjacency = model.getAdjacencyMap() as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;
      const edges: GeneratedPath[] = [];
      for (const [from, { transitions }] of Object.entries(adjacency)) {
        const head = toState.get(from);
        if (!head) continue;
        for (const { event, state: next } of Object.values(transitions)) {
          if (refused.has(event)) continue; // the transition threw (see tolerant)
          const joined = { state: next, steps: [...head.steps, { event, state: next }], weight: head.steps.length + 1 };
          edges.push((model as unknown as { _toTestPath: (p: unknown) => GeneratedPath })._toTestPath(joined));
        }
      }
      const simple = c.simple ? (model.getSimplePaths({ input } as never) as unknown as GeneratedPath[]) : [];
      return [...shortest.map((p) => ({ p, kind: 'shortest' as const })), ...edges.map((p) => ({ p, kind: 'transition' as const })), ...simple.map((p) => ({ p, kind: 'simple' as const }))];
    };
    let paths: { p: GeneratedPath; kind: 'shortest' | 'transition' | 'simple' }[];
    try {
      paths = generate(config);
    } catch (err) {
      if (!/Traversal limit exceeded/.test(String(err))) throw err;
      // Context without bound (lists that grow): states are told apart by their value only.
      abstraction = 'state values only (context unbounded)';
      paths = generate({ ...config, simple: false, serializeState: (s) => JSON.stringify(s.value) });
    }
    for (const { p: path, kind } of paths) {
      const key = v.name + '|' + path.steps.map((s) => JSON.stringify(s.event, (k, x) => (x instanceof Error ? x.message : x))).join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ variant: v.name, machine, path, kind, exact: !abstraction });
    }
  }
  out.sort((a, b) => a.path.steps.length - b.path.steps.length);
  return { paths: out, failures, abstraction };
}

/** Context as comparable data: actor references by id, functions and errors by name. */
export function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value ?? null, (_k, x) => {
      if (x && typeof x === 'object' && 'sessionId' in x && typeof (x as AnyActorRef).send === 'function') return `actor:${(x as AnyActorRef).id}`;
      if (typeof x === 'function') return 'fn';
      if (x instanceof Error) return `error:${x.message}`;
      if (x instanceof Map) return [...x.entries()];
      if (x instanceof Set) return [...x.values()];
      return x;
    }),
  );
}

/** A short name of a path: its events. */
export const pathName = (p: GeneratedPath) =>
  p.steps
    .map((s) => s.event.type)
    .filter((t) => t !== 'xstate.init')
    .map((t) => t.replace(/^xstate\.done\.actor\.(.*)$/, 'done:$1').replace(/^xstate\.error\.actor\.(.*)$/, 'error:$1').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1'))
    .join(' → ') || '(initial)';

/**
 * Replays a generated path on a real actor of `machine` (inert actors, simulated clock): every
 * event of the path is sent to the actor (`events`), and for every state node the model says is
 * active the actor must have it active too, with the model's context (`states`, keyed `#<id>`).
 * `expectations` adds per-state checks of the machine's own (by state key as in `matches`).
 */
export async function replay(
  machine: AnyStateMachine,
  path: GeneratedPath,
  opts: {
    input?: unknown;
    expectations?: Record<string, (actor: AnyActorRef, modelState: AnyMachineSnapshot) => unknown>;
    onEvent?: (actor: AnyActorRef, event: EventObject) => void | Promise<void>;
    /** Compare contexts too (not when the model told states apart by value only). */
    exact?: boolean;
    /** The model's state abstraction: when given, compared instead of the whole context. */
    serialize?: (s: AnyMachineSnapshot) => string;
  } = {},
): Promise<AnyActorRef> {
  const actor = createActor(machine, { input: opts.input as never, clock: new SimulatedClock() });
  actor.start();
  const states: Record<string, (s: AnyMachineSnapshot) => void> = {};
  for (const node of allNodes(machine)) {
    states[`#${node.id}`] = (model) => {
      const real = actor.getSnapshot() as AnyMachineSnapshot;
      expect(real.status, `actor status at ${node.id}`).not.toBe('error');
      expect(real._nodes.map((n) => n.id), `active nodes at ${node.id}`).toContain(node.id);
      if (opts.exact === false) return; // the model told states apart by value only
      if (opts.serialize) expect(opts.serialize(real), `state at ${node.id}`).toBe(opts.serialize(model));
      else expect(plain(real.context), `context at ${node.id}`).toEqual(plain(model.context));
    };
  }
  for (const [key, check] of Object.entries(opts.expectations ?? {})) {
    const prev = states[key];
    states[key] = async (model) => {
      prev?.(model);
      await check(actor, model);
    };
  }
  const events: Record<string, (step: { event: EventObject }) => Promise<void>> = {};
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    events[step.event.type] = async ({ event }) => {
      if (opts.onEvent) await opts.onEvent(actor, event);
      else actor.send(event);
    };
  }
  await path.test({ states: states as never, events: events as never });
  return actor;
}

// ---------------------------------------------------------------------------------------------
// The machine-reshaping helper: @xstate/graph's createTestModel refuses charts with `invoke` and
// `after`. `modelChart` returns the same chart reshaped for it, the one way every hand-written
// model test does it (the generated-path harness above needs none of this):
// - each delayed transition becomes the plain event `after.<delay>`;
// - invocations become their `xstate.done.actor.<id>` / `xstate.error.actor.<id>` transitions
//   (`invocations: 'events'`, the default) or are dropped (`'drop'`: the test sends the events
//   the actor would have sent);
// - actions: `'context'` (the default) keeps only context updates (assign, enqueueActions, and
//   named actions that are assigns), side effects being the real actor's business; `'all'` keeps
//   every action and the machine's implementations.

type ChartNode = Record<string, unknown>;

const CONTEXT_ACTIONS = new Set(['xstate.assign', 'xstate.enqueueActions']);

export function modelChart(machine: AnyStateMachine, opts: { invocations?: 'events' | 'drop'; actions?: 'context' | 'all' } = {}): AnyStateMachine {
  const invocations = opts.invocations ?? 'events';
  const keepAll = opts.actions === 'all';
  const named = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  const isContextAction = (a: unknown): boolean =>
    (typeof a === 'function' && CONTEXT_ACTIONS.has((a as { type?: string }).type ?? '')) ||
    (typeof a === 'string' && CONTEXT_ACTIONS.has((named[a] as { type?: string } | undefined)?.type ?? '')) ||
    (typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string' && isContextAction((a as { type: string }).type));
  const keep = (actions: unknown) => (actions === undefined || keepAll ? actions : (Array.isArray(actions) ? actions : [actions]).filter(isContextAction));
  const transition = (t: unknown): unknown =>
    Array.isArray(t) ? t.map(transition) : t && typeof t === 'object' ? { ...(t as ChartNode), ...('actions' in (t as ChartNode) ? { actions: keep((t as ChartNode).actions) } : {}) } : t;
  const strip = (node: ChartNode): ChartNode => {
    const out: ChartNode = { ...node };
    const on: ChartNode = {};
    for (const [e, t] of Object.entries((node.on as ChartNode | undefined) ?? {})) on[e] = transition(t);
    for (const [d, t] of Object.entries((node.after as ChartNode | undefined) ?? {})) on[`after.${d}`] = transition(t);
    if (invocations === 'events') {
      const invokes = node.invoke ? (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) : [];
      for (const inv of invokes as ChartNode[]) {
        if (inv.onDone) on[`xstate.done.actor.${String(inv.id)}`] = transition(inv.onDone);
        if (inv.onError) on[`xstate.error.actor.${String(inv.id)}`] = transition(inv.onError);
      }
    }
    delete out.invoke;
    delete out.after;
    out.on = on;
    if ('entry' in out) out.entry = keep(out.entry);
    if ('exit' in out) out.exit = keep(out.exit);
    if (node.states) out.states = Object.fromEntries(Object.entries(node.states as Record<string, ChartNode>).map(([k, v]) => [k, strip(v)]));
    return out;
  };
  const config = strip(machine.config as unknown as ChartNode);
  if (keepAll) return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine;
  const assigns = Object.fromEntries(Object.entries(named).filter(([k]) => isContextAction(k)));
  return setup({ guards: machine.implementations.guards as never, actions: assigns as never }).createMachine(config as never) as unknown as AnyStateMachine;
}
