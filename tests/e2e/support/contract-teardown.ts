// Prints the run's added-up figures (screens checked by axe, routes visited: support/tally.ts).
// Fails the end-to-end run when a validating proxy (contract-proxy.mjs, one per worker slot) saw
// an API answer that breaks the server's OpenAPI document, and prints what they checked in all.
import fs from 'node:fs';
import path from 'node:path';
import { tallies } from './tally';

export default async function contractTeardown(): Promise<void> {
  // figures added up over parallel tests (tally.ts)
  for (const [name, sum] of tallies()) console.log(`${name.replace('{n}', String(sum))}`);
  const reports = (process.env.CONTRACT_REPORTS ?? '').split(path.delimiter).filter(Boolean);
  if (!reports.length) return;
  let checked = 0;
  const lines: string[] = [];
  for (const report of reports) {
    if (fs.existsSync(`${report}.count`)) checked += Number(fs.readFileSync(`${report}.count`, 'utf8'));
    if (fs.existsSync(report)) lines.push(...fs.readFileSync(report, 'utf8').split('\n').filter(Boolean));
  }
  console.log(`[openapi contract] ${checked} JSON answers checked against /api/docs/json (${reports.length} proxies): ${lines.length} violations`);
  if (lines.length) {
    for (const l of lines.slice(0, 30)) console.log(`  ${l}`);
    throw new Error(`${lines.length} API answers break the OpenAPI document (see above)`);
  }
}
