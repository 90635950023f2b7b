// The rest of the live programme calls (docs/schedule.md) — channel kinds, programme edit and
// delete, copy to another channel, the week overview, the public guide, the white list.
import { beijingDayStart } from '../../shared/time.js';
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { formCall, jsonCall, makeUser } from './org-support.js';
import { day, dayFromToday, hms } from './schedule-fixtures.js';

const W = '/api/web-manager/live';

describe.each(databases)('live programmes, the rest, on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const them = suiteOtherTenant(s);

  const today = dayFromToday(0);
  const tv = async (name: string, k = 6, token = me.token) => (await formCall(s, token, `${W}/tv/add`, { liveTvName: name, kind: String(k) })).data.liveTvId as number;
  const saveDay = async (id: number, d: string, items: [number, string, 1 | 2][], start = 0, revision = 0) =>
    jsonCall(s, me.token, 'POST', `${W}/program/add`, { liveTvId: id, livePlayDay: d, revision, list: day(id, d, items, start) });
  const load = async (id: number, d: string, token = me.token) =>
    jsonCall(s, token, 'GET', `${W}/program/page?liveTvId=${id}&beginTime=${d}&pageIndex=1&pageSize=99999`);

  it('keeps radio, event and virtual channels apart from TV, each kind with its own names and seed', async () => {
    for (const k of [7, 8, 10]) {
      const seeded = await jsonCall(s, me.token, 'GET', `${W}/tv/page?kind=${k}&pageIndex=1&pageSize=50`);
      expect(seeded.code).toBe(200);
      expect(seeded.data.total).toBeGreaterThanOrEqual(1);
      expect(seeded.data.list.every((c: { liveKind: number }) => c.liveKind === k)).toBe(true);
    }
    const tvList = await jsonCall(s, me.token, 'GET', `${W}/tv/page?pageIndex=1&pageSize=50`);
    expect(tvList.data.list.every((c: { liveKind: number }) => c.liveKind === 6)).toBe(true);
    // the same name may exist once per kind
    const radio = await formCall(s, me.token, `${W}/tv/add`, { liveTvName: '城市之声', kind: '7' });
    expect(radio.data).toMatchObject({ liveTvName: '城市之声', liveKind: 7 });
    expect((await formCall(s, me.token, `${W}/tv/add`, { liveTvName: '城市之声', kind: '6' })).data.liveKind).toBe(6);
    const dup = await formCall(s, me.token, `${W}/tv/add`, { liveTvName: '城市之声', kind: '7' });
    expect(dup).toMatchObject({ status: 400, msg: '电台频率名称已存在' });
    expect((await formCall(s, me.token, `${W}/tv/add`, { liveTvName: '坏类别', kind: '9' })).status).toBe(400);
    expect((await jsonCall(s, me.token, 'GET', `${W}/tv/page?kind=abc`)).status).toBe(400);
    // editing keeps the kind; another tenant sees none of it
    const edited = await formCall(s, me.token, `${W}/tv/edit`, { liveTvId: String(radio.data.liveTvId), liveTvName: '城市之声FM' });
    expect(edited.data).toMatchObject({ liveTvName: '城市之声FM', liveKind: 7 });
    expect((await jsonCall(s, them.token, 'GET', `${W}/tv/page?kind=7`)).data.total).toBe(0);
    expect((await jsonCall(s, them.token, 'GET', `${W}/tv/detail?liveTvId=${radio.data.liveTvId}`)).status).toBe(404);
  });

  it('a kind is the business of its own list screen: a radio-only user manages radio, not TV', async () => {
    await makeUser(s, me.token, { account: 'radio1', menus: [10, 120, 840] });
    const token = (await s.login('demo', 'radio1', 'Pass_1234')).token;
    expect((await jsonCall(s, token, 'GET', `${W}/tv/page?kind=7`)).code).toBe(200);
    const made = await formCall(s, token, `${W}/tv/add`, { liveTvName: '电台新频率', kind: '7' });
    expect(made.code).toBe(200);
    expect((await jsonCall(s, token, 'GET', `${W}/tv/page?kind=6`)).status).toBe(403);
    expect((await formCall(s, token, `${W}/tv/add`, { liveTvName: '偷建电视', kind: '6' })).status).toBe(403);
    const tvId = await tv('不可删的电视频道');
    expect((await formCall(s, token, `${W}/tv/delete`, { liveTvId: String(tvId) })).status).toBe(403);
    expect((await jsonCall(s, me.token, 'GET', `${W}/tv/detail?liveTvId=${tvId}`)).code).toBe(200);
    // the white list: radio only, no monitor
    expect((await jsonCall(s, token, 'GET', `${W}/whiteuser/check`)).data).toEqual({ white: true, kinds: [7], monitor: false });
    expect((await jsonCall(s, me.token, 'GET', `${W}/whiteuser/check`)).data).toEqual({ white: true, kinds: [6, 7, 8, 10], monitor: true });
    await makeUser(s, me.token, { account: 'nolive1', menus: [10] });
    const none = (await s.login('demo', 'nolive1', 'Pass_1234')).token;
    expect((await jsonCall(s, none, 'GET', `${W}/whiteuser/check`)).data).toEqual({ white: false, kinds: [], monitor: false });
    expect((await jsonCall(s, undefined, 'GET', `${W}/whiteuser/check`)).code).not.toBe(200);
  });

  it('edit renames and retimes one entry; later entries follow; stale revisions and bad input are refused', async () => {
    const id = await tv('编辑测试频道');
    const saved = await saveDay(id, today, [[600, '早间新闻', 1], [1200, '纪录片', 1], [300, '天气', 1]], 3600);
    expect(saved.data.revision).toBe(1);
    const edit = (body: Record<string, string>, token = me.token) =>
      formCall(s, token, `${W}/program/edit`, { liveTvId: String(id), livePlayDay: today, ...body });
    const done = await edit({ revision: '1', index: '0', liveProgramName: '早间新闻（重播）', endTime: '01:20:00' });
    expect(done).toMatchObject({ code: 200, msg: '修改成功', data: { revision: 2, total: 3 } });
    const list = (await load(id, today)).data.list;
    expect(list.map((e: { liveProgramName: string; startTime: string; endTime: string }) => [e.liveProgramName, e.startTime, e.endTime])).toEqual([
      ['早间新闻（重播）', '01:00:00', '01:20:00'],
      ['纪录片', '01:20:00', '01:40:00'],
      ['天气', '01:40:00', '01:45:00'],
    ]);
    expect(list[0].liveProgramTimeLength).toBe(1200);
    // stale revision: 409, nothing written
    expect((await edit({ revision: '1', index: '1', liveProgramName: '不会写入' })).status).toBe(409);
    expect((await edit({ revision: '2', index: '0', endTime: '01:00:00' })).msg).toBe('结束时间和开始时间不能相等请重新选择！');
    expect((await edit({ revision: '2', index: '0', endTime: '00:30:00' })).msg).toBe('开始时间不能大于结束时间请重新选择！');
    expect((await edit({ revision: '2', index: '0', endTime: '23:59:00' })).msg).toBe('第2条节目的结束时间不能晚于23:59:59');
    expect((await edit({ revision: '2', index: '7', liveProgramName: 'x' })).msg).toBe('第8条节目不存在');
    expect((await edit({ revision: '2', index: '0', endTime: '25:00:00' })).status).toBe(400);
    expect((await edit({ revision: '2', index: '0' })).msg).toBe('请填写节目名称或结束时间');
    expect((await edit({ revision: '2', index: '0', liveProgramName: '  ' })).msg).toBe('节目名称不能为空');
    expect((await formCall(s, me.token, `${W}/program/edit`, { liveTvId: String(id), livePlayDay: '2026-1-1', revision: '2', index: '0', liveProgramName: 'x' })).status).toBe(400);
    // every refusal left the day at revision 2
    expect((await load(id, today)).data).toMatchObject({ revision: 2, total: 3 });
    // another tenant: 404, nothing changed
    expect((await edit({ revision: '2', index: '0', liveProgramName: '他人' }, them.token)).status).toBe(404);
    expect((await load(id, today)).data.list[0].liveProgramName).toBe('早间新闻（重播）');
  });

  it('delete takes entries out and closes the gap, or empties the day', async () => {
    const id = await tv('删除测试频道');
    await saveDay(id, today, [[600, 'A', 1], [600, 'B', 2], [600, 'C', 1], [600, 'D', 1]], 7200);
    const del = (body: Record<string, string>, token = me.token) => formCall(s, token, `${W}/program/delete`, { liveTvId: String(id), livePlayDay: today, ...body });
    expect((await del({ revision: '1', index: '1,2' })).data).toEqual({ revision: 2, total: 2 });
    const list = (await load(id, today)).data.list;
    expect(list.map((e: { liveProgramName: string; startTime: string; endTime: string }) => [e.liveProgramName, e.startTime, e.endTime])).toEqual([
      ['A', '02:00:00', '02:10:00'],
      ['D', '02:10:00', '02:20:00'],
    ]);
    expect((await del({ revision: '2', index: '5' })).msg).toBe('第6条节目不存在');
    expect((await del({ revision: '2', index: '1;2' })).status).toBe(400);
    expect((await del({ revision: '1' })).status).toBe(409);
    expect((await del({ revision: '2' }, them.token)).status).toBe(404);
    expect((await del({ revision: '2' })).data).toEqual({ revision: 3, total: 0 });
    expect((await load(id, today)).data).toMatchObject({ total: 0, revision: 3 });
  });

  it('copyVisualProgram copies a day to another channel of the tenant, atomically', async () => {
    const from = await tv('复制来源频道');
    const to = await tv('虚拟复制目标', 10);
    await saveDay(from, today, [[1800, '新闻联播', 1], [1800, '现场', 2]]);
    const tomorrow = dayFromToday(1);
    const copy = (body: Record<string, string>, token = me.token) => formCall(s, token, `${W}/program/copyVisualProgram`, body);
    const done = await copy({ fromLiveTvId: String(from), liveTvId: String(to), fromDate: today, toDate: `${today},${tomorrow}` });
    expect(done).toMatchObject({ code: 200, msg: '复制成功', data: { days: 2, entries: 4 } });
    for (const d of [today, tomorrow]) {
      const got = (await load(to, d)).data;
      expect(got.list.map((e: { liveProgramName: string; liveTvId: number }) => [e.liveProgramName, e.liveTvId])).toEqual([
        ['新闻联播', to],
        ['现场', to],
      ]);
      expect(got.revision).toBe(1);
    }
    expect((await copy({ fromLiveTvId: String(from), liveTvId: String(from), fromDate: today })).msg).toBe('请选择另一个频道作为粘贴目标');
    expect((await copy({ fromLiveTvId: String(from), liveTvId: String(to) })).msg).toBe('缺少必填参数：请选择复制来源');
    expect((await copy({ fromLiveTvId: String(from), liveTvId: String(to), fromDate: today, toDate: '2026xx01' })).status).toBe(400);
    // a bad target after a good one: nothing written
    const before = (await load(to, dayFromToday(2))).data.revision;
    expect((await copy({ fromLiveTvId: String(from), liveTvId: String(to), fromDate: today, toDate: `${dayFromToday(2)},${dayFromToday(90)}` })).status).toBe(400);
    expect((await load(to, dayFromToday(2))).data.revision).toBe(before);
    // another tenant's channel, either side
    const foreign = await tv('他人频道', 6, them.token);
    expect((await copy({ fromLiveTvId: String(foreign), liveTvId: String(to), fromDate: today })).status).toBe(404);
    expect((await copy({ fromLiveTvId: String(from), liveTvId: String(foreign), fromDate: today })).status).toBe(404);
    expect((await load(foreign, today, them.token)).data.total).toBe(0);
  });

  it('visual/{liveTvId} lays out a channel’s days; other tenants get 404', async () => {
    const id = await tv('一览频道');
    await saveDay(id, today, [[3600, '一', 1]]);
    await saveDay(id, dayFromToday(2), [[60, '三', 1], [60, '三b', 1]]);
    const res = await formCall(s, me.token, `${W}/program/visual/${id}`, { beginTime: today, days: '3' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ liveTvId: id, liveTvName: '一览频道', liveKind: 6 });
    expect(res.data.days.map((d: { livePlayDay: string; total: number }) => [d.livePlayDay, d.total])).toEqual([
      [today, 1],
      [dayFromToday(1), 0],
      [dayFromToday(2), 2],
    ]);
    expect(res.data.days[2].list[1]).toMatchObject({ liveProgramName: '三b', startTime: '00:01:00' });
    expect((await formCall(s, me.token, `${W}/program/visual/${id}`, {})).data.days).toHaveLength(7);
    expect((await formCall(s, me.token, `${W}/program/visual/${id}`, { days: '8' })).status).toBe(400);
    expect((await formCall(s, me.token, `${W}/program/visual/${id}`, { beginTime: '20261350' })).status).toBe(400);
    expect((await formCall(s, me.token, `${W}/program/visual/abc`, {})).status).toBe(400);
    expect((await formCall(s, them.token, `${W}/program/visual/${id}`, {})).status).toBe(404);
  });

  it('page/notoken: the public guide gives today, now and next without a token, for that tenant only', async () => {
    const id = await tv('公开频道');
    await saveDay(id, today, [[3600, '晨间', 1], [3600, '午间', 2], [3600, '晚间', 1]], 8 * 3600);
    await saveDay(id, dayFromToday(1), [[600, '明日首播', 1]], 6 * 3600);
    // moments of today in Beijing time, the station's time zone
    const at = (h: number, m = 0) => beijingDayStart(today) + (h * 3600 + m * 60) * 1000;
    const guide = (q: string) => s.call(undefined, { method: 'GET', url: `${W}/program/page/notoken?${q}` });
    const mid = (await guide(`domainName=demo&liveTvId=${id}&at=${at(9, 30)}`)).json();
    expect(mid.code).toBe(200);
    expect(mid.data).toMatchObject({ liveTvName: '公开频道', livePlayDay: today, at: at(9, 30) });
    expect(mid.data.list).toHaveLength(3);
    expect(mid.data.now).toMatchObject({ liveProgramName: '午间', startTime: hms(9 * 3600) });
    expect(mid.data.next).toMatchObject({ liveProgramName: '晚间' });
    // before the first entry: nothing now, next is the first; after the last: next is tomorrow's first
    const early = (await guide(`domainName=demo&liveTvId=${id}&at=${at(7)}`)).json().data;
    expect([early.now, early.next.liveProgramName]).toEqual([null, '晨间']);
    const late = (await guide(`domainName=DEMO&liveTvId=${id}&at=${at(22)}`)).json().data;
    expect(late.now).toBeNull();
    expect(late.next).toMatchObject({ liveProgramName: '明日首播', livePlayDay: dayFromToday(1) });
    // a future day lists that day; next is its first entry
    const future = (await guide(`domainName=demo&liveTvId=${id}&beginTime=${dayFromToday(1)}&at=${at(9)}`)).json().data;
    expect([future.list.length, future.now, future.next.liveProgramName]).toEqual([1, null, '明日首播']);
    // default moment: the server's now (an answer either way)
    expect((await guide(`domainName=demo&liveTvId=${id}`)).json().data.livePlayDay).toBe(dayFromToday(0));
    // the channel of another tenant, an unknown tenant, a disabled channel: refused, nothing revealed
    const refused = await guide(`domainName=other&liveTvId=${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ msg: '电视频道不存在', data: null });
    expect((await guide(`domainName=nosuch&liveTvId=${id}`)).statusCode).toBe(404);
    await formCall(s, me.token, `${W}/tv/edit`, { liveTvId: String(id), liveTvName: '公开频道', liveTvState: '0' });
    expect((await guide(`domainName=demo&liveTvId=${id}`)).statusCode).toBe(404);
    // bad input
    expect((await guide(`liveTvId=${id}`)).statusCode).toBe(400);
    expect((await guide(`domainName=demo&liveTvId=x`)).statusCode).toBe(400);
    expect((await guide(`domainName=demo&liveTvId=${id}&beginTime=2026`)).statusCode).toBe(400);
    expect((await guide(`domainName=demo&liveTvId=${id}&at=-5`)).statusCode).toBe(400);
  });
});
