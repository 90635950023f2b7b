// Opens the store: PostgreSQL when DATABASE_URL is a postgres:// address, otherwise SQLite in
// DATA_DIR (WAL, foreign keys, the cached-statement driver of sqlite-driver.ts); PostgreSQL's
// statements with parameters run as named prepared statements (pg-named.ts). Also creates and
// drops the PostgreSQL schemas that keep parallel test runs apart.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database, Db } from './schema.js';
import { CachedSqliteDialect } from './sqlite-driver.js';
import { namingPool } from './pg-named.js';

export type DbKind = 'sqlite' | 'postgres';

// int8 (COUNT(*), bigint columns) arrives as a string from pg; every bigint we store is an
// epoch-ms time or a byte size, well inside Number's exact range.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface Connection {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… switches to PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  /** Told every statement run, with its parameters (SQL_LOG). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/**
 * onQuery appending each statement to `file` as a JSON line {sql, parameters} (SQL_LOG): written
 * before the statement's caller goes on, so a request's statements are all there when it answers.
 */
export function sqlLogTo(file: string | undefined): ConnectOptions['onQuery'] {
  if (!file) return undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return (sql, parameters) =>
    fs.appendFileSync(file, `${JSON.stringify({ sql, parameters }, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}\n`);
}

/** Kysely's log option for onQuery: the statements that ran, failed ones too. */
function queryLog(onQuery: ConnectOptions['onQuery']): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) => onQuery(event.query.sql, event.query.parameters);
}

export function connect(opts: ConnectOptions): Connection {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // An idle pooled connection that PostgreSQL ends (a restart, a failover, an administrator's
    // terminate) is reported on the pool: without a listener node-postgres throws it as an
    // uncaught error and the whole server stops. The pool drops that client and opens a new one
    // on the next query, so it is said and the server goes on.
    pool.on('error', (err) => console.warn(`[db] an idle PostgreSQL connection was closed by the server: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }), log: queryLog(opts.onQuery) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // statement cache and first-come-first-served connection: server/db/sqlite-driver.ts
  const db = new Kysely<Database>({ dialect: new CachedSqliteDialect(sqlite), log: queryLog(opts.onQuery) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** Creates a PostgreSQL schema (for isolated test runs). */
export async function createPgSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema.replace(/"/g, '')}" CASCADE`);
  } finally {
    await client.end();
  }
}
