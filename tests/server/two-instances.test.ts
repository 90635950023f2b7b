import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKey } from '../../server/services/media-urls.js';
import { publicIdOf } from '../../server/services/live-public.js';
import type { LiveFrame } from '../../shared/live-messages.js';
import type { TestServer } from './helpers.js';
import { jsonCall } from './org-support.js';
import { eventually, startPair } from './pair-support.js';
import { addChannel, listen, openCentre, openSocket } from './realtime-support.js';
import { startS3 } from './s3-support.js';
import { dayFromToday, day } from './schedule-fixtures.js';
import { chunkCount, form, get, md5, merge, save, sendChunk, type Upload } from './upload-client.js';

// Two instances behind one address (docs/deployment.md): one PostgreSQL, one Redis, one bucket.
// Each instance has its own connection pool, caches, socket hub and Redis clients, as two
// processes would; what they share is only what two processes share.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const reason = !databaseUrl ? 'TEST_DATABASE_URL is not set' : !redisUrl ? 'TEST_REDIS_URL is not set' : '';
if (reason) console.info(`two-instances.test: skipped, ${reason}`);

describe.skipIf(Boolean(reason))('two instances on one PostgreSQL, one Redis and one bucket', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestServer;
  let b: TestServer;
  let wsA: string;
  let wsB: string;

  beforeAll(async () => {
    s3 = await startS3();
    pair = await startPair('postgres', { REDIS_URL: redisUrl!, ...s3.env });
    ({ a, b } = pair);
    wsA = await listen(a.app);
    wsB = await listen(b.app);
    await Promise.all([a.app.authCache.ready(), b.app.authCache.ready()]);
  }, 180_000);
  afterAll(async () => {
    await pair?.close();
    await s3?.close();
  });

  it('a session made on A works on B; a logout on A ends it on B within a second', async () => {
    const s = await a.login();
    expect((await jsonCall(b, s.token, 'POST', '/api/web-basic/login/back/user')).code).toBe(200);
    expect((await jsonCall(a, s.token, 'POST', '/api/web-basic/login/back/out')).code).toBe(200);
    expect(await eventually(async () => (await jsonCall(b, s.token, 'POST', '/api/web-basic/login/back/user')).status === 401)).toBe(true);
  });

  it("an upload's chunks alternate between A and B and merge on B into the bucket", async () => {
    const token = (await a.login()).token;
    const lib = (await get(b, token, 'file/manager/get/public')).data[0].fileLibId;
    const u: Upload = { file: randomBytes(64 * 1024 * 5 + 99), name: '两台.bin', chunkSize: 64 * 1024, fileLibId: lib };
    for (let n = 1; n <= chunkCount(u); n += 1) {
      const res = await sendChunk(n % 2 ? a : b, token, u, n);
      expect(res.json().code, res.body).toBe(200);
    }
    expect((await form(a, token, 'file/manager/check', { md5: md5(u.file), fileLibId: lib, fileObjName: u.name })).data.curChunk).toBe(chunkCount(u));
    const merged = await merge(b, token, u);
    expect(merged.code, merged.msg).toBe(200);
    const saved = await save(a, token, u, merged.data.fileResId);
    expect(saved.code, saved.msg).toBe(200);
    const served = await a.app.inject({ method: 'GET', url: saved.data.url });
    expect(md5(served.rawPayload)).toBe(md5(u.file));
  });

  it('a notice sent through A reaches a message-centre socket on B', async () => {
    const admin = await b.login();
    const socket = await openCentre(wsB, admin);
    const sent = await a.call(admin.token, {
      method: 'POST',
      url: '/api/web-manager/message/manager/msg/send',
      payload: { userIds: String(admin.webUserId), msgType: '7', title: '两台预警', viewContent: '经 A 发出' },
    });
    expect(sent.json().code, sent.body).toBe(200);
    expect(await socket.until<{ viewContent?: string }>((f) => f.viewContent === '经 A 发出')).toBeTruthy();
    socket.close();
  });

  it('a live question posted on B reaches the staff on A, and the reply on A reaches the viewer on B', async () => {
    const admin = await a.login();
    const channel = await addChannel(a.app, admin.webTenId, '两台频道');
    const publicId = publicIdOf(await mediaKey(a.app), channel);
    const staff = openSocket(`${wsA}/websocket/live/${channel}?token=${admin.token}`);
    const viewer = openSocket(`${wsB}/websocket/live/${publicId}`);
    expect(await staff.json()).toEqual([]);
    expect(await viewer.json()).toEqual([]);
    viewer.send({ action: 'ask', content: '两台都能看到吗？', nickname: '观众' });
    const q = await staff.until<LiveFrame>((f) => f.content === '两台都能看到吗？');
    staff.send({ action: 'reply', seq: q.seq, content: '能' });
    expect(await viewer.until<LiveFrame>((f) => f.busType === 1)).toMatchObject({ replyToSeq: q.seq, content: '能' });
    staff.close();
    viewer.close();
  });

  it('a schedule save on A makes a stale save on B conflict (409)', async () => {
    const token = (await a.login()).token;
    const tvId = (await jsonCall(a, token, 'GET', '/api/web-manager/live/tv/page?pageIndex=1&pageSize=10')).data.list[0].liveTvId;
    const d = dayFromToday(30);
    const list = day(tvId, d, [[1800, '早间新闻', 1], [3600, '专题', 1]], 6 * 3600);
    const current = (await jsonCall(b, token, 'GET', `/api/web-manager/live/program/page?liveTvId=${tvId}&beginTime=${d}&pageIndex=1&pageSize=999`)).data.revision as number;
    const saveOn = (s: TestServer, entries: typeof list) =>
      s.call(token, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ liveTvId: tvId, livePlayDay: d, revision: current, list: entries }) });
    expect((await saveOn(a, list)).statusCode).toBe(200);
    const stale = await saveOn(b, list.slice(0, 1));
    expect(stale.statusCode).toBe(409);
    const back = (await jsonCall(b, token, 'GET', `/api/web-manager/live/program/page?liveTvId=${tvId}&beginTime=${d}&pageIndex=1&pageSize=999`)).data;
    expect(back.list).toHaveLength(2);
  });
});
