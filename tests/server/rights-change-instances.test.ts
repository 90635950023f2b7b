// Rights changed while signed in, across two instances through Redis (shared/rights-frame.ts): a
// role edited on instance A reaches its holder's socket on instance B, whose cached route tree is
// already the new one when the console asks for it; a user's roles changed on B reach that user's
// socket on A. Users not concerned, on either instance, get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RightsFrame } from '../../shared/rights-frame.js';
import type { Session } from './helpers.js';
import { jsonCall, makeUser, menuIdsOf } from './org-support.js';
import { suiteSocketPair } from './pair-support.js';
import { expectNothingPushed, openCentre } from './realtime-support.js';

const redisUrl = process.env.TEST_REDIS_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
if (!redisUrl) console.info('rights-change-instances.test: skipped, TEST_REDIS_URL is not set');


describe.skipIf(!redisUrl)(`rights change frames across two instances (${kind} + Redis)`, () => {
  const pair = suiteSocketPair(kind, { REDIS_URL: redisUrl! });
  let admin: Session;

  beforeAll(async () => {
    admin = await pair.a.login();
  });

  it('a role edited on A reaches its holder on B with the new tree; a user\'s roles changed on B reach that user on A', async () => {
    const { a, b, wsA, wsB } = pair;
    const narrow = await makeUser(a, admin.token, { account: 'pair1', menus: [1, 2, 200, 201, 208, 215] });
    const bystander = await makeUser(a, admin.token, { account: 'pair2', menus: [1, 2], departmentId: narrow.departmentId });
    const user = await b.login('demo', 'pair1', 'Pass_1234');
    const onB = await openCentre(wsB, user);
    const bystanderOnA = await openCentre(wsA, await a.login('demo', 'pair2', 'Pass_1234'));
    const bystanderOnB = await openCentre(wsB, await b.login('demo', 'pair2', 'Pass_1234'));
    // B has the old tree in its cache
    const treeOnB = async () => menuIdsOf((await jsonCall(b, user.token, 'GET', '/api/web-conf/role/perms/user')).data);
    expect(await treeOnB()).toEqual([1, 2, 200, 201, 208, 215]);

    expect((await jsonCall(a, admin.token, 'POST', '/api/web-conf/role/manager/edit', { id: narrow.roleId, name: '角色-pair1', comMicsIds: [1, 2, 200, 201, 208] })).code).toBe(200);
    expect(Object.keys(await onB.json<RightsFrame>())).toEqual(['rightsChanged']);
    expect(await treeOnB()).toEqual([1, 2, 200, 201, 208]);
    await expectNothingPushed(bystanderOnA);
    await expectNothingPushed(bystanderOnB);

    // The other way round: the bystander's roles changed on B; their socket on A is told.
    const adminOnB = await b.login();
    expect((await jsonCall(b, adminOnB.token, 'PATCH', '/api/user', { id: bystander.userId, roleIds: [narrow.roleId] })).code).toBe(200);
    expect(Object.keys(await bystanderOnA.json<RightsFrame>())).toEqual(['rightsChanged']);
    expect(Object.keys(await bystanderOnB.json<RightsFrame>())).toEqual(['rightsChanged']);
    await expectNothingPushed(onB);
    for (const s of [onB, bystanderOnA, bystanderOnB]) s.close();
  });
});
