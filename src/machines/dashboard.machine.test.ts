import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DashboardOverview, MyDetail } from '../../shared/api.js';
import { dashboardMachine, type DashboardData } from './dashboard.machine.js';
import { failingEffect } from '../testing/failing-effect.js';

const data: DashboardData = {
  overview: {
    tenantName: '演示台', domainName: 'demo', userCount: 3, activeSessions: 1, menuCount: 2,
    lastLoginAt: 1_700_000_000_000, serverVersion: '3.8.1', database: 'sqlite', counts: {},
  } satisfies DashboardOverview,
  me: {
    webUserId: 1, webTenId: 1, account: 'admin', webUserName: '管理员', webUserAvatar: '', mobile: '', email: '',
    tenantName: '演示台', domainName: 'demo', lastLoginAt: null,
  } satisfies MyDetail,
  publish: null,
};

describe('dashboard machine', () => {
  it('loads, and reloads on request', async () => {
    let calls = 0;
    const actor = createActor(
      dashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => (calls++, data)) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.data).toEqual(data);
    actor.send({ type: 'dashboard.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(2);
  });

  it('a failure can be retried', async () => {
    const load = failingEffect('服务异常', () => data);
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.effect } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('服务异常');
    load.recover();
    actor.send({ type: 'dashboard.reload' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
  });
});
