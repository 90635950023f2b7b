// The file walk the repository checks share (scripts/check-no-issue-refs.mjs,
// scripts/check-file-purpose.mjs): every file under a folder whose name a test accepts, build
// output, dependencies and test artefacts left out.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'test-results', 'playwright-report', '.test-output', 'data']);

/** The files under `dir` (absolute) whose name `accept` takes; a missing folder yields nothing. */
export function* walk(dir, accept) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(full, accept);
    } else if (entry.isFile() && accept(entry.name)) {
      yield full;
    }
  }
}
