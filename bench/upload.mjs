// Chunked upload throughput and server memory (docs/upload.md). Runs the built server (npm run
// build first) as a child process on a fresh DATA_DIR, makes a random-ish file (default 1 GiB),
// then:
//   1. native MD5 of the file (node:crypto, streamed)            — the hashing limit
//   2. the same bytes POSTed in the same chunking (10 MiB, 3 in flight) to a bare Node HTTP
//      server — not ours — that writes each chunk at its offset into one preallocated file
//      (bench/lib/bare-upload-server.mjs)                          — the transfer limit
//   3. Chromium reading the same file, chosen in a page of our server, without hashing (10 MiB
//      slices 3 in flight, and stream(): the faster)                 — the read floor
//      then the console in Chromium: /upload, choose the file, until 上传成功 (worker MD5, chunk
//      MD5s, chunk/check + upload/chunk, merge, save), its hash phase timed apart
//   4. tus-js-client → @tus/server (FileStore) on the same machine, 10 MiB chunks, no MD5
// and samples the server's RSS and the tab's JS heap (CDP Runtime.getHeapUsage) during the console
// upload, then checks that no chunk file is left in DATA_DIR/uploads. Prints ratios against the
// same-run limits with met/missed (the browser's floor — 2 × the Chromium read, since the protocol
// hashes the whole file before sending it, + the bare upload — at least 90% of the console's time;
// also against native MD5 + bare upload, ≤ 1.5× tus;
// RSS growth < 100 MB and tab heap < 300 MB). With 5 GiB or more it saves a screenshot of the
// upload manager halfway (docs/screenshots/upload-<n>gib.png).
//   node bench/upload.mjs [GiB]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { Server as TusServer } from '@tus/server';
import { FileStore } from '@tus/file-store';
import * as tus from 'tus-js-client';
import { PASSWORD, freePort, report, rssKb, startServer } from './lib/common.mjs';
import { bareUpload, startBareUploadServer } from './lib/bare-upload-server.mjs';

const GIB = Number(process.argv[2] ?? 1);
const SIZE = Math.round(GIB * 1024 * 1024 * 1024);
const CHUNK = 10 * 1024 * 1024;
const rssMb = (pid) => rssKb(pid) / 1024;
const seconds = (t0) => (performance.now() - t0) / 1000;

// ---- the file
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const file = path.join(tmp, 'bench.mp4');
{
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < SIZE / block.length; i += 1) {
    block.writeUInt32LE(i, 0);
    fs.writeSync(fd, block);
  }
  fs.closeSync(fd);
}

async function md5File(start = 0, end = SIZE) {
  const hash = createHash('md5');
  for await (const buf of fs.createReadStream(file, { start, end: end - 1, highWaterMark: 4 << 20 })) hash.update(buf);
  return hash.digest('hex');
}

// ---- the server
// BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
const server = await startServer({ webDir: path.resolve('dist'), nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [] });
const base = server.url;
const rssStart = rssMb(server.pid);

try {
  // 1. native MD5
  let t0 = performance.now();
  await md5File();
  const tMd5 = seconds(t0);

  // 2. the same bytes in the same chunking to a bare server writing them at their offsets
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const barePort = await freePort();
  const bare = await startBareUploadServer(bareDir, barePort);
  t0 = performance.now();
  try {
    await bareUpload({ port: barePort, file, total: SIZE, chunk: CHUNK, inFlight: 3 });
  } finally {
    await bare.close();
  }
  const tRaw = seconds(t0);
  if (fs.statSync(path.join(bareDir, 'bare.bin')).size !== SIZE) throw new Error('bare upload: wrong size');
  fs.rmSync(bareDir, { recursive: true, force: true });

  // 3. the console in Chromium, with the server's RSS sampled
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: base });
  await page.goto('/login/demo');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto('/upload');
  await page.getByRole('button', { name: /请选择文件库/ }).click();
  await page.getByRole('menuitemradio', { name: '公共资源库' }).click();
  // 3a. Chromium's read floor: the same file chosen in a page of our server and read whole without
  // hashing, (i) as the hash pass reads it (10 MiB slices, `arrayBuffer()`, 3 in flight) and (ii)
  // as one `stream()`; the faster is the read time. The protocol hashes the whole file before the
  // first chunk and then reads each chunk again to send it, so the console's floor is two such
  // reads plus the bare upload above.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    input.dataset.testid = 'bench-read-input';
    document.body.append(input);
  });
  await page.getByTestId('bench-read-input').setInputFiles(file);
  const readSlices = await page.evaluate(async (chunk) => {
    const f = document.querySelector('[data-testid="bench-read-input"]').files[0];
    const t = performance.now();
    let next = 0;
    let bytes = 0;
    const count = Math.ceil(f.size / chunk);
    const reader = async () => {
      while (next < count) {
        const n = next++;
        const buf = await f.slice(n * chunk, Math.min(f.size, (n + 1) * chunk)).arrayBuffer();
        bytes += buf.byteLength;
      }
    };
    await Promise.all([reader(), reader(), reader()]);
    return { ms: performance.now() - t, bytes };
  }, CHUNK);
  const readStream = await page.evaluate(async () => {
    const f = document.querySelector('[data-testid="bench-read-input"]').files[0];
    const t = performance.now();
    let bytes = 0;
    const r = f.stream().getReader();
    for (;;) {
      const { done, value } = await r.read();
      if (done) break;
      bytes += value.byteLength;
    }
    return { ms: performance.now() - t, bytes };
  });
  if (readSlices.bytes !== SIZE || readStream.bytes !== SIZE) throw new Error(`read floor: read ${readSlices.bytes} / ${readStream.bytes} of ${SIZE} bytes`);
  await page.evaluate(() => document.querySelector('[data-testid="bench-read-input"]').remove());
  const tRead = Math.min(readSlices.ms, readStream.ms) / 1000;
  // the row's status changes (解析中 = hashing, then 上传中 …) with their times, for the phases
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.benchStatus = [];
    let last = '';
    new MutationObserver(() => {
      const s = document.querySelector('[data-testid="upload-row"]')?.getAttribute('data-status') ?? '';
      if (s !== last) w.benchStatus.push([(last = s), performance.now()]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  });
  const cdp = await page.context().newCDPSession(page);
  const heapMb = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;
  const rss0 = rssMb(server.pid);
  let rssPeak = rss0;
  let heapPeak = await heapMb();
  const heap0 = heapPeak;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
    heapMb().then((h) => (heapPeak = Math.max(heapPeak, h)), () => {});
  }, 200);
  const pageT0 = await page.evaluate(() => performance.now());
  t0 = performance.now();
  // setInputFiles hands Chromium the path (no copy through the protocol), so 10 GiB works
  await page.getByTestId('uploader-input').setInputFiles(file);
  let shot = null;
  if (GIB >= 5) {
    // the upload manager halfway through, for the record (a screenshot during the big run)
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="upload-row"] [role="progressbar"][aria-label="上传进度"]')?.getAttribute('aria-valuenow') ?? 0) >= 0.5, null, { timeout: 30 * 60_000, polling: 1000 }).catch(() => {});
    shot = path.resolve(`docs/screenshots/upload-${GIB}gib.png`);
    await page.screenshot({ path: shot });
  }
  await page.locator('[data-testid="upload-row"][data-status="success"]').waitFor({ timeout: 60 * 60_000 });
  const tConsole = seconds(t0);
  clearInterval(sampler);
  /** Seconds from the file's choice to the end of hashing (the row leaves 解析中). */
  const statuses = await page.evaluate(() => /** @type {any} */ (window).benchStatus);
  const hashEnd = statuses.find(([label], i) => i > 0 && statuses[i - 1][0] === 'analysis' && label !== 'analysis');
  const tHash = hashEnd ? (hashEnd[1] - pageT0) / 1000 : NaN;
  await browser.close();
  // no chunk file or part file may be left once the upload is complete
  const leftovers = fs.existsSync(path.join(server.dataDir, 'uploads')) ? fs.readdirSync(path.join(server.dataDir, 'uploads'), { recursive: true }).filter((f) => fs.statSync(path.join(server.dataDir, 'uploads', String(f))).isFile()) : [];

  // 4. tus-js-client → @tus/server
  const tusDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tus-'));
  const tusServer = new TusServer({ path: '/files', datastore: new FileStore({ directory: tusDir }) });
  const tusHttp = http.createServer((req, res) => void tusServer.handle(req, res));
  const tusPort = await freePort();
  await new Promise((r) => tusHttp.listen(tusPort, '127.0.0.1', r));
  t0 = performance.now();
  await new Promise((resolve, reject) => {
    const up = new tus.Upload(fs.createReadStream(file), {
      endpoint: `http://127.0.0.1:${tusPort}/files`,
      chunkSize: CHUNK,
      uploadSize: SIZE,
      metadata: { filename: 'bench.mp4' },
      onError: reject,
      onSuccess: resolve,
    });
    up.start();
  });
  const tTus = seconds(t0);
  tusHttp.close();
  fs.rmSync(tusDir, { recursive: true, force: true });

  const mib = SIZE / 1024 / 1024;
  const limit = tMd5 + tRaw;
  /** The browser's floor: the file read twice in Chromium (hash pass, then the chunks to send) plus the bare upload. */
  const floor = 2 * tRead + tRaw;
  const load = os.loadavg()[0].toFixed(1);
  const met = (ok) => (ok ? 'met' : 'missed');
  const ofLimit = limit / tConsole;
  const ofFloor = floor / tConsole;
  const vsTus = tConsole / tTus;
  const rssGrowth = rssPeak - rssStart;
  const lines = [
    `file: ${mib} MiB, ${os.cpus().length} CPUs, load ${load}`,
    `native MD5:               ${tMd5.toFixed(1)} s (${(mib / tMd5).toFixed(0)} MiB/s)`,
    `bare server upload:       ${tRaw.toFixed(1)} s (${(mib / tRaw).toFixed(0)} MiB/s; same chunks, written at their offsets)`,
    `Chromium read, no hashing: ${tRead.toFixed(1)} s (${(mib / tRead).toFixed(0)} MiB/s; 10 MiB slices 3 in flight ${(readSlices.ms / 1000).toFixed(1)} s, stream() ${(readStream.ms / 1000).toFixed(1)} s: the faster)`,
    `console (Chromium):       ${tConsole.toFixed(1)} s (${(mib / tConsole).toFixed(0)} MiB/s): hash phase ${tHash.toFixed(1)} s, then chunks + merge + save ${(tConsole - tHash).toFixed(1)} s`,
    `tus-js-client/@tus/server: ${tTus.toFixed(1)} s (${(mib / tTus).toFixed(0)} MiB/s)`,
    `console vs the browser's floor (2 × Chromium read + bare upload = ${floor.toFixed(1)} s): floor / console ${(ofFloor * 100).toFixed(0)}% (target ≥ 90%: ${met(ofFloor >= 0.9)}; load ${load})`,
    `console vs (native MD5 + bare server upload = ${limit.toFixed(1)} s): ${(ofLimit * 100).toFixed(0)}%`,
    `console time vs tus's (which hashes nothing): ${vsTus.toFixed(2)}× (target ≤ 1.5×: ${met(vsTus <= 1.5)})`,
    `server RSS: ${rssStart.toFixed(0)} MB idle, ${rss0.toFixed(0)} MB before the console upload, peak ${rssPeak.toFixed(0)} MB during it (growth over idle ${rssGrowth.toFixed(0)} MB; target < 100 MB: ${met(rssGrowth < 100)})`,
    `tab JS heap: ${heap0.toFixed(0)} MB before, peak ${heapPeak.toFixed(0)} MB during the upload (target < 300 MB: ${met(heapPeak < 300)})`,
    `files left under DATA_DIR/uploads after completion: ${leftovers.length}${leftovers.length ? ` (${leftovers.slice(0, 5).join(', ')})` : ''}`,
    ...(shot ? [`screenshot halfway: ${path.relative(process.cwd(), shot)}`] : []),
  ];
  report(
    'upload',
    [
      { name: `console upload ${mib} MiB`, value: Number(tConsole.toFixed(2)), unit: 's', baseline: '2 × Chromium read + bare upload', baselineValue: Number(floor.toFixed(2)), ratio: Number(ofFloor.toFixed(3)), note: `floor / console, target ≥ 0.90 ${met(ofFloor >= 0.9)}; hash phase ${tHash.toFixed(1)} s; read ${tRead.toFixed(1)} s, bare ${tRaw.toFixed(1)} s; load ${load}` },
      { name: `console upload ${mib} MiB vs native MD5 + bare upload`, value: Number(tConsole.toFixed(2)), unit: 's', baseline: 'native MD5 + bare server upload', baselineValue: Number(limit.toFixed(2)), note: 'ratio: console / limit' },
      { name: `tus-js-client → @tus/server ${mib} MiB`, value: Number(tTus.toFixed(2)), unit: 's', baseline: 'console upload', baselineValue: Number(tConsole.toFixed(2)), ratio: Number((tTus / tConsole).toFixed(3)), note: `console ${vsTus.toFixed(2)}× tus's time, target ≤ 1.5× ${met(vsTus <= 1.5)}` },
      { name: 'server RSS growth', value: Math.round(rssGrowth), unit: 'MB', note: `target < 100 MB ${met(rssGrowth < 100)}` },
      { name: 'tab JS heap peak', value: Math.round(heapPeak), unit: 'MB', note: `target < 300 MB ${met(heapPeak < 300)}` },
      { name: 'files left in uploads/', value: leftovers.length, unit: 'files' },
    ],
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
