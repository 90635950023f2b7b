#!/usr/bin/env node
// Packs the better-sqlite3 addon that `npm ci` compiled on this machine into vendor/prebuilds/, in
// the file name and layout prebuild-install looks for, so the next `npm ci` on the same Node ABI,
// platform and architecture unpacks it instead of compiling SQLite again (about a minute of one
// core; GitHub, where the package's own prebuilt binaries live, is out of reach here). .npmrc
// points better-sqlite3's install step at the folder (`better_sqlite3_local_prebuilds`); any other
// Node version, platform or better-sqlite3 version finds no file of its name and compiles as before.
// `npm_config_build_from_source=true npm ci` ignores the folder. docs/checks.md, "Install".
//
//   node scripts/vendor-prebuild.mjs   (after `npm ci`; replaces older packs of the package)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkgDir = path.join(root, 'node_modules', 'better-sqlite3');
const { name, version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const binary = path.join('build', 'Release', 'better_sqlite3.node');
if (!fs.existsSync(path.join(pkgDir, binary))) throw new Error(`${binary} is missing: run npm ci first`);

// prebuild-install's name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz (glibc: no libc part)
const file = `${name}-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
const out = path.join(root, 'vendor', 'prebuilds');
fs.mkdirSync(out, { recursive: true });
for (const old of fs.readdirSync(out).filter((f) => f.startsWith(`${name}-v`) && f.endsWith(`-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`))) {
  fs.rmSync(path.join(out, old));
}
// a copy without symbols, as the package's published prebuilds are
const stage = fs.mkdtempSync(path.join(out, '.stage-'));
try {
  fs.mkdirSync(path.join(stage, 'build', 'Release'), { recursive: true });
  fs.copyFileSync(path.join(pkgDir, binary), path.join(stage, binary));
  execFileSync('strip', ['--strip-unneeded', path.join(stage, binary)]);
  // fixed owner and time, so packing the same binary twice gives the same file
  execFileSync('tar', ['--owner=0', '--group=0', '--numeric-owner', '--mtime=@0', '-czf', path.join(out, file), '-C', stage, binary]);
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
console.log(`vendor/prebuilds/${file}: ${(fs.statSync(path.join(out, file)).size / 1024).toFixed(0)} KiB`);
