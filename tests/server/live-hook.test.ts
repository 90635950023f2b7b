import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestServer } from './helpers.js';
import { addChannel } from './realtime-support.js';

// The live server's hooks (routes/web-manager/live-hook.ts, docs/live-hooks.md): the play key of
// the console's play addresses works against nginx-rtmp and SRS, the push key never appears in a
// play address, and nobody pushes under a play key without the stream key.

describe.each(databases)('live server hooks and play keys (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  let streamKey: string;
  let playKey: string;
  let otherStreamKey: string;

  const form = (url: string, fields: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: `/api/web-manager/live/hook/${url}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const json = (url: string, body: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url: `/api/web-manager/live/hook/${url}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  beforeAll(async () => {
    s = await startServer(kind);
    const admin = await s.login();
    token = admin.token;
    const id = await addChannel(s.app, admin.webTenId, '钩子频道');
    streamKey = `push${Date.now()}a`;
    await s.app.db.updateTable('live_passageways').set({ stream_key: streamKey }).where('id', '=', id).execute();
    const b = await s.addTenant('hook-b');
    const otherId = await addChannel(s.app, b, '乙方频道');
    otherStreamKey = `push${Date.now()}b`;
    await s.app.db.updateTable('live_passageways').set({ stream_key: otherStreamKey }).where('id', '=', otherId).execute();
    const page = await s.call(token, { method: 'GET', url: '/api/web-manager/live/passageway/page' });
    const item = (page.json().data.list as { passagewayId: number; liveHlsPlayPath: string; liveRtmpPlayPath: string; livePushPath: string }[]).find((p) => p.passagewayId === id)!;
    playKey = /\/live\/([A-Za-z0-9_-]+)\.m3u8$/.exec(item.liveHlsPlayPath)![1]!;
  });
  afterAll(async () => s?.close());

  it('the staff list shows the push key only in the push address, the play addresses use the play key', async () => {
    const page = await s.call(token, { method: 'GET', url: '/api/web-manager/live/passageway/page' });
    const item = (page.json().data.list as Record<string, string>[]).find((p) => p.livePushPath?.includes(streamKey))!;
    expect(item.livePushPath).toBe(`rtmp://127.0.0.1:10001/live/${streamKey}`);
    expect(item.liveRtmpPlayPath).toBe(`rtmp://127.0.0.1:1935/live/${playKey}`);
    expect(item.liveHlsPlayPath).toBe(`http://127.0.0.1:8000/live/${playKey}.m3u8`);
    expect(item.liveRtmpPlayPath).not.toContain(streamKey);
    expect(item.liveHlsPlayPath).not.toContain(streamKey);
    expect(playKey).not.toBe(streamKey);
    // The public view's play address is the same play key.
    const channels = (await s.call(token, { method: 'GET', url: '/api/web-manager/live/view/channels' })).json().data as { playUrl: string }[];
    expect(channels.map((c) => c.playUrl)).toContain(item.liveHlsPlayPath);
  });

  it('nginx-rtmp: a push under the stream key is renamed to the play key; a push under the play key without the stream key is refused', async () => {
    const push = await form('on_publish', { call: 'publish', app: 'live', name: streamKey, addr: '10.0.0.9', clientid: '7' });
    expect(push.statusCode).toBe(302);
    expect(push.headers.location).toBe(playKey);
    expect(push.json()).toMatchObject({ code: 0, data: { name: playKey } });
    const hijack = await form('on_publish', { call: 'publish', app: 'live', name: playKey });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json()).toMatchObject({ code: 403, msg: '推流密钥不正确', data: null });
    const wrongKey = await form('on_publish', { call: 'publish', app: 'live', name: playKey, key: otherStreamKey });
    expect(wrongKey.statusCode).toBe(403);
    const unknown = await form('on_publish', { call: 'publish', app: 'live', name: 'nosuchkey' });
    expect(unknown.statusCode).toBe(403);
  });

  it('nginx-rtmp: playing under the play key is allowed, under the stream key or an unknown name not', async () => {
    expect((await form('on_play', { call: 'play', app: 'live', name: playKey })).statusCode).toBe(200);
    expect((await form('on_play', { call: 'play', app: 'live', name: streamKey })).statusCode).toBe(404);
    expect((await form('on_play', { call: 'play', app: 'live', name: 'x'.repeat(24) })).statusCode).toBe(404);
    expect((await form('on_play', { call: 'play', app: 'live' })).statusCode).toBe(404);
  });

  it('SRS: publish under the play key with ?key=<stream key> gets code 0; under the stream key (no renaming) is refused', async () => {
    const ok = await json('on_publish', { action: 'on_publish', client_id: 'abc', ip: '10.0.0.9', vhost: '__defaultVhost__', app: 'live', stream: playKey, param: `?key=${streamKey}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 0, data: { name: playKey } });
    const plain = await json('on_publish', { action: 'on_publish', app: 'live', stream: streamKey, param: '' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().code).not.toBe(0);
    const otherTenantsKey = await json('on_publish', { action: 'on_publish', app: 'live', stream: playKey, param: `?key=${otherStreamKey}` });
    expect(otherTenantsKey.statusCode).toBe(403);
    const play = await json('on_play', { action: 'on_play', app: 'live', stream: playKey, param: '' });
    expect(play.json()).toMatchObject({ code: 0 });
  });

  it('refuses bad input with a 4xx envelope', async () => {
    const long = await form('on_publish', { call: 'publish', name: 'k'.repeat(300) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(400);
    const garbage = await s.app.inject({ method: 'POST', url: '/api/web-manager/live/hook/on_play', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(garbage.statusCode).toBe(400);
  });
});
