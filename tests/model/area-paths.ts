// The generated-path suite of one area's machines, so that an area can be checked on its own
// (`npx vitest run tests/model/<area>.model.test.ts`; machines.model.test.ts runs every machine):
// each machine's paths are generated from its area config, the covering ones are replayed on a
// real actor, and the machines of the area's design card reach 100% of states and transitions
// (the others must at least have paths).
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay, type ModelConfig } from './harness';

const isCardList = (card: readonly string[] | AreaPathsOptions): card is readonly string[] => Array.isArray(card);

export interface AreaPathsOptions {
  /** The machines that must reach every state and transition. */
  designCard: readonly string[];
  /** Every machine of the list must be on the design card. */
  everyOnCard?: boolean;
  /** No event may be refused while the paths are generated. */
  noRefusals?: boolean;
}

/** With a plain design-card list every machine must be on it, reach 100% and refuse no event. */
export function describeAreaPaths(machines: AnyStateMachine[], configs: Record<string, ModelConfig>, card: readonly string[] | AreaPathsOptions) {
  const { designCard, everyOnCard = false, noRefusals = false } = isCardList(card) ? { designCard: card, everyOnCard: true, noRefusals: true } : card;
  for (const machine of machines) {
    const config = configs[machine.id] ?? {};
    const required = everyOnCard || designCard.includes(machine.id);
    describe(`${machine.id}: generated paths`, () => {
      const { paths, failures } = generatePaths(machine, config);
      const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
      const replayed = paths.filter((p) => covering.has(p.path));
      const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;

      it(`covers ${required ? 'every' : 'some'} state and transition`, () => {
        const coverage = pathCoverage(machine, replayed.map((p) => p.path));
        console.log(`[path coverage] ${machine.id}: states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.reached}/${coverage.transitions.total}`);
        if (noRefusals) expect(failures, 'events refused during traversal').toEqual([]);
        if (everyOnCard) expect(designCard).toContain(machine.id);
        if (required) {
          expect(coverage.states.missing, 'states not reached').toEqual([]);
          expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
        } else {
          expect(paths.length).toBeGreaterThan(0);
        }
      });
      it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
        for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
      });
    });
  }
}
