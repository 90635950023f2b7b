// Generated paths of the interaction machines alone (issue 16), so that they can be run on their
// own: `npx vitest run tests/model/interaction.model.test.ts`. Each must reach 100% of states
// and transitions; every covering path is replayed on a real actor.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { commentQueueMachine } from '../../src/machines/comment-queue.machine.js';
import { forbiddenListMachine } from '../../src/machines/forbidden-list.machine.js';
import { newsCommentsMachine } from '../../src/machines/news-comments.machine.js';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay } from './harness';
import { INTERACTION_DESIGN_CARD, interactionModelConfigs } from './interaction-model-configs';

const machines: AnyStateMachine[] = [newsCommentsMachine, commentQueueMachine, forbiddenListMachine];

for (const machine of machines) {
  const config = interactionModelConfigs[machine.id] ?? {};
  describe(`${machine.id}: generated paths`, () => {
    const { paths } = generatePaths(machine, config);
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    const coverage = pathCoverage(machine, replayed.map((p) => p.path));
    const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;

    it('covers every state and transition', () => {
      console.log(`[path coverage] ${machine.id}: states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.reached}/${coverage.transitions.total}`);
      expect(INTERACTION_DESIGN_CARD).toContain(machine.id);
      expect(coverage.states.missing, 'states not reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
    });
    it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
      for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
    });
  });
}
