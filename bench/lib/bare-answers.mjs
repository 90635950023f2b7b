// The baselines of bench/api.bench.mjs, in a process of their own: a bare Fastify server that, for
// call i, answers `/raw/<i>` by running the statements the console's server ran for that call
// (captured with SQL_LOG) as prepared statements on the same database — the raw limit of the same
// SQL — and `/bytes/<i>` with the very bytes the console's server answered.
//   node bench/lib/bare-answers.mjs <spec.json>     prints `listening <port>`
// spec.json: { sqliteFile | databaseUrl, calls: [{ statements: [{ sql, parameters }], body (base64), contentType }] }
import fs from 'node:fs';
import Fastify from 'fastify';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = Fastify();

/** Runs one call's statements; resolves with their rows. */
let run;
if (spec.databaseUrl) {
  const { default: pg } = await import('pg');
  // the console's server keeps 10 connections too (server/db/connect.ts); named statements are
  // prepared once per connection
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: 10 });
  run = (i, statements) =>
    Promise.all(statements.map((s, j) => pool.query({ name: `c${i}s${j}`, text: s.sql, values: s.parameters }).then((r) => r.rows)));
  app.addHook('onClose', () => pool.end());
} else {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(spec.sqliteFile);
  db.pragma('busy_timeout = 5000');
  const prepared = spec.calls.map((c) => c.statements.map((s) => db.prepare(s.sql)));
  run = async (i, statements) => prepared[i].map((st, j) => (st.reader ? st.all(...statements[j].parameters) : st.run(...statements[j].parameters)));
}

spec.calls.forEach((call, i) => {
  const body = Buffer.from(call.body, 'base64');
  app.get(`/bytes/${i}`, (_req, reply) => reply.header('content-type', call.contentType).send(body));
  app.get(`/raw/${i}`, async (_req, reply) => {
    const data = await run(i, call.statements);
    return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
