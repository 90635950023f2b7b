import { beforeAll, describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';
import { listen, openCentre } from './realtime-support.js';

describe.each(databases)('revocations close the message-centre sockets at once (%s)', (kind) => {
  const server = suiteStart(kind, { PLATFORM_PASSWORD: 'Plat_1234' });
  const admin = suiteLogin(server);
  const platform = suiteLogin(server, 'platform', 'admin', 'Plat_1234');
  let base: string;
  beforeAll(async () => {
    base = await listen(server.app);
  });

  const centre = async (domain: string, account: string, password: string) => openCentre(base, await server.login(domain, account, password));

  it('disabling, resetting the password of and deleting a user', async () => {
    const { userId } = await makeUser(server, admin.token, { account: 'sock1', menus: [1, 2] });
    let socket = await centre('demo', 'sock1', 'Pass_1234');
    expect((await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/status`, { status: 0 })).code).toBe(200);
    expect(await socket.closed).toBe(4401);
    await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/status`, { status: 1 });

    socket = await centre('demo', 'sock1', 'Pass_1234');
    expect((await jsonCall(server, admin.token, 'POST', `/api/user/${userId}/password`, { password: 'Next_1234' })).code).toBe(200);
    expect(await socket.closed).toBe(4401);

    socket = await centre('demo', 'sock1', 'Next_1234');
    expect((await jsonCall(server, admin.token, 'DELETE', `/api/user/${userId}`)).code).toBe(200);
    expect(await socket.closed).toBe(4401);
  });

  it('disabling a tenant ends its sessions and sockets', async () => {
    const made = await jsonCall(server, platform.token, 'POST', '/api/web-basic/platform/tenant/create', { domainName: 'sockets', title: '连接台', adminPassword: 'Sock_1234' });
    const socket = await centre('sockets', 'admin', 'Sock_1234');
    const demoSocket = await centre('demo', 'admin', 'Admin_123');
    expect((await jsonCall(server, platform.token, 'POST', '/api/web-basic/platform/tenant/status', { id: made.data.id, status: 0 })).code).toBe(200);
    expect(await socket.closed).toBe(4401);
    // Another tenant's socket stays open.
    demoSocket.send('getMessageCount');
    expect(await demoSocket.next()).toBeTruthy();
    demoSocket.close();
  });
});
