import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api.js';
import { HELP_MENUS, MOVED_PATHS } from '../../shared/help.js';
import { buildRouteTable } from './route-table.js';

function record(partial: Partial<MenuRecord> & Pick<MenuRecord, 'comMicsId' | 'comMicsPath'>): MenuRecord {
  return {
    comMicsPid: 0, comMicsRedirect: '', comMicsShow: 1, comMicsShowMenu: 0, comMicsShowBar: 0, comMicsFore: 3,
    comMicsComponent: '', comMicsTag: '', comMicsShowJump: 0, webMicsName: '', webMicsLevelTwo: 0, resourceId: 0,
    perms: [], icon: '', children: [], ...partial,
  };
}

const registered = new Set(['dashboard/index', 'bigscreen/index', 'content/list', 'diagrams/statecharts']);
const isRegistered = (key: string) => registered.has(key);

describe('buildRouteTable', () => {
  it('routes the seeded tree: 首页 redirects to 控制台 inside the main layout', () => {
    const tree = [
      record({
        comMicsId: 1, comMicsPath: '/dashboard', comMicsFore: 0, comMicsRedirect: '/dashboard/index', webMicsName: '首页',
        children: [record({ comMicsId: 2, comMicsPid: 1, comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index', webMicsName: '控制台' })],
      }),
    ];
    expect(buildRouteTable(tree, isRegistered)).toEqual({
      views: [{ path: '/dashboard/index', title: '控制台', component: 'dashboard/index', inLayout: true }],
      redirects: [{ path: '/dashboard', to: '/dashboard/index' }],
      paths: ['/dashboard', '/dashboard/index'],
      home: '/dashboard/index',
      withdrawn: [],
    });
  });

  it('lands on 控制台 when held, else on the first page the menu shows (no parameter, no new window), else nowhere', () => {
    const layout = (...children: MenuRecord[]) => record({ comMicsId: 1, comMicsPath: '/content', comMicsFore: 0, children });
    const detail = record({ comMicsId: 2, comMicsPath: '/content/manage/:id', comMicsComponent: 'content/list' });
    const hidden = record({ comMicsId: 3, comMicsPath: '/content/hidden', comMicsComponent: 'content/list', comMicsShow: 0 });
    const list = record({ comMicsId: 4, comMicsPath: '/content/manage/list', comMicsComponent: 'content/list' });
    const desk = record({ comMicsId: 5, comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index' });
    expect(buildRouteTable([layout(detail, hidden, list)], isRegistered).home).toBe('/content/manage/list');
    expect(buildRouteTable([layout(detail, list, desk)], isRegistered).home).toBe('/dashboard/index');
    // a page outside the layout (a big screen) is not a landing page
    expect(buildRouteTable([record({ comMicsId: 20, comMicsPath: '/bigscreen', comMicsComponent: 'bigscreen/index' })], isRegistered).home).toBe('');
    expect(buildRouteTable([], isRegistered).home).toBe('');
  });

  it('keeps nested containers in the layout and leaves unregistered views out', () => {
    const tree = [
      record({
        comMicsId: 10, comMicsPath: '/content', comMicsFore: 0,
        children: [
          record({
            comMicsId: 11, comMicsPath: '/content/manage', comMicsFore: 1, comMicsRedirect: '/content/manage/list',
            children: [
              record({ comMicsId: 12, comMicsPath: '/content/manage/list', comMicsComponent: 'content/list', webMicsName: '内容列表' }),
              record({ comMicsId: 13, comMicsPath: '/content/manage/audit', comMicsComponent: 'content/audit', webMicsName: '审核' }),
            ],
          }),
        ],
      }),
      record({ comMicsId: 20, comMicsPath: '/bigscreen', comMicsComponent: 'bigscreen/index', webMicsName: '大屏' }),
    ];
    const table = buildRouteTable(tree, isRegistered);
    expect(table.views).toEqual([
      { path: '/content/manage/list', title: '内容列表', component: 'content/list', inLayout: true },
      { path: '/bigscreen', title: '大屏', component: 'bigscreen/index', inLayout: false },
    ]);
    expect(table.redirects).toEqual([{ path: '/content/manage', to: '/content/manage/list' }]);
    expect(table.paths).not.toContain('/content/manage/audit');
    expect(table.paths).not.toContain('/content');
  });

  it('routes a path once even when the tree repeats it', () => {
    const view = record({ comMicsId: 2, comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index' });
    expect(buildRouteTable([view, { ...view, comMicsId: 3 }], isRegistered).views).toHaveLength(1);
  });

  it('routes the paths a rights change withdrew (and nothing serves now) to the landing page, as known paths', () => {
    const tree = [
      record({
        comMicsId: 1, comMicsPath: '/dashboard', comMicsFore: 0, comMicsRedirect: '/dashboard/index',
        children: [record({ comMicsId: 2, comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index' })],
      }),
    ];
    const table = buildRouteTable(tree, isRegistered, ['/message/settings', '/dashboard/index', 'https://example.com/']);
    expect(table.withdrawn).toEqual(['/message/settings']);
    expect(table.paths).toEqual(['/dashboard', '/dashboard/index', '/message/settings']);
    expect(table.home).toBe('/dashboard/index');
    expect(table.views.map((v) => v.path)).toEqual(['/dashboard/index']);
  });

  it('routes 帮助 → 流程图 as seeded: the group opens the page, and the page’s old address under 系统设置 leads to it', () => {
    const h = HELP_MENUS;
    const help = record({
      comMicsId: h.root.id, comMicsPath: h.root.path, comMicsFore: 0, comMicsRedirect: h.diagrams.path, webMicsName: h.root.name,
      children: [record({ comMicsId: h.diagrams.id, comMicsPid: h.root.id, comMicsPath: h.diagrams.path, comMicsComponent: h.diagrams.component, webMicsName: h.diagrams.name })],
    });
    const table = buildRouteTable([help], isRegistered);
    expect(table.views).toEqual([{ path: '/help/diagrams', title: '流程图', component: 'diagrams/statecharts', inLayout: true }]);
    expect(table.redirects).toEqual([
      { path: '/help', to: '/help/diagrams' },
      { path: '/system/statecharts', to: '/help/diagrams' },
    ]);
    expect(table.paths).toEqual(['/help', '/help/diagrams', '/system/statecharts']);
    expect(MOVED_PATHS['/system/statecharts']).toBe('/help/diagrams');
  });

  it('keeps a moved page’s old address only for users who hold the new one, and never over a page still routed there', () => {
    const moved = { '/old/list': '/content/manage/list' };
    const list = record({ comMicsId: 4, comMicsPath: '/content/manage/list', comMicsComponent: 'content/list' });
    expect(buildRouteTable([list], isRegistered, [], moved).redirects).toEqual([{ path: '/old/list', to: '/content/manage/list' }]);
    // without the page: the old address is unknown (the guard's 404), not a redirect to a page they cannot open
    const desk = record({ comMicsId: 5, comMicsPath: '/dashboard/index', comMicsComponent: 'dashboard/index' });
    expect(buildRouteTable([desk], isRegistered, [], moved).paths).toEqual(['/dashboard/index']);
    // an old address the tree still routes stays that page
    const old = record({ comMicsId: 6, comMicsPath: '/old/list', comMicsComponent: 'content/list' });
    const table = buildRouteTable([old, list], isRegistered, [], moved);
    expect(table.redirects).toEqual([]);
    expect(table.views.map((v) => v.path)).toEqual(['/old/list', '/content/manage/list']);
  });
});
