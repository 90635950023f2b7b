// What the statechart review page (帮助 → 流程图, /help/diagrams) shows beside each diagram: the machine's
// generated-path coverage and one generated path, step by step, with the states active after
// each step. Written by the model test run into src/features/diagrams/path-review/<id>.json
// (only when the content changed, so a run on unchanged machines leaves the tree clean).
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

export function writePathReview(review: PathReview): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${review.machine}.json`);
  const text = `${JSON.stringify(review, null, 1)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
}
