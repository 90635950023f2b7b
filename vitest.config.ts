import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';

// The console (machines, services, screens) in jsdom, and the API server against real databases
// (SQLite always; PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set).
//
// Two workers run files side by side (vitest's default on 2 cores is one). Server files share
// nothing: each starts its own app on a fresh SQLite file or PostgreSQL schema in its own temp
// folder, on port 0. The files that share something outside the process (Redis pub/sub channels,
// child server processes killed with -9, two instances on one database) run in the last group,
// one at a time, after everything else (docs/checks.md "What runs beside what").
const serial = [
  'tests/server/auth-cache.test.ts',
  'tests/server/call-relay.test.ts',
  'tests/server/content-lock-sockets.test.ts',
  'tests/server/crash-locks.test.ts',
  'tests/server/crash.test.ts',
  'tests/server/day-cache.test.ts',
  'tests/server/org-revocation-sockets.test.ts',
  'tests/server/realtime-sockets.test.ts',
  'tests/server/release-schedule-instances.test.ts',
  'tests/server/rights-change-instances.test.ts',
  'tests/server/session-end-sockets.test.ts',
  'tests/server/two-instances.test.ts',
];
const consoleFiles = ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'];
// console files that replace modules (vi.mock): isolated, one module graph each
const consoleMocking = ['src/app/route-preload.test.ts', 'src/features/diagrams/statecharts-page.test.tsx'];
// The server files' shared folder of this run, removed at its end (tests/server/run-folder.ts):
// ffprobe answers and ffmpeg covers per file content (they register the same demo clips for
// every suite), and the counts of answers checked against the OpenAPI document
// (tests/server/contract.ts), summed at the end.
const RUN_FOLDER = path.join(os.tmpdir(), `console-vitest-${process.pid}`);
process.env.SERVER_RUN_FOLDER = RUN_FOLDER;
const serverEnv = { MEDIA_TOOL_CACHE: path.join(RUN_FOLDER, 'media-tools'), SERVER_CONTRACT_DIR: path.join(RUN_FOLDER, 'contract') };
const serverFiles = ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    reporters: process.env.CI_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_JSON_DIR}/vitest${process.env.VITEST_REPORT ? `-${process.env.VITEST_REPORT}` : ''}.json` }]]
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
          exclude: serial,
          // names this run's PostgreSQL schemas and drops them at the end
          globalSetup: ['tests/server/pg-schemas.ts', 'tests/server/run-folder.ts'],
          env: serverEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server-serial',
          environment: 'node',
          include: serial,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // turns the kill -9 crash test on when the pieces it needs answer (prints its seed)
          globalSetup: ['tests/server/crash-setup.ts', 'tests/server/pg-schemas.ts', 'tests/server/run-folder.ts'],
          env: serverEnv,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
