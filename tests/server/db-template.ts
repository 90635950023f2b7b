// Vitest globalSetup of the server projects: one migrated-and-seeded database per run, copied for
// every test server instead of migrating and seeding each from scratch (0.5 s on SQLite, about
// 2 s on PostgreSQL, for each of a few hundred servers). SQLite: a file copied per server.
// PostgreSQL: a template database, each server gets `CREATE DATABASE … TEMPLATE` (its own
// database, dropped when it closes; leftovers and the template are dropped at the end of the run).
// Every server still runs the migrations and the seed on its copy at start, and both find
// nothing left to do, so the copy is exactly what a fresh start would have built.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect.js';
import { migrate } from '../../server/migrations/index.js';
import { buildRepos } from '../../server/plugins/repositories.js';
import { seed } from '../../server/seed/seed.js';
import { ADMIN_PASSWORD, PLATFORM_PASSWORD } from './test-passwords.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded SQLite file of this run. */
    sqliteTemplate: string;
    /** The PostgreSQL template database of this run ('' without TEST_DATABASE_URL); copies are named with it as prefix. */
    pgTemplate: string;
  }
}

/** The connection string of another database on the same PostgreSQL server. */
export function pgDatabaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, queries: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const q of queries) await client.query(q);
  } finally {
    await client.end();
  }
}

async function build(conn: ReturnType<typeof connect>): Promise<void> {
  try {
    await migrate(conn.db);
    await seed(buildRepos(conn.db), ADMIN_PASSWORD, PLATFORM_PASSWORD);
  } finally {
    await conn.close();
  }
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-template-'));
  const sqliteTemplate = path.join(folder, 'template.sqlite');
  await build(connect({ sqliteFile: sqliteTemplate }));
  project.provide('sqliteTemplate', sqliteTemplate);

  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = url ? `tpl_${randomBytes(4).toString('hex')}` : '';
  if (url) {
    await adminQuery(url, [`CREATE DATABASE "${pgTemplate}"`]);
    await build(connect({ databaseUrl: pgDatabaseUrl(url, pgTemplate) }));
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [pgTemplate]);
      // the copies first (named with the template's name as prefix), the template last
      for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}

/** A copy of the run's PostgreSQL template as a database of its own; answers its name. */
export async function copyPgTemplate(url: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, [`CREATE DATABASE "${name}" TEMPLATE "${template}"`]);
  return name;
}

export async function dropPgDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
