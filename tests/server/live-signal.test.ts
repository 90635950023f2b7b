import fs from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestServer } from './helpers.js';
import { addChannel } from './realtime-support.js';
import { checkSignals, decideSignal, pullPlaylistUrl } from '../../server/services/live-signal.js';
import { mediaTools } from '../../server/services/media-probe.js';

// The live signal (services/live-signal.ts, docs/signal.md): the checker reads an HLS playlist the
// test writes and then stops updating (its clock is the test's), the live server's publish hooks,
// and the 预警 message once per change, not on every check.

describe.each(databases)('live signal checker and hooks (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  let id: number;
  let streamKey: string;
  let playKey: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hls-'));
  const STALE = 3000;
  const t0 = Math.floor(Date.now() / 1000) * 1000;

  const playlist = () => path.join(dir, `${playKey}.m3u8`);
  /** The live server writes the playlist at `at` (its mtime). */
  const write = (at: number, seq: number) => {
    fs.writeFileSync(playlist(), `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:${seq}\n#EXTINF:2.0,\n${seq}.ts\n`);
    fs.utimesSync(playlist(), at / 1000, at / 1000);
  };
  const signal = async () =>
    ((await s.call(token, { method: 'GET', url: '/api/web-manager/live/signal' })).json().data as { checker: { mode: string }; list: { passagewayId: number; state: string }[] });
  const stateOf = async () => (await signal()).list.find((c) => c.passagewayId === id)?.state;
  const warnings = async () =>
    ((await s.call(token, { method: 'GET', url: '/api/web-manager/message/manager/msg/page?msgType=7&pageIndex=1&pageSize=50' })).json().data.list as { title: string; link: string }[]).filter(
      (m) => m.title.endsWith('信号频道'),
    );
  const hook = (url: string, fields: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: `/api/web-manager/live/hook/${url}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  beforeAll(async () => {
    // The background check is left to the test's own calls (one look at start, then hourly).
    s = await startServer(kind, { SIGNAL_HLS_DIR: dir, SIGNAL_STALE_MS: String(STALE), SIGNAL_CHECK_MS: '3600000' });
    const admin = await s.login();
    token = admin.token;
    id = await addChannel(s.app, admin.webTenId, '信号频道');
    streamKey = `sig${Date.now()}`;
    await s.app.db.updateTable('live_passageways').set({ stream_key: streamKey }).where('id', '=', id).execute();
    const page = await s.call(token, { method: 'GET', url: '/api/web-manager/live/passageway/page' });
    const item = (page.json().data.list as { passagewayId: number; liveHlsPlayPath: string }[]).find((p) => p.passagewayId === id)!;
    playKey = /\/live\/([A-Za-z0-9_-]+)\.m3u8$/.exec(item.liveHlsPlayPath)![1]!;
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a playlist that stops moving is 无信号 within the threshold, moving again is 信号恢复; one message per change', async () => {
    expect((await signal()).checker.mode).toBe('dir');
    expect(await stateOf()).toBe('unknown');
    write(t0, 1);
    await checkSignals(s.app, t0 + 500);
    expect(await stateOf()).toBe('up');
    // From unknown: no message.
    expect(await warnings()).toEqual([]);
    // Still fresh within the threshold.
    expect(await checkSignals(s.app, t0 + STALE)).toBe(0);
    expect(await stateOf()).toBe('up');
    // Not updated for longer than the threshold: down, once, even when two instances look at once.
    const changed = await Promise.all([checkSignals(s.app, t0 + STALE + 1000), checkSignals(s.app, t0 + STALE + 1000)]);
    expect(changed[0]! + changed[1]!).toBe(1);
    expect(await stateOf()).toBe('down');
    expect(await checkSignals(s.app, t0 + STALE + 2000)).toBe(0);
    expect((await warnings()).map((m) => m.title)).toEqual(['无信号：信号频道']);
    expect((await warnings())[0]!.link).toBe('/cloudLiveBroadcast/channelMinitor');
    // Updated again: up, 信号恢复 once.
    write(t0 + 6000, 2);
    await checkSignals(s.app, t0 + 6200);
    await checkSignals(s.app, t0 + 6400);
    expect(await stateOf()).toBe('up');
    expect((await warnings()).map((m) => m.title)).toEqual(['信号恢复：信号频道', '无信号：信号频道']);
    // The playlist removed (the live server cleaned up): down after the new state's grace.
    fs.rmSync(playlist());
    expect(await checkSignals(s.app, t0 + 6500)).toBe(0);
    expect(await checkSignals(s.app, t0 + 6200 + STALE + 100)).toBe(1);
    expect(await stateOf()).toBe('down');
    expect(await warnings()).toHaveLength(3);
  });

  it('the publish hooks: on_publish is up, on_unpublish down, and the playlist left behind does not undo it', async () => {
    const now = Date.now();
    const pub = await hook('on_publish', { call: 'publish', app: 'live', name: streamKey });
    expect(pub.statusCode).toBe(302);
    expect(await stateOf()).toBe('up');
    const before = (await warnings()).length;
    expect((await warnings())[0]!.title).toBe('信号恢复：信号频道');
    // Publishing again while up changes nothing and sends nothing.
    await hook('on_publish', { call: 'publish', app: 'live', name: streamKey });
    expect(await warnings()).toHaveLength(before);
    // The playlist has not appeared yet: the hook's 'up' holds for the threshold.
    expect(await checkSignals(s.app, now + 100)).toBe(0);
    expect(await stateOf()).toBe('up');
    write(now + 200, 10);
    const done = await hook('on_unpublish', { call: 'publish_done', app: 'live', name: playKey });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ code: 0 });
    expect(await stateOf()).toBe('down');
    expect((await warnings())[0]!.title).toBe('无信号：信号频道');
    // The last playlist is still fresh, but it moved before the unpublish: still down.
    const since = (await s.app.repos.liveSignals.list((await s.login()).webTenId)).find((r) => r.passageway_id === id)!.since;
    write(Math.min(since - 1, now + 200), 10);
    expect(await checkSignals(s.app, Number(since) + 100)).toBe(0);
    expect(await stateOf()).toBe('down');
    // SRS: on_unpublish under the play key (JSON), unknown names are refused.
    const unknown = await s.app.inject({ method: 'POST', url: '/api/web-manager/live/hook/on_unpublish', headers: { 'content-type': 'application/json' }, payload: { action: 'on_unpublish', app: 'live', stream: 'nope' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('decideSignal: fresh, stale, grace after a change', () => {
    expect(decideSignal(undefined, { kind: 'missing' }, 10_000, STALE)).toBe('down');
    expect(decideSignal(undefined, { kind: 'undecided' }, 10_000, STALE)).toBeNull();
    expect(decideSignal({ state: 'down', since: 5000 }, { kind: 'seen', movedAt: 9000 }, 10_000, STALE)).toBe('up');
    expect(decideSignal({ state: 'down', since: 9500 }, { kind: 'seen', movedAt: 9000 }, 10_000, STALE)).toBeNull();
    expect(decideSignal({ state: 'up', since: 9000 }, { kind: 'missing' }, 10_000, STALE)).toBeNull();
    expect(decideSignal({ state: 'up', since: 1000 }, { kind: 'seen', movedAt: 2000 }, 10_000, STALE)).toBe('down');
  });
});

describe('live signal checker off', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite');
  });
  afterAll(async () => s?.close());

  it('says it is off and changes nothing', async () => {
    const admin = await s.login();
    const id = await addChannel(s.app, admin.webTenId, '未配置频道');
    expect(await checkSignals(s.app)).toBe(0);
    const data = (await s.call(admin.token, { method: 'GET', url: '/api/web-manager/live/signal' })).json().data;
    expect(data.checker.mode).toBe('off');
    expect(data.list.find((c: { passagewayId: number }) => c.passagewayId === id)).toMatchObject({ state: 'unknown', since: 0 });
  });
});

// SIGNAL_PULL=1: a pulling pull channel's own HTTP(S) .m3u8 source is read like SIGNAL_HLS_URL's
// playlists (live while its media sequence or newest segment moves); a stopped pull channel, or a
// source that is not an HTTP(S) playlist, is not read.
describe.each(databases)('live signal of pull channels (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  let origin: http.Server;
  let port = 0;
  const STALE = 3000;
  let seq = 1;
  let serving = true;
  const asked: string[] = [];

  beforeAll(async () => {
    origin = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/moved.m3u8') return void res.writeHead(302, { location: '/live/a.m3u8' }).end();
      if (!serving || req.url !== '/live/a.m3u8') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      res.end(`#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:${seq}\n#EXTINF:2.0,\n${seq}.ts\n`);
    });
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', () => r()));
    port = (origin.address() as { port: number }).port;
    s = await startServer(kind, { SIGNAL_PULL: '1', SIGNAL_STALE_MS: String(STALE), SIGNAL_CHECK_MS: '3600000' });
    token = (await s.login()).token;
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((r) => origin?.close(r));
  });

  it('a pulled playlist that stops moving is 无信号, moving again is 信号恢复; stopped channels and other addresses are not read', async () => {
    const admin = await s.login();
    const pulled = async (name: string, url: string, state: number) => {
      const id = await addChannel(s.app, admin.webTenId, name);
      await s.app.db.updateTable('live_passageways').set({ type: 1, state, stream_key: '', pull_url: url }).where('id', '=', id).execute();
      return id;
    };
    const id = await pulled('拉流信号频道', `http://127.0.0.1:${port}/live/a.m3u8`, 1);
    const stopped = await pulled('已停拉流频道', `http://127.0.0.1:${port}/live/b.m3u8`, 0);
    const rtmp = await pulled('RTMP拉流频道', 'rtmp://127.0.0.1/live/c', 1);
    const moved = await pulled('跳转拉流频道', `http://127.0.0.1:${port}/moved.m3u8`, 1);
    const signal = async () => (await s.call(token, { method: 'GET', url: '/api/web-manager/live/signal' })).json().data as { checker: { mode: string }; list: { passagewayId: number; state: string }[] };
    const stateOf = async (ch: number) => (await signal()).list.find((c) => c.passagewayId === ch)?.state;
    expect((await signal()).checker.mode).toBe('pull');
    const t0 = Math.floor(Date.now() / 1000) * 1000;
    await checkSignals(s.app, t0);
    expect(await stateOf(id)).toBe('unknown'); // one look decides nothing
    seq += 1;
    await checkSignals(s.app, t0 + 2000);
    expect(await stateOf(id)).toBe('up');
    // the encoder stalls: the same playlist beyond the threshold
    await checkSignals(s.app, t0 + 2000 + STALE + 500);
    expect(await stateOf(id)).toBe('down');
    seq += 1;
    await checkSignals(s.app, t0 + 2000 + STALE + 2500);
    expect(await stateOf(id)).toBe('up');
    serving = false;
    await checkSignals(s.app, t0 + 2000 + 2 * STALE + 3000);
    expect(await stateOf(id)).toBe('down');
    const titles = ((await s.call(token, { method: 'GET', url: '/api/web-manager/message/manager/msg/page?msgType=7&pageIndex=1&pageSize=50' })).json().data.list as { title: string }[])
      .map((m) => m.title)
      .filter((t) => t.includes('拉流信号频道'));
    expect(titles).toHaveLength(3);
    // never read: the stopped channel, the RTMP address; a redirect is not followed
    expect(asked.some((u) => u === '/live/b.m3u8')).toBe(false);
    expect(asked.filter((u) => u === '/live/a.m3u8').length).toBeGreaterThan(0);
    expect(await stateOf(moved)).toBe('down');
    expect((await signal()).list.map((c) => c.passagewayId)).not.toContain(rtmp);
    expect(await stateOf(stopped)).toBe('unknown');
  });

  it('reads only HTTP(S) .m3u8 addresses without credentials', () => {
    expect(pullPlaylistUrl('https://cdn.example.com/live/a.m3u8?token=1')).toBe('https://cdn.example.com/live/a.m3u8?token=1');
    expect(pullPlaylistUrl('rtmp://example.com/live/a')).toBeNull();
    expect(pullPlaylistUrl('http://user:pw@example.com/a.m3u8')).toBeNull();
    expect(pullPlaylistUrl('http://example.com/a.mp4')).toBeNull();
    expect(pullPlaylistUrl('file:///etc/passwd.m3u8')).toBeNull();
    expect(pullPlaylistUrl('not a url')).toBeNull();
  });
});

// A real segmenter: ffmpeg writes an HLS stream (a test pattern) into SIGNAL_HLS_DIR under the
// channel's play key, as the live server would; the checker sees it up while ffmpeg runs and
// 无信号 once ffmpeg is killed (an encoder that dies writes no end to its playlist). Where ffmpeg
// is missing the block is skipped (npm test installs it: scripts/ensure-system.mjs).
describe('live signal from a real segmenter (ffmpeg)', () => {
  let s: TestServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hls-ff-'));
  const STALE = 2500;
  beforeAll(async () => {
    s = await startServer('sqlite', { SIGNAL_HLS_DIR: dir, SIGNAL_STALE_MS: String(STALE), SIGNAL_CHECK_MS: '3600000' });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('up while ffmpeg writes the playlist, 无信号 after it dies', async (ctx) => {
    if (!(await mediaTools()).ffmpeg) ctx.skip();
    const admin = await s.login();
    const id = await addChannel(s.app, admin.webTenId, '编码器频道');
    await s.app.db.updateTable('live_passageways').set({ stream_key: `ff${Date.now()}` }).where('id', '=', id).execute();
    const page = await s.call(admin.token, { method: 'GET', url: '/api/web-manager/live/passageway/page' });
    const item = (page.json().data.list as { passagewayId: number; liveHlsPlayPath: string }[]).find((p) => p.passagewayId === id)!;
    const playKey = /\/live\/([A-Za-z0-9_-]+)\.m3u8$/.exec(item.liveHlsPlayPath)![1]!;
    const stateOf = async () =>
      ((await s.call(admin.token, { method: 'GET', url: '/api/web-manager/live/signal' })).json().data.list as { passagewayId: number; state: string }[]).find((c) => c.passagewayId === id)?.state;
    /** Checks with the real clock until the channel reads `want` (or 20 s have gone). */
    const until = async (want: string) => {
      for (let i = 0; i < 100 && (await stateOf()) !== want; i++) {
        await checkSignals(s.app);
        if ((await stateOf()) !== want) await new Promise((r) => setTimeout(r, 200));
      }
      return stateOf();
    };
    const ffmpeg = spawn(process.env.FFMPEG_PATH || 'ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '3',
      '-hls_flags', 'delete_segments', path.join(dir, `${playKey}.m3u8`),
    ], { stdio: 'ignore' });
    try {
      expect(await until('up')).toBe('up');
    } finally {
      ffmpeg.kill('SIGKILL');
    }
    expect(await until('down')).toBe('down');
    const warnings = ((await s.call(admin.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/page?msgType=7&pageIndex=1&pageSize=50' })).json().data.list as { title: string }[])
      .map((m) => m.title)
      .filter((t) => t.includes('编码器频道'));
    // newest first: one 无信号 for the death (before ffmpeg's first playlist the channel read down,
    // so its coming up said 信号恢复 once)
    expect(warnings[0]).toBe('无信号：编码器频道');
    expect(warnings.filter((t) => t.startsWith('无信号'))).toHaveLength(1);
  });
});
