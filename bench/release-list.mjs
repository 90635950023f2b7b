// The release list at 100,000 releases (docs/content.md). Runs the built server (npm run build
// first) on a fresh SQLite DATA_DIR, and on PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) answers (a throwaway database is created and dropped). The rows are written
// straight into the store (items with their segmented search text, releases in 10 columns), then
// timed through the API with the admin's token:
//   page    GET /api/release?columnId=…&pageIndex=…        (a column's list, pinned first)
//   filter  GET /api/release?type=…&createTime=…           (type and a date range)
//   keyword GET /api/release?keyWord=…                     (Chinese keyword: FTS5 / tsvector)
// Target: p95 < 50 ms each; printed as ratios p95 / 50 ms, with the load average.
//   node bench/release-list.mjs [releases=100000] [queries=60]
import pg from 'pg';
import os from 'node:os';
import { onSqliteAndPostgres, openSqlite, report, timeList } from './lib/common.mjs';
import { searchText } from '../dist-server/server/services/content-search.js';

const RELEASES = Number(process.argv[2] ?? 100000);
const QUERIES = Number(process.argv[3] ?? 60);
const TARGET_MS = 50;
const COLUMNS = 10;

const PLACES = ['城东', '城西', '高新区', '滨江', '开发区', '老城区', '北湖', '南山'];
const TOPICS = ['交通', '教育', '医疗', '文旅', '农业', '科技', '环保', '体育', '民生', '经济'];
const EVENTS = ['发布会', '专项行动', '建设工程', '志愿服务', '文化节', '招聘会', '安全检查', '改造项目'];
const title = (i) => `${PLACES[i % 8]}${TOPICS[(i >> 3) % 10]}${EVENTS[(i >> 5) % 8]}第${i}期报道`;
const body = (i) => `<p>记者从${PLACES[(i >> 2) % 8]}获悉，${TOPICS[i % 10]}领域的${EVENTS[(i >> 4) % 8]}进展顺利，市民反映良好。</p>`;

/** Writes `n` items and their releases into COLUMNS new columns (returns their ids). The demo seed's own stories stay. */
async function fill(store, tenantId, userId, n) {
  const now = Date.now();
  const columns = [];
  for (let c = 0; c < COLUMNS; c++) columns.push(await store.column(tenantId, `栏目${c + 1}`, c + 1, now));
  const BATCH = 500;
  for (let start = 0; start < n; start += BATCH) {
    const items = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const t = now - (n - i) * 60_000;
      const ti = title(i);
      const b = body(i);
      items.push({ i, t, title: ti, body: b, type: (i % 5) + 1, column: columns[i % COLUMNS], search: searchText(ti, '', b) });
    }
    await store.batch(tenantId, userId, items);
  }
  return columns;
}

function sqliteStore(file) {
  const db = openSqlite(file);
  const item = db.prepare(
    "insert into content_items (tenant_id, type, title, summary, body, cover_file_id, link_url, author, source, status, creator_id, created_at, updated_at, views) values (?, ?, ?, '', ?, 0, '', '基准', '基准', 4, ?, ?, ?, 0)",
  );
  const search = db.prepare('insert into content_search (content_id, tenant_id, words, chars) values (?, ?, ?, ?)');
  const fts = db.prepare('insert into content_fts (rowid, words, chars) values (?, ?, ?)');
  const release = db.prepare('insert into releases (tenant_id, content_id, column_id, portal, type, top, order_num, publisher_id, created_at) values (?, ?, ?, ?, ?, 0, ?, ?, ?)');
  return {
    async column(tenantId, name, order, now) {
      return Number(db.prepare("insert into web_columns (tenant_id, portal, parent_id, name, order_num, created_at) values (?, 'web', 0, ?, ?, ?)").run(tenantId, name, order, now).lastInsertRowid);
    },
    async batch(tenantId, userId, items) {
      db.transaction(() => {
        for (const it of items) {
          const id = Number(item.run(tenantId, it.type, it.title, it.body, userId, it.t, it.t).lastInsertRowid);
          search.run(id, tenantId, it.search.words, it.search.chars);
          fts.run(id, it.search.words, it.search.chars);
          release.run(tenantId, id, it.column, 'web', it.type, it.i, userId, it.t + 1000);
        }
      })();
    },
    close: () => db.close(),
  };
}

function pgStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async column(tenantId, name, order, now) {
      const r = await pool.query("insert into web_columns (tenant_id, portal, parent_id, name, order_num, created_at) values ($1, 'web', 0, $2, $3, $4) returning id", [tenantId, name, order, now]);
      return r.rows[0].id;
    },
    async batch(tenantId, userId, items) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const ids = (
          await client.query(
            "insert into content_items (tenant_id, type, title, summary, body, cover_file_id, link_url, author, source, status, creator_id, created_at, updated_at, views) select $1, t, ti, '', b, 0, '', '基准', '基准', 4, $2, c, c, 0 from unnest($3::int[], $4::text[], $5::text[], $6::bigint[]) as x(t, ti, b, c) returning id",
            [tenantId, userId, items.map((i) => i.type), items.map((i) => i.title), items.map((i) => i.body), items.map((i) => i.t)],
          )
        ).rows.map((r) => r.id);
        await client.query('insert into content_search (content_id, tenant_id, words, chars) select id, $1, w, ch from unnest($2::int[], $3::text[], $4::text[]) as x(id, w, ch)', [
          tenantId,
          ids,
          items.map((i) => i.search.words),
          items.map((i) => i.search.chars),
        ]);
        await client.query(
          "insert into releases (tenant_id, content_id, column_id, portal, type, top, order_num, publisher_id, created_at) select $1, id, col, 'web', t, 0, o, $2, c from unnest($3::int[], $4::int[], $5::int[], $6::int[], $7::bigint[]) as x(id, col, t, o, c)",
          [tenantId, userId, ids, items.map((i) => i.column), items.map((i) => i.type), items.map((i) => i.i), items.map((i) => i.t + 1000)],
        );
        await client.query('commit');
      } catch (e) {
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
    async analyze() {
      await pool.query('analyze');
    },
    close: () => pool.end(),
  };
}

/** Fills the store with RELEASES releases and times the three queries through the API. */
async function measure(kind, server, store) {
  const token = await server.login();
  const me = await (await fetch(`${server.url}/api/web-basic/login/back/user`, { method: 'POST', headers: { token } })).json();
  const t0 = performance.now();
  const columns = await fill(store, me.data.webTenId, me.data.webUserId, RELEASES);
  if (store.analyze) await store.analyze();
  const fillS = (performance.now() - t0) / 1000;
  const pages = Math.max(1, Math.floor(RELEASES / COLUMNS / 10));
  const day = (t) => new Date(t).toISOString().slice(0, 10);
  const from = day(Date.now() - RELEASES * 30_000);
  const to = day(Date.now());
  const keywords = ['高新区', '文旅', '志愿服务', '招聘会', '滨江交通', '安全检查进展'];
  const queries = {
    page: (i) => `/api/release?columnId=${columns[i % columns.length]}&pageIndex=${1 + ((i * 7919) % Math.min(pages, 100))}&pageSize=10`,
    filter: (i) => `/api/release?type=${(i % 5) + 1}&createTime=${from},${to}&pageIndex=${1 + (i % 5)}&pageSize=10`,
    keyword: (i) => `/api/release?keyWord=${encodeURIComponent(keywords[i % keywords.length])}&pageIndex=${1 + (i % 3)}&pageSize=10`,
  };
  const results = [];
  for (const [name, url] of Object.entries(queries)) {
    const { p50, p95, total } = await timeList(server.url, token, url, QUERIES, name);
    results.push({
      name: `${kind} ${name} p95`,
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      baseline: `target ${TARGET_MS} ms`,
      baselineValue: TARGET_MS,
      note: `p50 ${Math.round(p50 * 10) / 10} ms, total ${total}, ${RELEASES} releases, fill ${fillS.toFixed(1)} s`,
    });
  }
  return results;
}

const results = await onSqliteAndPostgres('bench_release', { sqlite: sqliteStore, postgres: pgStore }, measure);
for (const r of results) console.log(`${r.name.padEnd(24)} ${String(r.value).padStart(7)} ms  ratio ${(r.value / TARGET_MS).toFixed(2)}  (${r.note})`);
report('release-list', results, { loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100), releases: RELEASES });
