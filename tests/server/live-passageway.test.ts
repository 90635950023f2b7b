import { beforeAll, describe, expect, it } from 'vitest';
import { seedLiveChannels } from '../../server/seed/media-seed.js';
import { isPassagewaySelectable } from '../../shared/live-rules.js';
import { databases, formApi, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';


describe('the selectable rule', () => {
  it('is type 0 with state 2, or type 1 with state 1', () => {
    const cases: [number, number, boolean][] = [[0, 0, false], [0, 1, false], [0, 2, true], [1, 0, false], [1, 1, true], [1, 2, false]];
    for (const [t, st, want] of cases) expect(isPassagewaySelectable({ passagewayType: t, passagewayState: st })).toBe(want);
  });
});

describe.each(databases)('live channels (%s)', (kind) => {
  const s = suiteStart(kind);
  beforeAll(async () => {
    const demo = await s.app.db.selectFrom('tenants').select('id').where('domain_name', '=', 'demo').executeTakeFirstOrThrow();
    expect(await seedLiveChannels(s.app, demo.id)).toBe(4);
  });
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);
  const { get, post, data } = formApi(s, '/api/web-manager/live/', me);

  it('pages the seeded channels with the spec fields and filters', async () => {
    const page = await data(get('passageway/page?pageIndex=1&pageSize=10'));
    expect(page.total).toBe(4);
    const item = page.list.find((c: any) => c.livePwName === '新闻综合频道直播');
    expect(item).toMatchObject({ passagewayType: 0, passagewayState: 2, selectable: true, type: 1, serverName: '主直播服务器' });
    // The play address uses the play key (docs/live-hooks.md); only the push address holds the stream key.
    expect(item.liveRtmpPlayPath).toMatch(/^rtmp:\/\/.+\/live\/[A-Za-z0-9_-]{24}$/);
    expect(item.livePushPath).toMatch(/^rtmp:\/\/.+\/live\/[0-9a-f]{16}$/);
    expect(item.liveRtmpPlayPath).not.toContain(item.streamKey);
    expect(item.liveHlsPlayPath).not.toContain(item.streamKey);
    expect(page.list.filter((c: any) => c.selectable)).toHaveLength(2);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10&type=1'))).total).toBe(2);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10&type=1&status=1'))).total).toBe(1);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10&equipmentHas=1'))).total).toBe(2);
    expect((await data(get(`passageway/page?pageIndex=1&pageSize=10&keyword=${encodeURIComponent('体育')}`))).total).toBe(1);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10&beginTime=2000-01-01&status=&type='))).total).toBe(4);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10&beginTime=20990101'))).total).toBe(0);
    expect((await get('passageway/page?pageIndex=1&pageSize=10&beginTime=yesterday')).statusCode).toBe(400);
  });

  it('lists servers, capacity and a free port', async () => {
    const servers = await data(get('server/list'));
    expect(servers).toHaveLength(2);
    expect(servers[0]).toMatchObject({ serverName: '主直播服务器', usedChannels: 3 });
    expect(await data(get('server/create/max'))).toEqual({ max: 30, used: 4, remain: 26 });
    expect(await data(get(`passageway/recommendPort?serverId=${servers[0].serverId}`))).toEqual({ serverId: servers[0].serverId, port: 10003 });
  });

  it('adds, shows (with liveMessageUrl), edits and deletes a channel', async () => {
    const created = await data(post('passageway/add', { livePwName: '早间新闻', passagewayType: 0 }));
    expect(created).toMatchObject({ livePwName: '早间新闻', passagewayState: 0, port: 10003, selectable: false });
    const detail = await data(get(`passageway/detail?passagewayId=${created.passagewayId}`));
    expect(detail.liveMessageUrl).toBe(`/websocket/live/${created.passagewayId}`);
    const edited = await data(post('passageway/edit', { passagewayId: created.passagewayId, livePwName: '早间新闻直播', passagewayType: 0, passagewayState: 2 }));
    expect(edited).toMatchObject({ livePwName: '早间新闻直播', passagewayState: 2, selectable: true, port: 10003 });
    const pull = await data(post('passageway/edit', { passagewayId: created.passagewayId, livePwName: '早间新闻直播', passagewayType: 1, livePullPath: 'rtmp://src.example.com/live/a' }));
    expect(pull).toMatchObject({ passagewayType: 1, passagewayState: 0, liveRtmpPlayPath: 'rtmp://src.example.com/live/a', livePushPath: '' });
    await data(post('passageway/delete', { passagewayId: created.passagewayId }));
    expect((await get(`passageway/detail?passagewayId=${created.passagewayId}`)).statusCode).toBe(404);
  });

  it('validates in Chinese: name, duplicate, pull address, state, port', async () => {
    const missing = await post('passageway/add', { passagewayType: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('livePwName');
    expect((await post('passageway/add', { livePwName: '体育赛事转播', passagewayType: 0 })).json().msg).toBe('通道名称已存在');
    expect((await post('passageway/add', { livePwName: '拉流无地址', passagewayType: 1 })).json().msg).toBe('拉流通道需要填写拉流地址');
    expect((await post('passageway/add', { livePwName: '坏地址', passagewayType: 1, livePullPath: 'file:///etc/passwd' })).statusCode).toBe(400);
    expect((await post('passageway/add', { livePwName: '坏状态', passagewayType: 1, passagewayState: 2, livePullPath: 'rtmp://a/b' })).statusCode).toBe(400);
    expect((await post('passageway/add', { livePwName: '占用端口', passagewayType: 0, port: 10000 })).json().msg).toBe('端口已被占用');
    expect((await post('passageway/add', { livePwName: '越界端口', passagewayType: 0, port: 20000 })).statusCode).toBe(400);
  });

  it("keeps tenants apart", async () => {
    const mine = (await data(get('passageway/page?pageIndex=1&pageSize=1'))).list[0];
    expect((await get(`passageway/detail?passagewayId=${mine.passagewayId}`, other.token)).statusCode).toBe(404);
    expect((await post('passageway/edit', { passagewayId: mine.passagewayId, livePwName: 'x', passagewayType: 0 }, other.token)).statusCode).toBe(404);
    expect((await post('passageway/delete', { passagewayId: mine.passagewayId }, other.token)).statusCode).toBe(404);
    expect((await data(get('passageway/page?pageIndex=1&pageSize=10', other.token))).total).toBe(0);
    // The other tenant gets its own default server.
    const theirs = await data(get('server/list', other.token));
    expect(theirs).toHaveLength(1);
    expect(theirs[0].usedChannels).toBe(0);
  });
});
