// Vitest globalSetup of the server project: turns the kill -9 crash test (crash.test.ts) on when
// the pieces it needs answer, so `npm test` runs it with no switch of its own:
// - tsx can start a server process (node_modules/.bin/tsx present),
// - a loopback port can be bound,
// - PostgreSQL answers when TEST_DATABASE_URL is set (else the test runs on SQLite only).
// CRASH_TEST=0 turns it off, CRASH_TEST=1 insists (then a missing piece fails the run).
// CRASH_SEED picks the random kill points ('random' for a new seed); the seed is printed.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';

export interface CrashSwitch {
  enabled: boolean;
  reason: string;
  seed: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    crash: CrashSwitch;
  }
}

/** The fixed seed of CI runs; a failure prints the seed that reproduces it. */
export const CRASH_SEED_DEFAULT = 1319;

const ROOT = path.resolve(__dirname, '../..');

function canListen(): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(0, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function crashSwitch(env: NodeJS.ProcessEnv = process.env): Promise<CrashSwitch> {
  const raw = env.CRASH_SEED;
  const seed = raw === 'random' ? Math.floor(Math.random() * 2 ** 31) : raw && /^\d+$/.test(raw) ? Number(raw) : CRASH_SEED_DEFAULT;
  if (env.CRASH_TEST === '0') return { enabled: false, reason: 'CRASH_TEST=0', seed };
  const missing: string[] = [];
  if (!fs.existsSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'))) missing.push('tsx');
  if (!(await canListen())) missing.push('a loopback port');
  if (env.TEST_DATABASE_URL && !(await postgresAnswers(env.TEST_DATABASE_URL))) missing.push('PostgreSQL at TEST_DATABASE_URL');
  if (missing.length && env.CRASH_TEST === '1') throw new Error(`CRASH_TEST=1 but missing: ${missing.join(', ')}`);
  return missing.length ? { enabled: false, reason: `missing ${missing.join(', ')}`, seed } : { enabled: true, reason: 'the pieces answer', seed };
}

export default async function setup(project: TestProject) {
  const crash = await crashSwitch();
  project.provide('crash', crash);
  console.log(crash.enabled ? `crash test on (kill points seed ${crash.seed}; repeat with CRASH_SEED=${crash.seed})` : `crash test off: ${crash.reason}`);
}
