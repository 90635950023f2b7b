// Chunked upload throughput and server memory (issue 6). Runs the built server (npm run build
// first) as a child process on a fresh DATA_DIR, makes a random-ish file (default 1 GiB), then:
//   1. native MD5 of the file (node:crypto, streamed)            — the hashing limit
//   2. a raw loopback upload of the same bytes from Node: 10 MiB chunks, 3 in flight, no
//      hashing, then the merge                                    — the transfer limit
//   3. the console in Chromium: /upload, choose the file, until 上传成功 (worker MD5, chunk MD5s,
//      chunk/check + upload/chunk, merge, save)
//   4. tus-js-client → @tus/server (FileStore) on the same machine, 10 MiB chunks, no MD5
// and samples the server's RSS during the console upload. Prints ratios, not absolute speeds.
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
import { PASSWORD, freePort, rssKb, startServer } from './lib/common.mjs';

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
const server = await startServer({ webDir: path.resolve('dist') });
const { dataDir } = server;
const base = server.url;
const login = await (await fetch(`${base}/api/web-basic/login/back/remix`, { method: 'POST', body: new URLSearchParams({ domainName: 'demo', account: 'admin', password: PASSWORD }) })).json();
const token = login.data.token;
const api = (p, body) => fetch(`${base}/api/web-manager/${p}`, { method: 'POST', headers: { token }, body }).then((r) => r.json());
const libs = await fetch(`${base}/api/web-manager/file/manager/get/public`, { headers: { token } }).then((r) => r.json());
const fileLibId = libs.data[0].fileLibId;
const rssStart = rssMb(server.pid);

try {
  // 1. native MD5
  let t0 = performance.now();
  const md5 = await md5File();
  const tMd5 = seconds(t0);

  // 2. raw loopback upload (as another tenant content would be: a fresh name, same bytes)
  const chunks = Math.ceil(SIZE / CHUNK);
  const chunkMd5s = [];
  for (let n = 1; n <= chunks; n += 1) chunkMd5s.push(await md5File((n - 1) * CHUNK, Math.min(n * CHUNK, SIZE)));
  t0 = performance.now();
  let next = 1;
  const fd = fs.openSync(file, 'r');
  const worker = async () => {
    while (next <= chunks) {
      const n = next++;
      const len = Math.min(CHUNK, SIZE - (n - 1) * CHUNK);
      const buf = Buffer.alloc(len);
      fs.readSync(fd, buf, 0, len, (n - 1) * CHUNK);
      const form = new FormData();
      for (const [k, v] of Object.entries({ chunkCount: chunks, chunkMd5: chunkMd5s[n - 1], curChunk: n, fileLibId, md5, originalFileName: 'raw.mp4' })) form.append(k, String(v));
      form.append('file', new Blob([buf]), 'raw.mp4');
      const r = await api('file/manager/upload/chunk', form);
      if (r.code !== 200) throw new Error(`raw chunk ${n}: ${JSON.stringify(r)}`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  fs.closeSync(fd);
  const tChunks = seconds(t0);
  const tm0 = performance.now();
  const merged = await api('fileChunk/merge', new URLSearchParams({ md5, fileName: 'raw.mp4', fileChunkNum: String(chunks) }));
  if (merged.code !== 200) throw new Error(`raw merge: ${JSON.stringify(merged)}`);
  const tRaw = seconds(t0);
  const tMerge = seconds(tm0);
  // forget the content so that the console uploads it for real
  const stored = path.join(dataDir, 'media', String(login.data.webTenId), md5.slice(0, 2), md5);
  fs.rmSync(stored, { force: true });
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  db.prepare('DELETE FROM file_contents WHERE md5 = ?').run(md5);
  db.close();

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
  const rss0 = rssMb(server.pid);
  let rssPeak = rss0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 200);
  t0 = performance.now();
  await page.getByTestId('uploader-input').setInputFiles(file);
  await page.locator('[data-testid="upload-row"][data-status="success"]').waitFor({ timeout: 30 * 60_000 });
  const tConsole = seconds(t0);
  clearInterval(sampler);
  await browser.close();

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
  const lines = [
    `file: ${mib} MiB, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
    `native MD5:               ${tMd5.toFixed(1)} s (${(mib / tMd5).toFixed(0)} MiB/s)`,
    `raw loopback upload:      ${tRaw.toFixed(1)} s (${(mib / tRaw).toFixed(0)} MiB/s; chunks ${tChunks.toFixed(1)} s, merge ${tMerge.toFixed(1)} s)`,
    `console (Chromium):       ${tConsole.toFixed(1)} s (${(mib / tConsole).toFixed(0)} MiB/s)`,
    `tus-js-client/@tus/server: ${tTus.toFixed(1)} s (${(mib / tTus).toFixed(0)} MiB/s)`,
    `console vs (native MD5 + raw upload): ${((limit / tConsole) * 100).toFixed(0)}% of the limit (target ≥ 85%)`,
    `console vs tus (which hashes nothing): ${(tTus / tConsole).toFixed(2)}×`,
    `server RSS: ${rssStart.toFixed(0)} MB idle, ${rss0.toFixed(0)} MB after the raw upload, peak ${rssPeak.toFixed(0)} MB during the console upload (growth over idle ${(rssPeak - rssStart).toFixed(0)} MB; target < 100 MB)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
