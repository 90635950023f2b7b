import { beforeAll, describe, expect, it } from 'vitest';
import { parseCallFrame, verifyUserSig } from '../../server/services/call-relay.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { jsonCall } from './org-support.js';
import { addUser, centreUrl, listen, openSocket } from './realtime-support.js';

type User = { token: string; webTenId: number; webUserId: number };

// Call signalling: the userSig our server issues, and the relay over the
// message socket to users of the same tenant only.
describe.each(databases)('call signalling (%s)', (kind) => {
  const s = suiteStart(kind);
  const admin = suiteLogin(s);
  const stranger = suiteOtherTenant(s);
  let base: string;
  let bob: User;
  const socketOf = (u: User) => openSocket(centreUrl(base, u));

  beforeAll(async () => {
    base = await listen(s.app);
    bob = await addUser(s, admin.token, 'bob');
  });

  it('issues an HMAC userSig for the caller; another user or tenant does not verify with it', async () => {
    const login = await jsonCall(s, admin.token, 'POST', '/api/web-manager/call/login');
    expect(login.data.userId).toBe(admin.webUserId);
    expect(await verifyUserSig(s.app, admin.webTenId, admin.webUserId, login.data.userSig)).toBe(true);
    expect(await verifyUserSig(s.app, admin.webTenId, bob.webUserId, login.data.userSig)).toBe(false);
    expect(await verifyUserSig(s.app, stranger.webTenId, admin.webUserId, login.data.userSig)).toBe(false);
    expect(await verifyUserSig(s.app, admin.webTenId, admin.webUserId, 'x.y')).toBe(false);
    const users = (await jsonCall(s, admin.token, 'GET', '/api/web-manager/call/users')).data;
    expect(users.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([admin.webUserId, bob.webUserId]));
    expect(users.map((u: { id: number }) => u.id)).not.toContain(stranger.webUserId);
  });

  it('relays a signed call frame within the tenant only, with the sender as from', async () => {
    const sig = (await jsonCall(s, admin.token, 'POST', '/api/web-manager/call/login')).data.userSig;
    const bobSocket = socketOf(bob);
    const strangerSocket = socketOf(stranger);
    const adminSocket = socketOf(admin);
    await new Promise((r) => setTimeout(r, 300));
    const invite = { kind: 'invite', roomId: 'room1', users: [bob.webUserId] };
    // a forged sig and a frame to another tenant's user are dropped
    adminSocket.send({ type: 'call', to: [bob.webUserId], sig: 'forged', signal: invite });
    adminSocket.send({ type: 'call', to: [stranger.webUserId], sig, signal: invite });
    adminSocket.send({ type: 'call', to: [bob.webUserId], sig, signal: invite });
    const got = await bobSocket.until<{ callSignal?: { kind: string; from: number } }>((f) => !!f.callSignal);
    expect(got.callSignal).toEqual({ ...invite, from: admin.webUserId });
    await expect(strangerSocket.next()).rejects.toThrow('no frame');
    bobSocket.close();
    strangerSocket.close();
    adminSocket.close();
  });

  it('parses only well-formed call frames', () => {
    expect(parseCallFrame('getMessageCount')).toBeNull();
    expect(parseCallFrame('{"type":"call","to":[1],"sig":"a","signal":{"kind":"nope","roomId":"r"}}')).toBeNull();
    expect(parseCallFrame('{"type":"call","to":[0],"sig":"a","signal":{"kind":"leave","roomId":"r"}}')).toBeNull();
    expect(parseCallFrame('{"type":"call","to":[2],"sig":"a","signal":{"kind":"leave","roomId":"r 1"}}')).toBeNull();
    expect(parseCallFrame('{"type":"call","to":[2],"sig":"a","signal":{"kind":"leave","roomId":"r1"}}')).toEqual({ to: [2], sig: 'a', signal: { kind: 'leave', roomId: 'r1' } });
  });
});
