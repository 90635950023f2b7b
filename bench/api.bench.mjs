// The API under load (autocannon): the built server on SQLite (a fresh DATA_DIR) and on
// PostgreSQL (its own database, created and dropped, when DATABASE_URL or TEST_DATABASE_URL
// answers), for five of the console's busiest calls (docs/benchmarks.md):
//   POST /api/web-basic/login/back/user                 (every console page load)
//   GET  /api/web-conf/role/perms/user                  (every console page load)
//   GET  /api/web-manager/file/manager/page             (the media library, first page of 20)
//   GET  /api/web-manager/live/program/page             (one TV channel, one day of 200 entries,
//                                                        saved through the API first)
//   GET  /api/web-manager/message/manager/msg/page      (first page of 10; 30 notices sent to the
//                                                        caller through msg/send first)
// Baseline: a bare Fastify "hello" route in a child process on the same machine, same load, same
// run. Ratio = requests/s of the call ÷ requests/s of hello. Target: ratio ≥ 0.5 and
// p99 < 50 ms at 50 connections → "met", else "missed". The 1-minute load average is printed
// beside each result (the machine may be shared).
//   node bench/api.bench.mjs [seconds=5] [connections=50]
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { benchDay, freePort, report, startServer, throwawayDatabase } from './lib/common.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const ENTRIES = 200;
const NOTICES = 30;

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const loadavg = () => os.loadavg()[0].toFixed(2);

async function hello() {
  const port = await freePort();
  const code = `
    const app = require('fastify')();
    app.get('/hello', async () => ({ code: 200, msg: 'ok', data: 'hello' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout.once('data', r));
  try {
    await load({ url: `http://127.0.0.1:${port}/hello`, duration: 1 }); // warm-up
    const r = await load({ url: `http://127.0.0.1:${port}/hello` });
    return { ...r, load: loadavg() };
  } finally {
    child.kill();
  }
}

async function json(server, token, path, init = {}) {
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { token, ...init.headers } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** A TV channel with one day of ENTRIES entries, and NOTICES notices for the caller, all through the API. */
async function prepare(server, token) {
  const me = await json(server, token, '/api/web-basic/login/back/user', { method: 'POST' });
  const { liveTvId, day, list } = await benchDay(server.url, token, ENTRIES, 86_000);
  await json(server, token, '/api/web-manager/live/program/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ liveTvId, livePlayDay: day, revision: 0, list }),
  });
  for (let i = 0; i < NOTICES; i += 1) {
    await json(server, token, '/api/web-manager/message/manager/msg/send', {
      method: 'POST',
      body: new URLSearchParams({ userIds: String(me.webUserId), msgType: String(i % 11), title: `通知 ${i + 1}`, viewContent: `基准测试通知 ${i + 1}` }),
    });
  }
  const files = await json(server, token, '/api/web-manager/file/manager/page?pageIndex=1&pageSize=20');
  const programs = await json(server, token, `/api/web-manager/live/program/page?liveTvId=${liveTvId}&beginTime=${day}&pageIndex=1&pageSize=99999`);
  const messages = await json(server, token, '/api/web-manager/message/manager/msg/page?pageIndex=1&pageSize=10');
  if (programs.total !== ENTRIES) throw new Error(`programme day has ${programs.total} entries`);
  console.log(`  data: ${files.list.length} files on the first page (of ${files.total}), ${programs.total} entries, ${messages.list.length} messages on the first page (of ${messages.total})`);
  return { liveTvId, day };
}

async function calls(server) {
  const token = await server.login();
  const { liveTvId, day } = await prepare(server, token);
  const m = '/api/web-manager';
  const targets = [
    ['login/back/user', { url: `${server.url}/api/web-basic/login/back/user`, method: 'POST', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' }],
    ['role/perms/user', { url: `${server.url}/api/web-conf/role/perms/user`, method: 'GET', headers: { token } }],
    ['file/manager/page', { url: `${server.url}${m}/file/manager/page?pageIndex=1&pageSize=20`, method: 'GET', headers: { token } }],
    [`live/program/page (${ENTRIES})`, { url: `${server.url}${m}/live/program/page?liveTvId=${liveTvId}&beginTime=${day}&pageIndex=1&pageSize=99999`, method: 'GET', headers: { token } }],
    ['message page', { url: `${server.url}${m}/message/manager/msg/page?pageIndex=1&pageSize=10`, method: 'GET', headers: { token } }],
  ];
  const out = [];
  for (const [name, opts] of targets) {
    await load({ ...opts, duration: 1 }); // warm-up
    const r = await load(opts);
    if (r.non2xx || r.errors) throw new Error(`${name}: non-2xx ${r.non2xx}, errors ${r.errors}`);
    out.push([name, { ...r, load: loadavg() }]);
  }
  return out;
}

async function postgresUrl() {
  const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  return base ? throwawayDatabase(base, 'bench_api') : null;
}

const base = await hello();
const rps = (r) => r.requests.average;
const results = [{ name: 'hello (bare Fastify)', value: rps(base), unit: 'req/s', baseline: 'hello', baselineValue: rps(base), note: `p99 ${base.latency.p99} ms, load ${base.load}` }];
const add = (db, list) => {
  for (const [name, r] of list) {
    const ratio = rps(r) / rps(base);
    const met = ratio >= TARGET_RATIO && r.latency.p99 < TARGET_P99_MS;
    results.push({
      name: `${db} ${name}`,
      value: rps(r),
      unit: 'req/s',
      baseline: 'hello',
      baselineValue: rps(base),
      p99: r.latency.p99,
      met,
      note: `p99 ${r.latency.p99} ms, ${met ? 'met' : 'missed'}, load ${r.load}`,
    });
  }
};

const sqlite = await startServer();
try {
  add('sqlite', await calls(sqlite));
} finally {
  await sqlite.close();
}

const pgdb = await postgresUrl();
if (pgdb) {
  const server = await startServer({ env: { DATABASE_URL: pgdb.url } });
  try {
    add('postgres', await calls(server));
  } finally {
    await server.close();
    await pgdb.drop();
  }
} else {
  console.log('PostgreSQL: no DATABASE_URL/TEST_DATABASE_URL answering, skipped');
}

console.log(`  target: ratio ≥ ${TARGET_RATIO} and p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections, ${SECONDS} s a call`);
for (const r of results) {
  const ratio = (r.value / r.baselineValue).toFixed(2);
  console.log(`  ${r.name.padEnd(36)} ${r.value.toFixed(0).padStart(7)} req/s  ×${ratio}  ${r.note}`);
}
report('api', results, { seconds: SECONDS, connections: CONNECTIONS, target: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS }, loadavg: os.loadavg() });
