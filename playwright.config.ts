import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// End-to-end tests drive Debian's Chromium against the real built server (npm run build first;
// `npm run test:e2e` does). The server gets a free port and a fresh DATA_DIR for the run; both
// are chosen once in the main process and inherited by the workers through the environment.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
export const E2E_ADMIN_PASSWORD = 'Admin_123';
const port = Number(process.env.E2E_PORT);
// The browser talks to a validating proxy on `port` (tests/e2e/support/contract-proxy.mjs) that
// checks every JSON answer against the server's OpenAPI document; the server itself is on port + 1.
const serverPort = port + 1;
process.env.CONTRACT_REPORT ??= path.join(process.env.E2E_DATA_DIR, 'contract-violations.jsonl');
// The server serves a private copy of the build, so a rebuild during the run changes nothing.
const webDir = path.join(process.env.E2E_DATA_DIR, 'web');
if (!fs.existsSync(webDir) && fs.existsSync('dist')) fs.cpSync('dist', webDir, { recursive: true });
process.env.E2E_WEB_DIR = webDir;

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

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI_JSON_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_JSON_DIR}/playwright.json` }]]
    : [['list']],
  outputDir: `.test-output/e2e-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  globalTeardown: './tests/e2e/support/contract-teardown.ts',
  webServer: [
    {
      command: 'node dist-server/server/main.js',
      url: `http://127.0.0.1:${serverPort}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        WEB_DIR: webDir,
        LOG_LEVEL: 'warn',
        LOGIN_MAX_FAILURES: '1000',
      },
    },
    {
      command: `node tests/e2e/support/contract-proxy.mjs ${port} ${serverPort}`,
      url: `http://127.0.0.1:${port}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { CONTRACT_REPORT: process.env.CONTRACT_REPORT },
    },
  ],
});
