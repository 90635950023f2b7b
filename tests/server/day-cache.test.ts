// GET live/program/page answers kept per saved state of the day (server/services/day-answers.ts): a
// kept answer is the very answer a read makes; every write of a day (save, copy, edit, delete, copy
// to another channel, a channel deleted and made again) shows on the next read; two instances on
// one database agree with no message between them.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { dayAnswers, dayBytes, type DayQuery } from '../../server/services/day-answers.js';
import type { DayStamp, ProgramRow } from '../../server/repositories/live-programs.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart, type TestServer } from './helpers.js';
import { formCall, jsonCall } from './org-support.js';
import { startPair } from './pair-support.js';
import { day, dayFromToday } from './schedule-fixtures.js';

const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);
const W = '/api/web-manager/live';

/** Test calls on one server: channels, saves and reads of a day (raw, with an Accept-Encoding). */
function dayCalls(server: () => TestServer, token: () => string) {
  const pageUrl = (tvId: number, d: string, pageSize = 99999) => `${W}/program/page?liveTvId=${tvId}&beginTime=${d}&pageIndex=1&pageSize=${pageSize}`;
  return {
    tv: async (name: string) => (await formCall(server(), token(), `${W}/tv/add`, { liveTvName: name })).data.liveTvId as number,
    save: async (tvId: number, d: string, names: string[], revision: number, s = server()) => {
      const res = await jsonCall(s, token(), 'POST', `${W}/program/add`, { liveTvId: tvId, livePlayDay: d, revision, list: day(tvId, d, names.map((n) => [600, n, 1])) });
      expect(res.code, res.msg).toBe(200);
      return res.data.revision as number;
    },
    read: (tvId: number, d: string, acceptEncoding?: string, s = server(), t = token()): Promise<LightMyRequestResponse> =>
      s.call(t, { method: 'GET', url: pageUrl(tvId, d), headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }),
    names: async (tvId: number, d: string, s = server()) => {
      const body = (await s.call(token(), { method: 'GET', url: pageUrl(tvId, d) })).json();
      return { names: body.data.list.map((e: { liveProgramName: string }) => e.liveProgramName) as string[], revision: body.data.revision as number };
    },
  };
}

describe.each(databases)('programme day answers kept per revision, on %s', (kind) => {
  const s = suiteStart(kind);
  const admin = suiteLogin(s);
  const other = suiteOtherTenant(s);
  const c = dayCalls(() => s, () => admin.token);
  const reads = () => s.app.dayAnswers.stats().reads;

  it('answers a kept day with the very bytes of the read, compressed ones too; another tenant still gets 404', async () => {
    const tvId = await c.tv('缓存频道');
    const d = dayFromToday(2);
    await c.save(tvId, d, Array.from({ length: 40 }, (_, i) => `节目${i}`), 0);
    const first = await c.read(tvId, d);
    const before = reads();
    const second = await c.read(tvId, d);
    expect(reads()).toBe(before);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // the bytes JSON.stringify makes of the answer, as the schema's serialiser would
    expect(second.rawPayload.equals(Buffer.from(JSON.stringify(first.json())))).toBe(true);
    expect(first.json().data).toMatchObject({ total: 40, revision: 1 });

    for (const [accept, encoding, inflate] of [['gzip', 'gzip', gunzip], ['gzip, deflate, br', 'br', unbrotli]] as const) {
      const z = await c.read(tvId, d, accept);
      expect(z.headers['content-encoding']).toBe(encoding);
      expect(z.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(z.headers['content-length'])).toBe(z.rawPayload.length);
      // compressed once: one inflation gives the plain answer
      expect((await inflate(z.rawPayload)).equals(first.rawPayload)).toBe(true);
      const again = await c.read(tvId, d, accept);
      expect(again.rawPayload.equals(z.rawPayload)).toBe(true);
    }
    expect(reads()).toBe(before);
    expect((await c.read(tvId, d, undefined, s, other.token)).statusCode).toBe(404);
  });

  it('a save, a copy, an edit, a delete and a copy from another channel each show on the next read', async () => {
    const tvId = await c.tv('改动频道');
    const d = dayFromToday(3);
    const source = dayFromToday(4);
    let rev = await c.save(tvId, d, ['早间新闻', '天气'], 0);
    expect(await c.names(tvId, d)).toEqual({ names: ['早间新闻', '天气'], revision: rev });

    rev = await c.save(tvId, d, ['午间新闻'], rev);
    expect(await c.names(tvId, d)).toEqual({ names: ['午间新闻'], revision: rev });

    await c.save(tvId, source, ['来源一', '来源二', '来源三'], 0);
    expect((await formCall(s, admin.token, `${W}/program/copyProgram`, { liveTvId: String(tvId), fromDate: source, toDate: d, flag: 'day' })).code).toBe(200);
    expect(await c.names(tvId, d)).toEqual({ names: ['来源一', '来源二', '来源三'], revision: rev + 1 });
    rev += 1;

    const edited = await formCall(s, admin.token, `${W}/program/edit`, { liveTvId: String(tvId), livePlayDay: d, revision: String(rev), index: '1', liveProgramName: '改名' });
    expect(edited.code, edited.msg).toBe(200);
    expect(await c.names(tvId, d)).toEqual({ names: ['来源一', '改名', '来源三'], revision: rev + 1 });
    rev += 1;

    const deleted = await formCall(s, admin.token, `${W}/program/delete`, { liveTvId: String(tvId), livePlayDay: d, revision: String(rev), index: '0' });
    expect(deleted.code, deleted.msg).toBe(200);
    expect(await c.names(tvId, d)).toEqual({ names: ['改名', '来源三'], revision: rev + 1 });

    const from = await c.tv('另一频道');
    await c.save(from, source, ['别台节目'], 0);
    const across = await formCall(s, admin.token, `${W}/program/copyVisualProgram`, { fromLiveTvId: String(from), liveTvId: String(tvId), fromDate: source, toDate: d });
    expect(across.code, across.msg).toBe(200);
    expect(await c.names(tvId, d)).toEqual({ names: ['别台节目'], revision: rev + 2 });
  });

  it('a compressed answer kept for one revision is not sent for the next', async () => {
    const tvId = await c.tv('压缩改动频道');
    const d = dayFromToday(5);
    const rev = await c.save(tvId, d, Array.from({ length: 40 }, (_, i) => `旧节目${i}`), 0);
    const old = await c.read(tvId, d, 'gzip');
    await c.save(tvId, d, Array.from({ length: 40 }, (_, i) => `新节目${i}`), rev);
    const fresh = await c.read(tvId, d, 'gzip');
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(fresh.rawPayload.equals(old.rawPayload)).toBe(false);
    const body = JSON.parse((await gunzip(fresh.rawPayload)).toString('utf8'));
    expect(body.data.list[0].liveProgramName).toBe('新节目0');
  });

  it('a channel deleted with its days and made again does not get the old days back', async () => {
    const d = dayFromToday(6);
    const first = await c.tv('删了再建');
    await c.save(first, d, ['旧的一天'], 0);
    expect((await c.names(first, d)).names).toEqual(['旧的一天']);
    expect((await formCall(s, admin.token, `${W}/tv/delete`, { liveTvId: String(first) })).code).toBe(200);
    expect((await c.read(first, d)).statusCode).toBe(404);
    // on SQLite the new channel may well get the same id back; either way its day is its own
    const again = await c.tv('删了再建');
    expect((await c.names(again, d))).toEqual({ names: [], revision: 0 });
    await c.save(again, d, ['新的一天'], 0);
    expect(await c.names(again, d)).toEqual({ names: ['新的一天'], revision: 1 });
  });
});

describe.each(databases)('two instances on one %s database, no Redis', (kind) => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  let token: string;
  beforeAll(async () => {
    pair = await startPair(kind);
    token = (await pair.a.login()).token;
  }, 120_000);
  afterAll(() => pair?.close());
  const c = dayCalls(() => pair.a, () => token);

  it('a save through A is read through B, which had kept the old day (plain and gzip)', async () => {
    const tvId = await c.tv('两台缓存频道');
    const d = dayFromToday(7);
    const rev = await c.save(tvId, d, Array.from({ length: 30 }, (_, i) => `旧${i}`), 0);
    const oldPlain = await c.read(tvId, d, undefined, pair.b);
    const oldGzip = await c.read(tvId, d, 'gzip', pair.b);
    const readsOnB = pair.b.app.dayAnswers.stats().reads;
    expect((await c.read(tvId, d, undefined, pair.b)).rawPayload.equals(oldPlain.rawPayload)).toBe(true);
    expect(pair.b.app.dayAnswers.stats().reads).toBe(readsOnB);

    const fresh = Array.from({ length: 30 }, (_, i) => `新${i}`);
    await c.save(tvId, d, fresh, rev, pair.a);
    expect(await c.names(tvId, d, pair.b)).toEqual({ names: fresh, revision: rev + 1 });
    const newGzip = await c.read(tvId, d, 'gzip', pair.b);
    expect(newGzip.rawPayload.equals(oldGzip.rawPayload)).toBe(false);
    const plainOnA = await c.read(tvId, d, undefined, pair.a);
    expect((await gunzip(newGzip.rawPayload)).equals(plainOnA.rawPayload)).toBe(true);
  });
});

describe('day answers against a repository whose day moves on between the stamp and the read', () => {
  const q: DayQuery = { tenantId: 1, tvId: 2, day: '20260101', pageIndex: 1, pageSize: 100 };
  const row = (name: string): ProgramRow => ({ start: 0, end: 60, programId: 1, programName: name, addressType: 1, address: '/a', fileDuration: 60 });
  const stamp = (revision: number, updatedAt = 1000, id = 9): DayStamp => ({ id, revision, updatedAt });

  /** A repository answering `stamps` one after the other to stamp(), and `days` to day(). */
  function fake(stamps: (DayStamp | null)[], days: { rows: ProgramRow[]; stamp: DayStamp | null }[]) {
    return {
      stamp: async () => stamps.shift() ?? null,
      day: async () => {
        const next = days.shift()!;
        return { ...next, revision: next.stamp?.revision ?? 0 };
      },
    };
  }

  it('keeps what it read under the stamp of the read, not under the one looked up before', async () => {
    const two = { rows: [row('第二版')], stamp: stamp(2) };
    const one = { rows: [row('第一版')], stamp: stamp(1) };
    const answers = dayAnswers(fake([stamp(1), stamp(2), stamp(1)], [two, one]), 1024 * 1024);
    // looked up at revision 1, read at revision 2: answers revision 2 and keeps it as such
    expect((await answers.answer(q, undefined)).bytes.equals(dayBytes(q, two.rows, 2))).toBe(true);
    expect((await answers.answer(q, undefined)).bytes.equals(dayBytes(q, two.rows, 2))).toBe(true);
    expect(answers.stats().reads).toBe(1);
    // revision 1 was never kept: read again
    expect((await answers.answer(q, undefined)).bytes.equals(dayBytes(q, one.rows, 1))).toBe(true);
    expect(answers.stats().reads).toBe(2);
  });

  it('tells a day made again (same revision, other row and time) from the old one, and keeps no day that was never saved', async () => {
    const old = { rows: [row('旧')], stamp: stamp(1, 1000, 9) };
    const remade = { rows: [row('新')], stamp: stamp(1, 2000, 9) };
    const none = { rows: [], stamp: null };
    const answers = dayAnswers(fake([old.stamp, remade.stamp, null, null], [old, remade, none, none]), 1024 * 1024);
    await answers.answer(q, undefined);
    expect((await answers.answer(q, undefined)).bytes.equals(dayBytes(q, remade.rows, 1))).toBe(true);
    await answers.answer(q, undefined);
    await answers.answer(q, undefined);
    expect(answers.stats()).toMatchObject({ reads: 4, entries: 2 });
  });

  it('shares one read among concurrent misses and keeps no more than its bound', async () => {
    const big = { rows: Array.from({ length: 50 }, (_, i) => row(`节目${i}`)), stamp: stamp(1) };
    const answers = dayAnswers(fake([stamp(1), stamp(1), stamp(1)], [big]), 1024 * 1024);
    const all = await Promise.all([0, 1, 2].map(() => answers.answer(q, undefined)));
    expect(answers.stats().reads).toBe(1);
    expect(all.every((a) => a.bytes.equals(all[0]!.bytes))).toBe(true);
    const tiny = dayAnswers(fake([stamp(1), stamp(1)], [big, big]), 1024);
    await tiny.answer(q, undefined);
    await tiny.answer(q, undefined);
    expect(tiny.stats()).toMatchObject({ reads: 2, entries: 0, bytes: 0 });
  });
});
