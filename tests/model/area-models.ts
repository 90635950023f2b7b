// One area's machines on their own (machines.model.test.ts runs every machine): each listed on
// the area's design card reaches 100% of states and transitions, and every covering path
// replays on a real actor with its variant's input.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay, type ModelConfig } from './harness';

export function describeAreaModels(machines: AnyStateMachine[], configs: Record<string, ModelConfig>, designCard: string[]): void {
  for (const machine of machines) {
    const config = configs[machine.id] ?? {};
    describe(`${machine.id}: generated paths`, () => {
      const { paths } = generatePaths(machine, config);
      const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
      const replayed = paths.filter((p) => covering.has(p.path));
      const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;
      it('covers every state and transition', () => {
        const coverage = pathCoverage(machine, replayed.map((p) => p.path));
        console.log(`[path coverage] ${machine.id}: states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.reached}/${coverage.transitions.total}`);
        expect(designCard).toContain(machine.id);
        expect(coverage.states.missing, 'states not reached').toEqual([]);
        expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
      });
      it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
        for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
      });
    });
  }
}
