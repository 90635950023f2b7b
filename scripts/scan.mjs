#!/usr/bin/env node
// `npm run scan`: probes the running server from outside with scanners nobody here wrote, on the
// loopback only. Starts the built server (npm run build first) on a fresh DATA_DIR and a free
// port, then runs:
//   - sqlmap against the main forms (login, TV channel add, message page, content page), with a
//     real session token, looking for SQL injection;
//   - wapiti (crawler + attack modules: sql, xss, exec, file, crlf, redirect, ssrf...) on the
//     console and the API, with the session token header.
// Prints a summary; the full logs go to .test-output/scan/ and small text summaries of them
// (the findings, the verdict lines, the tool versions) to docs/scan/, committed, so the results in
// docs/security.md can be checked. Installs sqlmap/wapiti from Debian when missing, through
// scripts/ensure-system.mjs's apt path (root or passwordless sudo). SCAN_MAX_SECONDS bounds
// wapiti's attack time (default 600).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, has } from './ensure-system.mjs';

const tools = [['sqlmap', 'sqlmap'], ['wapiti', 'wapiti']];
const lacking = tools.filter(([cmd]) => !has(cmd));
if (lacking.length) aptInstall(lacking.map(([, pkg]) => pkg));
for (const [cmd, pkg] of tools) {
  if (has(cmd)) continue;
  console.error(`[scan] ${cmd} is missing and cannot be installed here: apt-get install -y ${pkg} (as root or with sudo)`);
  process.exit(1);
}
if (!fs.existsSync('dist-server/server/main.js')) {
  console.error('[scan] build first: npm run build');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-scan-'));
const out = path.resolve('.test-output/scan');
fs.mkdirSync(out, { recursive: true });
const summaries = path.resolve('docs/scan');
fs.mkdirSync(summaries, { recursive: true });
const maxSeconds = Number(process.env.SCAN_MAX_SECONDS ?? 600);
/** A small text summary (at most `max` lines of at most 300 characters) into docs/scan/. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[>=]/g;
const summary = (name, lines, max = 120) =>
  fs.writeFileSync(path.join(summaries, name), `${lines.map((l) => l.replace(ESCAPES, '')).slice(0, max).map((l) => l.slice(0, 300)).join('\n')}${lines.length > max ? `\n… ${lines.length - max} more lines in .test-output/scan/` : ''}\n`);
const version = (cmd) => (spawnSync(cmd, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim().split('\n').pop();
const password = 'Scan_Admin_123';
const server = spawn(process.execPath, ['dist-server/server/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'error', LOGIN_MAX_FAILURES: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

// Up to five minutes: a loaded machine seeds the fresh data directory slowly.
for (let i = 0; i < 1500; i += 1) {
  if (server.exitCode !== null) throw new Error(`[scan] the server exited (${server.exitCode})`);
  try {
    if ((await fetch(`${base}/api/docs/json`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
const login = await (
  await fetch(`${base}/api/web-basic/login/back/remix`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ domainName: 'demo', account: 'admin', password }),
  })
).json();
const token = login.data?.token;
if (!token) throw new Error(`[scan] login failed: ${JSON.stringify(login)}`);

const run = (cmd, args, log) => {
  console.log(`[scan] ${cmd} ${args.join(' ').slice(0, 160)}…`);
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 20 * 60_000, maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(path.join(out, log), `${r.stdout}\n${r.stderr}`);
  return `${r.stdout}\n${r.stderr}`;
};

// sqlmap: the forms that reach SQL with user text
const targets = [
  { name: 'login', url: `${base}/api/web-basic/login/back/remix`, data: 'domainName=demo&account=admin&password=x', headers: [] },
  { name: 'tv-add', url: `${base}/api/web-manager/live/tv/add`, data: 'liveTvName=scan&liveTvDesc=x', headers: [`token: ${token}`] },
  { name: 'tv-page', url: `${base}/api/web-manager/live/tv/page?keyword=abc&pageIndex=1&pageSize=10`, headers: [`token: ${token}`] },
  { name: 'file-page', url: `${base}/api/web-manager/file/manager/page?fileLibId=1&keyword=abc&pageIndex=1&pageSize=10`, headers: [`token: ${token}`] },
  { name: 'content-page', url: `${base}/api/web-publish/content/page?type=1&keyWord=abc&pageIndex=1&pageSize=10`, headers: [`token: ${token}`] },
];
const findings = [];
for (const t of targets) {
  const args = ['-u', t.url, '--batch', '--level', '2', '--risk', '1', '--threads', '2', '--disable-coloring', '--output-dir', path.join(out, 'sqlmap')];
  if (t.data) args.push('--data', t.data);
  for (const h of t.headers) args.push('-H', h);
  const text = run('sqlmap', args, `sqlmap-${t.name}.log`);
  const injectable = /is vulnerable|sqlmap identified the following injection point/i.test(text);
  findings.push(`sqlmap ${t.name}: ${injectable ? 'INJECTION FOUND' : 'no injection found'}`);
  // The verdicts: per parameter, the heuristics, warnings and the final word (not every payload).
  const verdicts = text
    .split('\n')
    .filter((l) => /\[(WARNING|ERROR|CRITICAL)\]|heuristic|injectable|vulnerable|injection point|tested parameters|Parameter:|Type:|Title:|Payload:/i.test(l))
    .filter((l) => !/^\s*$/.test(l));
  summary(`sqlmap-${t.name}.txt`, [`sqlmap ${t.name}: ${t.url.replace(base, '')}${t.data ? ` (POST ${t.data})` : ''}`, ...verdicts]);
}

// wapiti: crawl the console and the API description, attack with the default modules
const wapitiOut = path.join(out, 'wapiti.json');
const text = run(
  'wapiti',
  ['-u', `${base}/`, '--scope', 'folder', '-H', `token: ${token}`, '-f', 'json', '-o', wapitiOut, '--flush-session', '--max-scan-time', String(maxSeconds), '-l', '1'],
  'wapiti.log',
);
let vulns = 'no report';
try {
  const report = JSON.parse(fs.readFileSync(wapitiOut, 'utf8'));
  const counts = Object.entries(report.vulnerabilities ?? {}).filter(([, list]) => list.length).map(([k, list]) => `${k}: ${list.length}`);
  const anomalies = Object.entries(report.anomalies ?? {}).filter(([, list]) => list.length).map(([k, list]) => `${k}: ${list.length}`);
  vulns = `vulnerabilities ${counts.length ? counts.join(', ') : 'none'}; anomalies ${anomalies.length ? anomalies.join(', ') : 'none'}`;
  const detail = (kind, group) =>
    Object.entries(group ?? {}).flatMap(([k, list]) => list.map((v) => `${kind} ${k}: ${v.method ?? ''} ${v.path ?? ''} ${v.parameter ? `[${v.parameter}] ` : ''}${(v.info ?? '').replace(/\s+/g, ' ')}`));
  const crawled = report.infos?.crawled_pages_nbr ?? report.infos?.crawled_pages?.length ?? '?';
  summary('wapiti.txt', [`wapiti ${version('wapiti')}: ${vulns}; pages crawled: ${crawled}; max attack time ${maxSeconds} s`, ...detail('vulnerability', report.vulnerabilities), ...detail('anomaly', report.anomalies)]);
} catch {
  vulns = `report unreadable (see ${path.join(out, 'wapiti.log')}): ${text.slice(-300)}`;
}
findings.push(`wapiti: ${vulns}`);

stop();
summary('summary.txt', [
  `npm run scan, ${new Date().toISOString()}, loopback ${base.replace(/:\d+$/, '')}, commit ${(spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout ?? '').trim()}`,
  `sqlmap ${version('sqlmap')}; wapiti ${version('wapiti')}`,
  ...findings,
]);
console.log('\n[scan] results');
for (const f of findings) console.log(`  ${f}`);
console.log(`[scan] raw reports in ${out}; summaries in ${summaries}`);
