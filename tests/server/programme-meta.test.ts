// Programme metadata apart from the media file (contract "Programme metadata, fixed starts"):
// saved, listed and copied with the day, bounded with a clear Chinese message, and answered only
// when set (a day of plain entries answers exactly what it did before).
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { day, dayFromToday, programmeCalls } from './schedule-fixtures.js';

describe.each(databases)('programme metadata on %s', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);

  const { call, save, page: load, newTv } = programmeCalls(s, me);

  const META = { programTitle: '天气预报', episode: '第3集', programDesc: '今日全国天气', category: '气象', rating: '全年龄', fixedStart: 1 as const };

  it('round-trips every field through save and list, trimmed; unset fields are not answered', async () => {
    const tvId = await newTv('元数据-保存');
    const d = dayFromToday(1);
    const list = day(tvId, d, [[600, '天气预报.mp4', 1], [600, '新闻.mp4', 1]]);
    Object.assign(list[0]!, { ...META, programTitle: '  天气预报  ' });
    Object.assign(list[1]!, { programTitle: '', fixedStart: 0 });
    expect((await save({ liveTvId: tvId, livePlayDay: d, revision: 0, list })).json().code).toBe(200);
    const got = (await load(tvId, d)).data.list;
    expect(got[0]).toEqual({ ...day(tvId, d, [[600, '天气预报.mp4', 1]])[0], ...META });
    expect(got[1]).toEqual(day(tvId, d, [[600, '天气预报.mp4', 1], [600, '新闻.mp4', 1]])[1]);
    expect(Object.keys(got[1])).not.toContain('programTitle');
    // another tenant reads nothing of it
    expect((await call('GET', `live/program/page?liveTvId=${tvId}&beginTime=${d}`, undefined, other.token)).statusCode).toBe(404);
  });

  it('copies the metadata with the day', async () => {
    const tvId = await newTv('元数据-复制');
    const from = dayFromToday(2);
    const to = dayFromToday(3);
    const list = day(tvId, from, [[900, '纪录片.mp4', 1]]);
    Object.assign(list[0]!, META);
    expect((await save({ liveTvId: tvId, livePlayDay: from, revision: 0, list })).json().code).toBe(200);
    const copied = (await call('POST', 'live/program/copyProgram', { liveTvId: String(tvId), flag: 'day', fromDate: from, toDate: to })).json();
    expect(copied.code).toBe(200);
    expect((await load(tvId, to)).data.list[0]).toMatchObject(META);
  });

  it('refuses a field over its length with a 400 naming the entry and the field, and writes nothing', async () => {
    const tvId = await newTv('元数据-超长');
    const d = dayFromToday(1);
    const cases = [
      ['programTitle', 201, '第2条节目的节目名称(programTitle)长度不能超过200个字符'],
      ['episode', 65, '第2条节目的集数(episode)长度不能超过64个字符'],
      ['programDesc', 2001, '第2条节目的简介(programDesc)长度不能超过2000个字符'],
      ['category', 65, '第2条节目的分类(category)长度不能超过64个字符'],
      ['rating', 33, '第2条节目的分级(rating)长度不能超过32个字符'],
    ] as const;
    for (const [field, length, msg] of cases) {
      const list = day(tvId, d, [[600, 'a.mp4', 1], [600, 'b.mp4', 1]]);
      Object.assign(list[1]!, { [field]: '长'.repeat(length) });
      const res = await save({ liveTvId: tvId, livePlayDay: d, revision: 0, list });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg });
    }
    const bad = day(tvId, d, [[600, 'a.mp4', 1]]);
    Object.assign(bad[0]!, { fixedStart: 2 });
    expect((await save({ liveTvId: tvId, livePlayDay: d, revision: 0, list: bad })).statusCode).toBe(400);
    expect((await load(tvId, d)).data).toMatchObject({ total: 0, revision: 0 });
  });
});
