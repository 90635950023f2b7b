import { afterAll, beforeAll, inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { connect, type Connection } from '../../server/db/connect.js';
import { copyPgTemplate, dropPgDatabase, pgDatabaseUrl } from './db-template.js';
import { ADMIN_PASSWORD, redisPrefix, serverCalls, type TestServer } from './helpers.js';
import { listen } from './realtime-support.js';

/**
 * Two server instances on ONE store: the same database (SQLite file or PostgreSQL schema), the
 * same DATA_DIR and the same environment (REDIS_URL and a Redis channel prefix of the pair's own,
 * S3_*), the store a copy of the run's template (db-template.ts). Each instance has its own
 * connection, caches, socket hub and Redis clients, as two processes would. Answers them as
 * TestServers (login, call) so the usual helpers work on either.
 */
export async function startPair(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pair-'));
  const config = readConfig({ REDIS_PREFIX: redisPrefix(), ...env, DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIR: path.join(dataDir, 'no-web') });
  const pgUrl = process.env.TEST_DATABASE_URL!;
  let database: string | undefined;
  if (kind === 'postgres') database = await copyPgTemplate(pgUrl, inject('pgTemplate'));
  else fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'test.sqlite'));
  const open = (): Connection =>
    database ? connect({ databaseUrl: pgDatabaseUrl(pgUrl, database) }) : connect({ sqliteFile: path.join(dataDir, 'test.sqlite') });
  const instance = async (): Promise<TestServer> => {
    const connection = open();
    const { app } = await buildApp({ config, connection });
    await app.ready();
    return {
      ...serverCalls(app, config, dataDir),
      async addTenant() {
        throw new Error('not used on a pair');
      },
      async close() {
        await app.close();
        await connection.close();
      },
    };
  };
  // One after the other: the second start finds the store migrated and seeded.
  const a = await instance();
  const b = await instance();
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      if (database) await dropPgDatabase(pgUrl, database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A pair's two instances and the socket base URL each listens on. */
export interface SocketPair {
  a: TestServer;
  b: TestServer;
  wsA: string;
  wsB: string;
}

/**
 * The describe block's pair (startPair with `env`), both instances listening for sockets: the
 * object answered at once is filled in before the block's tests, once each instance's socket hub
 * and rights cache are ready, and the pair is closed after them.
 */
export function suiteSocketPair(kind: 'sqlite' | 'postgres', env: Record<string, string>, timeout = 120_000): SocketPair {
  const sockets = {} as SocketPair;
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;
  beforeAll(async () => {
    pair = await startPair(kind, env);
    const { a, b } = pair;
    Object.assign(sockets, { a, b, wsA: await listen(a.app), wsB: await listen(b.app) });
    await Promise.all([a.app.realtime!.ready(), b.app.realtime!.ready(), a.app.authCache.ready(), b.app.authCache.ready()]);
  }, timeout);
  afterAll(() => pair?.close());
  return sockets;
}

/** Polls `check` until it is true or `withinMs` passed; answers whether it became true. */
export async function eventually(check: () => Promise<boolean>, withinMs = 1_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}
