// First load of the console: the JS and CSS the login page /login/demo loads (gzip -9 of the
// built files, from dist/) and its time to interactive in Chromium (navigation start → the
// account field is visible and enabled, measured by the page's own clock), median of several
// cold loads (new browser context each). Baselines in the same run: the whole build's JS+CSS
// (for size: the share of the app that the first load takes) and a static HTML page with one
// input, served by the same server (for time).
//   node bench/bundle.bench.mjs [runs=7]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { report, startServer } from './lib/common.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run npm run build first');
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
fs.cpSync('dist', webDir, { recursive: true });
fs.writeFileSync(
  path.join(webDir, 'bench-empty.html'),
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>空页面</title></head><body><input placeholder="账号"></body></html>',
);

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const allAssets = (dir) =>
  fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(js|css)$/.test(f)).map((f) => path.join(dir, f));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({ webDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  async function load(urlPath, ready) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = new Set();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (/\.(js|css)$/.test(u.pathname) && r.ok()) assets.add(u.pathname);
    });
    await page.goto(`${server.url}${urlPath}`);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await page.waitForFunction((sel) => !document.querySelector(sel)?.hasAttribute('disabled'), ready);
    const tti = await page.evaluate(() => performance.now());
    await context.close();
    return { tti, assets: [...assets] };
  }

  const login = [];
  const empty = [];
  let assets = [];
  await load('/login/demo', 'input'); // warm the server's file cache
  for (let i = 0; i < RUNS; i++) {
    const l = await load('/login/demo', 'input');
    login.push(l.tti);
    assets = l.assets;
    empty.push((await load('/bench-empty.html', 'input')).tti);
  }
  const files = assets.map((a) => path.join(webDir, a)).filter((f) => fs.existsSync(f));
  const firstLoad = files.reduce((n, f) => n + gzip(f), 0);
  const js = files.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzip(f), 0);
  const whole = allAssets(path.join(webDir, 'assets')).reduce((n, f) => n + gzip(f), 0);
  const results = [
    { name: 'login page JS+CSS (gzip)', value: firstLoad / 1024, unit: 'KiB', baseline: 'whole build JS+CSS', baselineValue: whole / 1024, note: `${files.length} files, JS ${(js / 1024).toFixed(0)} KiB` },
    { name: 'login page time to interactive', value: median(login), unit: 'ms', baseline: 'static HTML, same server', baselineValue: median(empty), note: `median of ${RUNS}, min ${Math.min(...login).toFixed(0)} ms` },
  ];
  for (const r of results) console.log(`  ${r.name.padEnd(32)} ${r.value.toFixed(1)} ${r.unit} (baseline ${r.baselineValue.toFixed(1)} ${r.unit}, ${r.note})`);
  report('bundle', results, { runs: RUNS, files: files.map((f) => path.relative(webDir, f)) });
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
}
