// Mermaid state diagrams generated from machine definitions (docs/machines/*.md and the
// in-app diagram page use the same text). Pure: no DOM, no file system.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

export interface MachineFacts {
  id: string;
  states: string[];
  events: string[];
  guards: string[];
  delays: string[];
}

const nodeId = (n: AnyStateNode) => (n.path.length ? n.path.join('__') : 'root').replace(/[^A-Za-z0-9_]/g, '_');

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

/** A readable label for an event descriptor (delays and actor completions made human). */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(eventType);
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1] ?? '') ? 'ms' : ''}`;
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice(18).replace(/\.[^.]*$/, '') || 'actor'}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice(19).replace(/\.[^.]*$/, '') || 'actor'}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** `done: login` / `error: login` for an invoked actor's completion, named by its `src`. */
function actorLabel(node: AnyStateNode, eventType: string): string | undefined {
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (!m) return undefined;
  const inv = node.invoke.find((i) => i.id === m[2]);
  const src = inv && typeof inv.src === 'string' ? inv.src : inv?.id;
  return src ? `${m[1]}: ${src}` : undefined;
}

function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void): void {
  visit(node);
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit);
}

/** States, events, guards and delays of a machine (for the review page and coverage). */
export function machineFacts(machine: AnyStateMachine): MachineFacts {
  const states: string[] = [];
  const events = new Set<string>();
  const guards = new Set<string>();
  const delays = new Set<string>();
  walk(machine.root, (n) => {
    if (n.path.length) states.push(n.path.join('.'));
    for (const [eventType, ts] of n.transitions) {
      const label = eventLabel(eventType);
      if (label.startsWith('after ')) delays.add(label.slice(6));
      else if (!eventType.startsWith('xstate.')) events.add(eventType);
      for (const t of ts) {
        const g = guardName(t.guard);
        if (g) guards.add(g);
      }
    }
    for (const t of n.always ?? []) {
      const g = guardName(t.guard);
      if (g) guards.add(g);
    }
  });
  return { id: machine.id, states, events: [...events].sort(), guards: [...guards].sort(), delays: [...delays].sort() };
}

/** A state path ('a.b') as the state value that matches it ({ a: 'b' }). */
function valueOfPath(path: readonly string[]): StateValue {
  if (path.length === 1) return path[0]!;
  return { [path[0]!]: valueOfPath(path.slice(1)) };
}

/** The paths ('a.b') of every state node active in a snapshot of `machine`. */
export function activePaths(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): Set<string> {
  const out = new Set<string>();
  walk(machine.root, (n) => {
    if (n.path.length && snapshot.matches(valueOfPath(n.path))) out.add(n.path.join('.'));
  });
  return out;
}

/** Mermaid style lines lighting the active states (for the live inspector and path stepping). */
function activeLines(machine: AnyStateMachine, active: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  walk(machine.root, (n) => {
    // atomic states only: a lit composite would cover its whole region
    if (n.path.length && !Object.keys(n.states).length && active.has(n.path.join('.'))) ids.push(nodeId(n));
  });
  if (!ids.length) return [];
  return ['  classDef active fill:#1f6feb,color:#ffffff,stroke:#0b3d91,stroke-width:3px', `  class ${ids.join(',')} active`];
}

/**
 * What a state shows: its key, or a caption (a Chinese label) with its key in smaller text, above
 * it in a state's box and beside it in a composite state's one-line title.
 */
function stateText(node: AnyStateNode, caption: ((path: string) => string | undefined) | undefined): string {
  const text = caption?.(node.path.join('.'));
  if (!text) return node.key;
  // a double quote would end Mermaid's quoted description; a colon starts its note syntax
  const shown = text.replace(/"/g, '＂').replace(/:/g, '∶');
  return `${shown}${Object.keys(node.states).length ? ' ' : '<br/>'}<small>${node.key}</small>`;
}

/**
 * The machine as a Mermaid `stateDiagram-v2`, with the `active` state paths lit when given, and
 * each state's `caption` (by path, e.g. a Chinese label) above its key when given.
 */
export function toMermaid(machine: AnyStateMachine, active?: ReadonlySet<string>, caption?: (path: string) => string | undefined): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];

  const emit = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'compound' && node.initial?.target?.length) {
      const first = node.initial.target[0] as AnyStateNode;
      lines.push(`${indent}[*] --> ${nodeId(first)}`);
    }
    for (const child of children) {
      const id = nodeId(child);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state "${stateText(child, caption)}" as ${id} {`);
        emit(child, `${indent}  `);
        if (child.type === 'parallel') {
          // Mermaid separates parallel regions with --; regions are the children already emitted.
        }
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${stateText(child, caption)}" as ${id}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
  };
  emit(machine.root, '  ');

  walk(machine.root, (n) => {
    const from = n.path.length ? nodeId(n) : undefined;
    const add = (eventType: string, ts: readonly { target?: ReadonlyArray<AnyStateNode>; guard?: unknown }[]) => {
      for (const t of ts) {
        const g = guardName(t.guard);
        const label = `${actorLabel(n, eventType) ?? eventLabel(eventType)}${g ? ` [${g}]` : ''}`.replace(/:/g, '∶');
        for (const target of t.target ?? []) {
          if (!from) continue;
          edges.push(`  ${from} --> ${nodeId(target)}: ${label}`);
        }
      }
    };
    for (const [eventType, ts] of n.transitions) add(eventType, ts);
    if (n.always) add('always', n.always);
  });
  return [...lines, ...edges, ...(active ? activeLines(machine, active) : [])].join('\n') + '\n';
}

/** The Markdown page of one machine: facts and the diagram. */
export function toMarkdown(machine: AnyStateMachine, sourceFile: string): string {
  const f = machineFacts(machine);
  const list = (xs: string[]) => (xs.length ? xs.map((x) => `\`${x}\``).join(', ') : '—');
  return [
    `# \`${f.id}\` statechart`,
    '',
    `Generated from \`${sourceFile}\` by \`npm run diagrams\`; do not edit by hand.`,
    '',
    `- States (${f.states.length}): ${list(f.states)}`,
    `- Events (${f.events.length}): ${list(f.events)}`,
    `- Guards: ${list(f.guards)}`,
    `- Delays: ${list(f.delays)}`,
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}
