import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the console (machines, services, screens) in jsdom, and the API server
// against real databases (SQLite always; PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set).
export default defineConfig({
  test: {
    reporters: process.env.CI_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_JSON_DIR}/vitest.json` }]]
      : ['default'],
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // prints the path-coverage table of tests/model after the run
          globalSetup: ['tests/model/coverage-summary.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // turns the kill -9 crash test on when the pieces it needs answer (prints its seed)
          globalSetup: ['tests/server/crash-setup.ts'],
        },
      },
    ],
  },
});
