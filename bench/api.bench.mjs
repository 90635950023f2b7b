// The API under load (autocannon): the built server on SQLite (a fresh DATA_DIR) and on
// PostgreSQL (its own database, created and dropped, when DATABASE_URL or TEST_DATABASE_URL
// answers), for the two calls every console page load makes: POST /api/web-basic/login/back/user
// and GET /api/web-conf/role/perms/user. Baseline: a bare Fastify "hello" route in a child
// process on the same machine, same load. Ratios are requests/s of the call ÷ requests/s of hello.
//   node bench/api.bench.mjs [seconds=5] [connections=10]
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, report, startServer } from './lib/common.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 10);

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );

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
    return await load({ url: `http://127.0.0.1:${port}/hello` });
  } finally {
    child.kill();
  }
}

async function calls(server) {
  const token = await server.login();
  const headers = { token, 'content-type': 'application/x-www-form-urlencoded' };
  const user = { url: `${server.url}/api/web-basic/login/back/user`, method: 'POST', headers, body: '' };
  const perms = { url: `${server.url}/api/web-conf/role/perms/user`, method: 'GET', headers: { token } };
  await load({ ...user, duration: 1 });
  const u = await load(user);
  await load({ ...perms, duration: 1 });
  const p = await load(perms);
  for (const r of [u, p]) if (r.non2xx || r.errors) throw new Error(`non-2xx ${r.non2xx}, errors ${r.errors}`);
  return { user: u, perms: p };
}

async function postgresUrl() {
  const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_api_${process.pid}`;
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

const base = await hello();
const rps = (r) => r.requests.average;
const results = [{ name: 'hello (bare Fastify)', value: rps(base), unit: 'req/s', baseline: 'hello', baselineValue: rps(base), note: `p99 ${base.latency.p99} ms` }];
const add = (db, r) => {
  results.push({ name: `${db} login/back/user`, value: rps(r.user), unit: 'req/s', baseline: 'hello', baselineValue: rps(base), note: `p99 ${r.user.latency.p99} ms` });
  results.push({ name: `${db} role/perms/user`, value: rps(r.perms), unit: 'req/s', baseline: 'hello', baselineValue: rps(base), note: `p99 ${r.perms.latency.p99} ms` });
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

for (const r of results) console.log(`  ${r.name.padEnd(28)} ${r.value.toFixed(0).padStart(7)} req/s  ${r.note}`);
report('api', results, { seconds: SECONDS, connections: CONNECTIONS });
