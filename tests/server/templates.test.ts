// Programme templates and copy previews (contract "Programme metadata, fixed starts, week view,
// templates"): copyProgram and template/apply with dryRun=1 write nothing and answer each target
// day now and after; a day saved as a template keeps its metadata; applied to the chosen weekdays
// of a range in one transaction (a failure midway writes nothing), each day's revision moving on;
// tenant isolation, per-channel rights, bad input answered 4xx in Chinese; the days holding a list.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { addDays, weekday } from '../../shared/time.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { jsonCall } from './org-support.js';
import { day, dayFromToday } from './schedule-fixtures.js';

/** The Monday on or after today + 1 (a week within reach). */
function nextMonday(): string {
  const d = dayFromToday(1);
  return addDays(d, (8 - weekday(d)) % 7);
}

describe.each(databases)('programme templates on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);

  const form = (url: string, payload: Record<string, string>, t = me.token) => s.call(t, { method: 'POST', url: `/api/web-manager/${url}`, payload });
  const json = (url: string, body: unknown, t = me.token) => jsonCall(s, t, 'POST', `/api/web-manager/${url}`, body);
  const get = (url: string, t = me.token) => jsonCall(s, t, 'GET', `/api/web-manager/${url}`);
  const save = async (tvId: number, d: string, list: ProgrammeEntry[]) => {
    const revision = (await get(`live/program/page?liveTvId=${tvId}&beginTime=${d}`)).data.revision;
    const res = await json('live/program/add', { liveTvId: tvId, livePlayDay: d, revision, list });
    expect(res.code, res.msg).toBe(200);
  };
  const load = async (tvId: number, d: string) => (await get(`live/program/page?liveTvId=${tvId}&beginTime=${d}`)).data;
  const newTv = async (name: string, t = me.token) => (await form('live/tv/add', { liveTvName: name }, t)).json().data.liveTvId as number;

  /** 08:00 早间新闻 (titled, episode, category, rating), 新闻联播 pinned at 09:00 after a gap. */
  function templateDay(tvId: number, d: string): ProgrammeEntry[] {
    const list = day(tvId, d, [[1800, '早间新闻.mp4', 1], [1800, '新闻联播', 2]], 8 * 3600);
    list[0] = { ...list[0]!, programTitle: '早间新闻', episode: '第12集', programDesc: '每日早间资讯', category: '新闻', rating: '全年龄' };
    const dashed = list[1]!.livePlayTime.slice(0, 10);
    list[1] = { ...list[1]!, fixedStart: 1, startTime: '09:00:00', endTime: '09:30:00', livePlayTime: `${dashed} 09:00:00`, liveEndTime: `${dashed} 09:30:00` };
    return list;
  }

  it('copyProgram with dryRun=1 answers each target day now and after, and writes nothing', async () => {
    const tvId = await newTv('预览复制');
    const from = dayFromToday(1);
    const kept = dayFromToday(2);
    const empty = dayFromToday(3);
    await save(tvId, from, day(tvId, from, [[3600, '电影', 1], [1800, '广告', 1]], 6 * 3600));
    await save(tvId, kept, day(tvId, kept, [[600, '旧节目', 1]]));
    const before = await load(tvId, kept);

    const preview = (await form('live/program/copyProgram', { liveTvId: String(tvId), fromDate: from, toDate: `${kept},${empty}`, flag: 'day', dryRun: '1' })).json();
    expect(preview.code).toBe(200);
    expect(preview.data.days).toEqual([
      {
        day: kept,
        existing: { total: 1, seconds: 600, startTime: '00:00:00', endTime: '00:10:00' },
        incoming: { total: 2, seconds: 5400, startTime: '06:00:00', endTime: '07:30:00' },
      },
      { day: empty, existing: { total: 0, seconds: 0, startTime: null, endTime: null }, incoming: { total: 2, seconds: 5400, startTime: '06:00:00', endTime: '07:30:00' } },
    ]);
    // nothing written: same entries, same revision, the empty day still never saved
    expect(await load(tvId, kept)).toEqual(before);
    expect((await load(tvId, empty)).revision).toBe(0);
    // the dry run validates as the copy does
    const bad = await form('live/program/copyProgram', { liveTvId: String(tvId), fromDate: from, toDate: '', flag: 'day', dryRun: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请选择日期');
    // the copy itself still answers as before
    const copied = (await form('live/program/copyProgram', { liveTvId: String(tvId), fromDate: from, toDate: kept, flag: 'day' })).json();
    expect(copied).toMatchObject({ code: 200, data: { days: 1, entries: 2 } });
    expect((await load(tvId, kept)).revision).toBe(before.revision + 1);
  });

  it('saves a day as a template with its metadata and applies it to the chosen weekdays of two weeks in one transaction', async () => {
    const tvId = await newTv('模板频道');
    const source = dayFromToday(1);
    await save(tvId, source, templateDay(tvId, source));
    const added = await json('live/template/add', { liveTvId: tvId, name: '工作日模板', fromDay: source });
    expect(added).toMatchObject({ code: 200, msg: '模板已保存' });
    const id = added.data.id as number;
    const page = await get(`live/template/page?liveTvId=${tvId}`);
    expect(page.data).toMatchObject({ total: 1, list: [{ id, liveTvId: tvId, name: '工作日模板', fromDay: source, total: 2, seconds: 3600 }] });
    // a later edit of the source day does not change the template
    await save(tvId, source, day(tvId, source, [[60, '改过的', 1]]));

    const monday = nextMonday();
    const sunday2 = addDays(monday, 13);
    // the first Tuesday already holds a list
    await save(tvId, addDays(monday, 1), day(tvId, addDays(monday, 1), [[600, '旧节目', 1]]));
    const weekdays = Array.from({ length: 14 }, (_, i) => addDays(monday, i)).filter((_, i) => i % 7 < 5);
    const revisions = async () => Promise.all(Array.from({ length: 14 }, async (_, i) => (await load(tvId, addDays(monday, i))).revision));
    const before = await revisions();

    const dry = await json('live/template/apply', { id, liveTvId: tvId, fromDate: monday, toDate: sunday2, weekdays: [1, 2, 3, 4, 5], dryRun: 1 });
    expect(dry.code).toBe(200);
    expect(dry.data.days.map((x: { day: string }) => x.day)).toEqual(weekdays);
    expect(dry.data.days[1]).toEqual({
      day: addDays(monday, 1),
      existing: { total: 1, seconds: 600, startTime: '00:00:00', endTime: '00:10:00' },
      incoming: { total: 2, seconds: 3600, startTime: '08:00:00', endTime: '09:30:00' },
    });
    expect(await revisions()).toEqual(before);

    const applied = await json('live/template/apply', { id, liveTvId: tvId, fromDate: monday, toDate: sunday2, weekdays: [1, 2, 3, 4, 5] });
    expect(applied).toMatchObject({ code: 200, msg: '模板已应用', data: { days: 10, entries: 20 } });
    const after = await revisions();
    for (let i = 0; i < 14; i++) expect(after[i], addDays(monday, i)).toBe(i % 7 < 5 ? before[i]! + 1 : before[i]);
    const thursday = await load(tvId, addDays(monday, 10));
    expect(thursday.list).toEqual([
      expect.objectContaining({
        livePlayDay: addDays(monday, 10), startTime: '08:00:00', endTime: '08:30:00', liveProgramName: '早间新闻.mp4',
        programTitle: '早间新闻', episode: '第12集', programDesc: '每日早间资讯', category: '新闻', rating: '全年龄',
      }),
      expect.objectContaining({ startTime: '09:00:00', endTime: '09:30:00', liveProgramName: '新闻联播', liveProgramAddresstype: 2, fixedStart: 1 }),
    ]);
    expect((await load(tvId, addDays(monday, 5))).list).toEqual([]);

    // the days holding a list, for the date controls
    const marks = await get(`live/program/marks?liveTvId=${tvId}&fromDate=${source}&toDate=${sunday2}`);
    expect(marks.data.days).toEqual([...new Set([source, ...weekdays])].sort());

    // a weekend template over the same range (a date-range override is the same call)
    const weekend = await json('live/template/add', { liveTvId: tvId, name: '周末模板', fromDay: addDays(monday, 2) });
    const sat = await json('live/template/apply', { id: weekend.data.id, liveTvId: tvId, fromDate: monday, toDate: sunday2, weekdays: [6, 7] });
    expect(sat.data.days).toBe(4);
    expect((await load(tvId, addDays(monday, 12))).list).toHaveLength(2);

    expect((await form('live/template/delete', { id: String(id) })).json()).toMatchObject({ code: 200 });
    expect((await get(`live/template/page?liveTvId=${tvId}`)).data.list.map((t: { name: string }) => t.name)).toEqual(['周末模板']);
    // the days it was applied to stay as they are
    expect((await load(tvId, addDays(monday, 10))).list).toHaveLength(2);
  });

  it('a failure on one day of an apply leaves every day as it was', async () => {
    const tvId = await newTv('模板事务');
    const source = dayFromToday(1);
    await save(tvId, source, templateDay(tvId, source));
    const id = (await json('live/template/add', { liveTvId: tvId, name: '事务模板', fromDay: source })).data.id;
    const monday = nextMonday();
    const wednesday = addDays(monday, 2);
    await save(tvId, monday, day(tvId, monday, [[600, '周一原有', 1]]));
    const before = [await load(tvId, monday), await load(tvId, addDays(monday, 1))];
    const db = s.app.db;
    if (kind === 'postgres') {
      await sql
        .raw(`create function fail_template() returns trigger language plpgsql as $$ begin if new.play_day = '${wednesday}' then raise exception 'boom'; end if; return new; end $$`)
        .execute(db);
      await sql.raw('create trigger fail_template before insert on live_programs for each row execute function fail_template()').execute(db);
    } else {
      await sql.raw(`create trigger fail_template before insert on live_programs when new.play_day = '${wednesday}' begin select raise(abort, 'boom'); end`).execute(db);
    }
    try {
      const res = await json('live/template/apply', { id, liveTvId: tvId, fromDate: monday, toDate: addDays(monday, 4), weekdays: [1, 2, 3, 4, 5] });
      expect(res.code).not.toBe(200);
    } finally {
      await sql.raw('drop trigger fail_template' + (kind === 'postgres' ? ' on live_programs' : '')).execute(db);
      if (kind === 'postgres') await sql.raw('drop function fail_template()').execute(db);
    }
    expect([await load(tvId, monday), await load(tvId, addDays(monday, 1))]).toEqual(before);
    expect((await load(tvId, wednesday)).revision).toBe(0);
  });

  it('refuses bad input with Chinese messages', async () => {
    const tvId = await newTv('模板校验');
    const source = dayFromToday(1);
    await save(tvId, source, templateDay(tvId, source));
    const add = (body: Record<string, unknown>) => json('live/template/add', { liveTvId: tvId, ...body });
    expect(await add({ name: ' ', fromDay: source })).toMatchObject({ status: 400, msg: '请输入模板名称' });
    expect(await add({ name: '名'.repeat(33), fromDay: source })).toMatchObject({ status: 400, msg: '模板名称不能超过32个字符' });
    expect(await add({ name: '空白日', fromDay: dayFromToday(2) })).toMatchObject({ status: 400, msg: '该日期没有节目，不能保存为模板' });
    expect(await add({ name: '格式', fromDay: '2026-1-1' })).toMatchObject({ status: 400 });
    expect(await add({ name: '太远', fromDay: dayFromToday(70) })).toMatchObject({ status: 400, msg: '只能选择60天以内的日期' });
    const id = (await add({ name: '周末模板', fromDay: source })).data.id;
    expect(await add({ name: '周末模板', fromDay: source })).toMatchObject({ status: 400, msg: '该频道已有同名模板' });

    const apply = (body: Record<string, unknown>) => json('live/template/apply', { id, liveTvId: tvId, dryRun: 1, ...body });
    const from = dayFromToday(1);
    expect(await apply({ weekdays: [6, 7] })).toMatchObject({ status: 400, msg: '请选择应用日期范围' });
    expect(await apply({ fromDate: dayFromToday(5), toDate: from, weekdays: [6] })).toMatchObject({ status: 400, msg: '开始日期不能晚于结束日期' });
    expect(await apply({ fromDate: from, toDate: dayFromToday(7), weekdays: [] })).toMatchObject({ status: 400, msg: '请选择星期' });
    expect(await apply({ fromDate: from, toDate: dayFromToday(7), weekdays: [8] })).toMatchObject({ status: 400 });
    expect(await apply({ fromDate: from, toDate: dayFromToday(70), weekdays: [1] })).toMatchObject({ status: 400, msg: '只能选择60天以内的日期' });
    expect(await apply({ fromDate: dayFromToday(-10), toDate: dayFromToday(55), weekdays: [1] })).toMatchObject({ status: 400, msg: '应用日期范围最多62天' });
    expect(await apply({ fromDate: from, toDate: from, weekdays: [weekday(addDays(from, 1)) || 7] })).toMatchObject({ status: 400, msg: '所选日期范围内没有所选星期的日期' });
    expect(await apply({ id: 2147483000, fromDate: from, toDate: from, weekdays: [1, 2, 3, 4, 5, 6, 7] })).toMatchObject({ status: 404, msg: '节目单模板不存在' });
    // a template is applied to its own channel
    const otherTv = await newTv('模板校验二');
    expect(await apply({ liveTvId: otherTv, fromDate: from, toDate: from, weekdays: [1, 2, 3, 4, 5, 6, 7] })).toMatchObject({ status: 404 });
    expect((await form('live/template/delete', { id: 'x' })).statusCode).toBe(400);
    expect((await get(`live/program/marks?liveTvId=${tvId}&fromDate=${dayFromToday(5)}&toDate=${from}`)).status).toBe(400);
  });

  it('keeps tenants apart: another tenant\'s channel or template answers 404', async () => {
    const tvId = await newTv('模板隔离');
    const source = dayFromToday(1);
    await save(tvId, source, templateDay(tvId, source));
    const id = (await json('live/template/add', { liveTvId: tvId, name: '隔离模板', fromDay: source })).data.id;
    const theirTv = await newTv('他人频道', other.token);
    const d = dayFromToday(2);
    expect((await get(`live/template/page?liveTvId=${tvId}`, other.token)).status).toBe(404);
    expect((await json('live/template/add', { liveTvId: tvId, name: '偷', fromDay: source }, other.token)).status).toBe(404);
    expect(await json('live/template/apply', { id, liveTvId: theirTv, fromDate: d, toDate: d, weekdays: [1, 2, 3, 4, 5, 6, 7] }, other.token)).toMatchObject({
      status: 404,
      msg: '节目单模板不存在',
    });
    expect((await form('live/template/delete', { id: String(id) }, other.token)).statusCode).toBe(404);
    expect((await form('live/program/copyProgram', { liveTvId: String(tvId), fromDate: source, toDate: d, flag: 'day', dryRun: '1' }, other.token)).statusCode).toBe(404);
    expect((await get(`live/program/marks?liveTvId=${tvId}&fromDate=${source}&toDate=${d}`, other.token)).status).toBe(404);
    expect((await get(`live/template/page?liveTvId=${theirTv}`, other.token)).data.total).toBe(0);
    expect((await get(`live/template/page?liveTvId=${tvId}`)).data.total).toBe(1);
  });

  it('per-channel rights: a 记者 with one channel cannot reach another channel\'s templates; view-only may list, not write', async () => {
    const mine = await newTv('记者频道');
    const viewOnly = await newTv('只读频道');
    const closed = await newTv('无权频道');
    const source = dayFromToday(1);
    for (const tv of [mine, viewOnly, closed]) await save(tv, source, templateDay(tv, source));
    const closedTemplate = (await json('live/template/add', { liveTvId: closed, name: '无权模板', fromDay: source })).data.id;
    const viewTemplate = (await json('live/template/add', { liveTvId: viewOnly, name: '只读模板', fromDay: source })).data.id;
    const role = await jsonCall(s, me.token, 'POST', '/api/web-conf/role/manager/add', {
      name: '记者-一个频道',
      comMicsIds: [10, 120, 150, 151, 152],
      tvChannels: [
        { liveTvId: mine, mode: 'edit' },
        { liveTvId: viewOnly, mode: 'view' },
      ],
    });
    expect(role.code, role.msg).toBe(200);
    const dep = (await jsonCall(s, me.token, 'POST', '/api/weborganization', { name: '记者部' })).data.id;
    const user = await jsonCall(s, me.token, 'POST', '/api/user', { account: 'reporter1', name: '记者一', password: 'Pass_1234', organizationId: dep, roleIds: [role.data.id] });
    expect(user.code, user.msg).toBe(200);
    const t = (await s.login('demo', 'reporter1', 'Pass_1234')).token;
    const d = dayFromToday(2);

    expect((await json('live/template/add', { liveTvId: mine, name: '我的模板', fromDay: source }, t)).code).toBe(200);
    expect((await get(`live/template/page?liveTvId=${closed}`, t)).status).toBe(403);
    expect((await json('live/template/add', { liveTvId: closed, name: '越权', fromDay: source }, t)).status).toBe(403);
    expect((await json('live/template/apply', { id: closedTemplate, liveTvId: closed, fromDate: d, toDate: d, weekdays: [1, 2, 3, 4, 5, 6, 7] }, t)).status).toBe(403);
    expect((await form('live/template/delete', { id: String(closedTemplate) }, t)).statusCode).toBe(403);
    expect((await get(`live/program/marks?liveTvId=${closed}&fromDate=${source}&toDate=${d}`, t)).status).toBe(403);
    expect((await form('live/program/copyProgram', { liveTvId: String(closed), fromDate: source, toDate: d, flag: 'day', dryRun: '1' }, t)).statusCode).toBe(403);
    // view only: list yes, write no
    expect((await get(`live/template/page?liveTvId=${viewOnly}`, t)).data.total).toBe(1);
    expect((await json('live/template/apply', { id: viewTemplate, liveTvId: viewOnly, fromDate: d, toDate: d, weekdays: [1, 2, 3, 4, 5, 6, 7], dryRun: 1 }, t)).status).toBe(403);
    expect((await form('live/template/delete', { id: String(viewTemplate) }, t)).statusCode).toBe(403);
    expect((await get(`live/template/page?liveTvId=${closed}`)).data.total).toBe(1);
  });
});
