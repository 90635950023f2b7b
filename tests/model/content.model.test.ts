// The content machines' generated paths on their own (machines.model.test.ts runs every
// machine; this file lets the content area be checked alone): the editor's draft/autosave chart
// and the review chart reach 100% of states and transitions, and every covering path replays
// on a real actor.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { contentColumnsMachine } from '../../src/machines/content-columns.machine.js';
import { contentDataMachine } from '../../src/machines/content-data.machine.js';
import { contentEditorMachine } from '../../src/machines/content-editor.machine.js';
import { contentListMachine } from '../../src/machines/content-list.machine.js';
import { contentReviewMachine } from '../../src/machines/content-review.machine.js';
import { CONTENT_DESIGN_CARD, contentModelConfigs } from './content-model-configs';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay } from './harness';

const machines: AnyStateMachine[] = [contentEditorMachine, contentReviewMachine, contentListMachine, contentColumnsMachine, contentDataMachine];

for (const machine of machines) {
  const config = contentModelConfigs[machine.id] ?? {};
  describe(`${machine.id}: generated paths`, () => {
    const { paths, failures } = generatePaths(machine, config);
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    it(`covers ${CONTENT_DESIGN_CARD.includes(machine.id) ? 'every' : 'its'} state and transition`, () => {
      const coverage = pathCoverage(machine, replayed.map((p) => p.path));
      expect(failures, 'events refused during traversal').toEqual([]);
      if (CONTENT_DESIGN_CARD.includes(machine.id)) {
        expect(coverage.states.missing, 'states not reached').toEqual([]);
        expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
      } else expect(paths.length).toBeGreaterThan(0);
    });
    it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
      const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;
      for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
    });
  });
}
