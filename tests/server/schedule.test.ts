// @ts-ignore -- jsdom ships no types; only its XML parser is used to check well-formedness
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { day } from './schedule-fixtures.js';

const pad = (n: number) => String(n).padStart(2, '0');


describe.each(databases)('schedule on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);
  let tvId: number;

  const get = (url: string, t = me.token) => s.call(t, { method: 'GET', url: `/api/web-manager/${url}` });
  const form = (url: string, payload: Record<string, string>, t = me.token) =>
    s.call(t, { method: 'POST', url: `/api/web-manager/${url}`, payload });
  const save = (body: unknown, t = me.token) =>
    s.call(t, {
      method: 'POST',
      url: '/api/web-manager/live/program/add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const load = async (d: string, id = tvId) => (await get(`live/program/page?liveTvId=${id}&beginTime=${d}&pageIndex=1&pageSize=99999`)).json();


  it('seeds the demo tenant with TV channels, and lists, adds, edits, finds and deletes them', async () => {
    const seeded = (await get('live/tv/page?pageIndex=1&pageSize=10')).json();
    expect(seeded.code).toBe(200);
    expect(seeded.data.total).toBeGreaterThanOrEqual(2);
    expect(seeded.data.list[0]).toMatchObject({ liveTvId: expect.any(Number), liveTvName: '综合频道' });
    tvId = seeded.data.list[0].liveTvId;

    const added = (await form('live/tv/add', { liveTvName: '少儿频道', liveTvDesc: '动画' })).json();
    expect(added).toMatchObject({ code: 200, data: { liveTvName: '少儿频道', liveTvDesc: '动画', liveTvState: 1 } });
    const dup = await form('live/tv/add', { liveTvName: '少儿频道' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('电视频道名称已存在');
    const id = added.data.liveTvId as number;
    const edited = (await form('live/tv/edit', { liveTvId: String(id), liveTvName: '少儿动画频道' })).json();
    expect(edited.data.liveTvName).toBe('少儿动画频道');
    const found = (await get('live/tv/page?keyword=' + encodeURIComponent('动画'))).json();
    expect(found.data.list.map((t: { liveTvName: string }) => t.liveTvName)).toEqual(['少儿动画频道']);
    expect((await get(`live/tv/detail?liveTvId=${id}`)).json().data.liveTvId).toBe(id);

    // another tenant sees none of it
    expect((await get(`live/tv/detail?liveTvId=${id}`, other.token)).statusCode).toBe(404);
    expect((await form('live/tv/delete', { liveTvId: String(id) }, other.token)).statusCode).toBe(404);
    expect((await get('live/tv/page', other.token)).json().data.total).toBe(0);

    const overview = (await s.call(me.token, { method: 'GET', url: '/api/web-basic/tenant/manager/overview' })).json();
    expect(overview.data.counts['电视频道']).toBe(seeded.data.total + 1);

    expect((await form('live/tv/delete', { liveTvId: String(id) })).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await get(`live/tv/detail?liveTvId=${id}`)).statusCode).toBe(404);
    expect((await form('live/tv/add', { liveTvName: '' })).statusCode).toBe(400);
  });

  it('saves a day with every field and answers it back with its revision; a stale revision is 409 and writes nothing', async () => {
    const empty = await load('20261201');
    expect(empty).toMatchObject({ code: 200, data: { list: [], total: 0, revision: 0 } });

    const list = day(tvId, '20261201', [
      [1800, '早间新闻', 1],
      [3600, '体育直播 <A&B>', 2],
      [2700, '电视剧', 1],
    ], 6 * 3600);
    const saved = (await save({ liveTvId: tvId, livePlayDay: '20261201', revision: 0, list })).json();
    expect(saved).toMatchObject({ code: 200, msg: '保存成功', data: { revision: 1, total: 3 } });

    const back = await load('20261201');
    expect(back.data.revision).toBe(1);
    expect(back.data.list).toEqual(list);
    expect(back.data.list[1]).toMatchObject({ livePlaybackFlag: 0, liveProgramType: 0, liveTvType: 3, liveProgramAddresstype: 2 });

    const stale = await save({ liveTvId: tvId, livePlayDay: '20261201', revision: 0, list: list.slice(0, 1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).not.toBe(200);
    expect((await load('20261201')).data).toMatchObject({ total: 3, revision: 1 });

    const next = (await save({ liveTvId: tvId, livePlayDay: '20261201', revision: 1, list: list.slice(0, 2) })).json();
    expect(next.data.revision).toBe(2);
    expect((await load('20261201')).data.total).toBe(2);

    // another tenant can neither read nor write this channel
    expect((await get(`live/program/page?liveTvId=${tvId}&beginTime=20261201`, other.token)).statusCode).toBe(404);
    expect((await save({ liveTvId: tvId, livePlayDay: '20261201', revision: 2, list: [] }, other.token)).statusCode).toBe(404);
    expect((await load('20261201')).data.total).toBe(2);
  });

  it('two saves from the same revision: one wins, the other gets 409', async () => {
    const list = day(tvId, '20261202', [[600, '甲', 1]]);
    const [a, b] = await Promise.all([
      save({ liveTvId: tvId, livePlayDay: '20261202', revision: 0, list }),
      save({ liveTvId: tvId, livePlayDay: '20261202', revision: 0, list: day(tvId, '20261202', [[900, '乙', 1]]) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = await load('20261202');
    expect(won.data.revision).toBe(1);
    // exactly one of the two lists is stored, whole
    expect(won.data.list.map((e: ProgrammeEntry) => e.liveProgramName)).toEqual([a.statusCode === 200 ? '甲' : '乙']);
  });

  it('reads a day and its revision together: emptied days keep theirs, reads during saves always pair a list with its own revision', async () => {
    const d = '20261204';
    // a channel of its own, so that no other case sees these days
    const tv = (await form('live/tv/add', { liveTvName: '一致性频道' })).json().data.liveTvId as number;
    const names = (n: number) => Array.from({ length: n }, (_, i) => [300, `第${n}版${i}`, 1] as [number, string, 1 | 2]);
    expect((await save({ liveTvId: tv, livePlayDay: d, revision: 0, list: day(tv, d, names(2)) })).statusCode).toBe(200);
    expect((await save({ liveTvId: tv, livePlayDay: d, revision: 1, list: [] })).statusCode).toBe(200);
    expect((await load(d, tv)).data).toMatchObject({ list: [], total: 0, revision: 2 });
    // revision r holds version r's list (r entries named 第r版…): every read must show a matching pair
    const reads: Promise<{ data: { list: ProgrammeEntry[]; revision: number } }>[] = [];
    for (let r = 3; r <= 8; r += 1) {
      reads.push(load(d, tv));
      expect((await save({ liveTvId: tv, livePlayDay: d, revision: r - 1, list: day(tv, d, names(r)) })).statusCode).toBe(200);
      reads.push(load(d, tv));
    }
    for (const { data } of await Promise.all(reads)) {
      if (data.revision === 2) expect(data.list).toEqual([]);
      else expect(data.list.map((e) => e.liveProgramName)).toEqual(names(data.revision).map(([, name]) => name));
    }
  });

  it('is atomic: a bad entry anywhere refuses the whole save with a 400 envelope naming it', async () => {
    const before = await load('20261201');
    const good = day(tvId, '20261201', [[600, 'a', 1], [600, 'b', 1], [600, 'c', 1]]);
    const cases: [unknown[], string | RegExp][] = [
      [[good[0], { ...good[1], liveTvType: 2 }, good[2]], /liveTvType/],
      [[good[0], { ...good[1], liveProgramTimeLength: 0, liveEndTime: good[1]!.livePlayTime, endTime: good[1]!.startTime }], '第2条节目：时间不能跨天 请删除错误时间从新保存！'],
      [[good[0], good[2]], '第2条节目的开始时间必须等于上一条节目的结束时间'],
      [[{ ...good[0], livePlayTime: '2026-12-01 25:00:00' }], /livePlayTime/],
      [[{ ...good[0], liveProgramTimeLength: 5 }], /时长/],
      [[{ ...good[0], livePlayDay: '20261203' }], /播出日期/],
      [[{ ...good[0], liveProgramName: '' }], /liveProgramName/],
    ];
    for (const [list, msg] of cases) {
      const res = await save({ liveTvId: tvId, livePlayDay: '20261201', revision: before.data.revision, list });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    for (const q of ['liveTvId=abc&beginTime=20261201', `liveTvId=${tvId}&beginTime=20261301`, `liveTvId=${tvId}`]) {
      const res = await get(`live/program/page?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
    expect((await save({ liveTvId: tvId, livePlayDay: '20261201', revision: 0 })).statusCode).toBe(400);
    expect((await load('20261201')).data).toEqual(before.data);
  });

  it('copies one day to several days and one week to another, in one transaction', async () => {
    const src = day(tvId, '20261207', [[3600, '晨曲', 1], [3600, '直播', 2]]);
    const rev = (await load('20261207')).data.revision;
    await save({ liveTvId: tvId, livePlayDay: '20261207', revision: rev, list: src });

    const messages = [
      [{}, '请选择粘贴方式'],
      [{ flag: 'day', fromDate: '20261207' }, '请选择日期'],
      [{ flag: 'week', toDate: '20261214' }, '请选择复制来源'],
      [{ flag: 'week', fromDate: '20261207' }, '请选择粘贴日期'],
      [{ flag: 'week', fromDate: '20261208', toDate: '20261214' }, '按周复制时日期须为该周的周一'],
      [{ flag: 'day', fromDate: '20261207', toDate: '20261207' }, '粘贴日期不能与复制来源相同'],
    ] as const;
    for (const [p, msg] of messages) {
      const res = await form('live/program/copyProgram', { liveTvId: String(tvId), ...p });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }

    const byDay = (await form('live/program/copyProgram', { liveTvId: String(tvId), flag: 'day', fromDate: '20261207', toDate: '20261209,20261210' })).json();
    expect(byDay).toMatchObject({ code: 200, msg: '复制成功', data: { days: 2, entries: 4 } });
    for (const d of ['20261209', '20261210']) {
      const got = await load(d);
      expect(got.data.list).toEqual(day(tvId, d, [[3600, '晨曲', 1], [3600, '直播', 2]]));
      expect(got.data.revision).toBe(1);
    }

    // week 20261207 (Mon) → 20261214 (Mon): Monday's list lands on the 14th, Wednesday's on the 16th, empty days stay empty
    const byWeek = (await form('live/program/copyProgram', { liveTvId: String(tvId), flag: 'week', fromDate: '20261207', toDate: '20261214' })).json();
    expect(byWeek).toMatchObject({ code: 200, data: { days: 7, entries: 6 } });
    expect((await load('20261214')).data.total).toBe(2);
    expect((await load('20261216')).data.list[0].livePlayTime).toBe('2026-12-16 00:00:00');
    expect((await load('20261215')).data.total).toBe(0);
    // a copy onto a day moves its revision, so an editor holding the old one gets 409
    const stale = await save({ liveTvId: tvId, livePlayDay: '20261209', revision: 0, list: [] });
    expect(stale.statusCode).toBe(409);
    // another tenant cannot copy this channel
    expect((await form('live/program/copyProgram', { liveTvId: String(tvId), flag: 'day', fromDate: '20261207', toDate: '20261220' }, other.token)).statusCode).toBe(404);
  });

  it('refuses to list, save or copy a day more than 60 days ahead (spec 000 §5) with a clear message', async () => {
    const utcDay = (offset: number) => {
      const t = new Date();
      t.setUTCDate(t.getUTCDate() + offset);
      return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
    };
    const far = utcDay(62);
    const near = utcDay(59);
    const refused = (res: { statusCode: number; json(): { code: number; msg: string } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toBe('只能选择60天以内的日期');
    };
    refused(await get(`live/program/page?liveTvId=${tvId}&beginTime=${far}&pageIndex=1&pageSize=99999`));
    refused(await save({ liveTvId: tvId, livePlayDay: far, revision: 0, list: day(tvId, far, [[600, '远期', 1]]) }));
    refused(await form('live/program/copyProgram', { liveTvId: String(tvId), flag: 'day', fromDate: near, toDate: `${utcDay(58)},${far}` }));
    refused(await form('live/program/copyProgram', { liveTvId: String(tvId), flag: 'day', fromDate: far, toDate: near }));
    // nothing was written on the near day by the refused copy
    expect((await load(utcDay(58))).data.total).toBe(0);
    // within 60 days everything works
    expect((await get(`live/program/page?liveTvId=${tvId}&beginTime=${near}&pageIndex=1&pageSize=99999`)).json().code).toBe(200);
    const rev = (await load(near)).data.revision;
    expect((await save({ liveTvId: tvId, livePlayDay: near, revision: rev, list: day(tvId, near, [[600, '近期', 1]]) })).json().code).toBe(200);
  });

  it('saves and reads back a day of 10,000 entries', async () => {
    const items = Array.from({ length: 10000 }, (_, i) => [8, `节目${i}`, (i % 7 === 0 ? 2 : 1) as 1 | 2] as [number, string, 1 | 2]);
    const list = day(tvId, '20261225', items);
    const res = await save({ liveTvId: tvId, livePlayDay: '20261225', revision: 0, list });
    expect(res.json()).toMatchObject({ code: 200, data: { total: 10000, revision: 1 } });
    const back = await load('20261225');
    expect(back.data.total).toBe(10000);
    expect(back.data.list[9999]).toEqual(list[9999]);
    const paged = (await get(`live/program/page?liveTvId=${tvId}&beginTime=20261225&pageIndex=2&pageSize=100`)).json();
    expect(paged.data.list[0].liveProgramName).toBe('节目100');
  });

  it('exports valid XMLTV with channel and programme elements, live entries included and names escaped', async () => {
    const res = await get(`live/program/xmltv?liveTvId=${tvId}&beginTime=20261201&days=7`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const doc = new new JSDOM('').window.DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror').length).toBe(0);
    expect(doc.documentElement.tagName).toBe('tv');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getAttribute('id')).toBe(`tv${tvId}.demo`);
    const programmes = [...doc.getElementsByTagName('programme')] as any[];
    // 20261201 (2) + 20261202 (1) + 20261207 (2)
    expect(programmes).toHaveLength(5);
    expect(programmes[0]!.getAttribute('start')).toBe('20261201060000 +0800');
    expect(programmes[0]!.getAttribute('stop')).toBe('20261201063000 +0800');
    const live = programmes[1]!;
    expect(live.getElementsByTagName('title')[0]!.textContent).toBe('体育直播 <A&B>');
    expect(live.getElementsByTagName('category')[0]!.textContent).toBe('直播');
    expect(res.body).toContain('体育直播 &lt;A&amp;B&gt;');

    expect((await get(`live/program/xmltv?liveTvId=${tvId}&beginTime=20261201&days=3`)).statusCode).toBe(400);
    expect((await get(`live/program/xmltv?liveTvId=${tvId}&beginTime=20261201`, other.token)).statusCode).toBe(404);
  });
});
