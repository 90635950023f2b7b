import { describe, expect, it } from 'vitest';
import { seedContent } from '../../server/seed/content-seed.js';
import { seedMedia } from '../../server/seed/media-seed.js';
import { menuCatalogue } from '../../server/seed/menu-catalogue.js';
import { CONTENT_TYPES, REPORT_PAGES, publishMarkers } from '../../shared/content.js';
import { databases, suiteServer, type TestServer } from './helpers.js';

describe.each(databases)('the demo newsroom seed (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  suiteServer(kind, async (started, me) => {
    s = started;
    token = me.token;
    await seedMedia(s.app, { generate: false });
  }, {}, 60_000);

  it('has every content menu in the catalogue with unique ids and paths in 300–399', () => {
    const content = menuCatalogue.filter((m) => m.id >= 300 && m.id < 400);
    expect(new Set(content.map((m) => m.id)).size).toBe(content.length);
    const paths = content.map((m) => m.path);
    for (const t of CONTENT_TYPES) expect(paths).toEqual(expect.arrayContaining([t.path, t.reviewPath, ...publishMarkers(t.type)]));
    for (const p of REPORT_PAGES) expect(paths).toContain(p.path);
    expect(REPORT_PAGES).toHaveLength(20);
  });

  it('seeds columns, the editor and reviewer, and stories of every type and status (once)', async () => {
    const first = await seedContent(s.app);
    expect(first.items).toBeGreaterThanOrEqual(12);
    expect((await seedContent(s.app)).items).toBe(0);
    const get = async (url: string) => (await s.call(token, { method: 'GET', url })).json().data;
    const web = await get('/api/release/webcolumn?portal=web');
    const app = await get('/api/release/webcolumn?portal=app');
    expect(web.length).toBeGreaterThanOrEqual(3);
    expect(app.length).toBeGreaterThanOrEqual(3);
    const items = (await get('/api/web-publish/content/page?pageSize=100')).list as { type: number; status: number }[];
    expect(new Set(items.map((i) => i.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(items.map((i) => i.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const releases = await get('/api/release?pageSize=100');
    expect(releases.total).toBeGreaterThan(5);
    const stats = (await s.call(token, { method: 'POST', url: '/api/release/statistics' })).json().data;
    expect(stats.today.total).toBeGreaterThan(0);
    expect(stats.yesterday.total).toBeGreaterThan(0);
    expect((await get('/api/web-publish/report/hot')).length).toBeGreaterThan(0);
    const tenantId = (await s.app.repos.tenants.findByDomain('demo'))!.id;
    const editor = await s.app.repos.users.findByAccount(tenantId, 'editor');
    const reviewer = await s.app.repos.users.findByAccount(tenantId, 'reviewer');
    const held = async (userId: number) => new Set((await s.app.repos.menus.grantedTo(tenantId, userId)).map((m) => m.path));
    const e = await held(editor!.id);
    const r = await held(reviewer!.id);
    expect(e.has('/contentProduction/manuscripts')).toBe(true);
    expect(e.has('/contentProduction/review/1')).toBe(false);
    expect(r.has('/contentProduction/review/1')).toBe(true);
    expect(r.has('/contentProduction/manuscripts')).toBe(false);
  });
});
