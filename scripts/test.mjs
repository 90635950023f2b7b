#!/usr/bin/env node
// `npm test`: the whole suite, in stages, printing where its time goes.
//   1. checks and builds side by side: ESLint, the issue-reference and file-purpose checks and the
//      dead-code check (knip) (all `npm run lint`), the console's typecheck, the server's typecheck (which also emits
//      dist-server, so the server program is checked once), the web build;
//   2. the console's unit and statechart tests (Vitest, project console, two workers);
//   3. the server tests (Vitest, project server; docs/checks.md);
//   4. end-to-end tests in Chromium (Playwright, one server stage per worker).
// The test stages run one after another: run side by side they saturate the two cores, take
// longer in all and make timing-sensitive tests fail (measured: docs/checks.md).
// It stops after the first stage that fails. At the end it prints each stage's seconds (with the
// install and system-package seconds that .ci/run passes in STAGE_TIMES) and the ten slowest test
// files of Vitest and Playwright, read from their JSON reports (CI_JSON_DIR, or .test-output/reports).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = process.env.CI_JSON_DIR || path.join(root, '.test-output', 'reports');
fs.mkdirSync(reports, { recursive: true });
// an earlier run's reports would be read as this run's
for (const f of fs.readdirSync(reports).filter((name) => /^(vitest.*|playwright|unhandled-.*)\.json$/.test(name))) fs.rmSync(path.join(reports, f));
const env = { ...process.env, CI_JSON_DIR: reports };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs one command with its output prefixed by its name when it runs beside others. */
function run(name, cmd, args, { prefix = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000 }));
  });
}

const times = [];
// install and system packages are measured by .ci/run before this script starts
for (const item of (process.env.STAGE_TIMES ?? '').split(',').filter(Boolean)) {
  const [name, seconds] = item.split('=');
  times.push({ name, seconds: Number(seconds), code: 0 });
}

async function stage(name, jobs) {
  console.log(`\n== ${name}`);
  const entry = { name, seconds: 0, code: 0 };
  times.push(entry);
  const started = performance.now();
  const results = await Promise.all(jobs.map(([job, cmd, args, extraEnv]) => run(job, cmd, args, { prefix: jobs.length > 1, extraEnv })));
  entry.seconds = (performance.now() - started) / 1000;
  entry.code = results.some((r) => r.code !== 0) ? 1 : 0;
  if (jobs.length > 1) for (const r of results) times.push({ ...r, name: `  ${r.name}` });
  for (const r of results.filter((x) => x.code !== 0)) console.log(`[${r.name}] failed (exit ${r.code})`);
  return entry.code === 0;
}

function slowest() {
  const read = (f) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const files = [];
  for (const f of fs.readdirSync(reports).filter((name) => /^vitest.*\.json$/.test(name))) {
    for (const t of read(f)?.testResults ?? []) {
      files.push({ file: path.relative(root, t.name), seconds: (t.endTime - t.startTime) / 1000 });
    }
  }
  const pw = read('playwright.json');
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    let s = 0;
    for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) s += (r.duration ?? 0) / 1000;
    for (const child of suite.suites ?? []) s += walk(child, here);
    return s;
  };
  for (const suite of pw?.suites ?? []) files.push({ file: `tests/e2e/${suite.file ?? suite.title}`, seconds: walk(suite) });
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
}

function summary() {
  const fmt = (s) => `${s.toFixed(0).padStart(5)} s`;
  console.log('\n== Where the time went');
  for (const t of times) console.log(`${t.name.padEnd(28)}${fmt(t.seconds)}${t.code ? '  FAILED' : ''}`);
  const top = slowest();
  if (top.length) {
    console.log('\n== The ten slowest test files');
    for (const f of top) console.log(`${fmt(f.seconds)}  ${f.file}`);
  }
  for (const f of fs.readdirSync(reports).filter((name) => /^unhandled-.*\.json$/.test(name))) {
    let errors = [];
    try {
      errors = JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'));
    } catch {
      // an unreadable report: Vitest's own output above has the errors
    }
    if (!errors.length) continue;
    // repeated here because a CI log is often read from its tail
    console.log(`\n== ${errors.length} unhandled error(s), ${f.replace(/^unhandled-|\.json$/g, '')} stage (first five)`);
    for (const e of errors.slice(0, 5)) {
      console.log(`${e.name}: ${e.message}${e.file ? `\n  while ${path.relative(root, e.file)}${e.test ? ` > ${e.test}` : ''} ran` : ''}`);
      console.log(e.stack.split('\n').slice(1, 5).map((l) => `  ${l.trim()}`).join('\n'));
    }
  }
}

const tsc = bin('tsc');
const steps = [
  [
    'checks and builds',
    [
      ['lint', bin('eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
      // no issue numbers in code, tests or scripts (part of `npm run lint`)
      ['issue references', process.execPath, [path.join(root, 'scripts', 'check-no-issue-refs.mjs')]],
      // every server, console and shared source file opens with its purpose (part of `npm run lint`)
      ['file purposes', process.execPath, [path.join(root, 'scripts', 'check-file-purpose.mjs')]],
      // no unused files, exports or types (knip, knip.jsonc; part of `npm run lint`)
      ['dead code', bin('knip'), ['--no-progress']],
      ['typecheck console', tsc, ['-p', 'tsconfig.json', '--noEmit']],
      // checks the server and its tests, and emits dist-server from that one program
      ['typecheck+emit server', tsc, ['-p', 'tsconfig.server.json']],
      ['build web', bin('vite'), ['build', '--logLevel', 'warn']],
    ],
  ],
];
const vitest = bin('vitest');
steps.push(
  ['unit and statechart tests', [['unit', vitest, ['run', '--project', 'console', '--project', 'console-mocks'], { VITEST_REPORT: 'unit' }]]],
  ['server tests', [['server', vitest, ['run', '--project', 'server'], { VITEST_REPORT: 'server' }]]],
  ['end-to-end', [['end-to-end', bin('playwright'), ['test']]]],
);

let ok = true;
for (const [name, jobs] of steps) {
  if (!(await stage(name, jobs))) {
    ok = false;
    break;
  }
}
summary();
process.exit(ok ? 0 : 1);
