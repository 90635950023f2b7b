import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from '../helpers.js';
import { addChannel } from '../realtime-support.js';
import { notify } from '../../../server/services/notify.js';

// One test per defect found hardening the server from outside (docs/security.md), each written
// against the bug first.

const PAGED = [
  '/api/web-manager/file/manager/page?fileLibId=1',
  '/api/web-manager/file/library/page',
  '/api/web-manager/file/recycle/page',
  '/api/web-manager/file/tag/page',
  '/api/web-manager/live/tv/page',
  '/api/web-manager/live/passageway/page',
  '/api/web-manager/message/manager/msg/page',
];
const SPECIAL = ['Infinity', '-Infinity', '1e400', 'NaN', '1.5', '99999999999999999999', '-1e400', '-1', '0', 'abc', ''];

function isEnvelope(body: string) {
  const b = JSON.parse(body) as Record<string, unknown>;
  return typeof b.code === 'number' && typeof b.msg === 'string' && 'data' in b;
}

describe.each(databases)('hardening defects (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const tenantB = suiteOtherTenant(s, 'tenant-b');

  it('refuses special numbers in page sizes with 400 and the envelope', async () => {
    for (const url of PAGED) {
      for (const v of SPECIAL) {
        for (const p of ['pageSize', 'pageIndex']) {
          const res = await s.call(me.token, { method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${p}=${encodeURIComponent(v)}` });
          expect(res.statusCode, `${url} ${p}=${v}: ${res.body}`).toBe(400);
          expect(isEnvelope(res.body)).toBe(true);
        }
      }
    }
  });

  it('caps page sizes', async () => {
    const res = await s.call(me.token, { method: 'GET', url: '/api/web-manager/live/tv/page?pageSize=100000000' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses liveTvSort=Infinity and keeps the TV list readable', async () => {
    for (const v of ['Infinity', '-Infinity', '1e400', 'NaN', '1.5']) {
      const res = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: `频道${v}`, liveTvSort: v } });
      expect(res.statusCode, `${v}: ${res.body}`).toBe(400);
      expect(res.json().code).not.toBe(200);
    }
    const list = await s.call(me.token, { method: 'GET', url: '/api/web-manager/live/tv/page' });
    expect(list.statusCode).toBe(200);
  });

  it('refuses "liveProgramId":"Infinity" in a JSON programme save', async () => {
    const tv = (await s.call(me.token, { method: 'GET', url: '/api/web-manager/live/tv/page' })).json().data.list[0];
    const d = new Date(Date.now() + 86_400_000);
    const ymd = (n: number) => String(n).padStart(2, '0');
    const day = `${d.getFullYear()}${ymd(d.getMonth() + 1)}${ymd(d.getDate())}`;
    const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
    const page = await s.call(me.token, { method: 'GET', url: `/api/web-manager/live/program/page?liveTvId=${tv.liveTvId}&beginTime=${day}` });
    expect(page.statusCode, page.body).toBe(200);
    const revision = page.json().data.revision;
    const entry = {
      liveTvId: tv.liveTvId, livePlayDay: day, livePlayTime: `${iso} 00:00:00`, liveEndTime: `${iso} 01:00:00`,
      livePlaybackFlag: 0, liveProgramId: 'Infinity', liveProgramName: '节目', liveProgramTimeLength: 3600, liveProgramType: 0,
      liveTvType: 3, liveProgramAddresstype: 2, liveProgramAddress: '', startTime: '00:00:00', endTime: '01:00:00', fileDuration: 3600,
    };
    for (const bad of ['Infinity', '1e400', '-Infinity', 1.5, 'NaN']) {
      const res = await s.call(me.token, {
        method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ liveTvId: tv.liveTvId, livePlayDay: day, revision, list: [{ ...entry, liveProgramId: bad }] }),
      });
      expect(res.statusCode, `${String(bad)}: ${res.body}`).toBe(400);
    }
    const again = await s.call(me.token, { method: 'GET', url: `/api/web-manager/live/program/page?liveTvId=${tv.liveTvId}&beginTime=${day}` });
    expect(again.statusCode).toBe(200);
  });

  it('turns malformed multipart into a 4xx envelope', async () => {
    const boundary = '----x1';
    const full = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="curChunk"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(5000)}\r\n--${boundary}--\r\n`);
    const cases: { ct: string; body: Buffer }[] = [
      { ct: 'multipart/form-data', body: full },
      { ct: 'multipart/form-data; boundary=other', body: full },
      { ct: `multipart/form-data; boundary=${boundary}`, body: full.subarray(0, 200) },
      { ct: `multipart/form-data; boundary=${boundary}`, body: Buffer.alloc(0) },
      { ct: `multipart/form-data; boundary=${boundary}`, body: randomBytes(3000) },
    ];
    for (const url of ['/api/web-manager/file/manager/upload/chunk', '/api/web-conf/configuration/manager/image', '/api/web-conf/user/manager/avatar/upload']) {
      for (const c of cases) {
        const res = await s.app.inject({ method: 'POST', url, headers: { token: me.token, 'content-type': c.ct }, payload: c.body });
        expect(res.statusCode, `${url} ${c.ct}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${c.ct}: ${res.body}`).toBeLessThan(500);
        expect(isEnvelope(res.body)).toBe(true);
        expect(res.body).not.toMatch(/at .*\.js|busboy|stack/i);
      }
    }
  });

  it('answers framework errors with the envelope', async () => {
    const long = await s.call(me.token, { method: 'GET', url: `/api/web-conf/configuration/manager/image/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(isEnvelope(long.body)).toBe(true);
    expect(long.body).not.toContain('FST_ERR');
    expect(long.body).not.toContain('aaaaaaaaaa');

    const badJson = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: '{"liveTvId":' });
    expect(badJson.statusCode).toBe(400);
    expect(isEnvelope(badJson.body)).toBe(true);

    const wrongType = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(wrongType.statusCode).toBe(415);
    expect(isEnvelope(wrongType.body)).toBe(true);

    const tooLarge = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `liveTvName=${'a'.repeat(2 * 1024 * 1024)}` });
    expect(tooLarge.statusCode).toBe(413);
    expect(isEnvelope(tooLarge.body)).toBe(true);
  });

  it('answers 404 to writes naming another tenant\'s ids', async () => {
    const tag = await s.call(tenantB.token, { method: 'POST', url: '/api/web-manager/file/tag/add', payload: { tagName: 'B标签' } });
    expect(tag.json().code, tag.body).toBe(200);
    const tagsB = (await s.call(tenantB.token, { method: 'GET', url: '/api/web-manager/file/tag/page' })).json().data.list as { tagId: number }[];
    const tagId = tagsB[0]!.tagId;
    const del = await s.call(me.token, { method: 'POST', url: '/api/web-manager/file/tag/delete', payload: { tagIds: String(tagId) } });
    expect(del.statusCode, del.body).toBe(404);
    expect((await s.call(tenantB.token, { method: 'GET', url: '/api/web-manager/file/tag/page' })).json().data.list).toHaveLength(tagsB.length);
    // The tag is still there, whole, for its own tenant.
    expect(tagsB.some((t) => t.tagId === tagId)).toBe(true);
    // Message read/delete with a real message of tenant B (sent by B's administrator to itself).
    const b = await s.login('tenant-b');
    const stored = await notify(s.app, b.webTenId, [b.webUserId], { msgType: 7, title: 'B的消息', viewContent: '只属于租户B' });
    const msgId = stored.get(b.webUserId)!.msgId;
    const pageB = async () => (await s.call(b.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/page' })).json().data.list as { msgId: number; readFlag: number }[];
    expect((await pageB()).find((m) => m.msgId === msgId)?.readFlag).toBe(0);
    for (const url of ['/api/web-manager/message/manager/msg/read', '/api/web-manager/message/manager/msg/del']) {
      const res = await s.call(me.token, { method: 'POST', url, payload: { ids: String(msgId) } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().code).not.toBe(200);
    }
    // Neither read nor deleted: B still sees it unread.
    expect((await pageB()).find((m) => m.msgId === msgId)?.readFlag).toBe(0);
  });

  it('accepts ?token= only on sockets and media routes', async () => {
    const res = await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/tv/page?token=${me.token}` });
    expect(res.statusCode).toBe(401);
    const media = await s.call(undefined, { method: 'GET', url: `/api/web-manager/file/manager/redirect/999999/1?token=${me.token}` });
    expect(media.statusCode).not.toBe(401);
  });

  it('refuses control characters in names', async () => {
    for (const name of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\u007fb']) {
      const res = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: name } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    const html = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: '<b>粗体</b>' } });
    expect(html.json().code).toBe(200);
    expect(html.json().data.liveTvName).toBe('<b>粗体</b>');
  });

  it('exposes only a play address and an opaque id on the public live info', async () => {
    const me = await s.login();
    const id = await addChannel(s.app, me.webTenId, '公开频道');
    const row = await s.app.db.selectFrom('live_passageways').select('stream_key').where('id', '=', id).executeTakeFirstOrThrow();
    // The sequential id no longer answers, nor do neighbours.
    for (const n of [id, id + 1, id - 1]) {
      const res = await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/view/info?passagewayId=${n}` });
      expect(res.statusCode).toBe(404);
    }
    const channels = (await s.call(me.token, { method: 'GET', url: '/api/web-manager/live/view/channels' })).json().data as { passagewayId: number; publicId: string }[];
    const publicId = channels.find((c) => c.passagewayId === id)!.publicId;
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/view/info?passagewayId=${publicId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(row.stream_key);
    expect(res.body).not.toContain(`"passagewayId"`);
    expect(res.json().data.playUrl).toMatch(/\.m3u8$/);
    // A tampered public id is not found.
    const tampered = publicId.slice(0, 5) + (publicId[5] === 'A' ? 'B' : 'A') + publicId.slice(6);
    const nonCanonical = publicId.slice(0, 21) + (publicId.endsWith('A') ? 'B' : 'A');
    expect((await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/view/info?passagewayId=${nonCanonical}` })).statusCode).toBe(nonCanonical === publicId ? 200 : 404);
    expect((await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/view/info?passagewayId=${tampered}` })).statusCode).toBe(404);
    // The staff detail still holds the push key (for the encoder), behind a token.
    const detail = await s.call(me.token, { method: 'GET', url: `/api/web-manager/live/passageway/detail?passagewayId=${id}` });
    expect(detail.statusCode).toBe(200);
    expect((await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/passageway/detail?passagewayId=${id}` })).statusCode).toBe(401);
  });
});

describe.each(databases)('login throttle (%s)', (kind) => {
  const s = suiteStart(kind, { LOGIN_MAX_FAILURES: '10' });
  const remix = (account: string, password: string, ip: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/web-basic/login/back/remix',
      payload: new URLSearchParams({ domainName: 'demo', account, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  it('does not let a stranger\'s ten wrong passwords lock the owner out', async () => {
    for (let i = 0; i < 10; i++) expect((await remix('admin', `wrong${i}`, '203.0.113.5')).statusCode).toBe(400);
    expect((await remix('admin', 'Admin_123', '203.0.113.5')).statusCode).toBe(429);
    const owner = await remix('admin', 'Admin_123', '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().code).toBe(200);
  });

  it('throttles one address across accounts, with the same answer for unknown accounts', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await remix(i < 5 ? 'admin' : `nobody${i}`, 'wrong', '203.0.113.9');
      if (res.statusCode === 400) answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect((await remix('nobody-else', 'wrong', '203.0.113.9')).statusCode).toBe(429);
    expect((await remix('admin', 'Admin_123', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('no "unhandled error" log for client faults', () => {
  it('logs nothing at error level for malformed multipart, bad JSON and long parameters', async () => {
    const { default: fs } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const { Writable } = await import('node:stream');
    const { buildApp } = await import('../../../server/app.js');
    const { readConfig } = await import('../../../server/config.js');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-log-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin_123', WEB_DIR: path.join(dataDir, 'no-web') });
    const { app } = await buildApp({ config, logger: { level: 'error', stream } });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/web-basic/login/back/remix',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'domainName=demo&account=admin&password=Admin_123',
      });
      const token = login.json().data.token as string;
      const body = Buffer.from('--zz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc');
      for (const url of ['/api/web-manager/file/manager/upload/chunk', '/api/web-conf/configuration/manager/image', '/api/web-conf/user/manager/avatar/upload']) {
        for (const ct of ['multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/form-data; boundary=zz']) {
          const res = await app.inject({ method: 'POST', url, headers: { token, 'content-type': ct }, payload: body });
          expect(res.statusCode).toBeLessThan(500);
        }
      }
      await app.inject({ method: 'POST', url: '/api/web-manager/live/tv/add', headers: { token, 'content-type': 'application/json' }, payload: '{' });
      await app.inject({ method: 'GET', url: `/api/web-conf/configuration/manager/image/${'b'.repeat(200)}`, headers: { token } });
      expect(lines.filter((l) => l.includes('unhandled error'))).toEqual([]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
