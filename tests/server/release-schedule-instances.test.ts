// A scheduled release fires once whichever instance is up: after the server that scheduled it
// is closed and another started on the same store before its time (SQLite file, PostgreSQL
// schema), and with two instances on one PostgreSQL database racing for the same due jobs
// (their pollers, and runDueJobs called on both at once). Real short times: the pollers run
// every 25 ms (SCHEDULE_POLL_MS); the tests await the public page instead of sleeping.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { connect, createPgSchema, type Connection } from '../../server/db/connect.js';
import { runDueJobs } from '../../server/services/scheduled-jobs.js';
import { ADMIN_PASSWORD, databases, serverCalls, type TestServer } from './helpers.js';
import { eventually, startPair } from './pair-support.js';

const ENV = { SCHEDULE_POLL_MS: '25' };

/** One store (a SQLite file or a PostgreSQL schema, one DATA_DIR) on which servers are started one after the other. */
async function store(kind: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-restart-'));
  const config = readConfig({ ...ENV, DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIR: path.join(dataDir, 'no-web') });
  const schema = kind === 'postgres' ? `${inject('pgRun')}${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await createPgSchema(process.env.TEST_DATABASE_URL!, schema);
  return {
    async start(): Promise<TestServer> {
      const connection: Connection = schema
        ? connect({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema })
        : connect({ sqliteFile: path.join(dataDir, 'test.sqlite') });
      const { app } = await buildApp({ config, connection });
      await app.ready();
      return {
        ...serverCalls(app, config, dataDir),
        addTenant: async () => 0,
        async close() {
          await app.close();
          await connection.close();
        },
      };
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The demo admin's calls on a server: an approved document, a column, a release. */
function newsroom(s: TestServer, token: string) {
  const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    s.call(token, { method, url, ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}) });
  const data = async (p: ReturnType<typeof json>) => {
    const res = await p;
    const body = res.json();
    if (body.code !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return body.data;
  };
  return {
    json,
    column: async (name: string) => (await data(json('POST', '/api/release/webcolumn', { name, portal: 'web' }))).id as number,
    async approved(title: string) {
      const { id } = await data(json('POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>正文</p>' }));
      await data(s.call(token, { method: 'POST', url: '/api/web-publish/content/submit', payload: { id: String(id) } }));
      await data(s.call(token, { method: 'POST', url: '/api/web-publish/content/review', payload: { id: String(id), pass: '1', opinion: '' } }));
      return id as number;
    },
    /** `n` approved documents titled `${title} 0`, `${title} 1`, … (made one after another). */
    async approvedMany(title: string, n: number) {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 1) ids.push(await this.approved(`${title} ${i}`));
      return ids;
    },
    schedule: (ids: number[], columnId: number, publishAt: number) => data(json('PUT', `/api/release/${ids.join(',')}&${columnId}&1?publishAt=${publishAt}`)),
    /** How many times the item's history says 发布. */
    async fired(id: number) {
      const list = (await data(json('GET', `/api/web-publish/content/revisions?id=${id}`))).list as { note: string }[];
      return list.filter((r) => r.note === '发布').length;
    },
  };
}

const isPublic = async (s: TestServer, id: number) => (await s.call(undefined, { method: 'GET', url: `/api/web-publish/news/${id}` })).statusCode === 200;

describe.each(databases)('a scheduled release across a restart (%s)', (kind) => {
  it('the server that scheduled it is closed; the next one started before its time fires it once', async () => {
    const st = await store(kind);
    try {
      const first = await st.start();
      const admin = await first.login();
      const room = newsroom(first, admin.token);
      const column = await room.column('重启前定时');
      const id = await room.approved('重启之间到点的稿件');
      const publishAt = Date.now() + 1_500;
      await room.schedule([id], column, publishAt);
      expect(await isPublic(first, id)).toBe(false);
      await first.close();

      const second = await st.start();
      try {
        expect(await eventually(() => isPublic(second, id), 15_000)).toBe(true);
        expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
        const room2 = newsroom(second, (await second.login()).token);
        expect(await room2.fired(id)).toBe(1);
        expect(await second.app.repos.scheduledJobs.nextDue()).toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      st.remove();
    }
  }, 60_000);

  it('work that came due while no server ran fires when the next one starts', async () => {
    const st = await store(kind);
    try {
      const first = await st.start();
      const room = newsroom(first, (await first.login()).token);
      const column = await room.column('停机期间到点');
      const id = await room.approved('停机期间到点的稿件');
      await room.schedule([id], column, Date.now() + 300);
      await first.close();
      await new Promise((r) => setTimeout(r, 400)); // no server runs while it comes due
      const second = await st.start();
      try {
        expect(await eventually(() => isPublic(second, id), 10_000)).toBe(true);
        expect(await newsroom(second, (await second.login()).token).fired(id)).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      st.remove();
    }
  }, 60_000);
});

const pg = process.env.TEST_DATABASE_URL;
describe.skipIf(!pg)('two instances on one PostgreSQL database race for the scheduled releases', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair('postgres', ENV);
  }, 120_000);
  afterAll(() => pair?.close());

  it('their pollers fire each scheduled release once', async () => {
    const { a, b } = pair;
    const room = newsroom(a, (await a.login()).token);
    const column = await room.column('两台竞争');
    const ids = await room.approvedMany('两台竞争的稿件', 6);
    await room.schedule(ids, column, Date.now() + 800);
    for (const id of ids) expect(await isPublic(b, id)).toBe(false);
    expect(await eventually(async () => (await Promise.all(ids.map((id) => isPublic(b, id)))).every(Boolean), 15_000)).toBe(true);
    for (const id of ids) expect(await room.fired(id)).toBe(1);
    expect(await a.app.repos.scheduledJobs.nextDue()).toBeNull();
  }, 60_000);

  it('runDueJobs on both at once: every job runs on exactly one of them', async () => {
    const { a, b } = pair;
    const room = newsroom(b, (await b.login()).token);
    const column = await room.column('同时执行');
    const ids = await room.approvedMany('同时执行的稿件', 8);
    // Far ahead, so that only the calls below (with that time) find them due.
    const publishAt = Date.now() + 3_600_000;
    for (const id of ids) await room.schedule([id], column, publishAt);
    const runs = await Promise.all([runDueJobs(a.app, publishAt), runDueJobs(b.app, publishAt), runDueJobs(a.app, publishAt), runDueJobs(b.app, publishAt)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(ids.length);
    for (const id of ids) expect(await room.fired(id)).toBe(1);
    for (const id of ids) expect(await isPublic(a, id)).toBe(true);
  }, 60_000);
});
