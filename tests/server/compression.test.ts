// Response compression: a large JSON answer goes out brotli- or gzip-compressed when
// the client accepts it and decompresses to the very same JSON; small answers, clients that do
// not accept it, media bytes and range answers are sent as they are.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedMedia } from '../../server/seed/media-seed.js';
import { isCompressible, keepAsIs } from '../../server/plugins/compress.js';
import { suiteServer, type TestServer } from './helpers.js';
import { day, dayFromToday } from './schedule-fixtures.js';

const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliDecompress);

describe('response compression', () => {
  let s: TestServer;
  let token: string;
  let tvId: number;
  const playDay = dayFromToday(1);
  suiteServer('sqlite', async (server, admin) => {
    s = server;
    token = admin.token;
    const added = await s.call(token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: '压缩测试频道' } });
    tvId = added.json().data.liveTvId;
    const items = Array.from({ length: 10000 }, (_, i) => [8, `节目${i}`, (i % 7 === 0 ? 2 : 1) as 1 | 2] as [number, string, 1 | 2]);
    const saved = await s.call(token, {
      method: 'POST',
      url: '/api/web-manager/live/program/add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ liveTvId: tvId, livePlayDay: playDay, revision: 0, list: day(tvId, playDay, items) }),
    });
    expect(saved.json().code).toBe(200);
    await seedMedia(s.app, { generate: false });
  }, {}, 120_000);

  const dayUrl = () => `/api/web-manager/live/program/page?liveTvId=${tvId}&beginTime=${playDay}&pageIndex=1&pageSize=99999`;
  const getDay = (acceptEncoding?: string) => s.call(token, { method: 'GET', url: dayUrl(), headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers the 10,000-entry programme day compressed, and it decompresses to the same JSON', async () => {
    const plain = await getDay();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.data.total).toBe(10000);

    const gz = await getDay('gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/application\/json/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse((await gunzip(gz.rawPayload)).toString('utf8'))).toEqual(json);

    const br = await getDay('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse((await brotli(br.rawPayload)).toString('utf8'))).toEqual(json);
  });

  it('leaves small answers and clients that do not accept compression alone', async () => {
    const small = await s.call(token, { method: 'GET', url: '/api/web-conf/role/perms/channels', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
    const identity = await getDay('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.total).toBe(10000);
  });

  it('never compresses media bytes nor a range answer', async () => {
    const page = (await s.call(token, { method: 'GET', url: `/api/web-manager/file/manager/page?pageIndex=1&pageSize=50&keyword=${encodeURIComponent('天气')}` })).json();
    const file = page.data.list[0] as { url: string; cover: string; size: number };
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const whole = await s.app.inject({ method: 'GET', url: file.url, headers: accept });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-encoding']).toBeUndefined();
    const range = await s.app.inject({ method: 'GET', url: file.url, headers: { ...accept, range: 'bytes=0-4095' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.equals(whole.rawPayload.subarray(0, 4096))).toBe(true);
    const cover = await s.app.inject({ method: 'GET', url: file.cover, headers: accept });
    expect(cover.headers['content-encoding']).toBeUndefined();
  });

  it('decides by content type and range headers', () => {
    for (const t of ['application/json; charset=utf-8', 'text/html', 'application/xml', 'text/css', 'application/javascript', 'image/svg+xml']) {
      expect(isCompressible(t), t).toBe(true);
    }
    for (const t of ['application/octet-stream', 'video/mp4', 'image/jpeg', 'audio/mpeg', 'text/event-stream', 'application/zip']) {
      expect(isCompressible(t), t).toBe(false);
    }
    expect(keepAsIs('application/json', {}, 200)).toBe(false);
    expect(keepAsIs('application/json', {}, 206)).toBe(true);
    expect(keepAsIs('text/plain', { acceptRanges: 'bytes' }, 200)).toBe(true);
    expect(keepAsIs('text/plain', { contentRange: 'bytes 0-1/2' }, 200)).toBe(true);
    expect(keepAsIs('application/octet-stream', {}, 200)).toBe(true);
  });
});
