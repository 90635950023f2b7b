import { describe, expect, it } from 'vitest';
import { HELP_MENUS } from '../../shared/help';
import { buildTree } from '../../server/repositories/menus';
import { menuCatalogue } from '../../server/seed/menu-catalogue';
import { isRegistered } from '../../src/app/route-registry';
import { cloudProducts, menuOpening, shortcutCandidates, sidebarFor } from '../../src/features/layout/nav-model';
import { buildRouteTable } from '../../src/ui/route-table';

// The seeded catalogue as the console reads it (an all-menus role's tree): 帮助 → 流程图 is a
// group of its own that opens its page, the menu search finds it by either name, and the
// page's old address under 系统设置 leads to it.
const tree = buildTree(menuCatalogue.filter((m) => !m.path.startsWith('/platform')));
const names = (groups: ReturnType<typeof cloudProducts>) => groups.map((g) => [g.group.webMicsName, g.entries.map((e) => e.webMicsName)]);

describe('帮助 → 流程图 in the console menu', () => {
  it('is a group of the 云产品 menu that opens 流程图, not an entry of 系统设置', () => {
    const groups = cloudProducts(tree);
    const help = groups.find((g) => g.group.comMicsId === HELP_MENUS.root.id)!;
    expect(names([help])).toEqual([['帮助', ['流程图']]]);
    expect(groups.at(-1)).toBe(help);
    expect(menuOpening(help.group)).toEqual({ kind: 'navigate', to: '/help/diagrams' });
    expect(menuOpening(help.entries[0]!)).toEqual({ kind: 'navigate', to: '/help/diagrams' });
    const system = groups.find((g) => g.group.webMicsName === '系统设置')!;
    expect(system.entries.map((e) => e.webMicsName)).not.toContain('流程图');
    expect(system.entries.map((e) => e.webMicsName)).not.toContain('状态图评审');
    // a page of its own, without a sidebar
    expect(sidebarFor(tree, '/help/diagrams')).toBeNull();
  });

  it('the menu search finds it by 流程图, by 帮助 and by its address', () => {
    expect(names(cloudProducts(tree, '流程图'))).toEqual([['帮助', ['流程图']]]);
    expect(names(cloudProducts(tree, '帮助'))).toEqual([['帮助', ['流程图']]]);
    expect(names(cloudProducts(tree, 'help'))).toEqual([['帮助', ['流程图']]]);
    expect(names(cloudProducts(tree, '状态图评审'))).toEqual([]);
    expect(shortcutCandidates(tree, '流程图').map((r) => r.comMicsPath)).toEqual(['/help/diagrams']);
  });

  it('routes /help/diagrams, /help to it, and the old /system/statecharts to it', () => {
    const table = buildRouteTable(tree, isRegistered);
    expect(table.views.find((v) => v.path === '/help/diagrams')).toEqual({ path: '/help/diagrams', title: '流程图', component: 'diagrams/statecharts', inLayout: true });
    expect(table.redirects).toContainEqual({ path: '/help', to: '/help/diagrams' });
    expect(table.redirects).toContainEqual({ path: '/system/statecharts', to: '/help/diagrams' });
    expect(table.views.map((v) => v.path)).not.toContain('/system/statecharts');
  });
});
