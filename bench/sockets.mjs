// Socket load: N message-centre sockets (default 1,000), one notice sent through
// the API, and each socket's receive latency (p50/p99/max), against the same run's raw write of
// the same frame bytes to N sockets held the same way (bench/lib/raw-socket-writer.mjs: a bare
// `ws` server per instance, each frame written straight to the connection; run before and after
// ours, the faster taken): target our p99 ≤ 1.5× raw's (and the absolute p99 < 100 ms); then,
// on one instance, N live viewers and a question that reaches all of them, and the server's
// memory per socket. Runs the built server (npm run build first) as child processes.
//   node bench/sockets.mjs [sockets=1000] [--two] [--rounds=5]
// One instance: SQLite on a fresh DATA_DIR. --two: two instances on one PostgreSQL database (a
// throwaway one made from BENCH_DATABASE_URL / TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) and one Redis (BENCH_REDIS_URL / TEST_REDIS_URL,
// default redis://127.0.0.1:6379), started one after the other as docs/deployment.md says, the
// sockets split between them and the notice sent through A. Redis pub/sub channels are global
// (not per database number): run it under `flock /tmp/heavy.lock`, when no test suite shares the
// Redis, or the suite's notices and the bench's cross.
// Latency of a socket = from just before the notice's POST until its 'message' event here: the
// HTTP call, the insert, (Redis,) the hub's send loop, and this one process reading N frames on
// the same machine. Printed with the load average: on a shared machine other work is in it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { PASSWORD, freePort, pct, report, rssKb, sleep, startServer, throwawayDatabase } from './lib/common.mjs';

const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const TWO = args.includes('--two');
const ROUNDS = Number(/^--rounds=(\d+)$/.exec(args.find((a) => a.startsWith('--rounds=')) ?? '')?.[1] ?? 5);
const TARGET_MS = 100;
/** The target against the same run's raw write: our p99 at most this many times raw's. */
const RAW_RATIO = 1.5;
/** Handshakes in flight at once: the listen backlog (511) never sees more than this. */
const BATCH = 250;
const LIVE_ROUNDS = 10;

// --- open files: this process holds all N client sockets, the server(s) their halves ---------------
const need = N + 256;
const limits = () => {
  const m = /Max open files\s+(\S+)\s+(\S+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
  const n = (v) => (v === 'unlimited' ? Infinity : Number(v));
  return m ? { soft: n(m[1]), hard: n(m[2]) } : { soft: Infinity, hard: Infinity };
};
let fds = limits();
if (fds.soft < need && !process.env.SOCKETS_BENCH_RAISED) {
  // Node raises its soft limit to the hard one by itself; a higher hard limit needs root
  // (CAP_SYS_RESOURCE). Try in a shell, fall back to the hard limit, and run again under it.
  const r = spawnSync('sh', ['-c', `ulimit -n ${need} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`, 'sh', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SOCKETS_BENCH_RAISED: '1' },
  });
  process.exit(r.status ?? 1);
}
fds = limits();
const fdNote =
  fds.soft < need
    ? `NOTE: open-file limit ${fds.soft} (hard ${fds.hard}) is below the ~${need} this run needs and could not be raised (a higher hard limit needs CAP_SYS_RESOURCE): sockets past it fail with EMFILE. Raise it (ulimit -n ${need} as a privileged user, LimitNOFILE= under systemd) or run fewer sockets.`
    : `open-file limit ${fds.soft} (hard ${fds.hard}), ~${need} needed`;
if (fds.soft < need) console.log(fdNote);

/** A full GC in this process between phases: the closed sockets of one phase are not collected during the next one's timings. */
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const loadAtStart = load();

// --- the servers ------------------------------------------------------------------------------------
const databaseBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname);
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => (s.end(), resolve(d.toString().startsWith('+PONG'))));
  });
}

/** bench/lib/raw-socket-writer.mjs as a child process on a free port: { port, close() }. */
async function startRawWriter() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/raw-socket-writer.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (c) => reject(new Error(`raw writer exited ${c}`)));
    child.stdout.on('data', (d) => d.toString().includes('listening') && resolve());
  });
  return {
    port,
    async close() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

let pgdb;
const servers = [];
if (TWO) {
  if (!(await redisAnswers(redisUrl))) {
    console.log(`--two: Redis at ${redisUrl} does not answer PING; set BENCH_REDIS_URL`);
    process.exit(1);
  }
  pgdb = await throwawayDatabase(databaseBase, 'bench_sockets');
  if (!pgdb) {
    console.log(`--two: PostgreSQL at ${databaseBase} does not answer; set BENCH_DATABASE_URL`);
    process.exit(1);
  }
  const env = { DATABASE_URL: pgdb.url, REDIS_URL: redisUrl };
  // One after the other: B finds the database migrated and seeded (docs/deployment.md).
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
} else {
  servers.push(await startServer());
}
const [A] = servers;
const wsBase = (s) => `ws://127.0.0.1:${s.port}`;

try {
  const login = await (
    await fetch(`${A.url}/api/web-basic/login/back/remix`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ domainName: 'demo', account: 'admin', password: PASSWORD }),
    })
  ).json();
  const { token, webTenId, webUserId } = login.data;
  const centrePath = `/websocket/${webTenId}-&-1-&-${webUserId}?token=${token}`;

  /**
   * Opens sockets in batches of BATCH (url(i) says where socket i goes). Each socket notes when
   * the frame holding the current round's marker arrives. Sockets that fail are counted.
   */
  const round = { marker: undefined, title: '', got: 0, sample: undefined };
  async function openMany(n, url) {
    const sockets = [];
    const errors = [];
    for (let start = 0; start < n; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(n, start + BATCH); i++) {
        const s = new WebSocket(url(i));
        s.at = 0;
        s.frames = 0;
        s.on('message', (d) => {
          const t = performance.now();
          s.frames++;
          if (s.at === 0 && round.marker && d.includes(round.marker)) {
            s.at = t;
            if (round.got++ === 0) round.sample = { text: d.toString(), title: round.title };
          }
        });
        batch.push(
          new Promise((resolve) => {
            s.once('open', resolve);
            s.on('error', (err) => {
              if (s.readyState === WebSocket.OPEN) return; // a late error of an open socket (the server went away)
              errors.push(err.message);
              resolve();
            });
          }),
        );
        sockets.push(s);
      }
      await Promise.all(batch);
    }
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN);
    if (errors.length) console.log(`  ${errors.length} of ${n} sockets failed to open (first: ${errors[0]})`);
    return open;
  }

  const notice = async (title) => {
    const res = await fetch(`${A.url}/api/web-manager/message/manager/msg/send`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userIds: String(webUserId), msgType: '0', title, viewContent: '压测消息' }),
    });
    const body = await res.json();
    if (body.code !== 200) throw new Error(`msg/send: ${JSON.stringify(body)}`);
  };

  /** One notice: each socket's latency (ms) from just before the POST, and the POST's own time.
   *  `trigger(title)`: what sends it (ours: the API call; the baseline: the raw writers). */
  async function oneNotice(sockets, title, trigger = notice) {
    for (const s of sockets) s.at = 0;
    round.got = 0;
    round.marker = Buffer.from(title);
    round.title = title;
    const t0 = performance.now();
    await trigger(title);
    const postMs = performance.now() - t0;
    const deadline = t0 + 10_000 + sockets.length;
    while (round.got < sockets.length && performance.now() < deadline) await sleep(2);
    round.marker = undefined;
    const latencies = sockets.filter((s) => s.at > 0).map((s) => s.at - t0);
    return { latencies, postMs, received: latencies.length };
  }

  const run = `${process.pid}`;
  /** Warm-up notice, then `rounds` measured ones. */
  async function notices(sockets, rounds, label, trigger) {
    await oneNotice(sockets, `压测${run}${label}预热`, trigger);
    const out = [];
    for (let i = 0; i < rounds; i++) {
      await sleep(300);
      out.push(await oneNotice(sockets, `压测${run}${label}#${i}`, trigger));
    }
    return out;
  }

  // Baseline: one socket, on the last instance (B with --two: the notice crosses Redis).
  const last = servers[servers.length - 1];
  const one = await openMany(1, () => `${wsBase(last)}${centrePath}`);
  await sleep(200);
  const oneRounds = await notices(one, ROUNDS, 'solo');
  const oneMs = pct(
    oneRounds.map((r) => r.latencies[0] ?? Infinity),
    50,
  );
  one.forEach((s) => s.close());
  await sleep(500);

  // Baseline, same run: the same frame bytes (the text one socket received above, the title swapped
  // for one of the same length) written raw to N sockets held the same way by this process, by as
  // many bare `ws` servers as we ran instances (bench/lib/raw-socket-writer.mjs), the sockets split
  // between them the same way; each is triggered by a POST (both at once with --two) and every
  // socket's latency is taken as for ours. Run once before our N sockets open and once after they
  // close; the faster of the two (by p99) is the baseline.
  async function rawPhase() {
    const writers = await Promise.all(servers.map(() => startRawWriter()));
    try {
      const bare = await openMany(N, (i) => `ws://127.0.0.1:${writers[i % writers.length].port}/`);
      await sleep(1000);
      const sample = round.sample;
      const writeMs = [];
      const rawWrite = async (title) => {
        const text = sample.text.split(sample.title).join(title);
        const answers = await Promise.all(writers.map((w) => fetch(`http://127.0.0.1:${w.port}/write`, { method: 'POST', body: text }).then((r) => r.json())));
        writeMs.push(Math.max(...answers.map((a) => a.ms)));
      };
      const loadBefore = load();
      const rounds = await notices(bare, ROUNDS, 'bare', rawWrite);
      const loadAfter = load();
      const all = rounds.flatMap((r) => r.latencies);
      for (const s of bare) s.close();
      return {
        p50: pct(all, 50),
        p99: pct(all, 99),
        max: all.reduce((m, x) => Math.max(m, x), -Infinity),
        received: all.length,
        expected: bare.length * ROUNDS,
        frameBytes: Buffer.byteLength(sample.text),
        writeMs: pct(writeMs.slice(1), 50),
        rounds,
        load: [loadBefore, loadAfter],
      };
    } finally {
      for (const w of writers) await w.close();
    }
  }
  // The text of the frame a notice makes: raw writes the same bytes.
  if (!round.sample) throw new Error('the notice to one socket did not arrive: nothing to write raw');
  await sleep(500);
  const rawBefore = await rawPhase();
  await sleep(1000); // the raw sockets' files are given back before N more open
  collect();

  const rss = () => servers.reduce((sum, s) => sum + rssKb(s.pid), 0);
  const rssBefore = rss();
  const t0 = performance.now();
  const many = await openMany(N, (i) => `${wsBase(servers[i % servers.length])}${centrePath}`);
  const connectMs = performance.now() - t0;
  await sleep(1000);
  const rssAfter = rss();
  const loadBefore = load();
  const rounds = await notices(many, ROUNDS, 'many');
  const loadAfter = load();
  const all = rounds.flatMap((r) => r.latencies);
  const expected = many.length * ROUNDS;
  const p50 = pct(all, 50);
  const p99 = pct(all, 99);
  const max = all.reduce((m, x) => Math.max(m, x), -Infinity);
  const allDeliveredMs = pct(
    rounds.map((r) => (r.received === many.length ? Math.max(...r.latencies) : Infinity)),
    50,
  );
  const met = all.length === expected && many.length === N && p99 < TARGET_MS;
  for (const s of many) s.close();

  await sleep(1000); // the centre sockets' files are given back before N more open
  collect();
  const rawAfter = await rawPhase();
  const raw = rawAfter.p99 <= rawBefore.p99 ? rawAfter : rawBefore;

  // Live channel (one instance): N viewers, one question each round reaches all of them.
  let liveMs;
  if (!TWO) {
    await sleep(1000); // the centre sockets' files are given back before N more open
    const db = new Database(path.join(A.dataDir, 'console.sqlite'));
    const now = Date.now();
    const srv = db
      .prepare('insert into live_servers (tenant_id, name, host, rtmp_port, http_port, port_min, port_max, max_channels, created_at) values (?, ?, ?, 1935, 8000, 10000, 10100, 10, ?)')
      .run(webTenId, 'bench', '127.0.0.1', now);
    const channel = Number(
      db
        .prepare("insert into live_passageways (tenant_id, server_id, name, type, state, port, stream_key, pull_url, equipment, description, created_at, updated_at) values (?, ?, 'bench', 0, 2, 10001, 'bench', '', '', '', ?, ?)")
        .run(webTenId, srv.lastInsertRowid, now, now).lastInsertRowid,
    );
    db.close();
    // Viewers name the channel by its public id; staff may use the sequential one.
    const channels = await (await fetch(`${A.url}/api/web-manager/live/view/channels`, { headers: { token } })).json();
    const publicId = channels.data.find((c) => c.passagewayId === channel).publicId;
    const viewers = await openMany(N, () => `${wsBase(A)}/websocket/live/${publicId}`);
    const waitAll = async (sockets, count) => {
      const start = performance.now();
      while (sockets.some((s) => s.frames < count)) {
        if (performance.now() - start > 30_000) throw new Error('live delivery timed out');
        await sleep(2);
      }
    };
    await waitAll(viewers, 1); // the initial list
    const [asker] = await openMany(1, () => `${wsBase(A)}/websocket/live/${channel}?token=${token}`);
    await waitAll([asker], 1);
    const times = [];
    for (let i = 0; i < LIVE_ROUNDS; i++) {
      const before = viewers[0].frames;
      const t = performance.now();
      asker.send(JSON.stringify({ action: 'ask', content: `问题${i}` }));
      await waitAll(viewers, before + 1);
      times.push(performance.now() - t);
      await sleep(400); // keeps rounds apart, well inside the staff limit (30 frames per 10 s)
    }
    liveMs = pct(times, 50);
    [...viewers, asker].forEach((s) => s.close());
  }

  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
  const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '—');
  const writersNote = TWO ? `two bare ws servers (${Math.ceil(N / 2)} and ${Math.floor(N / 2)} sockets, both POSTed at once)` : 'one bare ws server';
  const where = TWO ? `2 instances (PostgreSQL + Redis; ${Math.ceil(N / 2)} on A, ${Math.floor(N / 2)} on B; notice sent through A)` : '1 instance (SQLite)';
  const perSocketKb = (rssAfter - rssBefore) / many.length;
  console.log(`message-centre sockets: ${N} on ${where}; ${ROUNDS} notices after one warm-up`);
  console.log(`  machine: ${os.cpus().length} CPUs, load average ${loadAtStart.join(' / ')} at start, ${loadBefore.join(' / ')} → ${loadAfter.join(' / ')} around the notices (1/5/15 min; on a shared machine others' work is in these figures)`);
  console.log(`  ${fdNote}`);
  console.log(`  connect ${many.length} sockets (batches of ${BATCH}): ${connectMs.toFixed(0)} ms (${(connectMs / N).toFixed(2)} ms per socket)`);
  console.log(`  server memory per socket:  ${perSocketKb.toFixed(1)} KB RSS (all servers: ${(rssBefore / 1024).toFixed(0)} MB idle)`);
  console.log(`  notice → 1 socket${TWO ? ' (on B)' : ''}:       ${f(oneMs)} ms (median of ${ROUNDS})`);
  console.log(`  notice → ${N} sockets, each socket's receive latency over ${ROUNDS} notices:`);
  console.log(`    p50 ${f(p50)} ms   p99 ${f(p99)} ms   max ${f(max)} ms   received ${all.length}/${N * ROUNDS}`);
  for (const [i, r] of rounds.entries()) {
    console.log(`    notice ${i + 1}: received ${r.received}/${many.length}, p50 ${f(pct(r.latencies, 50))} ms, p99 ${f(pct(r.latencies, 99))} ms, max ${f(Math.max(...r.latencies))} ms (POST answered in ${r.postMs.toFixed(1)} ms)`);
  }
  console.log(`    target p99 < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'} (p99 ${f(p99)} ms, load average ${loadAfter[0]})`);
  const vsRaw = p99 / raw.p99;
  const metRaw = all.length === expected && raw.received === raw.expected && vsRaw <= RAW_RATIO;
  console.log(`  baseline, same run: the same ${raw.frameBytes}-byte frame written raw to ${N} sockets by ${writersNote} (bench/lib/raw-socket-writer.mjs), ${ROUNDS} writes after one warm-up:`);
  console.log(`    p50 ${f(raw.p50)} ms   p99 ${f(raw.p99)} ms   max ${f(raw.max)} ms   received ${raw.received}/${raw.expected}   (write loop ${f(raw.writeMs)} ms, median; load average ${raw.load[0].join(' / ')} → ${raw.load[1].join(' / ')})`);
  console.log(`    (the faster of two raw phases by p99: before ours p50 ${f(rawBefore.p50)} / p99 ${f(rawBefore.p99)} ms, after ours p50 ${f(rawAfter.p50)} / p99 ${f(rawAfter.p99)} ms; the ${raw === rawBefore ? 'first' : 'second'} is shown)`);
  for (const [i, r] of raw.rounds.entries()) console.log(`    write ${i + 1}: received ${r.received}, p50 ${f(pct(r.latencies, 50))} ms, p99 ${f(pct(r.latencies, 99))} ms`);
  console.log(`    ours / raw: p50 ×${f2(p50 / raw.p50)}, p99 ×${f2(vsRaw)} — target p99 ≤ ${RAW_RATIO}× raw: ${metRaw ? 'met' : 'MISSED'} (load average ${loadAfter[0]} ours, ${raw.load[1][0]} raw)`);
  console.log(`  notice → all ${N} sockets (median of the last arrivals): ${f(allDeliveredMs)} ms, ×${f(allDeliveredMs / oneMs)} of one socket`);
  if (liveMs !== undefined) console.log(`  live question → ${N} viewers:  ${f(liveMs)} ms, ×${f(liveMs / oneMs)} of one notice to one socket`);

  const results = [
    {
      name: `notice → ${N} sockets p99${TWO ? ' (2 instances, Redis)' : ' (1 instance)'}`,
      value: Math.round(p99 * 10) / 10,
      unit: 'ms',
      baseline: `raw write of the same frame to ${N} sockets, p99`,
      baselineValue: Math.round(raw.p99 * 10) / 10,
      ratio: Math.round(vsRaw * 100) / 100,
      note: `target ≤ ${RAW_RATIO}× ${metRaw ? 'met' : 'missed'}; p50 ${f(p50)} vs ${f(raw.p50)} ms raw; received ${all.length}/${N * ROUNDS}; load ${loadAfter[0]} / ${raw.load[1][0]} raw; absolute target ${TARGET_MS} ms ${met ? 'met' : 'missed'}`,
    },
    { name: `notice → all ${N} sockets`, value: Math.round(allDeliveredMs * 10) / 10, unit: 'ms', baseline: 'notice → 1 socket', baselineValue: Math.round(oneMs * 10) / 10 },
    { name: 'server memory per socket', value: Math.round(perSocketKb * 10) / 10, unit: 'KB' },
  ];
  if (liveMs !== undefined) results.push({ name: `live question → ${N} viewers`, value: Math.round(liveMs * 10) / 10, unit: 'ms', baseline: 'notice → 1 socket', baselineValue: Math.round(oneMs * 10) / 10 });
  report('sockets', results, { sockets: N, instances: servers.length, rounds: ROUNDS, loadAverage: loadAfter, openFiles: fds });
  if (all.length !== expected || rawBefore.received !== rawBefore.expected || rawAfter.received !== rawAfter.expected) process.exitCode = 1; // a lost notice fails the run; a missed target is reported
} finally {
  for (const s of servers) await s.close();
  await pgdb?.drop();
}
