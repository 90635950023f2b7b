// The big screens' boards (shared/screens.ts): the on-air board answers, per TV and radio channel,
// what today's list plays now and next and how full the day is; the new-media board counts live
// releases per desk and ranks published stories by views. Both are the tenant's own and need a
// screen's menu.
import { describe, expect, it } from 'vitest';
import { onAirChannel } from '../../server/services/screens.js';
import { beijingDayOf } from '../../shared/time.js';
import type { OnAirBoard, OnAirChannel } from '../../shared/screens.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { day } from './schedule-fixtures.js';
import { contentSuite, expect200 } from './content-world.js';

const row = (start: number, end: number, programName: string, programTitle = '') => ({ tvId: 1, start, end, programName, programTitle, episode: '' });
const tv = { id: 1, name: '新闻频道', state: 1, kind: 6 };

describe('the on-air line of one channel', () => {
  const rows = [row(0, 3600, '晨间新闻.mp4'), row(3600, 7200, '天气预报.mp4', '全国天气'), row(10_800, 14_400, '纪录片.mp4')];

  it('names what is on now (its display title, no file extension) and what comes next', () => {
    const line = onAirChannel(tv, rows, 4000);
    expect(line.now).toEqual({ title: '全国天气', episode: '', startTime: '01:00:00', endTime: '02:00:00' });
    expect(line.nowElapsed).toBe(400);
    expect(line.next).toMatchObject({ title: '纪录片', startTime: '03:00:00' });
  });

  it('in a gap nothing is on, and the next programme is the one after the gap', () => {
    const line = onAirChannel(tv, rows, 8000);
    expect(line.now).toBeNull();
    expect(line.next?.title).toBe('纪录片');
  });

  it('counts the day: filled seconds, the gaps before the last end, the open tail', () => {
    const line = onAirChannel(tv, rows, 0);
    expect(line).toMatchObject({ entries: 3, filledSeconds: 10_800, gapSeconds: 3600, openSeconds: 86_400 - 14_400, enabled: 1 });
    expect(onAirChannel(tv, rows, 20_000)).toMatchObject({ now: null, next: null });
  });

  it('a channel without a list is all open; a disabled one says so', () => {
    expect(onAirChannel({ ...tv, state: 0 }, [], 100)).toMatchObject({ entries: 0, filledSeconds: 0, gapSeconds: 0, openSeconds: 86_400, now: null, next: null, enabled: 0 });
  });
});

describe.each(databases)('the on-air board on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);
  const get = async (t = me.token) => s.call(t, { method: 'GET', url: '/api/statisticaldata/onair' });

  it("answers today's now and next of the tenant's channels, read in Beijing time", async () => {
    // more channels without a list than the board holds, made before it: the listed one is shown first
    for (let i = 0; i < 25; i += 1) await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: `空频道${i}` } });
    const add = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: '播出大屏测试台' } });
    const tvId = add.json().data.liveTvId as number;
    // today's list: 24 programmes of one hour, the fourth titled for viewers
    let board: OnAirBoard | undefined;
    for (let attempt = 0; attempt < 2 && !board; attempt += 1) {
      const today = beijingDayOf(Date.now());
      const list = day(tvId, today, Array.from({ length: 24 }, (_, i) => [i === 23 ? 3599 : 3600, `第${i + 1}档.mp4`, 1] as [number, string, 1]));
      Object.assign(list[3]!, { programTitle: '午间新闻', episode: '第4期' });
      const saved = await s.call(me.token, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ liveTvId: tvId, livePlayDay: today, revision: 0, list }) });
      expect(saved.json().code).toBe(200);
      const answer = (await get()).json();
      expect(answer.code).toBe(200);
      // a save just before Beijing midnight is read on the next day: saved again for that day
      if (answer.data.day === today) board = answer.data as OnAirBoard;
    }
    expect(board!.channels.length).toBe(24);
    const line = board!.channels.find((c) => c.liveTvId === tvId) as OnAirChannel;
    const hour = Math.floor(board!.secondOfDay / 3600);
    expect(line).toMatchObject({ name: '播出大屏测试台', kind: 6, entries: 24, filledSeconds: 86_399, gapSeconds: 0, openSeconds: 1 });
    expect(line.now?.title).toBe(hour === 3 ? '午间新闻' : `第${hour + 1}档`);
    expect(line.nowElapsed).toBe(board!.secondOfDay - hour * 3600);
    if (hour < 23) expect(line.next?.title).toBe(hour + 1 === 3 ? '午间新闻' : `第${hour + 2}档`);
    // another tenant's board holds none of it
    const theirs = (await get(other.token)).json();
    expect(theirs.code).toBe(200);
    expect(theirs.data.channels.map((c: OnAirChannel) => c.liveTvId)).not.toContain(tvId);
  });

  it('refuses a caller without a token', async () => {
    expect((await s.call(undefined, { method: 'GET', url: '/api/statisticaldata/onair' })).statusCode).toBe(401);
  });
});

describe.each(databases)('the new-media board on %s', (kind) => {
  const w = contentSuite(kind);

  it('counts live releases per desk and ranks published stories by views', async () => {
    const [a, b] = await w.releasedIn('大屏栏目', ['大屏稿件甲', '大屏稿件乙']);
    await w.s.app.db.updateTable('content_items').set({ views: 90_001 }).where('id', '=', a).execute();
    await w.s.app.db.updateTable('content_items').set({ views: 90_002 }).where('id', '=', b).execute();
    const res = await w.json(w.admin, 'GET', '/api/statisticaldata/newmedia');
    expect200(res);
    const board = res.json().data;
    expect(board.top.slice(0, 2)).toEqual([
      { id: b, title: '大屏稿件乙', views: 90_002 },
      { id: a, title: '大屏稿件甲', views: 90_001 },
    ]);
    const live = await w.s.app.db.selectFrom('releases').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', w.tenantId).where('publish_at', '=', 0).executeTakeFirstOrThrow();
    expect(board.releases).toBe(Number(live.n));
    expect(board.byDesk.reduce((n: number, d: { releases: number }) => n + d.releases, 0)).toBe(board.releases);
    const { dept_id } = await w.s.app.db.selectFrom('content_items').select('dept_id').where('id', '=', a).executeTakeFirstOrThrow();
    const desk = board.byDesk.find((d: { deptId: number }) => d.deptId === (dept_id ?? 0));
    expect(desk?.releases).toBeGreaterThanOrEqual(2);
    expect(desk?.desk).not.toBe('');
    // another tenant sees none of these stories
    const theirs = (await w.json(w.other, 'GET', '/api/statisticaldata/newmedia')).json().data;
    expect(theirs.top.map((t: { id: number }) => t.id)).not.toContain(a);
  });
});
