// Vitest globalSetup of the console project: clears the path-coverage records before the run and
// prints one table of every machine's figures after it (records written by reportCoverage()).
import fs from 'node:fs';
import path from 'node:path';
import type { Coverage } from './coverage';

const dir = path.resolve(__dirname, '../../.test-output/path-coverage');
const pct = (a: number, b: number) => (b ? `${Math.round((1000 * a) / b) / 10}%` : '100%');

export function coverageTable(records: Coverage[]): string {
  const rows = records
    .sort((a, b) => a.machine.localeCompare(b.machine))
    .map((c) => [c.machine, `${c.states.reached}/${c.states.total}`, pct(c.states.reached, c.states.total), `${c.transitions.reached}/${c.transitions.total}`, pct(c.transitions.reached, c.transitions.total)]);
  const head = ['machine', 'states', '%', 'transitions', '%'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((x, i) => x.padEnd(width[i]!)).join('  ');
  return ['Path coverage of generated paths (tests/model):', line(head), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export default function setup() {
  fs.rmSync(dir, { recursive: true, force: true });
  return () => {
    if (!fs.existsSync(dir)) return;
    const records = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Coverage);
    if (records.length) console.log(`\n${coverageTable(records)}\n`);
  };
}
