import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// End-to-end tests drive Debian's Chromium against the real built server (npm run build first;
// `npm run test:e2e` does). The run uses E2E_WORKERS parallel workers (default 3); each worker
// slot has a stage of its own: its own server on its own port, its own validating proxy and its
// own DATA_DIR (a fresh database seeded at start). Workers never share a server, a database or a
// rate-limit bucket, so they cannot see each other's data. A worker slot keeps its stage for the
// whole run (a worker restarted after a failure continues on the same stage, as one worker did).
//
// The main process chooses the ports and folders once; the worker processes re-read this file
// with TEST_PARALLEL_INDEX set and take their slot's port and folder (the specs read them from
// E2E_PORT and E2E_DATA_DIR, as before).
// Three on two cores: a test spends part of its time waiting (a screen's quiet window, a server's
// answer), and a third worker fills those waits. Measured 2026-12-06 on the whole stage alone:
// 2 workers 700 s with both cores 66 % busy, 3 workers 595 s at 85 % (docs/checks.md).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
// below the kernel's ephemeral range (32768 and up), so a port-0 listener of the server tests
// running beside it can never take one of these
process.env.E2E_BASE_PORT ??= String(20000 + (process.pid % 600) * 20);
process.env.E2E_ROOT ??= fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
export const E2E_ADMIN_PASSWORD = 'Admin_123';
const basePort = Number(process.env.E2E_BASE_PORT);
const root = process.env.E2E_ROOT;

/** A worker slot's stage: the proxy the browser talks to on `port`, the server on `port + 1`. */
function slot(index: number) {
  const port = basePort + index * 20;
  const dataDir = path.join(root, `slot-${index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  return { port, serverPort: port + 1, dataDir, report: path.join(root, `contract-violations-${index}.jsonl`) };
}
// The browser talks to a validating proxy (tests/e2e/support/contract-proxy.mjs) that checks every
// JSON answer against the server's OpenAPI document; contract-teardown.ts sums every slot's report.
const slots = Array.from({ length: E2E_WORKERS }, (_, i) => slot(i));
process.env.CONTRACT_REPORTS = slots.map((s) => s.report).join(path.delimiter);
// The servers serve a private copy of the build, so a rebuild during the run changes nothing.
const webDir = path.join(root, 'web');
if (!fs.existsSync(webDir) && fs.existsSync('dist')) fs.cpSync('dist', webDir, { recursive: true });
process.env.E2E_WEB_DIR = webDir;

const mine = slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]!;
process.env.E2E_PORT = String(mine.port);
process.env.E2E_DATA_DIR = mine.dataDir;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
const stages = slots.flatMap((s): WebServer[] => [
  {
    command: 'node dist-server/server/main.js',
    url: `http://127.0.0.1:${s.serverPort}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(s.serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: s.dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      // the live signal checker reads the playlists tests/e2e/live-signal.spec.ts writes (docs/signal.md)
      SIGNAL_HLS_DIR: path.join(s.dataDir, 'hls'),
    },
  },
  {
    command: `node tests/e2e/support/contract-proxy.mjs ${s.port} ${s.serverPort}`,
    url: `http://127.0.0.1:${s.port}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { CONTRACT_REPORT: s.report },
  },
]);

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's whole budget. Every wait inside it has its own (expect: 10 s), so a hang still fails
  // at the step that hangs; the budget only has to outlast a long scenario on a slow machine of
  // this size (on one, 2026-12-06, nine tests of the default budget took 38–45 s and one 65 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: process.env.CI_JSON_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_JSON_DIR}/playwright.json` }]]
    : [['list']],
  outputDir: `.test-output/e2e-${basePort}`,
  use: {
    baseURL: `http://127.0.0.1:${mine.port}`,
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // Fluent UI honours prefers-reduced-motion: dialogs, menus and toasts appear without their
    // enter/leave animations, so a test waits for no animation and axe measures settled colours
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // No trace by default: recording one (a DOM snapshot per action) made the tests a quarter
    // slower (measured: org + content specs 180 s → 140 s) although a passing test's trace is
    // thrown away. A failing test keeps its screenshot and page snapshot (error-context.md);
    // E2E_TRACE=retain-on-failure npx playwright test <file> records the trace to replay it.
    trace: { mode: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  globalTeardown: './tests/e2e/support/contract-teardown.ts',
  webServer: stages,
});
