// Helpers shared by the bench scripts: free ports, the built server as a child process on a fresh
// DATA_DIR, a list benchmark's runs on SQLite and PostgreSQL with rows written straight into the
// store, the machine description, and the one-line result every bench prints for bench/run.mjs.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PASSWORD = 'Admin_123';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The p-th percentile of xs (nearest rank). */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Resident memory of a process, KB (Linux /proc). */
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export function machine() {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * Starts dist-server/server/main.js on a fresh DATA_DIR; resolves once it listens.
 * webDir: the built console to serve (default none); nodeArgs: e.g. ['--expose-gc'];
 * dataDir: a DATA_DIR of the caller's (kept on close, e.g. for a second server on the same data).
 */
export async function startServer({ env = {}, webDir, nodeArgs = [], dataDir: ownDir } = {}) {
  if (!fs.existsSync('dist-server/server/main.js')) throw new Error('dist-server/server/main.js is missing: run npm run build first');
  const port = await freePort();
  const dataDir = ownDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const child = spawn(process.execPath, [...nodeArgs, 'dist-server/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      WEB_DIR: webDir ?? path.join(dataDir, 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.once('exit', (c) => reject(new Error(`server exited ${c}`)));
    child.stdout.on('data', (d) => {
      if (d.toString().includes('is running')) {
        clearTimeout(t);
        resolve();
      }
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    async login() {
      const res = await fetch(`${url}/api/web-basic/login/back/remix`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ domainName: 'demo', account: 'admin', password: PASSWORD }),
      });
      const body = await res.json();
      if (body.code !== 200) throw new Error(`login: ${JSON.stringify(body)}`);
      return body.data.token;
    },
    async close() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      if (!ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The line bench/run.mjs collects: `BENCH {"bench":…,"machine":…,"results":[{name, value, unit,
 * baseline, baselineValue, ratio, note}]}` (ratio = value / baselineValue, both of the same run).
 */
export function report(bench, results, extra = {}) {
  for (const r of results) {
    if (r.ratio === undefined && typeof r.baselineValue === 'number' && r.baselineValue !== 0) r.ratio = Math.round((r.value / r.baselineValue) * 1000) / 1000;
  }
  console.log(`BENCH ${JSON.stringify({ bench, machine: machine(), results, ...extra })}`);
}

/** A database of its own (`<prefix>_<pid>`) on the PostgreSQL server of `base`, or null when that
 *  server does not answer; drop() removes it with whatever is still connected. */
export async function throwawayDatabase(base, prefix) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The running server's SQLite file opened beside it for direct writes (WAL, waiting up to 10 s on the server's locks). */
export function openSqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  return db;
}

/**
 * A list benchmark on both stores: `measure(kind, server, store)` runs against the built server on
 * a fresh SQLite DATA_DIR, then, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) answers, on a
 * throwaway PostgreSQL database named after `prefix`. `stores.sqlite(file)` / `stores.postgres(url)`
 * open the script's direct writer into that store; server and store are closed after each run.
 * Answers both runs' results, SQLite's first.
 */
export async function onSqliteAndPostgres(prefix, stores, measure) {
  const run = async (kind, databaseUrl) => {
    const server = await startServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
    const store = kind === 'postgres' ? stores.postgres(databaseUrl) : stores.sqlite(path.join(server.dataDir, 'console.sqlite'));
    try {
      return await measure(kind, server, store);
    } finally {
      await store.close();
      await server.close();
    }
  };
  const results = await run('sqlite');
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const throwaway = pgUrl ? await throwawayDatabase(pgUrl, prefix) : null;
  if (throwaway) {
    try {
      results.push(...(await run('postgres', throwaway.url)));
    } finally {
      await throwaway.drop();
    }
  }
  return results;
}

/** A new TV channel (through the API) and a list of `entries` back-to-back programmes filling
 *  `seconds` of today (Beijing time) on it, every fifth a live address; the caller saves it. */
export async function benchDay(baseUrl, token, entries, seconds) {
  const { dashedDay, hms, utcDayOf } = await import('../../dist-server/shared/time.js');
  const res = await fetch(`${baseUrl}/api/web-manager/live/tv/add`, { method: 'POST', headers: { token }, body: new URLSearchParams({ liveTvName: `基准频道${Date.now()}` }) });
  const liveTvId = (await res.json()).data.liveTvId;
  const day = utcDayOf(new Date(Date.now() + 8 * 3_600_000));
  const d = dashedDay(day);
  const len = Math.max(1, Math.floor(seconds / entries));
  const list = Array.from({ length: entries }, (_, i) => {
    const s = i * len;
    const e = s + len;
    return {
      liveTvId, livePlayDay: day, livePlayTime: `${d} ${hms(s)}`, liveEndTime: `${d} ${hms(e)}`, livePlaybackFlag: 0,
      liveProgramId: i + 1, liveProgramName: `节目 ${i + 1}`, liveProgramTimeLength: len, liveProgramType: 0, liveTvType: 3,
      liveProgramAddresstype: i % 5 === 0 ? 2 : 1, liveProgramAddress: i % 5 === 0 ? 'http://example.com/live.m3u8' : `/v/${i + 1}`,
      startTime: hms(s), endTime: hms(e), fileDuration: len,
    };
  });
  return { liveTvId, day, list };
}

/** Saves a day never saved before (revision 0) through live/program/add; throws on a refusal. */
export async function saveNewDay(baseUrl, token, { liveTvId, day, list }) {
  const res = await fetch(`${baseUrl}/api/web-manager/live/program/add`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ liveTvId, livePlayDay: day, revision: 0, list }),
  });
  const saved = await res.json();
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
  return saved;
}

/** Debian's Chromium (1440×900, zh-CN, Beijing time) with the demo admin signed in at `baseUrl`: { browser, page }. */
export async function signedInChromium(baseUrl) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login/demo`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/dashboard/);
  return { browser, page };
}

/** Times `queries` sequential GETs of `url(i)` on `baseUrl` (after 5 warm-up calls), each answer
 *  checked for code 200: { p50, p95, total } (total: the last answer's data.total). */
export async function timeList(baseUrl, token, url, queries, name = url(0)) {
  for (let i = 0; i < 5; i++) await fetch(baseUrl + url(i), { headers: { token } });
  const times = [];
  let total = 0;
  for (let i = 0; i < queries; i++) {
    const s = performance.now();
    const body = await (await fetch(baseUrl + url(i), { headers: { token } })).json();
    times.push(performance.now() - s);
    if (body.code !== 200) throw new Error(`${name}: ${JSON.stringify(body)}`);
    total = body.data.total;
  }
  return { p50: pct(times, 50), p95: pct(times, 95), total };
}
