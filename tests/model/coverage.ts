import fs from 'node:fs';
import path from 'node:path';
import { getMicrosteps, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/**
 * State and transition coverage of generated paths (createTestModel from @xstate/graph).
 * A transition counts as reached when a step's event is handled by a state node that was
 * active before the step and every target of the transition is active after it.
 */
export interface Coverage {
  machine: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
}

interface PathLike {
  steps: { event: { type: string }; state: unknown }[];
}

const nodesOf = (s: unknown): AnyStateNode[] => ((s as AnyMachineSnapshot)._nodes ?? []) as AnyStateNode[];

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    if (n.path.length) out.push(n);
    Object.values(n.states).forEach((c) => walk(c as AnyStateNode));
  };
  walk(machine.root);
  return out;
}

export const key = (source: AnyStateNode, eventType: string, i: number) => `${source.path.join('.') || '(root)'} --${eventType}#${i}`;

function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (n: AnyStateNode) => {
    for (const [eventType, defs] of n.transitions) defs.forEach((_, i) => keys.push(key(n, eventType, i)));
    (n.always ?? []).forEach((_, i) => keys.push(key(n, 'always', i)));
    Object.values(n.states).forEach((c) => walk(c as AnyStateNode));
  };
  walk(machine.root);
  return keys;
}

/** Whether a transition's guard passes in a snapshot (named, parameterised, inline or and/or/not). */
function guardPasses(snapshot: AnyMachineSnapshot, guard: unknown, event: EventObject): boolean {
  if (!guard) return true;
  const args = { context: snapshot.context, event };
  const impls = ((snapshot.machine as AnyStateMachine).implementations.guards ?? {}) as Record<string, (a: unknown, p: unknown) => boolean>;
  if (typeof guard === 'string') return !!impls[guard]?.(args, undefined);
  if (typeof guard === 'function') {
    const g = guard as ((a: unknown, p: unknown) => boolean) & { check?: (s: unknown, a: unknown, g: unknown) => boolean };
    return g.check ? !!g.check(snapshot, args, g) : !!g(args, undefined);
  }
  if (typeof guard === 'object') {
    const { type, params } = guard as { type: string; params?: unknown };
    const p = typeof params === 'function' ? (params as (a: unknown) => unknown)(args) : params;
    return !!impls[type]?.(args, p);
  }
  return false;
}

/** The eventless transition a snapshot takes next (first enabled `always`, atomic states first). */
function firstAlways(snapshot: AnyMachineSnapshot, event: EventObject): string | undefined {
  const atomic = nodesOf(snapshot).filter((n) => Object.keys(n.states).length === 0);
  for (const leaf of atomic) {
    for (let n: AnyStateNode | undefined = leaf; n; n = n.parent as AnyStateNode | undefined) {
      const i = (n.always ?? []).findIndex((d) => {
        try {
          return guardPasses(snapshot, d.guard, event);
        } catch {
          return false;
        }
      });
      if (i >= 0) return key(n, 'always', i);
    }
  }
  return undefined;
}

/** What one step reaches (keys as in Coverage.missing): pure in the step's before and after
 * snapshots and event, so it is worked out once per step. Generated paths share most of their
 * steps (a shortest path is a shorter one plus a step), and working each out again for every path
 * made the covering-path choice of a big chart take minutes. */
type Reach = { states: string[]; transitions: string[] };
const FIRST = {};
const stepMemo = new WeakMap<object, WeakMap<object, Map<string, Reach>>>();
const eventKey = (event: unknown) => JSON.stringify(event, (_k, x) => (x instanceof Error ? x.message : x)) ?? '';

function stepReach(machine: AnyStateMachine, prevSnap: AnyMachineSnapshot | undefined, step: PathLike['steps'][number]): Reach {
  const byPrev = stepMemo.get(prevSnap ?? machine) ?? new WeakMap<object, Map<string, Reach>>();
  stepMemo.set(prevSnap ?? machine, byPrev);
  const snapKey = (step.state as object | undefined) ?? FIRST;
  const byState = byPrev.get(snapKey) ?? new Map<string, Reach>();
  byPrev.set(snapKey, byState);
  const k = eventKey(step.event);
  let r = byState.get(k);
  if (!r) {
    const states = new Set<string>();
    const transitions = new Set<string>();
    workOutStep(machine, prevSnap, step, states, transitions);
    r = { states: [...states], transitions: [...transitions] };
    byState.set(k, r);
  }
  return r;
}

/** States and transitions one path reaches (keys as in Coverage.missing). */
export function pathReach(machine: AnyStateMachine, p: PathLike, states = new Set<string>(), transitions = new Set<string>()) {
  let prevSnap: AnyMachineSnapshot | undefined;
  for (const step of p.steps) {
    const r = stepReach(machine, prevSnap, step);
    for (const x of r.states) states.add(x);
    for (const x of r.transitions) transitions.add(x);
    prevSnap = step.state as AnyMachineSnapshot;
  }
  return { states, transitions };
}

function workOutStep(
  machine: AnyStateMachine,
  prevSnap: AnyMachineSnapshot | undefined,
  step: PathLike['steps'][number],
  states: Set<string>,
  transitions: Set<string>,
) {
  const snap = step.state as AnyMachineSnapshot;
  const next = nodesOf(snap);
  const prev = prevSnap ? nodesOf(prevSnap) : [];
  next.forEach((n) => n.path.length && states.add(n.path.join('.')));
  const nextSet = new Set(next);
  const prevSet = new Set(prev);
  const stepTargets: AnyStateNode[] = [];
  if (prevSnap) {
    // The transitions the machine itself selects for this event (guards evaluated as in `can`).
    let defs: { source: AnyStateNode; eventType: string }[] = [];
    try {
      defs = (prevSnap.machine as AnyStateMachine).getTransitionData(prevSnap as never, step.event as never) as never;
    } catch {
      defs = [];
    }
    for (const d of defs) {
      const i = (d.source.transitions.get(d.eventType) ?? []).indexOf(d as never);
      if (i >= 0) transitions.add(key(d.source, d.eventType, i));
      stepTargets.push(...(((d as { target?: AnyStateNode[] }).target ?? []) as AnyStateNode[]));
    }
  }
  // The microsteps of the step (pure, nothing runs): every state passed through is reached, and
  // each eventless transition taken between two microsteps is the first enabled `always`.
  if (prevSnap) {
    let micro: AnyMachineSnapshot[] = [];
    try {
      micro = getMicrosteps(prevSnap.machine as AnyStateMachine, prevSnap as never, step.event as never).map(([m]) => m as AnyMachineSnapshot);
    } catch {
      micro = [];
    }
    for (let k = 0; k < micro.length; k++) {
      const mk = micro[k]!;
      nodesOf(mk).forEach((n) => n.path.length && states.add(n.path.join('.')));
      if (k === 0) continue;
      const from = micro[k - 1]!;
      const taken = firstAlways(from, step.event);
      if (taken) transitions.add(taken);
    }
  }
  // Eventless transitions and completions (xstate.done.state.*) taken on the way: a node that was
  // active before whose target became active.
  for (const n of prev) {
    const entered = (d: { target?: readonly unknown[] }) =>
      (d.target ?? []).length > 0 && (d.target ?? []).every((t) => nextSet.has(t as AnyStateNode) && !prevSet.has(t as AnyStateNode));
    (n.always ?? []).forEach((d, i) => entered(d as never) && transitions.add(key(n, 'always', i)));
    for (const [eventType, list] of n.transitions) {
      if (eventType.startsWith('xstate.done.state.')) list.forEach((d, i) => entered(d as never) && transitions.add(key(n, eventType, i)));
    }
  }
  // Transient states passed through (entered and left by an eventless transition in the same
  // step, like a `boot` state choosing by guard): targets of the step that are not active
  // after it, followed through their first `always` transition whose targets were reached.
  const entered: AnyStateNode[] = [];
  const initialChain = (n: AnyStateNode): AnyStateNode[] => {
    const t = (n.type === 'parallel' ? Object.values(n.states) : (n.initial?.target ?? [])) as AnyStateNode[];
    return t.flatMap((c) => [c, ...initialChain(c)]);
  };
  if (!prevSnap) entered.push(...initialChain(((snap.machine as AnyStateMachine | undefined) ?? machine).root as AnyStateNode));
  const queue = entered.filter((n) => !nextSet.has(n));
  void stepTargets;
  const seen = new Set<AnyStateNode>();
  while (queue.length) {
    const t = queue.shift()!;
    if (seen.has(t)) continue;
    seen.add(t);
    if (t.path.length) states.add(t.path.join('.'));
    const i = (t.always ?? []).findIndex((d) =>
      ((d.target ?? []) as AnyStateNode[]).every((x) => nextSet.has(x) || x.always?.length),
    );
    if (i >= 0) {
      transitions.add(key(t, 'always', i));
      for (const x of (t.always![i]!.target ?? []) as AnyStateNode[]) if (!nextSet.has(x)) queue.push(x);
    }
  }
}

/**
 * The paths worth replaying: shortest first, each kept only when it reaches a state or takes a
 * transition no kept path did. Their coverage equals the coverage of all the paths.
 */
export function coveringPaths<P extends PathLike>(machine: AnyStateMachine, paths: P[]): P[] {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const kept: P[] = [];
  for (const p of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const r = pathReach(machine, p);
    if ([...r.states].some((x) => !states.has(x)) || [...r.transitions].some((x) => !transitions.has(x))) {
      kept.push(p);
      r.states.forEach((x) => states.add(x));
      r.transitions.forEach((x) => transitions.add(x));
    }
  }
  return kept;
}

export function pathCoverage(machine: AnyStateMachine, paths: PathLike[]): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const p of paths) pathReach(machine, p, states, transitions);
  // A flat machine (no child states) has one state: the machine itself.
  const flat = Object.keys(machine.root.states).length === 0;
  if (flat && paths.some((p) => p.steps.length > 0)) states.add('(machine)');
  const stateIds = flat ? ['(machine)'] : allNodes(machine).map((n) => n.path.join('.'));
  const transitionIds = allTransitions(machine);
  return {
    machine: machine.id,
    states: { reached: stateIds.filter((s) => states.has(s)).length, total: stateIds.length, missing: stateIds.filter((s) => !states.has(s)) },
    transitions: {
      reached: transitionIds.filter((t) => transitions.has(t)).length,
      total: transitionIds.length,
      missing: transitionIds.filter((t) => !transitions.has(t)),
    },
  };
}

const pct = (a: number, b: number) => (b ? Math.round((1000 * a) / b) / 10 : 100);

/** Prints the figure and records it in .test-output/path-coverage/<machine>.json for the summary. */
export function reportCoverage(c: Coverage): string {
  const line =
    `[path coverage] ${c.machine}: states ${c.states.reached}/${c.states.total} (${pct(c.states.reached, c.states.total)}%), ` +
    `transitions ${c.transitions.reached}/${c.transitions.total} (${pct(c.transitions.reached, c.transitions.total)}%)`;
  console.log(line);
  const dir = path.resolve(__dirname, '../../.test-output/path-coverage');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${c.machine}.json`), JSON.stringify(c, null, 2));
  return line;
}
