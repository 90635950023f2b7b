#!/usr/bin/env node
// Keeps every source file of the server, the console and the shared code opening with its
// purpose: its first line is a `//` comment saying what the file is for (which routes, tables or
// screens, what rule it keeps, who calls it), so a newcomer learns that before the imports.
// Tests (*.test.ts, *.test.tsx) and declaration files (*.d.ts) are not checked.
// Run by `npm run lint` (and so by the lint step of `npm test`); prints every file whose first
// line is not a `//` comment and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { root, walk } from './source-walk.mjs';

const FOLDERS = ['server', 'src', 'shared'];
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;
const isChecked = (name) => SOURCE.test(name) && !SKIPPED.test(name);

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

const files = FOLDERS.flatMap((folder) => [...walk(path.join(root, folder), isChecked)]);
const missing = files.filter((file) => !firstLine(file).startsWith('//')).map((file) => path.relative(root, file));

if (missing.length > 0) {
  console.error(`Files that do not open with a purpose comment (${missing.length}); start each with a \`//\` line saying what it is for:`);
  for (const file of missing.sort()) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`Every one of ${files.length} files opens with a purpose comment.`);
