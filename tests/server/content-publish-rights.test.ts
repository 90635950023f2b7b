// Publish rights (spec 001 §6): the right must match the portal of the target column, and
// /pubTripart counts only while the tenant's third-party switch (TripartPublishSwich) is on.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/lib/passwords.js';
import { mayPublishTo, publishRights, tripartFlagOf } from '../../shared/publish-rights.js';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

// Menu ids of the document (type 1) markers: /pubWeb 360, /pubApp 361, /pubClient 362, /pubTripart 363.
const DOC_LIST = 301;
const PUB = { web: 360, app: 361, client: 362, tripart: 363 };
const PASSWORD = 'Publish_123';

describe('publishRights (shared by console and server)', () => {
  const held = (...paths: string[]) => (p: string) => paths.includes(p);
  it('maps markers to buttons and buttons to portals', () => {
    const onlyApp = publishRights(held('/contentProduction/manuscripts/pubApp'), 1, 0);
    expect(onlyApp).toEqual({ web: false, app: true, client: false, tripart: false });
    expect(mayPublishTo(onlyApp, 'app')).toBe(true);
    expect(mayPublishTo(onlyApp, 'web')).toBe(false);
    const client = publishRights(held('/contentProduction/manuscripts/pubClient'), 1, 0);
    expect(mayPublishTo(client, 'app')).toBe(true);
    expect(mayPublishTo(client, 'web')).toBe(false);
  });
  it('third party only with the flag and only for the five production types', () => {
    const tri = held('/contentProduction/manuscripts/pubTripart', '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast/pubTripart');
    expect(publishRights(tri, 1, 0).tripart).toBe(false);
    expect(publishRights(tri, 1, 1).tripart).toBe(true);
    expect(mayPublishTo(publishRights(tri, 1, 1), 'web')).toBe(true);
    expect(publishRights(tri, 6, 1).tripart).toBe(false);
    expect(publishRights(tri, 99, 1)).toEqual({ web: false, app: false, client: false, tripart: false });
    expect([tripartFlagOf('1'), tripartFlagOf('0'), tripartFlagOf(undefined)]).toEqual([1, 0, 0]);
  });
});

describe.each(databases)('release checks the right of the target portal (%s)', (kind) => {
  let web: number;
  let app: number;
  const w = contentSuite(kind, async (w) => {
    web = await w.column('权限网站栏目', 'web');
    app = await w.column('权限APP栏目', 'app');
  });
  const publisher = async (account: string, markers: number[]) => {
    const { app: server } = w.s;
    const roleId = await server.repos.roles.create(w.tenantId, `发布-${account}`, false, [300, DOC_LIST, ...markers]);
    await server.repos.users.create(w.tenantId, { account, name: account, passwordHash: await hashPassword(PASSWORD), roleId });
    return (await w.s.login('demo', account, PASSWORD)).token;
  };
  const setSwitch = async (value: '0' | '1') =>
    expect200(await w.s.call(w.admin, { method: 'POST', url: '/api/web-conf/configuration/manager/add/30', payload: { TripartPublishSwich: value } }));

  it('a holder of /pubApp only may release into APP columns, not web columns (403)', async () => {
    const token = await publisher('pubapp', [PUB.app]);
    const id = await w.approved(doc('只能发APP'));
    const toWeb = await w.json(token, 'PUT', `/api/release/${id}&${web}&1`);
    expect(toWeb.statusCode).toBe(403);
    expect(toWeb.json().msg).toMatch(/网站栏目/);
    const mixed = await w.json(token, 'PUT', `/api/release/${id}&${app},${web}&1`);
    expect(mixed.statusCode).toBe(403);
    const asNew = await w.json(token, 'PUT', `/api/release/newpublish/${id}&${web}`);
    expect(asNew.statusCode).toBe(403);
    expect((await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${id}`)).json().data.releases).toEqual([]);
    expect200(await w.json(token, 'PUT', `/api/release/${id}&${app}&1`));
  });

  it('a holder of /pubWeb only may not release into APP columns', async () => {
    const token = await publisher('pubweb', [PUB.web]);
    const id = await w.approved(doc('只能发网站'));
    expect((await w.json(token, 'PUT', `/api/release/${id}&${app}&1`)).statusCode).toBe(403);
    expect200(await w.json(token, 'PUT', `/api/release/${id}&${web}&1`));
  });

  it('/pubTripart counts only while the tenant switch TripartPublishSwich is on', async () => {
    const token = await publisher('pubtri', [PUB.tripart]);
    const conf = async () => (await w.json(w.admin, 'GET', '/api/web-conf/configuration/manager/tenant/list?comConfType=30')).json().data;
    const flat = (list: { comConfKey: string; webConfValue: string; childrens?: unknown[] }[]) => list.flatMap((c) => [c, ...((c.childrens ?? []) as typeof list)]);
    // a new tenant has the switch, off
    expect(flat(await conf()).find((c) => c.comConfKey === 'TripartPublishSwich')?.webConfValue ?? '0').toBe('0');
    const id = await w.approved(doc('第三方发布'));
    await setSwitch('0');
    expect((await w.json(token, 'PUT', `/api/release/${id}&${web}&1`)).statusCode).toBe(403);
    await setSwitch('1');
    expect200(await w.json(token, 'PUT', `/api/release/${id}&${web},${app}&1`));
    await setSwitch('0');
    const again = await w.approved(doc('开关关闭后'));
    expect((await w.json(token, 'PUT', `/api/release/${again}&${app}&1`)).statusCode).toBe(403);
  });
});
