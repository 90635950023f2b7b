// The server files' shared folder of this run (vitest.config.ts): at the end, prints what their
// answers came to against the OpenAPI document (tests/server/contract.ts), summed over every
// file and worker, and removes the folder with the media tool cache.
import fs from 'node:fs';
import path from 'node:path';

export default function setup() {
  return () => {
    const dir = process.env.SERVER_RUN_FOLDER;
    if (!dir || !fs.existsSync(dir)) return;
    const counts = path.join(dir, 'contract');
    let checked = 0;
    let violations = 0;
    for (const f of fs.existsSync(counts) ? fs.readdirSync(counts) : []) {
      for (const line of fs.readFileSync(path.join(counts, f), 'utf8').split('\n').filter(Boolean)) {
        const [c, v] = line.split(' ').map(Number);
        checked += c ?? 0;
        violations += v ?? 0;
      }
    }
    if (checked) console.log(`[openapi contract] server tests: ${checked} JSON answers checked against the served OpenAPI document: ${violations} violations`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
