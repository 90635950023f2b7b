import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';

// The console (machines, services, screens) in jsdom, and the API server against real databases
// (SQLite always; PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set).
//
// Two workers run files side by side (vitest's default on 2 cores is one). Server files share
// nothing: each starts its own app on its own copy of the run's migrated and seeded database
// (tests/server/db-template.ts) in its own temp folder, on port 0, with Redis channels of its own
// (REDIS_PREFIX); the kill -9 crash files start child servers on ports of their own
// (docs/checks.md "What runs beside what").
const consoleFiles = ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'];
// console files that replace modules (vi.mock): isolated, one module graph each
const consoleMocking = ['src/app/route-preload.test.ts', 'src/features/diagrams/statecharts-page.test.tsx'];
// The server files' shared folder of this run, removed at its end (tests/server/run-folder.ts):
// ffprobe answers and ffmpeg covers per file content (they register the same demo clips for
// every suite), and the counts of answers checked against the OpenAPI document
// (tests/server/contract.ts), summed at the end.
const RUN_FOLDER = path.join(os.tmpdir(), `console-vitest-${process.pid}`);
process.env.SERVER_RUN_FOLDER = RUN_FOLDER;
// Passwords hashed by the server tests (the template database's seed included: the variable is
// set before the global setups run) use scrypt N=1024 instead of 16384; server/lib/passwords.ts
// honours it only under NODE_ENV=test, and its own test proves the production cost.
process.env.TEST_PASSWORD_SCRYPT_N ??= '1024';
const serverEnv = { MEDIA_TOOL_CACHE: path.join(RUN_FOLDER, 'media-tools'), SERVER_CONTRACT_DIR: path.join(RUN_FOLDER, 'contract') };
const serverFiles = ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    reporters: process.env.CI_JSON_DIR
      ? [
          'default',
          ['json', { outputFile: `${process.env.CI_JSON_DIR}/vitest${process.env.VITEST_REPORT ? `-${process.env.VITEST_REPORT}` : ''}.json` }],
          // errors outside any test, printed again in the closing summary of scripts/test.mjs
          './tests/support/unhandled-errors-reporter.ts',
        ]
      : ['default'],
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: consoleFiles,
          exclude: consoleMocking,
          // One module graph per worker, not per file: React, Fluent UI and XState are imported once
          // per worker instead of once per file (most of this project's time). The DOM, storage and
          // cookies are still reset after every test (src/test-setup.ts); files that replace
          // modules with vi.mock run in the isolated project below, where a mock cannot leak.
          isolate: false,
          setupFiles: ['src/test-setup.ts'],
          // prints the path-coverage table of tests/model after the run
          globalSetup: ['tests/model/coverage-summary.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console-mocks',
          environment: 'jsdom',
          include: consoleMocking,
          setupFiles: ['src/test-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: serverFiles,
          // one module graph per worker, not per file: the server, Fastify, Kysely and the AWS SDK
          // are imported once per worker instead of once per file. Every file still builds its
          // own apps on its own databases; module state is per-app or a cache keyed by input.
          isolate: false,
          // the run's PostgreSQL schemas (dropped at the end), its template databases, its shared
          // folder; and the kill -9 crash test turned on when the pieces it needs answer
          globalSetup: ['tests/server/crash-setup.ts', 'tests/server/pg-schemas.ts', 'tests/server/db-template.ts', 'tests/server/run-folder.ts'],
          env: serverEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
