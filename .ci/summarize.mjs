// Prints "N passed, N failed" from the JSON reports of Vitest and Playwright.
import fs from 'node:fs';
import path from 'node:path';

const [dir, rcArg] = process.argv.slice(2);
const rc = Number(rcArg ?? 0);
const read = (f) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return undefined;
  }
};
let passed = 0;
let failed = 0;
// one report per Vitest run (npm test runs the console and the server projects side by side)
for (const f of fs.readdirSync(dir).filter((name) => /^vitest.*\.json$/.test(name))) {
  const vitest = read(f);
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? 0;
}
const pw = read('playwright.json');
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
}
// A failure before or outside the test runners (install, typecheck, build) still counts.
if (rc !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
