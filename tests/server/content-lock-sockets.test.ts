// Lock and review frames reach the other editors over the message socket, across two instances
// through Redis: a lock taken on A shows on a socket of B; a take-over on B tells the previous
// holder on A; a review on A reaches an editor's socket on B.
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureContentUsers } from '../../server/seed/content-seed.js';
import type { ContentLockChange, ContentReviewed } from '../../shared/content-lock.js';
import type { Session, TestServer } from './helpers.js';
import { suiteSocketPair } from './pair-support.js';
import { openCentre, type TestSocket } from './realtime-support.js';

const redisUrl = process.env.TEST_REDIS_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
if (!redisUrl) console.info('content-lock-sockets.test: skipped, TEST_REDIS_URL is not set');

const P = '/api/web-publish/content';
type Frame = { contentLock?: ContentLockChange; contentReviewed?: ContentReviewed };

describe.skipIf(!redisUrl)(`content lock frames across two instances (${kind} + Redis)`, () => {
  const pair = suiteSocketPair(kind, { REDIS_URL: redisUrl! });
  let admin: Session;
  let editor: Session;
  let reviewer: Session;

  const form = (s: TestServer, token: string, url: string, payload: Record<string, string | number>) =>
    s.call(token, { method: 'POST', url, payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) });

  beforeAll(async () => {
    const { a, b } = pair;
    admin = await a.login();
    await ensureContentUsers(a.app, admin.webTenId, { editor: 'Editor_123', reviewer: 'Review_123' });
    editor = await b.login('demo', 'editor', 'Editor_123');
    reviewer = await a.login('demo', 'reviewer', 'Review_123');
  });

  it('take, take-over and release reach the sockets of the other instance; a review reaches an open editor', async () => {
    const { a, b, wsA, wsB } = pair;
    const saved = await a.call(admin.token, {
      method: 'POST',
      url: `${P}/save`,
      payload: { type: 1, title: '两台实例的锁', body: '<p>正文</p>' },
      headers: { 'content-type': 'application/json' },
    });
    const id = saved.json().data.id as number;
    const onA: TestSocket = await openCentre(wsA, admin);
    const onB: TestSocket = await openCentre(wsB, editor);

    expect((await form(a, admin.token, `${P}/lock`, { id, take: 0 })).json().code).toBe(200);
    const taken = await onB.until<Frame>((f) => f.contentLock?.id === id);
    expect(taken.contentLock).toMatchObject({ id, holder: { userId: admin.webUserId, userName: '管理员' } });
    expect(taken.contentLock?.takenFrom).toBeUndefined();

    const refused = await form(b, editor.token, `${P}/lock`, { id, take: 0 });
    expect(refused.statusCode).toBe(409);
    expect((await form(b, editor.token, `${P}/lock`, { id, take: 1 })).json().code).toBe(200);
    // the previous holder, on the other instance, is told who took it over
    const notice = await onA.until<Frame>((f) => f.contentLock?.id === id && f.contentLock.holder?.userId === editor.webUserId);
    expect(notice.contentLock).toMatchObject({ holder: { userName: '张编辑' }, takenFrom: admin.webUserId });

    expect((await form(b, editor.token, `${P}/unlock`, { id })).json().data).toEqual({ released: true });
    expect((await onA.until<Frame>((f) => f.contentLock?.id === id && f.contentLock.holder === null)).contentLock?.holder).toBeNull();

    expect((await form(a, admin.token, `${P}/submit`, { id })).json().code).toBe(200);
    expect((await form(a, reviewer.token, `${P}/review`, { id, pass: 0, opinion: '请补充来源' })).json().code).toBe(200);
    expect((await onB.until<Frame>((f) => f.contentReviewed?.id === id)).contentReviewed).toEqual({ id, status: 2 });
    onA.close();
    onB.close();
  });
});
