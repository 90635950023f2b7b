import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api';
import { publishMarkers } from '../../shared/content';
import { buildTree, PLATFORM_MENU_PREFIX } from '../../server/repositories/menus';
import { menuCatalogue } from '../../server/seed/menu-catalogue';
import { ROLE_PRESETS } from '../../server/seed/role-presets';
import { isRegistered } from '../../src/app/route-registry';
import { buildRouteTable } from '../../src/ui/route-table';

// Each role preset's route tree as the console reads it (tests/server/role-presets.test.ts proves
// role/perms/user answers exactly this tree to a user holding only the preset): every leaf is a
// page the console routes, or a publish right (a hidden marker, no page), or the web terminal
// (opened in a new window); every group leads to a page of its own; nothing leads to an empty page.
const everyMenu = menuCatalogue.filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX));
const rights = new Set([1, 2, 3, 4, 5].flatMap(publishMarkers));
const GROUPS = [0, 1, 2];

function leaves(nodes: readonly MenuRecord[]): MenuRecord[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));
}
function groups(nodes: readonly MenuRecord[]): MenuRecord[] {
  return nodes.flatMap((n) => [...(GROUPS.includes(n.comMicsFore) ? [n] : []), ...groups(n.children ?? [])]);
}

describe('role presets in the console', () => {
  for (const preset of ROLE_PRESETS) {
    it(`${preset.name}: every page of its tree opens`, () => {
      const tree = buildTree(preset.allMenus ? everyMenu : everyMenu.filter((m) => preset.menuIds.includes(m.id)));
      const table = buildRouteTable(tree, isRegistered);
      const routed = new Set(table.views.map((v) => v.path));
      const dead = leaves(tree).filter((l) => {
        if (rights.has(l.comMicsPath) || l.comMicsShowJump === 1) return false;
        if (GROUPS.includes(l.comMicsFore)) return !routed.has(l.comMicsRedirect);
        return !routed.has(l.comMicsPath);
      });
      expect(dead.map((l) => `${l.comMicsId} ${l.webMicsName} ${l.comMicsPath}`)).toEqual([]);
      // a group the menu shows holds at least one page the role opens
      const empty = groups(tree).filter((g) => g.comMicsShow === 1 && !leaves([g]).some((l) => routed.has(l.comMicsPath) || l.comMicsShowJump === 1));
      expect(empty.map((g) => g.webMicsName)).toEqual([]);
      expect(table.home).not.toBe('');
      if (!preset.allMenus) expect(table.home).toBe('/dashboard/index');
    });
  }

  it('the reporter writes and uploads but neither reviews nor publishes; the duty chief reviews, publishes and watches output', () => {
    const paths = (name: string) => {
      const p = ROLE_PRESETS.find((x) => x.name === name)!;
      return new Set(everyMenu.filter((m) => p.menuIds.includes(m.id)).map((m) => m.path));
    };
    const reporter = paths('记者');
    expect(reporter.has('/contentProduction/manuscripts')).toBe(true);
    expect(reporter.has('/upload')).toBe(true);
    expect([...reporter].filter((p) => rights.has(p) || p.startsWith('/contentProduction/review'))).toEqual([]);
    const chief = paths('值班主任');
    for (const p of ['/contentProduction/review/1', '/contentProduction/manuscripts/pubWeb', '/fusionRelease/webRelease/list', '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast', '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation', '/broadcast']) {
      expect(chief.has(p)).toBe(true);
    }
    const editor = paths('编辑');
    expect(editor.has('/fusionRelease/columns')).toBe(true);
    expect([...editor].filter((p) => p.startsWith('/contentProduction/review'))).toEqual([]);
    for (const name of ['初审', '复审', '终审']) {
      const reviewer = paths(name);
      expect(reviewer.has('/contentProduction/review/1')).toBe(true);
      expect([...reviewer].filter((p) => rights.has(p))).toEqual([]);
    }
  });
});
