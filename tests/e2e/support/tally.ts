// Figures that several parallel tests add up (screens checked by axe, routes visited): each test
// appends its part to a file of the run (E2E_ROOT, see playwright.config.ts), and the global
// teardown (contract-teardown.ts) prints the sums, so the run still prints one figure for each.
import fs from 'node:fs';
import path from 'node:path';

const file = () => path.join(process.env.E2E_ROOT ?? '.test-output', 'tallies.tsv');

/** Adds `count` to the figure `name` of this run. */
export function tally(name: string, count: number): void {
  fs.appendFileSync(file(), `${name}\t${count}\n`);
}

/** The sums of every figure of this run, in the order first added. */
export function tallies(): Map<string, number> {
  const sums = new Map<string, number>();
  if (!fs.existsSync(file())) return sums;
  for (const line of fs.readFileSync(file(), 'utf8').split('\n').filter(Boolean)) {
    const [name, count] = line.split('\t');
    sums.set(name!, (sums.get(name!) ?? 0) + Number(count));
  }
  return sums;
}

/** The parts a walk of many screens is cut into, so that parallel workers share it. */
export const WALK_PARTS = 4;

/** The items of part `part` (0-based) of WALK_PARTS. */
export function partOf<T>(items: T[], part: number): T[] {
  return items.filter((_, i) => i % WALK_PARTS === part);
}
