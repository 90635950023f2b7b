// The API under load (autocannon), on SQLite and — when DATABASE_URL or TEST_DATABASE_URL answers —
// on PostgreSQL (a database of its own, created and dropped), for the console's busiest calls: the
// two every page load makes, every paged list of the console, and a day of the programme list.
// Each call is measured against two baselines of the same run, both bare Fastify routes in a
// process of their own (bench/lib/bare-answers.mjs) under the same load:
//   - raw: the statements our server ran for that call (captured with SQL_LOG on a first server
//     over the same data), as prepared statements on the same database — the same SQL minus ours;
//   - same bytes: the very bytes our server answered — the same answer minus ours.
// Targets: a paged list at ≥ 0.5 of its raw limit with p99 < 50 ms; a cached answer (role/perms/user)
// at ≥ 0.7 of the same bytes served bare. The 1-minute load average is printed beside each result.
// Ours and both baselines are measured in turn, in short slices, with every process up (see onStore).
//   node bench/api.bench.mjs [seconds=5] [connections=50] [rounds=3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDay, report, startServer, throwawayDatabase } from './lib/common.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
/** Slices per call and target (ours, raw, same bytes in turn); each lasts SECONDS / ROUNDS, at least 1 s. */
const ROUNDS = Number(process.argv[4] ?? 3);
const SLICE = Math.max(1, Math.round(SECONDS / ROUNDS));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const TARGETS = { list: { ratio: 0.5, p99: 50, against: 'raw' }, cached: { ratio: 0.7, against: 'bytes' } };
const ENTRIES = 200;
const NOTICES = 30;
const COMMENTS = 5; // what one address may post in a minute

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const loadavg = () => os.loadavg()[0].toFixed(2);

async function json(server, token, urlPath, init = {}) {
  const res = await fetch(`${server.url}${urlPath}`, { ...init, headers: { ...(token ? { token } : {}), ...init.headers } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${urlPath}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** A day of ENTRIES programme entries, NOTICES notices for the caller and COMMENTS reader comments, all through the API. */
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
  const released = await json(server, token, '/api/release?pageIndex=1&pageSize=1');
  for (let i = 0; i < COMMENTS; i += 1) {
    await json(server, null, `/api/web-publish/news/${released.list[0].contentId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: `读者${i + 1}`, content: `基准测试评论 ${i + 1}` }),
    });
  }
  return { liveTvId, day };
}

/** [name, kind, method, path] of every call measured. */
function callsOf({ liveTvId, day }) {
  return [
    ['login/back/user', 'other', 'POST', '/api/web-basic/login/back/user'],
    ['role/perms/user', 'cached', 'GET', '/api/web-conf/role/perms/user'],
    ['content/page', 'list', 'GET', '/api/web-publish/content/page?pageIndex=1&pageSize=10'],
    ['release', 'list', 'GET', '/api/release?pageIndex=1&pageSize=10'],
    ['message page', 'list', 'GET', '/api/web-manager/message/manager/msg/page?pageIndex=1&pageSize=10'],
    ['file/manager/page', 'list', 'GET', '/api/web-manager/file/manager/page?pageIndex=1&pageSize=20'],
    ['comment/page', 'list', 'GET', '/api/web-publish/comment/page?pageIndex=1&pageSize=10'],
    ['contribute/page', 'list', 'GET', '/api/web-publish/publish/contribute/page?pageIndex=1&pageSize=10'],
    ['user', 'list', 'GET', '/api/user?pageIndex=1&pageSize=10'],
    [`live/program/page (${ENTRIES})`, 'other', 'GET', `/api/web-manager/live/program/page?liveTvId=${liveTvId}&beginTime=${day}&pageIndex=1&pageSize=99999`],
  ];
}

const request = (server, token, method, urlPath) =>
  fetch(`${server.url}${urlPath}`, { method, headers: { token, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, body: method === 'POST' ? '' : undefined });

/** Our server and the baselines on one store (env: DATABASE_URL or none for SQLite): the captured statements, then the interleaved measurement. */
async function onStore(store, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const sqlLog = path.join(dataDir, 'statements.jsonl');
  try {
    // 1. a server that logs its SQL: the data, and each call's statements once its caches are warm
    const capture = await startServer({ dataDir, env: { ...env, SQL_LOG: sqlLog } });
    let calls;
    try {
      const token = await capture.login();
      calls = callsOf(await prepare(capture, token));
      for (const call of calls) {
        const [, , method, urlPath] = call;
        for (let i = 0; i < 3; i += 1) await (await request(capture, token, method, urlPath)).arrayBuffer();
        fs.writeFileSync(sqlLog, '');
        const res = await request(capture, token, method, urlPath);
        const body = Buffer.from(await res.arrayBuffer());
        const envelope = JSON.parse(body.toString('utf8'));
        if (envelope.code !== 200) throw new Error(`${urlPath}: ${body.toString('utf8').slice(0, 300)}`);
        const statements = fs.readFileSync(sqlLog, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
        call.push({ statements, body: body.toString('base64'), contentType: res.headers.get('content-type'), rows: envelope.data?.list?.length ?? envelope.data?.total });
      }
    } finally {
      await capture.close();
    }
    // 2. the same data without the log (our server) and the baselines' process, both up at once:
    // each call is measured in ROUNDS slices of ours, raw and same bytes in turn (the order
    // reversed every other round), so a machine whose speed drifts over a minute slows all three
    // alike; each figure is the median of its slices. Each process is idle while another is loaded.
    const specFile = path.join(dataDir, 'bare.json');
    fs.writeFileSync(
      specFile,
      JSON.stringify({
        ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: path.join(dataDir, 'console.sqlite') }),
        calls: calls.map((c) => c[4]),
      }),
    );
    const server = await startServer({ dataDir, env });
    const bare = spawn(process.execPath, ['bench/lib/bare-answers.mjs', specFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    const results = [];
    try {
      const token = await server.login();
      const port = await new Promise((resolve, reject) => {
        bare.once('exit', (code) => reject(new Error(`bare-answers exited ${code}`)));
        bare.stdout.on('data', (d) => {
          const m = /listening (\d+)/.exec(String(d));
          if (m) resolve(Number(m[1]));
        });
      });
      for (const [i, [name, kind, method, urlPath, captured]] of calls.entries()) {
        const targets = {
          ours: { url: `${server.url}${urlPath}`, method, headers: { token, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, body: method === 'POST' ? '' : undefined },
          raw: { url: `http://127.0.0.1:${port}/raw/${i}` },
          bytes: { url: `http://127.0.0.1:${port}/bytes/${i}` },
        };
        const slices = { ours: [], raw: [], bytes: [] };
        for (const opts of Object.values(targets)) await load({ ...opts, duration: 1 }); // warm-up
        for (let round = 0; round < ROUNDS; round += 1) {
          const order = round % 2 ? ['bytes', 'raw', 'ours'] : ['ours', 'raw', 'bytes'];
          for (const who of order) {
            const r = await load({ ...targets[who], duration: SLICE });
            if (r.non2xx || r.errors) throw new Error(`${who} ${name}: non-2xx ${r.non2xx}, errors ${r.errors}`);
            slices[who].push(r);
          }
        }
        const measured = Object.fromEntries(
          Object.entries(slices).map(([who, rs]) => [who, { rps: median(rs.map((r) => r.requests.average)), p99: median(rs.map((r) => r.latency.p99)), each: rs.map((r) => Math.round(r.requests.average)) }]),
        );
        const r = measured.ours;
        const load1 = loadavg();
        const target = TARGETS[kind];
        const ratio = target ? r.rps / measured[target.against].rps : null;
        const met = target ? ratio >= target.ratio && (target.p99 === undefined || r.p99 < target.p99) : null;
        results.push({
          name: `${store} ${name}`,
          value: r.rps,
          unit: 'req/s',
          baseline: target ? `${target.against === 'raw' ? 'same SQL, prepared, bare route' : 'same bytes, bare route'}` : 'same SQL, prepared, bare route',
          baselineValue: measured[target?.against ?? 'raw'].rps,
          p99: r.p99,
          raw: { rps: measured.raw.rps, p99: measured.raw.p99 },
          bytes: { rps: measured.bytes.rps, p99: measured.bytes.p99 },
          slices: { ours: r.each, raw: measured.raw.each, bytes: measured.bytes.each },
          statements: captured.statements.length,
          met,
          note: `p99 ${r.p99} ms; ${captured.statements.length} statements, ${captured.body ? Buffer.from(captured.body, 'base64').length : 0} B; raw ${measured.raw.rps.toFixed(0)} req/s (p99 ${measured.raw.p99} ms), same bytes ${measured.bytes.rps.toFixed(0)} req/s; slices ours/raw ${r.each.join(',')} / ${measured.raw.each.join(',')}; ${target ? `target ×${target.ratio} of ${target.against}${target.p99 ? ` and p99 < ${target.p99} ms` : ''}: ${met ? 'met' : 'missed'}` : 'no target'}; load ${load1}`,
        });
      }
    } finally {
      bare.removeAllListeners('exit');
      bare.kill();
      await server.close();
    }
    return results;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await onStore('sqlite', {});
const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const pgdb = base ? await throwawayDatabase(base, 'bench_api') : null;
if (pgdb) {
  try {
    results.push(...(await onStore('postgres', { DATABASE_URL: pgdb.url })));
  } finally {
    await pgdb.drop();
  }
} else {
  console.log('PostgreSQL: no DATABASE_URL/TEST_DATABASE_URL answering, skipped');
}

console.log(`  ${CONNECTIONS} connections, ${SECONDS} s a call; ratio = ours ÷ the baseline its target names (lists: raw, cached: same bytes; others shown against raw)`);
for (const r of results) {
  console.log(`  ${r.name.padEnd(34)} ${r.value.toFixed(0).padStart(6)} req/s  ×${(r.value / r.baselineValue).toFixed(2)}  ${r.note}`);
}
report('api', results, { seconds: SECONDS, connections: CONNECTIONS, targets: TARGETS, loadavg: os.loadavg() });
