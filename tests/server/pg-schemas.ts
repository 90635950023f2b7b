// Vitest globalSetup of the server projects: names this run's PostgreSQL test schemas and drops
// them after the run. Files run side by side, and a schema dropped while another file migrates
// can break that migration: Kysely's migrator looks its tables up across every schema
// (information about a table that is being dropped then fails with "schema … does not exist").
// So a test's schema is left in place when its server closes and dropped here, once, at the end.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    pgRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = `t_${randomBytes(3).toString('hex')}_`;
  project.provide('pgRun', run);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [run]);
      for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname.replace(/"/g, '')}" CASCADE`);
    } finally {
      await client.end();
    }
  };
}
