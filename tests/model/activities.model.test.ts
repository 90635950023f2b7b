// Generated paths of the lucky-draw machines alone (issue 17 part 2): `npx vitest run
// tests/model/activities.model.test.ts`. Each must reach 100% of states and transitions; every
// covering path is replayed on a real actor.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { activityEditorMachine } from '../../src/machines/activity-editor.machine.js';
import { lotteryDrawMachine } from '../../src/machines/lottery-draw.machine.js';
import { winningListMachine } from '../../src/machines/winning-list.machine.js';
import { ACTIVITIES_DESIGN_CARD, activitiesModelConfigs } from './activities-model-configs';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay } from './harness';

const machines: AnyStateMachine[] = [lotteryDrawMachine, activityEditorMachine, winningListMachine];

for (const machine of machines) {
  const config = activitiesModelConfigs[machine.id] ?? {};
  describe(`${machine.id}: generated paths`, () => {
    const { paths } = generatePaths(machine, config);
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    const coverage = pathCoverage(machine, replayed.map((p) => p.path));
    const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;

    it(`covers ${ACTIVITIES_DESIGN_CARD.includes(machine.id) ? 'every' : 'some'} state and transition`, () => {
      console.log(`[path coverage] ${machine.id}: states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.reached}/${coverage.transitions.total}`);
      expect(coverage.states.missing, 'states not reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
    });
    it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
      for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
    });
  });
}
