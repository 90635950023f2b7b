import { afterAll, beforeAll, expect, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig, type Config } from '../../server/config.js';
import { connect, type Connection } from '../../server/db/connect.js';
import { buildRepos } from '../../server/plugins/repositories.js';
import { ensureTenant } from '../../server/seed/seed.js';
import { watchContract } from './contract.js';
import { copyPgTemplate, dropPgDatabase, pgDatabaseUrl } from './db-template.js';
import { ADMIN_PASSWORD } from './test-passwords.js';

export { ADMIN_PASSWORD };

/** The databases the server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Logs in and returns the token and user. */
  login(domainName?: string, account?: string, password?: string): Promise<Session>;
  /** A request with the token (and optionally other headers). */
  call(token: string | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Adds a tenant with its admin (password ADMIN_PASSWORD). */
  addTenant(domain: string, name?: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A Redis channel prefix of its own for a test server (or a pair): test files run side by side on
 * one Redis, and a frame published by one file's server must not reach another's.
 */
export const redisPrefix = () => `test-${randomBytes(6).toString('hex')}`;

/**
 * A real server on a fresh database of the given kind, with a temporary DATA_DIR. The database is
 * a copy of the run's migrated and seeded template (tests/server/db-template.ts); the server
 * migrates and seeds it at start like any other, finding nothing left to do.
 */
export async function startServer(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const config = readConfig({ REDIS_PREFIX: redisPrefix(), ...env, DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIR: path.join(dataDir, 'no-web') });
  let connection: Connection;
  let database: string | undefined;
  const pgUrl = process.env.TEST_DATABASE_URL!;
  if (kind === 'postgres') {
    database = await copyPgTemplate(pgUrl, inject('pgTemplate'));
    connection = connect({ databaseUrl: pgDatabaseUrl(pgUrl, database) });
  } else {
    const file = path.join(dataDir, 'test.sqlite');
    fs.copyFileSync(inject('sqliteTemplate'), file);
    connection = connect({ sqliteFile: file });
  }
  const { app } = await buildApp({ config, connection });
  const contract = watchContract(app);
  await app.ready();

  const server: TestServer = {
    ...serverCalls(app, config, dataDir),
    async addTenant(domain, name = domain) {
      const r = await ensureTenant(buildRepos(connection.db), domain, name, ADMIN_PASSWORD);
      return r.tenantId;
    },
    async close() {
      await app.close();
      await connection.close();
      if (database) await dropPgDatabase(pgUrl, database);
      fs.rmSync(dataDir, { recursive: true, force: true });
      contract.settle();
    },
  };
  return server;
}

export type Session = { token: string; webTenId: number; webUserId: number };

/** The app, its config and data folder, with login and call on it (what a single server and a pair share). */
export function serverCalls(app: FastifyInstance, config: Config, dataDir: string): Pick<TestServer, 'app' | 'config' | 'dataDir' | 'login' | 'call'> {
  return {
    app,
    config,
    dataDir,
    async login(domainName = 'demo', account = 'admin', password = ADMIN_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/web-basic/login/back/remix',
        payload: new URLSearchParams({ domainName, account, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login failed: ${res.body}`);
      return body.data;
    },
    call(token, opts) {
      const headers = { platform: '1', msgId: 'test', ...(token ? { token } : {}), ...(opts.headers ?? {}) };
      const payload = opts.payload;
      if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload) && !(opts.headers && 'content-type' in opts.headers)) {
        return app.inject({
          ...opts,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
        });
      }
      return app.inject({ ...opts, headers });
    },
  };
}

/**
 * The describe block's server: the object answered at once is filled in before the block's tests
 * (started on a fresh database of the given kind) and closed after them.
 */
export function suiteStart(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}, timeout?: number): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(kind, env));
  }, timeout);
  afterAll(() => server.close?.());
  return server;
}

/**
 * A login on the suite's server, filled in before the tests (after `suiteStart`'s hook): the demo
 * admin by default. With `newTenant`, that tenant is added first (its admin has ADMIN_PASSWORD).
 */
export function suiteLogin(server: TestServer, domainName = 'demo', account = 'admin', password = ADMIN_PASSWORD, newTenant?: string): Session {
  const session = {} as Session;
  beforeAll(async () => {
    if (newTenant !== undefined) await server.addTenant(domainName, newTenant || domainName);
    Object.assign(session, await server.login(domainName, account, password));
  });
  return session;
}

/** The admin of a second tenant added for the suite (tenant-isolation checks). */
export function suiteOtherTenant(server: TestServer, domainName = 'other', name = ''): Session {
  return suiteLogin(server, domainName, 'admin', ADMIN_PASSWORD, name);
}

/**
 * Calls under one API prefix as a user: GET, a form POST (values sent as strings), the token the
 * session's unless another is given; `data` expects code 200 and answers the envelope's data.
 */
export function formApi(server: TestServer, prefix: string, session: Session) {
  return {
    get: (url: string, token = session.token) => server.call(token, { method: 'GET', url: prefix + url }),
    post: (url: string, payload: Record<string, string | number> = {}, token = session.token) =>
      server.call(token, { method: 'POST', url: prefix + url, payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }),
    async data(p: Promise<{ json(): any }>) {
      const body = (await p).json();
      expect(body.code, JSON.stringify(body)).toBe(200);
      return body.data;
    },
  };
}

/**
 * One server for the whole describe block: started before its tests (then `ready` gets it and
 * the demo admin's login, e.g. to keep them or add users), closed after them.
 */
export function suiteServer(
  kind: 'sqlite' | 'postgres',
  ready: (server: TestServer, admin: Session) => void | Promise<void>,
  env: Record<string, string> = {},
  timeout?: number,
) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(kind, env);
    await ready(server, await server.login());
  }, timeout);
  afterAll(() => server?.close());
}
