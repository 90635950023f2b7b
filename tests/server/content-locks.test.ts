// The soft edit lock of content items: take, renew, held by another (409 naming the holder),
// take-over, release, expiry, the lists' lockedBy, tenant isolation and rights.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { eventually } from './pair-support.js';
import { contentSuite, doc, expect200, type ContentWorld } from './content-world.js';

const P = '/api/web-publish/content';

const lock = (w: ContentWorld, token: string, id: number, take = 0) => w.form(token, `${P}/lock`, { id, take });
const unlock = (w: ContentWorld, token: string, id: number) => w.form(token, `${P}/unlock`, { id });
const me = async (w: ContentWorld, token: string) => (await w.json(token, 'POST', '/api/web-basic/login/back/user')).json().data as { webUserId: number; webUserName: string };
const listed = async (w: ContentWorld, id: number) =>
  ((await w.json(w.admin, 'GET', `${P}/page?type=1&pageSize=100`)).json().data.list as { id: number; lockedBy: unknown }[]).find((i) => i.id === id);
const row = (w: ContentWorld, id: number) => w.s.app.repos.contentLocks.get(w.tenantId, id);

describe.each(databases)('content edit lock (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);

  it('the first opener holds it; a second is told who edits; take-over; release', async () => {
    const id = await w.save(w.admin, doc('锁定的稿件'));
    const admin = await me(w, w.admin);
    const editor = await me(w, w.editor);

    const first = await lock(w, w.admin, id);
    expect200(first);
    expect(first.json().data.holder).toEqual({ userId: admin.webUserId, userName: admin.webUserName });
    expect(first.json().data.expiresAt).toBeGreaterThan(Date.now());
    // a renewal (heartbeat) keeps it and moves the expiry on
    const renewed = await lock(w, w.admin, id);
    expect200(renewed);
    expect(renewed.json().data.expiresAt).toBeGreaterThanOrEqual(first.json().data.expiresAt);

    // someone else: 409 naming the holder, nothing written
    const held = await lock(w, w.editor, id);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 409, msg: `${admin.webUserName} 正在编辑`, data: { holder: { userId: admin.webUserId, userName: admin.webUserName } } });
    expect((await row(w, id))?.user_id).toBe(admin.webUserId);
    expect(await listed(w, id)).toMatchObject({ lockedBy: { userId: admin.webUserId, userName: admin.webUserName } });
    // an unlock by someone who does not hold it frees nothing
    expect((await unlock(w, w.editor, id)).json().data).toEqual({ released: false });
    expect((await row(w, id))?.user_id).toBe(admin.webUserId);

    // take-over
    const taken = await lock(w, w.editor, id, 1);
    expect200(taken);
    expect(taken.json().data.holder).toEqual({ userId: editor.webUserId, userName: '张编辑' });
    const refused = await lock(w, w.admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('张编辑 正在编辑');
    expect(await listed(w, id)).toMatchObject({ lockedBy: { userName: '张编辑' } });

    // release on leaving the editor
    expect((await unlock(w, w.editor, id)).json().data).toEqual({ released: true });
    expect(await row(w, id)).toBeUndefined();
    expect(await listed(w, id)).toMatchObject({ lockedBy: null });
    expect200(await lock(w, w.admin, id));
    expect200(await unlock(w, w.admin, id));
  });

  it("another tenant's item, a missing or deleted item: 404, nothing written", async () => {
    const id = await w.save(w.admin, doc('本租户的稿件'));
    const other = await lock(w, w.other, id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, msg: '稿件不存在', data: null });
    expect((await unlock(w, w.other, id)).statusCode).toBe(404);
    expect(await row(w, id)).toBeUndefined();

    expect((await lock(w, w.admin, 2_000_000_000)).json()).toMatchObject({ code: 404, msg: '稿件不存在' });
    const gone = await w.save(w.admin, doc('删除的稿件'));
    expect200(await w.form(w.admin, `${P}/delete`, { id: gone }));
    expect((await lock(w, w.admin, gone)).statusCode).toBe(404);
    expect(await row(w, gone)).toBeUndefined();

    for (const bad of [{ id: 0, take: 0 }, { id, take: 2 }, { id: 'x', take: 0 }]) {
      const res = await w.form(w.admin, `${P}/lock`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).not.toBe(200);
    }
    expect(await row(w, id)).toBeUndefined();
  });

  it('only users who may edit the type may lock it', async () => {
    const id = await w.save(w.admin, doc('审核人不能锁'));
    const res = await lock(w, w.reviewer, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).not.toBe(200);
    expect(await row(w, id)).toBeUndefined();
    expect((await unlock(w, w.reviewer, id)).statusCode).toBe(403);
  });

  it('a deleted item takes its lock with it', async () => {
    const id = await w.save(w.admin, doc('带锁删除'));
    expect200(await lock(w, w.admin, id));
    expect200(await w.form(w.admin, `${P}/delete`, { id }));
    expect(await row(w, id)).toBeUndefined();
  });
});

describe.each(databases)('content edit lock expiry (%s)', (kind) => {
  // a short lifetime instead of a clock: the lock of an editor that stopped renewing frees itself
  const w = contentSuite(kind, undefined, 60_000, { CONTENT_LOCK_TTL_MS: '400' });

  it('a lock not renewed expires: the next opener gets it without a take-over', async () => {
    const id = await w.save(w.admin, doc('过期的锁'));
    expect200(await lock(w, w.admin, id));
    expect((await lock(w, w.editor, id)).statusCode).toBe(409);
    expect(await eventually(async () => (await lock(w, w.editor, id)).statusCode === 200, 5_000)).toBe(true);
    expect((await lock(w, w.admin, id)).json().msg).toBe('张编辑 正在编辑');
    expect(await eventually(async () => (await listed(w, id))?.lockedBy === null, 5_000)).toBe(true);
  });
});
