// Prints what the server tests' answers came to against the OpenAPI document
// (tests/server/contract.ts), summed over every file and worker, and removes the run's folder.
import fs from 'node:fs';
import path from 'node:path';

export default function setup() {
  return () => {
    const dir = process.env.SERVER_CONTRACT_DIR_RUN;
    if (!dir || !fs.existsSync(dir)) return;
    let checked = 0;
    let violations = 0;
    for (const f of fs.readdirSync(dir)) {
      for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean)) {
        const [c, v] = line.split(' ').map(Number);
        checked += c ?? 0;
        violations += v ?? 0;
      }
    }
    console.log(`[openapi contract] server tests: ${checked} JSON answers checked against the served OpenAPI document: ${violations} violations`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
