// Generated paths for every machine in src/machines (tests/model/harness.ts): the shortest paths
// (and simple paths where the chart is small) of each machine's model, each replayed on a real
// actor that must agree with the model state by state. Prints the path coverage of each machine;
// the machines of the design card must reach every state and transition.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { coveringPaths, pathCoverage, reportCoverage } from './coverage';
import { generatePaths, pathName, replay } from './harness';
import { DESIGN_CARD, modelConfigs } from './model-configs';
import { checkPathReview, pathReview } from './path-review';

const modules = import.meta.glob('../../src/machines/*.machine.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && 'id' in v && typeof (v as { transition?: unknown }).transition === 'function';

const machines = Object.entries(modules)
  .flatMap(([file, mod]) => Object.values(mod).filter(isMachine).map((m) => ({ machine: m, file: path.basename(file) })))
  .sort((a, b) => a.machine.id.localeCompare(b.machine.id));

for (const { machine, file } of machines) {
  const config = modelConfigs[machine.id] ?? {};
  const required = DESIGN_CARD.includes(machine.id);
  describe(`${machine.id} (${file}): generated paths`, () => {
    const { paths, failures, abstraction } = generatePaths(machine, config);
    // The replayed paths: shortest first, each adding a state or transition (same coverage as all).
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    const coverage = pathCoverage(machine, replayed.map((p) => p.path));

    it(`path coverage${required ? ' is 100%' : ''}`, () => {
      reportCoverage(coverage);
      expect(checkPathReview(pathReview(coverage, replayed.map((p) => p.path)))).toBeUndefined();
      if (abstraction) console.log(`[path coverage] ${machine.id}: ${abstraction}`);
      if (failures.length) console.log(`[path coverage] ${machine.id}: events refused during traversal`, failures.slice(0, 5));
      if (required) {
        expect(coverage.states.missing, 'states not reached').toEqual([]);
        expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
      } else {
        expect(paths.length).toBeGreaterThan(0);
      }
    });

    // The shortest paths one by one; then the covering paths in one test.
    const shortest = paths.filter((p) => p.path.steps.length <= 1 || p.kind === 'shortest').slice(0, config.maxPaths ?? 25);
    const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;
    const expectations = Object.fromEntries(
      Object.entries(config.expectations ?? {}).map(([key, check]) => [key, (actor: AnyActorRef, model: AnyMachineSnapshot) => check(actor.getSnapshot(), model)]),
    );
    it.each(shortest.map((p) => [`${p.variant ? `[${p.variant}] ` : ''}${pathName(p.path)}`, p] as const))('%s', async (_name, p) => {
      (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState, expectations })).stop();
    });
    it(`every covering path agrees with the real actor (${replayed.length} of ${paths.length} generated)`, async () => {
      for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState, expectations })).stop();
    });
  });
}
