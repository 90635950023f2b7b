import { describe, expect, it } from 'vitest';
import { databases, suiteServer, type TestServer } from './helpers.js';
import { addChannel, addUser } from './realtime-support.js';
import { notify } from '../../server/services/notify.js';
import { MESSAGE_TYPES } from '../../shared/message-types.js';

describe.each(databases)('message centre over HTTP (%s)', (kind) => {
  let s: TestServer;
  let admin: { token: string; webTenId: number; webUserId: number };
  let editor: { token: string; webTenId: number; webUserId: number };
  suiteServer(kind, async (started, me) => {
    s = started;
    admin = me;
    editor = await addUser(s, admin.token, 'editor');
  });

  const page = (token: string, query = '') => s.call(token, { method: 'GET', url: `/api/web-manager/message/manager/msg/page?${query}` });
  const send = (token: string, form: Record<string, string>) =>
    s.call(token, { method: 'POST', url: '/api/web-manager/message/manager/msg/send', payload: form });

  it('has eleven types with their routes in one shared constant', () => {
    expect(MESSAGE_TYPES.map((t) => t.name).join('')).toBe('创作邀请评论问政关注收藏点赞预警投稿报料线索');
    expect(MESSAGE_TYPES[9]!.route).toBe('/message/explosive/list');
    expect(MESSAGE_TYPES[10]!.route).toBe('/message/clue/list');
  });

  it('lets an administrator send a notice to one user, who pages, reads and deletes it', async () => {
    const sent = await send(admin.token, { userIds: String(editor.webUserId), msgType: '7', title: '暴雨预警', viewContent: '今晚有暴雨，请注意安排' });
    expect(sent.json()).toMatchObject({ code: 200, data: { count: 1 } });
    const first = await page(editor.token, 'pageIndex=1&pageSize=5');
    expect(first.json().data.total).toBe(1);
    const item = first.json().data.list[0];
    expect(item).toMatchObject({ msgType: 7, name: '预警', title: '暴雨预警', viewContent: '今晚有暴雨，请注意安排', readFlag: 0, senderName: '管理员' });
    // The administrator's own list is untouched.
    expect((await page(admin.token)).json().data.total).toBe(0);

    const count = await s.call(editor.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/count' });
    expect(count.json().data).toHaveLength(11);
    expect(count.json().data[7]).toEqual({ msgType: 7, name: '预警', unReadCount: 1 });

    const read = await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/read', payload: { ids: String(item.msgId) } });
    expect(read.json().data.count).toBe(1);
    expect((await page(editor.token, 'readFlag=0')).json().data.total).toBe(0);
    expect((await page(editor.token, 'readFlag=1&msgType=7')).json().data.total).toBe(1);

    // Someone else's id deletes nothing and is not found.
    const foreign = await s.call(admin.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/del', payload: { ids: String(item.msgId) } });
    expect(foreign.statusCode).toBe(404);
    const del = await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/del', payload: { ids: String(item.msgId) } });
    expect(del.json()).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await page(editor.token)).json().data.total).toBe(0);
  });

  it('marks all read with a server message and answers the same routes under web-operate', async () => {
    await send(admin.token, { userIds: 'all', msgType: '0', title: '创作任务', viewContent: '新的创作任务' });
    await send(admin.token, { userIds: 'all', msgType: '42', title: '新线索', viewContent: '一条线索' });
    const clue = await page(editor.token, 'msgType=10');
    expect(clue.json().data.list[0]).toMatchObject({ msgType: 10, name: '线索' });
    const all = await s.call(editor.token, { method: 'POST', url: '/api/web-operate/message/manager/msg/readAll' });
    expect(all.json()).toMatchObject({ code: 200, msg: '全部消息已标记为已读', data: { count: 2 } });
    const count = await s.call(editor.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/count' });
    expect(count.json().data.every((c: { unReadCount: number }) => c.unReadCount === 0)).toBe(true);
  });

  it('keeps which types a user receives, and skips the others when sending', async () => {
    const set = await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/conf', payload: { msgTypes: '0,1,2' } });
    expect(set.json().code).toBe(200);
    const conf = await s.call(editor.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/conf' });
    expect(conf.json().data.msgTypes).toBe('0,1,2');
    expect(conf.json().data.list.filter((c: { enabled: boolean }) => c.enabled)).toHaveLength(3);
    const skipped = await send(admin.token, { userIds: String(editor.webUserId), msgType: '6', title: '点赞', viewContent: '有人点赞' });
    expect(skipped.json().data.count).toBe(0);
    const bad = await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/conf', payload: { msgTypes: '1;drop' } });
    expect(bad.statusCode).toBe(400);
    await s.call(editor.token, { method: 'POST', url: '/api/web-manager/message/manager/msg/conf', payload: { msgTypes: MESSAGE_TYPES.map((t) => t.msgType).join(',') } });
  });

  it('refuses send-notice and user-add to a non-administrator, and validates fields', async () => {
    const res = await send(editor.token, { userIds: 'all', msgType: '0', title: 't', viewContent: 'v' });
    expect(res.statusCode).toBe(403);
    const add = await s.call(editor.token, { method: 'POST', url: '/api/web-conf/user/manager/add', payload: { account: 'x1', name: 'x', password: 'User_123' } });
    expect(add.statusCode).toBe(403);
    const empty = await send(admin.token, { userIds: 'all', msgType: '0', title: '', viewContent: 'v' });
    expect(empty.statusCode).toBe(400);
    const badIds = await send(admin.token, { userIds: '1,abc', msgType: '0', title: 't', viewContent: 'v' });
    expect(badIds.statusCode).toBe(400);
    const offsite = await send(admin.token, { userIds: 'all', msgType: '0', title: 't', viewContent: 'v', link: '//evil.example/x' });
    expect(offsite.statusCode).toBe(400);
    const noToken = await s.call(undefined, { method: 'GET', url: '/api/web-manager/message/manager/msg/page' });
    expect(noToken.json().code).toBe(99995);
  });

  it('accepts or refuses an invitation once and tells the inviter', async () => {
    await send(admin.token, { userIds: String(editor.webUserId), msgType: '1', title: '邀请您加入协同任务', viewContent: '晚间新闻协同' });
    await send(admin.token, { userIds: String(editor.webUserId), msgType: '1', title: '邀请您参加评审', viewContent: '节目评审' });
    const list = (await page(editor.token, 'msgType=1&pageSize=10')).json().data.list;
    const [b, a] = list;
    const accept = await s.call(editor.token, { method: 'POST', url: '/api/web-operate/platform/manager/invite/accept', payload: { msgId: String(a.msgId) } });
    expect(accept.json()).toMatchObject({ code: 200, msg: '已接受邀请' });
    const again = await s.call(editor.token, { method: 'POST', url: '/api/web-operate/platform/manager/invite/refuse', payload: { msgId: String(a.msgId) } });
    expect(again.statusCode).toBe(409);
    const refuse = await s.call(editor.token, { method: 'POST', url: '/api/web-operate/platform/manager/invite/refuse', payload: { msgId: String(b.msgId) } });
    expect(refuse.json().code).toBe(200);
    const after = (await page(editor.token, 'msgType=1&pageSize=10')).json().data.list;
    expect(after.map((m: { inviteStatus: number }) => m.inviteStatus).sort()).toEqual([1, 2]);
    const inviter = (await page(admin.token, 'msgType=1')).json().data.list;
    expect(inviter.map((m: { title: string }) => m.title)).toEqual(expect.arrayContaining(['用户editor接受了邀请', '用户editor拒绝了邀请']));
    // The admin cannot answer the editor's invitation.
    const stolen = await s.call(admin.token, { method: 'POST', url: '/api/web-operate/platform/manager/invite/accept', payload: { msgId: String(a.msgId) } });
    expect(stolen.statusCode).toBe(404);
  });

  it('never lets messages cross tenants', async () => {
    const otherId = await s.addTenant('msg-other');
    const other = await s.login('msg-other');
    // Another tenant's administrator naming the demo editor's id reaches nobody.
    const res = await send(other.token, { userIds: String(editor.webUserId), msgType: '0', title: '越权', viewContent: '越权' });
    expect(res.json().data.count).toBe(0);
    const direct = await notify(s.app, otherId, [editor.webUserId, admin.webUserId], { msgType: 0, title: '越权', viewContent: '越权' });
    expect(direct.size).toBe(0);
    await send(other.token, { userIds: 'all', msgType: '0', title: '仅本台', viewContent: '仅本台' });
    const demoTitles = (await page(editor.token, 'pageSize=100')).json().data.list.map((m: { title: string }) => m.title);
    expect(demoTitles).not.toContain('仅本台');
    expect((await page(other.token)).json().data.list[0].title).toBe('仅本台');
    const users = await s.call(other.token, { method: 'GET', url: '/api/web-manager/message/manager/msg/users' });
    expect(users.json().data).toHaveLength(1);
  });

  it('gives the live view its channel without a token', async () => {
    const id = await addChannel(s.app, admin.webTenId);
    // The live view names the channel by its opaque public id.
    const channels0 = (await s.call(admin.token, { method: 'GET', url: '/api/web-manager/live/view/channels' })).json().data;
    const publicId = channels0.find((c: { passagewayId: number }) => c.passagewayId === id).publicId as string;
    const res = await s.call(undefined, { method: 'GET', url: `/api/web-manager/live/view/info?passagewayId=${publicId}` });
    expect(res.json()).toMatchObject({ code: 200, data: { publicId, name: '新闻综合频道', liveMessageUrl: `/websocket/live/${publicId}` } });
    expect(res.json().data.playUrl).toMatch(/^http:\/\/127\.0\.0\.1:8000\/live\/.+\.m3u8$/);
    const missing = await s.call(undefined, { method: 'GET', url: '/api/web-manager/live/view/info?passagewayId=999999' });
    expect(missing.statusCode).toBe(404);
    const channels = await s.call(admin.token, { method: 'GET', url: '/api/web-manager/live/view/channels' });
    expect(channels.json().data.map((c: { passagewayId: number }) => c.passagewayId)).toContain(id);
  });

  it('creates a message for the caller when a schedule is copied (a server event)', async () => {
    // The editor needs the programme-list menus for these calls (server/services/route-rights.ts).
    const json = { 'content-type': 'application/json' };
    const role = await s.call(admin.token, { method: 'POST', url: '/api/web-conf/role/manager/add', headers: json, payload: { name: '节目编辑', comMicsIds: [10, 120, 150, 151] } });
    const roleIds = (await s.call(admin.token, { method: 'GET', url: `/api/user/${editor.webUserId}` })).json().data.roleIds as number[];
    await s.call(admin.token, { method: 'PATCH', url: '/api/user', headers: json, payload: { id: editor.webUserId, roleIds: [...roleIds, role.json().data.id] } });
    const tvs = await s.call(editor.token, { method: 'GET', url: '/api/web-manager/live/tv/page?pageIndex=1&pageSize=10' });
    const liveTvId = tvs.json().data.list[0].liveTvId;
    const copy = await s.call(editor.token, {
      method: 'POST',
      url: '/api/web-manager/live/program/copyProgram',
      payload: { liveTvId: String(liveTvId), flag: 'day', fromDate: '20261207', toDate: '20261208,20261209' },
    });
    expect(copy.json().code).toBe(200);
    await expect
      .poll(async () => (await page(editor.token, 'msgType=0&pageSize=50')).json().data.list.map((m: { title: string }) => m.title))
      .toContain('节目单复制完成');
    const item = (await page(editor.token, 'msgType=0&pageSize=50')).json().data.list.find((m: { title: string }) => m.title === '节目单复制完成');
    expect(item.viewContent).toContain('复制 2 天');
    // A refused call creates nothing.
    const before = (await page(editor.token, 'pageSize=1')).json().data.total;
    await s.call(editor.token, { method: 'POST', url: '/api/web-manager/live/program/copyProgram', payload: { liveTvId: '999999', flag: 'day', fromDate: '20261207', toDate: '20261208' } });
    expect((await page(editor.token, 'pageSize=1')).json().data.total).toBe(before);
  });
});
