#!/usr/bin/env node
// Keeps issue-tracker references out of the code, tests and scripts: a comment, test title or
// string names what the code does and why (linking a page of docs/ where one explains more), not
// the issue it was written for; an issue number means nothing to a reader without the tracker and
// goes stale once the issue closes. docs/ and README.md are not scanned: they may keep history.
// Run by `npm run lint` (and so by the lint step of `npm test`); prints file:line of every match
// and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { root, walk } from './source-walk.mjs';

const FOLDERS = ['src', 'server', 'shared', 'tests', 'scripts', 'bench', '.ci', 'eslint'];
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|sh|ya?ml|html|css)$/;
// the root's own configuration files (package-lock.json is generated, not written)
const ROOT_FILES = fs.readdirSync(root).filter((name) => TEXT.test(name) && name !== 'package-lock.json' && fs.statSync(path.join(root, name)).isFile());
// "issue" or "issues", then an optional space, dash or underscore, an optional "#" and a number
// (assembled from parts so that this file does not match itself)
const PATTERN = new RegExp(['\\bissue', 's?[ _-]?#?\\d'].join(''), 'i');

/** Text files by extension, and extensionless scripts. */
const isScanned = (name) => TEXT.test(name) || !name.includes('.');

const found = [];
const files = [...FOLDERS.flatMap((folder) => [...walk(path.join(root, folder), isScanned)]), ...ROOT_FILES.map((name) => path.join(root, name))];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (PATTERN.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
  });
}

if (found.length > 0) {
  console.error(`Issue references in code, tests or scripts (${found.length}); say what the code does instead, and link docs/ if needed:`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`No issue references in ${files.length} files.`);
