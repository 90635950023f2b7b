// The machines of issue 17 parts 4–5 on their own (machines.model.test.ts runs every machine):
// the shop order, the recharge, the call and the live figures reach 100% of states and
// transitions, and every covering path replays on a real actor.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { callMachine } from '../../src/machines/call.machine.js';
import { liveFiguresMachine } from '../../src/machines/live-figures.machine.js';
import { rechargeMachine } from '../../src/machines/recharge.machine.js';
import { shopOrderMachine } from '../../src/machines/shop-order.machine.js';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay } from './harness';
import { TERMINAL_DESIGN_CARD, terminalModelConfigs } from './terminal-model-configs';

const machines: AnyStateMachine[] = [shopOrderMachine, rechargeMachine, callMachine, liveFiguresMachine];

for (const machine of machines) {
  const config = terminalModelConfigs[machine.id] ?? {};
  describe(`${machine.id}: generated paths`, () => {
    const { paths, failures } = generatePaths(machine, config);
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    it('covers every state and transition', () => {
      const coverage = pathCoverage(machine, replayed.map((p) => p.path));
      expect(failures, 'events refused during traversal').toEqual([]);
      expect(TERMINAL_DESIGN_CARD).toContain(machine.id);
      expect(coverage.states.missing, 'states not reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
    });
    it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
      for (const p of replayed) (await replay(p.machine, p.path, { input: config.input, exact: p.exact, serialize: config.serializeState })).stop();
    });
  });
}
