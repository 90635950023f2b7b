import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestServer } from './helpers.js';
import { addChannel } from './realtime-support.js';
import { checkSignals, decideSignal } from '../../server/services/live-signal.js';

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
