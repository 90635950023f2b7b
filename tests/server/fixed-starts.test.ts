// Fixed starts (固定开始) and the week view (contract "Programme metadata, fixed starts, week
// view, templates"): a pinned entry may have a gap in front of it, never an overlap (refused
// with a message naming both entries); edits keep it where it is; GET live/program/week answers
// Monday to Sunday with entries, seconds, gaps and revision.
import { describe, expect, it } from 'vitest';
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { day, dayFromToday, hms, programmeCalls } from './schedule-fixtures.js';

/** Entry i of `list` moved to start at `start` (its length kept) and pinned. */
function pin(list: ProgrammeEntry[], i: number, start: number): ProgrammeEntry[] {
  const e = list[i]!;
  const len = e.liveProgramTimeLength;
  const d = e.livePlayTime.slice(0, 10);
  list[i] = { ...e, fixedStart: 1, startTime: hms(start), endTime: hms(start + len), livePlayTime: `${d} ${hms(start)}`, liveEndTime: `${d} ${hms(start + len)}` };
  return list;
}

describe.each(databases)('fixed starts and the week view on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);

  const { call, save, page, newTv } = programmeCalls(s, me);
  const load = async (tvId: number, d: string) => (await page(tvId, d)).data;

  it('saves a pinned entry after a gap, refuses one run into with a message naming both entries, and still chains the others', async () => {
    const tvId = await newTv('固定开始-保存');
    const d = dayFromToday(1);
    const base = () => day(tvId, d, [[3600, '午间新闻', 1], [1800, '天气预报', 1], [1800, '新闻联播', 1]], 17 * 3600);
    // 17:00–18:00, 18:00–18:30, then 新闻联播 pinned at 19:00: a 30-minute gap in front of it
    const withGap = pin(base(), 2, 19 * 3600);
    const saved = (await save({ liveTvId: tvId, livePlayDay: d, revision: 0, list: withGap })).json();
    expect(saved).toMatchObject({ code: 200, data: { revision: 1, total: 3 } });
    const back = await load(tvId, d);
    expect(back.list[2]).toMatchObject({ startTime: '19:00:00', endTime: '19:30:00', fixedStart: 1 });

    // 天气预报 running until 18:40 into 新闻联播 pinned at 18:30? no: pinned at 18:20 → overlap of 10 minutes
    const overlap = pin(base(), 2, 18 * 3600 + 20 * 60);
    const refused = await save({ liveTvId: tvId, livePlayDay: d, revision: 1, list: overlap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('节目重叠，无法保存：第2条「天气预报」结束于18:30:00，与第3条「新闻联播」的固定开始时间18:20:00重叠00:10:00');
    expect((await load(tvId, d)).revision).toBe(1);

    // an entry that is not pinned must still start at the end before it
    const loose = pin(base(), 2, 19 * 3600);
    delete loose[2]!.fixedStart;
    const chained = await save({ liveTvId: tvId, livePlayDay: d, revision: 1, list: loose });
    expect(chained.statusCode).toBe(400);
    expect(chained.json().msg).toBe('第3条节目的开始时间必须等于上一条节目的结束时间');
  });

  it('keeps a pinned entry where it is when an earlier entry is edited or deleted, and refuses an edit that runs into it', async () => {
    const tvId = await newTv('固定开始-修改');
    const d = dayFromToday(2);
    const list = pin(day(tvId, d, [[1800, '片头', 1], [1800, '专题', 1], [600, '整点新闻', 1], [600, '广告', 1]], 8 * 3600), 2, 10 * 3600);
    list[3] = { ...list[3]!, startTime: '10:10:00', endTime: '10:20:00', livePlayTime: `${list[3]!.livePlayTime.slice(0, 10)} 10:10:00`, liveEndTime: `${list[3]!.livePlayTime.slice(0, 10)} 10:20:00` };
    expect((await save({ liveTvId: tvId, livePlayDay: d, revision: 0, list })).json().code).toBe(200);

    // 片头 ends at 08:20 instead of 08:30: 专题 follows, 整点新闻 stays at 10:00, 广告 after it
    const edited = (await call('POST', 'live/program/edit', { liveTvId: String(tvId), livePlayDay: d, revision: '1', index: '0', endTime: '08:20:00' })).json();
    expect(edited.code).toBe(200);
    const after = (await load(tvId, d)).list.map((e: ProgrammeEntry) => `${e.startTime}-${e.endTime}`);
    expect(after).toEqual(['08:00:00-08:20:00', '08:20:00-08:50:00', '10:00:00-10:10:00', '10:10:00-10:20:00']);

    // 专题 until 10:05 would run into 整点新闻
    const into = await call('POST', 'live/program/edit', { liveTvId: String(tvId), livePlayDay: d, revision: '2', index: '1', endTime: '10:05:00' });
    expect(into.statusCode).toBe(400);
    expect(into.json().msg).toContain('与第3条「整点新闻」的固定开始时间10:00:00重叠00:05:00');

    // deleting 片头 closes up 专题 and leaves 整点新闻 at 10:00
    expect((await call('POST', 'live/program/delete', { liveTvId: String(tvId), livePlayDay: d, revision: '2', index: '0' })).json().code).toBe(200);
    expect((await load(tvId, d)).list.map((e: ProgrammeEntry) => e.startTime)).toEqual(['08:00:00', '10:00:00', '10:10:00']);
  });

  it('answers the week Monday to Sunday around any day with entries, covered seconds, gaps and revisions', async () => {
    const tvId = await newTv('周视图');
    // a week starting on a Monday within reach
    const start = dayFromToday(7);
    const weekday = new Date(`${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6)}T12:00:00Z`).getUTCDay();
    const monday = dayFromToday(7 - ((weekday + 6) % 7));
    const tuesday = dayFromToday(8 - ((weekday + 6) % 7));
    const sunday = dayFromToday(13 - ((weekday + 6) % 7));
    // Monday: 06:00–07:00 and 新闻联播 pinned at 19:00 for 30 min → gaps 6 h + 12 h
    const mon = pin(day(tvId, monday, [[3600, '早间新闻.mp4', 1], [1800, '新闻联播', 1]], 6 * 3600), 1, 19 * 3600);
    mon[1]!.programTitle = '新闻联播（直播）';
    expect((await save({ liveTvId: tvId, livePlayDay: monday, revision: 0, list: mon })).json().code).toBe(200);
    // Sunday: from midnight, no gap
    expect((await save({ liveTvId: tvId, livePlayDay: sunday, revision: 0, list: day(tvId, sunday, [[7200, '电影', 1]]) })).json().code).toBe(200);

    const week = (await call('GET', `live/program/week?liveTvId=${tvId}&beginTime=${tuesday}`)).json();
    expect(week.code).toBe(200);
    expect(week.data.days.map((x: { day: string }) => x.day)).toEqual(Array.from({ length: 7 }, (_, i) => dayFromToday(7 - ((weekday + 6) % 7) + i)));
    expect(week.data.days[0]).toEqual({
      day: monday,
      entries: [
        { startTime: '06:00:00', endTime: '07:00:00', liveProgramName: '早间新闻.mp4', liveProgramAddresstype: 1 },
        { startTime: '19:00:00', endTime: '19:30:00', liveProgramName: '新闻联播', programTitle: '新闻联播（直播）', fixedStart: 1, liveProgramAddresstype: 1 },
      ],
      seconds: 5400,
      gaps: 18 * 3600,
      revision: 1,
    });
    expect(week.data.days[1]).toEqual({ day: tuesday, entries: [], seconds: 0, gaps: 0, revision: 0 });
    expect(week.data.days[6]).toMatchObject({ day: sunday, seconds: 7200, gaps: 0, revision: 1 });

    expect((await call('GET', `live/program/week?liveTvId=${tvId}&beginTime=2026-12-01`)).statusCode).toBe(400);
    expect((await call('GET', `live/program/week?liveTvId=${tvId}&beginTime=${monday}`, undefined, other.token)).statusCode).toBe(404);
  });
});
