// What the statechart review page (帮助 → 流程图, /help/diagrams) shows beside each diagram: the machine's
// generated-path coverage and one generated path, step by step, with the states active after
// each step, kept in src/features/diagrams/path-review/<id>.json. `npm run diagrams`
// (UPDATE_DIAGRAMS=1) writes them; any other run writes nothing and fails when a committed record
// differs from what the machine gives now, as the diagrams do.
import fs from 'node:fs';
import path from 'node:path';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { eventLabel } from '../../src/machines/diagram';
import type { Coverage } from './coverage';

export interface PathReview {
  machine: string;
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  path: { event: string; active: string[] }[];
}

interface PathLike {
  steps: { event: { type: string }; state: unknown }[];
}

const dir = path.resolve(__dirname, '../../src/features/diagrams/path-review');

const activeOf = (state: unknown) =>
  (((state as AnyMachineSnapshot)._nodes ?? []) as AnyStateNode[]).filter((n) => n.path.length).map((n) => n.path.join('.'));

/** The review record of a machine: its coverage and the longest of its replayed paths. */
export function pathReview(c: Coverage, replayed: PathLike[]): PathReview {
  const longest = [...replayed].sort((a, b) => b.steps.length - a.steps.length)[0];
  return {
    machine: c.machine,
    states: { reached: c.states.reached, total: c.states.total },
    transitions: { reached: c.transitions.reached, total: c.transitions.total },
    path: (longest?.steps ?? []).map((s, i) => ({ event: i === 0 ? '(start)' : eventLabel(s.event.type), active: activeOf(s.state) })),
  };
}

/**
 * With UPDATE_DIAGRAMS=1 writes the record (when it changed); otherwise answers the problem when the
 * committed record is missing or differs, undefined when it is current.
 */
export function checkPathReview(review: PathReview): string | undefined {
  const file = path.join(dir, `${review.machine}.json`);
  const text = `${JSON.stringify(review, null, 1)}\n`;
  const current = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
  if (current) return undefined;
  if (process.env.UPDATE_DIAGRAMS === '1') {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, text);
    return undefined;
  }
  return `${path.relative(process.cwd(), file)} differs from the machine ${review.machine}: run npm run diagrams and commit it`;
}
