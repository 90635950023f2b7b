// The content list with data scopes applied at 100,000 items (contract "Data scope"), beside the
// same list without a scope in the same run. Runs the built server (npm run build first) on a
// fresh SQLite DATA_DIR, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// answers (a throwaway database is created and dropped). 20 departments are made through the
// API; the items are written straight into the store in bulk (spread over the departments and
// statuses, a few of them the scoped user's own), then timed through the API:
//   all     GET /api/web-publish/content/page?pageIndex=…        as the administrator (scope 1: no filter)
//   scoped  the same, as a user of the preset 编辑 (scope 3: own department, plus own items)
//   all/scoped waiting  the same with status=1 (the review queue's filter)
// Target: the scoped list's p95 < 50 ms; printed as p95 / 50 ms and as scoped / all (same run),
// with the load average.
//   node bench/scoped-list.mjs [items=100000] [queries=60]
import pg from 'pg';
import os from 'node:os';
import { onSqliteAndPostgres, openSqlite, PASSWORD, report, timeList } from './lib/common.mjs';

const ITEMS = Number(process.argv[2] ?? 100000);
const QUERIES = Number(process.argv[3] ?? 60);
const TARGET_MS = 50;
const DEPTS = 20;

const TOPICS = ['交通', '教育', '医疗', '文旅', '农业', '科技', '环保', '体育', '民生', '经济'];

/** A fixed spread of i over [0, n): MurmurHash3's finaliser of (i, salt), one salt per column (the columns are not correlated). */
function spread(i, salt, n) {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return Math.floor(((h >>> 0) / 2 ** 32) * n);
}

/** The rows of item i: department, status (0–5), creator (about one in 97 the scoped user's own). */
const rowOf = (i, depts, adminId, scopedId, now) => ({
  type: (i % 5) + 1,
  title: `${TOPICS[i % 10]}稿件第${i}号`,
  status: spread(i, 1, 6),
  creator: spread(i, 2, 97) === 0 ? scopedId : adminId,
  dept: depts[spread(i, 3, depts.length)],
  t: now - (ITEMS - i) * 30_000,
});

function sqliteStore(file) {
  const db = openSqlite(file);
  const item = db.prepare(
    "insert into content_items (tenant_id, type, title, summary, body, cover_file_id, link_url, author, source, status, creator_id, dept_id, created_at, updated_at, views) values (?, ?, ?, '', '<p>基准正文</p>', 0, '', '基准', '基准', ?, ?, ?, ?, ?, 0)",
  );
  return {
    async batch(tenantId, rows) {
      db.transaction(() => {
        for (const r of rows) item.run(tenantId, r.type, r.title, r.status, r.creator, r.dept, r.t, r.t);
      })();
    },
    async analyze() {
      db.exec('analyze');
    },
    close: () => db.close(),
  };
}

function pgStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async batch(tenantId, rows) {
      await pool.query(
        "insert into content_items (tenant_id, type, title, summary, body, cover_file_id, link_url, author, source, status, creator_id, dept_id, created_at, updated_at, views) select $1, t, ti, '', '<p>基准正文</p>', 0, '', '基准', '基准', s, cr, d, c, c, 0 from unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::bigint[]) as x(t, ti, s, cr, d, c)",
        [tenantId, rows.map((r) => r.type), rows.map((r) => r.title), rows.map((r) => r.status), rows.map((r) => r.creator), rows.map((r) => r.dept), rows.map((r) => r.t)],
      );
    },
    async analyze() {
      await pool.query('analyze');
    },
    close: () => pool.end(),
  };
}

async function api(server, token, method, url, body) {
  const res = await fetch(server.url + url, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Makes the departments and the scoped user, fills the store with ITEMS items and times the four lists. */
async function measure(kind, server, store) {
  const admin = await server.login();
  const me = await api(server, admin, 'POST', '/api/web-basic/login/back/user');
  const depts = [];
  for (let d = 0; d < DEPTS; d++) depts.push((await api(server, admin, 'POST', '/api/weborganization', { name: `基准部门${d + 1}` })).id);
  const roles = (await api(server, admin, 'GET', '/api/web-conf/role/manager/page?pageIndex=1&pageSize=100')).list;
  const editorRole = roles.find((r) => r.name === '编辑');
  if (!editorRole) throw new Error('the preset 编辑 is missing');
  const made = await api(server, admin, 'POST', '/api/user', { account: 'scopebench', name: '范围基准', password: PASSWORD, organizationId: depts[0], roleIds: [editorRole.id] });
  const login = await fetch(`${server.url}/api/web-basic/login/back/remix`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ domainName: 'demo', account: 'scopebench', password: PASSWORD }),
  });
  const scoped = (await login.json()).data.token;

  const t0 = performance.now();
  const now = Date.now();
  const BATCH = 2000;
  for (let start = 0; start < ITEMS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(ITEMS, start + BATCH); i++) rows.push(rowOf(i, depts, me.webUserId, made.id, now));
    await store.batch(me.webTenId, rows);
  }
  await store.analyze();
  const fillS = (performance.now() - t0) / 1000;

  const lists = {
    all: [admin, (i) => `/api/web-publish/content/page?pageIndex=${1 + (i % 20)}&pageSize=10`],
    scoped: [scoped, (i) => `/api/web-publish/content/page?pageIndex=${1 + (i % 20)}&pageSize=10`],
    'all waiting': [admin, (i) => `/api/web-publish/content/page?status=1&pageIndex=${1 + (i % 20)}&pageSize=10`],
    'scoped waiting': [scoped, (i) => `/api/web-publish/content/page?status=1&pageIndex=${1 + (i % 20)}&pageSize=10`],
  };
  const measured = {};
  for (const [name, [token, url]] of Object.entries(lists)) {
    measured[name] = await timeList(server.url, token, url, QUERIES, name);
  }
  const r1 = (x) => Math.round(x * 10) / 10;
  const results = [];
  for (const [scopedName, allName] of [
    ['scoped', 'all'],
    ['scoped waiting', 'all waiting'],
  ]) {
    const s = measured[scopedName];
    const a = measured[allName];
    results.push({
      name: `${kind} ${scopedName} p95`,
      value: r1(s.p95),
      unit: 'ms',
      baseline: `target ${TARGET_MS} ms`,
      baselineValue: TARGET_MS,
      note: `p50 ${r1(s.p50)} ms, total ${s.total} of ${ITEMS}; ${s.p95 < TARGET_MS ? 'met' : 'missed'}; fill ${fillS.toFixed(1)} s`,
    });
    results.push({
      name: `${kind} ${scopedName} vs ${allName}`,
      value: r1(s.p95),
      unit: 'ms',
      baseline: `${allName} p95 (no scope, same run)`,
      baselineValue: r1(a.p95),
      note: `${allName}: p50 ${r1(a.p50)} ms, total ${a.total}`,
    });
  }
  return results;
}

const results = await onSqliteAndPostgres('bench_scope', { sqlite: sqliteStore, postgres: pgStore }, measure);
const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
for (const r of results) console.log(`${r.name.padEnd(36)} ${String(r.value).padStart(7)} ms  ratio ${(r.value / r.baselineValue).toFixed(2)} of ${r.baseline} = ${r.baselineValue} ms  (${r.note})`);
console.log(`load average ${load.join(' ')}`);
report('scoped-list', results, { loadAverage: load, items: ITEMS });
