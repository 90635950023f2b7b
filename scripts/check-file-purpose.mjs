#!/usr/bin/env node
// Keeps every source file of the server, the console and the shared code opening with its
// purpose: its first line is a `//` comment saying what the file is for (which routes, tables or
// screens, what rule it keeps, who calls it), so a newcomer learns that before the imports.
// Tests (*.test.ts, *.test.tsx) and declaration files (*.d.ts) are not checked.
// Run by `npm run lint` (and so by the lint step of `npm test`); prints every file whose first
// line is not a `//` comment and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FOLDERS = ['server', 'src', 'shared'];
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'test-results', 'playwright-report', '.test-output', 'data']);
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;

/** The source files under one folder, tests and declaration files left out. */
function* walk(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(full);
    } else if (entry.isFile() && SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) {
      yield full;
    }
  }
}

/** The first line of a file, read from its first bytes only. */
function firstLine(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').split('\n')[0];
  } finally {
    fs.closeSync(fd);
  }
}

const files = FOLDERS.flatMap((folder) => [...walk(path.join(root, folder))]);
const missing = files.filter((file) => !firstLine(file).startsWith('//')).map((file) => path.relative(root, file));

if (missing.length > 0) {
  console.error(`Files that do not open with a purpose comment (${missing.length}); start each with a \`//\` line saying what it is for:`);
  for (const file of missing.sort()) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`Every one of ${files.length} files opens with a purpose comment.`);
