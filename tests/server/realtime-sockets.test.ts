import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { connect, type Connection } from '../../server/db/connect.js';
import { readConfig } from '../../server/config.js';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, databases, startServer, suiteLogin, suiteOtherTenant, suiteStart, type TestServer } from './helpers.js';
import { addChannel, addUser, listen, openCentre, openSocket } from './realtime-support.js';
import { notify } from '../../server/services/notify.js';
import type { MessageItem, MessageSummary } from '../../shared/message-types.js';
import type { LiveFrame } from '../../shared/live-messages.js';
import { rateLimiter } from '../../server/plugins/realtime.js';
import { publicIdOf } from '../../server/services/live-public.js';
import { mediaKey } from '../../server/services/media-urls.js';

type User = { token: string; webTenId: number; webUserId: number };

describe.each(databases)('sockets (%s)', (kind) => {
  const s = suiteStart(kind);
  const admin = suiteLogin(s);
  const otherAdmin = suiteOtherTenant(s, 'sock-other');
  let base: string;
  let editor: User;
  let channel: number;
  /** Viewers (no token) name a channel by its public id. */
  let publicChannel: string;
  beforeAll(async () => {
    base = await listen(s.app);
    editor = await addUser(s, admin.token, 'sock-editor');
    channel = await addChannel(s.app, admin.webTenId);
    publicChannel = publicIdOf(await mediaKey(s.app), channel);
  });

  const centre = (u: { webTenId: number; webUserId: number }, token?: string) =>
    openSocket(`${base}/websocket/${u.webTenId}-&-1-&-${u.webUserId}${token ? `?token=${encodeURIComponent(token)}` : ''}`);

  it('closes with 4401 without a valid token for that tenant and user', async () => {
    const cases = [
      centre(editor), // no token
      centre(editor, 'bogus'),
      centre(editor, admin.token), // someone else's token
      centre({ webTenId: otherAdmin.webTenId, webUserId: editor.webUserId }, editor.token), // wrong tenant
      openSocket(`${base}/websocket/garbage?token=${editor.token}`),
    ];
    for (const c of cases) expect(await c.closed).toBe(4401);
  });

  it('answers getMessageCount with the per-type summary and keeps quiet on keepHeart', async () => {
    const c = centre(editor, editor.token);
    c.send('keepHeart');
    c.send('getMessageCount');
    const summary = await c.json<MessageSummary[]>();
    expect(summary).toHaveLength(11);
    expect(summary[0]).toEqual({ msgType: 0, name: '创作', unReadCount: 0 });
    expect(summary[10]!.name).toBe('线索');
    c.close();
  });

  it('pushes each new message to every open socket of the recipient only', async () => {
    const a = centre(editor, editor.token);
    const b = centre(editor, editor.token);
    const adminSocket = centre(admin, admin.token);
    for (const c of [a, b, adminSocket]) {
      c.send('getMessageCount');
      await c.json();
    }
    const binary: boolean[] = [];
    a.ws.on('message', (_data, isBinary) => binary.push(isBinary));
    await notify(s.app, editor.webTenId, [editor.webUserId], { msgType: 8, title: '投稿', viewContent: '收到一篇投稿' });
    for (const c of [a, b]) expect(await c.json<MessageItem>()).toMatchObject({ msgType: 8, name: '投稿', viewContent: '收到一篇投稿', readFlag: 0 });
    // The hub writes one encoded buffer to every socket, still as a text frame (a browser gets a string).
    expect(binary).toEqual([false]);
    // readAll pushes the zeroed summary to the user's sockets.
    await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/readAll' });
    const zeroed = await a.json<MessageSummary[]>();
    expect(zeroed.every((x) => x.unReadCount === 0)).toBe(true);
    // The administrator got nothing: the next frame is the answer to its own request.
    adminSocket.send('getMessageCount');
    expect(Array.isArray(await adminSocket.json())).toBe(true);
    for (const c of [a, b, adminSocket]) c.close();
  });

  it('never delivers a tenant-wide notice to another tenant', async () => {
    const mine = centre(editor, editor.token);
    const theirs = centre(otherAdmin, otherAdmin.token);
    for (const c of [mine, theirs]) {
      c.send('getMessageCount');
      await c.json();
    }
    await s.call(otherAdmin.token, {
      method: 'POST',
      url: '/api/web-manager/message/manager/msg/send',
      payload: { userIds: 'all', msgType: '7', title: '别家预警', viewContent: '别家' },
    });
    expect(await theirs.json<MessageItem>()).toMatchObject({ viewContent: '别家' });
    mine.send('getMessageCount');
    const next = await mine.json<MessageSummary[]>();
    expect(Array.isArray(next)).toBe(true);
    mine.close();
    theirs.close();
  });

  it('closes a socket whose session is revoked on its next command', async () => {
    const temp = await s.login('demo', 'sock-editor', 'User_123');
    const c = centre(temp, temp.token);
    c.send('getMessageCount');
    await c.json();
    await s.call(temp.token, { method: 'POST', url: '/api/web-basic/login/back/out' });
    c.send('keepHeart');
    expect(await c.closed).toBe(4401);
  });

  it('closes a socket within one recheck when its session ends elsewhere (e.g. a password change)', async () => {
    const temp = await s.login('demo', 'sock-editor', 'User_123');
    const previous = process.env.SOCKET_RECHECK_MS;
    process.env.SOCKET_RECHECK_MS = '50';
    try {
      const c = centre(temp, temp.token);
      c.send('getMessageCount');
      await c.json();
      await s.app.db.updateTable('sessions').set({ revoked_at: Date.now() }).where('user_id', '=', temp.webUserId).execute();
      expect(await c.closed).toBe(4401);
    } finally {
      if (previous === undefined) delete process.env.SOCKET_RECHECK_MS;
      else process.env.SOCKET_RECHECK_MS = previous;
    }
    // The editor's other logins were revoked too: log in again for the tests that follow.
    editor = await s.login('demo', 'sock-editor', 'User_123');
  });

  describe('live messages', () => {
    const live = (token?: string, id: number | string = token ? channel : publicChannel) =>
      openSocket(`${base}/websocket/live/${id}${token ? `?token=${token}` : ''}`);

    it('lets a viewer ask, staff reply, pin and remove, all seen by everyone', async () => {
      const viewer = live();
      const staff = live(admin.token);
      expect(await viewer.json()).toEqual([]);
      expect(await staff.json()).toEqual([]);
      viewer.send({ action: 'ask', content: '今晚几点直播？', nickname: '小李' });
      const q = await staff.json<LiveFrame>();
      expect(q).toMatchObject({ busType: 0, operationType: 0, topFlag: 0, content: '今晚几点直播？', nickname: '小李' });
      const auditing = await viewer.until<LiveFrame>((f) => f.busType === 3);
      expect(auditing.content).toBe('您的提问已提交');

      staff.send({ action: 'pin', seq: q.seq, topFlag: 1 });
      const removed = await viewer.until<LiveFrame>((f) => f.seq === q.seq && f.operationType === 1);
      expect(removed.busType).toBe(0);
      expect(await viewer.json<LiveFrame>()).toMatchObject({ seq: q.seq, operationType: 0, topFlag: 1 });

      staff.send({ action: 'reply', seq: q.seq, content: '晚上八点' });
      const reply = await viewer.until<LiveFrame>((f) => f.busType === 1);
      expect(reply).toMatchObject({ replyToSeq: q.seq, question: '小李：今晚几点直播？', content: '晚上八点', nickname: '管理员' });

      // A late joiner receives the current list as one array, newest first.
      const late = live();
      const list = await late.json<LiveFrame[]>();
      expect(list.map((f) => f.seq)).toEqual([reply.seq, q.seq]);
      expect(list[1]!.topFlag).toBe(1);

      staff.send({ action: 'remove', seq: reply.seq });
      expect(await late.json<LiveFrame>()).toMatchObject({ seq: reply.seq, operationType: 1 });
      staff.send({ action: 'tip', content: '直播即将开始' });
      expect(await late.json<LiveFrame>()).toMatchObject({ busType: 2, content: '直播即将开始' });
      for (const c of [viewer, staff, late]) c.close();
    });

    it('refuses staff actions to viewers and another tenant’s token, and unknown channels', async () => {
      const viewer = live();
      await viewer.json();
      viewer.send({ action: 'remove', seq: 1 });
      expect(await viewer.json<LiveFrame>()).toMatchObject({ busType: 2, content: '无权操作' });
      viewer.close();
      expect(await live(otherAdmin.token).closed).toBe(4401);
      expect(await live('bogus').closed).toBe(4401);
      expect(await live(undefined, 987654).closed).toBe(4404);
    });

    it('bounds frame size and rate', async () => {
      const viewer = live();
      await viewer.json();
      viewer.send({ action: 'ask', content: 'x'.repeat(5000) });
      expect(await viewer.closed).toBe(1009);
      const flood = live();
      await flood.json();
      for (let i = 0; i < 8; i++) flood.send({ action: 'ask', content: `问题${i}` });
      const refusal = await flood.until<LiveFrame>((f) => f.busType === 2);
      expect(refusal.content).toBe('发送太频繁，请稍后再试');
      flood.close();
    });
  });
});

describe('rate limiter', () => {
  it('allows a burst per window and resets', () => {
    let t = 0;
    const l = rateLimiter(2, 1000, () => t);
    expect([l.take(), l.take(), l.take()]).toEqual([true, true, false]);
    t = 1000;
    expect(l.take()).toBe(true);
  });
});

// Two instances on one database and one Redis: a message created on one reaches a socket held
// by the other.
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];
describe.each(redisUrls)('fan-out across instances through Redis (%s)', (redis) => {
  let s: TestServer;
  let second: FastifyInstance;
  let secondConn: Connection;
  beforeAll(async () => {
    s = await startServer('sqlite', { REDIS_URL: redis });
    secondConn = connect({ sqliteFile: path.join(s.dataDir, 'test.sqlite') });
    const config = readConfig({ DATA_DIR: s.dataDir, ADMIN_PASSWORD, REDIS_URL: redis, REDIS_PREFIX: s.config.redisPrefix, WEB_DIR: path.join(s.dataDir, 'no-web') });
    second = (await buildApp({ config, connection: secondConn })).app;
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondConn.close();
    await s.close();
  });

  it('delivers a notice sent on instance A to a socket on instance B, and live frames both ways', async () => {
    const [baseA, baseB] = [await listen(s.app), await listen(second)];
    const admin = await s.login();
    const editor = await addUser(s, admin.token, 'fan-editor');
    const onB = await openCentre(baseB, editor);
    const sent = await s.call(admin.token, {
      method: 'POST',
      url: '/api/web-manager/message/manager/msg/send',
      payload: { userIds: String(editor.webUserId), msgType: '0', title: '跨实例', viewContent: '来自实例A' },
    });
    expect(sent.json().data.count).toBe(1);
    expect(await onB.json<MessageItem>()).toMatchObject({ viewContent: '来自实例A' });

    const channel = await addChannel(s.app, admin.webTenId, '跨实例频道');
    const viewerA = openSocket(`${baseA}/websocket/live/${publicIdOf(await mediaKey(s.app), channel)}`);
    const staffB = openSocket(`${baseB}/websocket/live/${channel}?token=${admin.token}`);
    await viewerA.json();
    await staffB.json();
    viewerA.send({ action: 'ask', content: '跨实例提问' });
    const q = await staffB.json<LiveFrame>();
    expect(q.content).toBe('跨实例提问');
    staffB.send({ action: 'pin', seq: q.seq, topFlag: 1 });
    expect(await viewerA.until<LiveFrame>((f) => f.seq === q.seq && f.topFlag === 1)).toMatchObject({ operationType: 0 });
    for (const c of [onB, viewerA, staffB]) c.close();
  });
});
