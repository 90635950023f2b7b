import { beforeAll, describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';

function multipartBody(filename: string, type: string, content: Buffer) {
  const boundary = '----shelltest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(databases)('shell routes (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);
  beforeAll(async () => {
    const add = await server.call(admin.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/add',
      payload: { account: 'staff1', name: '编辑甲', password: 'Staff_123' },
    });
    expect(add.json().code).toBe(200);
  });
  const staff = suiteLogin(server, 'demo', 'staff1', 'Staff_123');
  const other = suiteOtherTenant(server);

  const conf = async (token: string, type: number) =>
    (await server.call(token, { method: 'GET', url: `/api/web-conf/configuration/manager/tenant/list?comConfType=${type}` })).json().data as {
      comConfKey: string;
      webConfValue: string;
    }[];

  it('an administrator saves settings of their own tenant only', async () => {
    const res = await server.call(admin.token, {
      method: 'POST',
      url: '/api/web-conf/configuration/manager/add/28',
      payload: { SystemMediaSign: '新标题台', SystemMediaStatement: '页脚' },
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '保存成功' });
    const mine = await conf(admin.token, 28);
    expect(mine.find((c) => c.comConfKey === 'SystemMediaSign')?.webConfValue).toBe('新标题台');
    const theirs = await conf(other.token, 28);
    expect(theirs.find((c) => c.comConfKey === 'SystemMediaSign')?.webConfValue).not.toBe('新标题台');
    const pub = await server.call(undefined, {
      method: 'GET',
      url: '/api/web-conf/configuration/manager/tenant/list?comConfType=28&domainName=demo',
    });
    expect(pub.json().data.find((c: { comConfKey: string }) => c.comConfKey === 'SystemMediaSign').webConfValue).toBe('新标题台');
  });

  it('switches take 0 or 1; unknown keys and types are refused', async () => {
    const sw = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/30', payload: { SmartAuditSwich: '0' } });
    expect(sw.json().code).toBe(200);
    expect((await conf(admin.token, 30)).find((c) => c.comConfKey === 'SmartAuditSwich')?.webConfValue).toBe('0');
    const bad = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/30', payload: { SmartAuditSwich: '2' } });
    expect(bad.statusCode).toBe(400);
    const key = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/28', payload: { Evil: 'x' } });
    expect(key.statusCode).toBe(400);
    expect(key.json().msg).toContain('Evil');
    const type = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/5', payload: { SystemMediaSign: 'x' } });
    expect(type.statusCode).toBe(400);
  });

  it('only administrators change settings or upload images', async () => {
    const res = await server.call(staff.token, { method: 'POST', url: '/api/web-conf/configuration/manager/add/28', payload: { SystemMediaSign: 'x' } });
    expect(res.statusCode).toBe(403);
    const up = await server.call(staff.token, { method: 'POST', url: '/api/web-conf/configuration/manager/image', ...multipartBody('a.png', 'image/png', PNG) });
    expect(up.statusCode).toBe(403);
  });

  it('uploads a logo by content hash and serves it without a token', async () => {
    const up = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/image', ...multipartBody('logo.png', 'image/png', PNG) });
    expect(up.json().code).toBe(200);
    const url: string = up.json().data.url;
    expect(url).toMatch(/^\/api\/web-conf\/configuration\/manager\/image\/[0-9a-f]{64}\.png$/);
    const again = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/image', ...multipartBody('copy.png', 'image/png', PNG) });
    expect(again.json().data.url).toBe(url);
    const got = await server.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const text = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/configuration/manager/image', ...multipartBody('a.txt', 'text/plain', Buffer.from('hi')) });
    expect(text.statusCode).toBe(400);
    const big = await server.call(admin.token, {
      method: 'POST',
      url: '/api/web-conf/configuration/manager/image',
      ...multipartBody('big.png', 'image/png', Buffer.alloc(2 * 1024 * 1024 + 10, 1)),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toBe('图片不能超过2MB');
    const traversal = await server.app.inject({ method: 'GET', url: '/api/web-conf/configuration/manager/image/..%2F..%2Fetc' });
    expect(traversal.statusCode).toBe(400);
  });

  it('edits the user\'s own data', async () => {
    const bad = await server.call(staff.token, { method: 'POST', url: '/api/web-conf/user/manager/mydata/edit', payload: { name: '编辑乙', mobile: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请输入正确的手机号');
    const res = await server.call(staff.token, {
      method: 'POST',
      url: '/api/web-conf/user/manager/mydata/edit',
      payload: { name: '编辑乙', mobile: '13800138000', email: 'b@example.com' },
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '修改成功' });
    const me = (await server.call(staff.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data;
    expect(me).toMatchObject({ webUserName: '编辑乙', mobile: '13800138000', email: 'b@example.com' });
    const adminMe = (await server.call(admin.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data;
    expect(adminMe.webUserName).not.toBe('编辑乙');
  });

  it('a user without settings rights uploads an avatar; checked type and size; the mobile kept by a data edit without it', async () => {
    const url = '/api/web-conf/user/manager/avatar/upload';
    const text = await server.call(staff.token, { method: 'POST', url, ...multipartBody('a.gif', 'image/gif', PNG) });
    expect(text.json()).toMatchObject({ code: 400, msg: '头像只能是 jpg、png 或 webp 图片' });
    const big = await server.call(staff.token, { method: 'POST', url, ...multipartBody('big.png', 'image/png', Buffer.alloc(2 * 1024 * 1024 + 10, 1)) });
    expect(big.json()).toMatchObject({ code: 400, msg: '头像图片不能超过 2 MB' });
    expect((await server.call(staff.token, { method: 'POST', url, payload: {} })).statusCode).toBe(400);
    const up = await server.call(staff.token, { method: 'POST', url, ...multipartBody('me.png', 'image/png', PNG) });
    expect(up.json()).toMatchObject({ code: 200, msg: '头像已更新' });
    const { webUserAvatar, avatarPath } = up.json().data;
    expect(webUserAvatar).toMatch(/^\/api\/web-conf\/configuration\/manager\/image\/[0-9a-f]{64}\.png$/);
    expect(avatarPath).toBe(webUserAvatar);
    expect((await server.app.inject({ method: 'GET', url: avatarPath })).rawPayload.equals(PNG)).toBe(true);
    expect((await server.call(staff.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data.webUserAvatar).toBe(webUserAvatar);
    const detail = (await server.call(staff.token, { method: 'GET', url: '/api/web-conf/user/manager/detail' })).json().data;
    expect(detail).toMatchObject({ avatar: webUserAvatar, avatarPath: webUserAvatar });
    expect((await server.call(admin.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data.webUserAvatar ?? '').not.toBe(webUserAvatar);
    const before = (await server.call(staff.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data.mobile;
    const res = await server.call(staff.token, { method: 'POST', url: '/api/web-conf/user/manager/mydata/edit', payload: { name: '编辑丙', email: '' } });
    expect(res.json().code).toBe(200);
    expect((await server.call(staff.token, { method: 'GET', url: '/api/web-conf/user/manager/my/detail' })).json().data).toMatchObject({ webUserName: '编辑丙', mobile: before });
  });

  it('shortcuts: at most 9, granted menus only, in order', async () => {
    const ten = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '1,2,10,30,36,37,38,39,40,41' } });
    expect(ten.statusCode).toBe(400);
    expect(ten.json().msg).toBe('最多添加9个快捷导航!');
    const ok = await server.call(admin.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '36,2,39' } });
    expect(ok.json()).toMatchObject({ code: 200, msg: '保存成功' });
    const list = (await server.call(admin.token, { method: 'GET', url: '/api/web-conf/role/perms/used/list' })).json().data;
    expect(list.map((s: { comMicsId: number }) => s.comMicsId)).toEqual([36, 2, 39]);
    const denied = await server.call(staff.token, { method: 'POST', url: '/api/web-conf/role/perms/used/set', payload: { comMicsIds: '36' } });
    expect(denied.statusCode).toBe(400);
    const staffList = (await server.call(staff.token, { method: 'GET', url: '/api/web-conf/role/perms/used/list' })).json().data;
    expect(staffList).toEqual([]);
  });

  it('gives the web-terminal address and the staff tree lacks the config centre', async () => {
    const res = await server.call(admin.token, { method: 'GET', url: '/api/web-conf/configuration/manager/webTerminal/url' });
    expect(res.json().data.url).toBe('/terminal/app/list');
    const tree = JSON.stringify((await server.call(staff.token, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data);
    expect(tree).not.toContain('/system/config');
    const adminTree = JSON.stringify((await server.call(admin.token, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data);
    expect(adminTree).toContain('/system/config');
  });

  it('the seeded terminal entries: menu id 829 is /terminal/shop/list, resource id 99 leads to /terminal/app/list', async () => {
    type Rec = { comMicsId: number; comMicsPath: string; comMicsRedirect: string; resourceId?: number; children?: Rec[] };
    const flat = (list: Rec[]): Rec[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const tree = flat((await server.call(admin.token, { method: 'GET', url: '/api/web-conf/role/perms/user' })).json().data);
    expect(tree.find((r) => r.comMicsId === 829)?.comMicsPath).toBe('/terminal/shop/list');
    expect(tree.filter((r) => r.comMicsPath === '/terminal/shop/list').map((r) => r.comMicsId)).toEqual([829]);
    const app = tree.find((r) => r.resourceId === 99);
    expect(app).toBeDefined();
    expect([app!.comMicsPath, app!.comMicsRedirect]).toContain('/terminal/app/list');
  });
});
