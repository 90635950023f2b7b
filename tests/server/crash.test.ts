import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, createPgSchema, dropPgSchema, type Connection } from '../../server/db/connect.js';
import { LOCK_LEASE_MS } from '../../server/services/upload-store.js';
import { ADMIN_PASSWORD } from './helpers.js';
import { md5, multipart } from './upload-client.js';

// kill -9 of the real server process (tsx server/main.ts) at random points of an upload, a merge
// and a schedule save; then a restart on the same data: nothing lost, nothing half-written, no
// lock outliving its holder by more than its lease. It spawns servers; the server
// project's globalSetup (crash-setup.ts) turns it on when the pieces it needs answer, so plain
// `npm test` runs it, on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. The kill
// points come from a seeded generator (fixed seed by default, CRASH_SEED to change it; printed).

const { enabled, seed } = inject('crash');
const kinds: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const ROOT = path.resolve(__dirname, '../..');


/** mulberry32: the kill points of one test, from the run's seed (same seed, same points). */
function random(from: number): () => number {
  let a = from >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}


interface Running {
  child: ChildProcess;
  base: string;
}

describe.runIf(enabled).each(kinds)('kill -9 and restart at random points (%s)', (kind) => {
  const pointsOf = (test: number) => random(seed * 31 + kinds.indexOf(kind) * 7 + test);
  const note = (what: string) => console.log(`crash ${kind} seed ${seed}: ${what}`);
  let dataDir = '';
  let databaseUrl = '';
  let schema = '';
  let db: Connection;
  let port: number;
  let server: Running | null = null;
  let token = '';
  let tenantId = 0;
  let libId = 0;

  async function start(): Promise<Running> {
    // node itself with tsx's loader, not the tsx command: the command runs the server in a child
    // process of its own, which a kill -9 of the command left running (and listening) after the suite
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        WEB_DIR: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        MEDIA_PROBE: 'js',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      const ok = await fetch(`${base}/api/docs/json`).then((r) => r.ok).catch(() => false);
      if (ok) return { child, base };
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  function kill9(r: Running): Promise<number> {
    return new Promise((resolve) => {
      r.child.once('exit', () => resolve(Date.now()));
      r.child.kill('SIGKILL');
    });
  }

  async function call(method: string, url: string, opts: { form?: Record<string, string | number>; json?: unknown; body?: Buffer; type?: string } = {}) {
    const headers: Record<string, string> = { platform: '1' };
    if (token) headers.token = token;
    let body: string | Uint8Array | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(opts.form).map(([k, v]): [string, string] => [k, String(v)])).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.body) {
      headers['content-type'] = opts.type!;
      body = new Uint8Array(opts.body);
    }
    const res = await fetch(`${server!.base}${url}`, { method, headers, body });
    return { status: res.status, json: (await res.json()) as { code: number; msg: string; data: any } };
  }

  async function signIn() {
    token = '';
    const r = await call('POST', '/api/web-basic/login/back/remix', { form: { domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD } });
    token = r.json.data.token;
    tenantId = r.json.data.webTenId;
  }

  function sendChunk(file: Buffer, chunk: number, size: number) {
    const part = file.subarray((chunk - 1) * size, chunk * size);
    const mp = multipart(
      { chunkCount: Math.ceil(file.length / size), chunkMd5: md5(part), curChunk: chunk, fileLibId: libId, md5: md5(file), originalFileName: 'crash.bin', fileDesc: '', fileTagNames: '' },
      part,
    );
    return call('POST', '/api/web-manager/file/manager/upload/chunk', { body: mp.payload, type: mp.headers['content-type'] });
  }

  async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
    for (let i = 0; i < 600; i += 1) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`never happened: ${what}`);
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
    port = await freePort();
    if (kind === 'postgres') {
      schema = `crash_${randomBytes(5).toString('hex')}`;
      await createPgSchema(process.env.TEST_DATABASE_URL!, schema);
      const u = new URL(process.env.TEST_DATABASE_URL!);
      u.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = u.toString();
      db = connect({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema });
    }
    server = await start();
    if (kind === 'sqlite') db = connect({ sqliteFile: path.join(dataDir, 'console.sqlite') });
    await signIn();
    const lib = await call('POST', '/api/web-manager/file/library/add', { form: { fileLibName: '崩溃测试库', fileLibType: 'public' } });
    libId = lib.json.data?.fileLibId ?? lib.json.data?.id;
  }, 240_000);

  afterAll(async () => {
    if (server) await kill9(server);
    await db?.close();
    if (schema) await dropPgSchema(process.env.TEST_DATABASE_URL!, schema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload killed at a random point resumes from whole chunks only and loses no acknowledged chunk', async () => {
    const rnd = pointsOf(1);
    const size = 256 * 1024;
    const file = randomBytes(size * 4 + 999);
    // The kill lands while chunk `k` is on its way, `delay` ms after it was sent.
    const k = 1 + Math.floor(rnd() * 5);
    const delay = Math.floor(rnd() * 60);
    note(`upload: kill ${delay} ms into chunk ${k} of 5`);
    for (let n = 1; n < k; n += 1) expect((await sendChunk(file, n, size)).json.code).toBe(200);
    const pending = sendChunk(file, k, size).catch(() => null);
    await sleep(delay);
    await kill9(server!);
    await pending;
    server = await start();
    await signIn();
    const check = await call('POST', '/api/web-manager/file/manager/check', { form: { md5: md5(file), fileLibId: libId, fileObjName: 'crash.bin' } });
    const have = check.json.data.curChunk as number;
    expect(have).toBeGreaterThanOrEqual(k - 1);
    // Every chunk a marker announces is whole in the preallocated part file: the bytes at its
    // offset match the MD5 in the marker's name.
    const dir = path.join(dataDir, 'uploads', String(tenantId), md5(file));
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const partName = names.find((n) => /^data\.5\.\d+\.part$/.test(n));
    const markers = names.map((n) => /^(\d+)\.([0-9a-f]{32})$/.exec(n)).filter((m) => m !== null);
    expect(markers.length).toBeGreaterThanOrEqual(k - 1);
    if (markers.length) {
      expect(partName).toBe(`data.5.${size}.part`);
      const part = fs.readFileSync(path.join(dir, partName!));
      for (const [, n, sum] of markers) expect(md5(part.subarray((Number(n) - 1) * size, Number(n) * size))).toBe(sum);
    }
    for (let n = have + 1; n <= 5; n += 1) expect((await sendChunk(file, n, size)).json.code).toBe(200);
    const merged = await call('POST', '/api/web-manager/fileChunk/merge', { form: { md5: md5(file), fileName: 'crash.bin', fileChunkNum: 5 } });
    expect(merged.json.code).toBe(200);
    const stored = path.join(dataDir, 'media', String(tenantId), md5(file).slice(0, 2), md5(file));
    expect(md5(fs.readFileSync(stored))).toBe(md5(file));
  }, 120_000);

  it('a merge killed at a random point leaves no lock beyond its lease and no partial file after the retry', async () => {
    const rnd = pointsOf(2);
    const size = 2 * 1024 * 1024;
    const file = randomBytes(size * 6);
    for (let n = 1; n <= 6; n += 1) expect((await sendChunk(file, n, size)).json.code).toBe(200);
    const lease = () => db.db.selectFrom('upload_locks').selectAll().where('md5', '=', md5(file)).executeTakeFirst();
    const stored = () => db.db.selectFrom('file_contents').select('id').where('md5', '=', md5(file)).executeTakeFirst();
    // The kill lands either `delay` ms after the merge was asked for (maybe before it took its
    // lease), or `delay` ms after it holds the lease (while it writes the file, or after).
    const afterLease = rnd() < 0.6;
    const delay = Math.floor(rnd() * (afterLease ? 120 : 40));
    note(`merge: kill ${delay} ms after ${afterLease ? 'the lease is taken' : 'the request'}`);
    const pending = call('POST', '/api/web-manager/fileChunk/merge', { form: { md5: md5(file), fileName: 'crash.bin', fileChunkNum: 6 } }).catch(() => null);
    if (afterLease) await waitFor(async () => !!(await lease()) || !!(await stored()), 'the merge to start');
    await sleep(delay);
    const killedAt = await kill9(server!);
    await pending;
    const left = await lease();
    if (left) expect(Number(left.expires_at)).toBeLessThanOrEqual(killedAt + LOCK_LEASE_MS + 1_000);
    server = await start();
    await signIn();
    // The retry is not held up by the dead holder beyond its lease (plus the merge itself).
    const retriedAt = Date.now();
    const merged = await call('POST', '/api/web-manager/fileChunk/merge', { form: { md5: md5(file), fileName: 'crash.bin', fileChunkNum: 6 } });
    expect(merged.json.code, merged.json.msg).toBe(200);
    expect(Date.now() - retriedAt).toBeLessThan(LOCK_LEASE_MS + 5_000);
    const target = path.join(dataDir, 'media', String(tenantId), md5(file).slice(0, 2));
    expect(fs.readdirSync(target).filter((f) => f.endsWith('.part'))).toEqual([]);
    // the part file was renamed into place (maybe via .merging, by the dead merge or the retry): nothing left of the upload
    expect(fs.existsSync(path.join(dataDir, 'uploads', String(tenantId), md5(file)))).toBe(false);
    expect(md5(fs.readFileSync(path.join(target, md5(file))))).toBe(md5(file));
    // The retry released its own lease. When the dead merge had already recorded the content,
    // the retry answered from that record without a lease, and the dead holder's lease is left
    // to run out (swept later); it must be that same lease, never renewed after the kill.
    const after = await lease();
    if (after) {
      expect(after.holder).toBe(left?.holder);
      expect(Number(after.expires_at)).toBeLessThanOrEqual(killedAt + LOCK_LEASE_MS + 1_000);
    }
  }, 180_000);

  it('a schedule save killed at a random point leaves the old day or the whole new day, never part of it', async () => {
    const rnd = pointsOf(3);
    const tv = (await call('GET', '/api/web-manager/live/tv/page')).json.data.list[0];
    const d = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
    const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
    const page = await call('GET', `/api/web-manager/live/program/page?liveTvId=${tv.liveTvId}&beginTime=${day}`);
    const before = page.json.data.list.length as number;
    const count = 1000;
    const list = Array.from({ length: count }, (_, i) => {
      const from = i * 60;
      const hms = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
      return {
        liveTvId: tv.liveTvId, livePlayDay: day, livePlayTime: `${iso} ${hms(from)}`, liveEndTime: `${iso} ${hms(from + 60)}`,
        livePlaybackFlag: 0, liveProgramId: 0, liveProgramName: `节目${i}`, liveProgramTimeLength: 60, liveProgramType: 0, liveTvType: 3,
        liveProgramAddresstype: 2, liveProgramAddress: '', startTime: hms(from), endTime: hms(from + 60), fileDuration: 60,
      };
    });
    const delay = Math.floor(rnd() * 400);
    note(`schedule save: kill ${delay} ms after the request`);
    const pending = call('POST', '/api/web-manager/live/program/add', { json: { liveTvId: tv.liveTvId, livePlayDay: day, revision: page.json.data.revision, list } }).catch(() => null);
    await sleep(delay);
    await kill9(server!);
    await pending;
    server = await start();
    await signIn();
    const after = await call('GET', `/api/web-manager/live/program/page?liveTvId=${tv.liveTvId}&beginTime=${day}`);
    expect(after.status).toBe(200);
    const rows = after.json.data.list as { liveProgramName: string }[];
    expect([before, count]).toContain(rows.length);
    // The whole new day: every programme of it, once.
    if (rows.length === count) expect(new Set(rows.map((r) => r.liveProgramName)).size).toBe(count);
  }, 120_000);
});
