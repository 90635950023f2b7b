// Builders of menu catalogue entries: defaults filled in, entries shared with the console
// (shared/*.ts `…_MENUS`) placed under a parent, and whole top-level groups.
import type { MenuTable } from '../../db/schema.js';

/** A catalogue entry with the defaults filled in. */
export function menu(m: Pick<MenuTable, 'id' | 'pid' | 'path' | 'name'> & Partial<MenuTable>): MenuTable {
  return {
    redirect: '',
    show: 1,
    show_menu: 0,
    show_bar: 0,
    fore: 3,
    component: '',
    tag: '',
    show_jump: 0,
    level_two: 0,
    resource_id: 0,
    sort: m.id,
    icon: '',
    perms: '',
    ...m,
  };
}

/** The menu entries shared with the console (shared/*.ts `…_MENUS`): id, path, name and maybe a component. */
export interface SharedMenu {
  id: number;
  path: string;
  name: string;
  component?: string;
}

/** The catalogue entry of a shared menu under `pid`, with the rest of its fields. */
export function menuOf(entry: SharedMenu, pid: number, m: Partial<MenuTable> = {}): MenuTable {
  return menu({ id: entry.id, pid, path: entry.path, name: entry.name, ...(entry.component ? { component: entry.component } : {}), ...m });
}

/**
 * A top-level group: `root` (opening its first listed page), the pages its menu lists (each with
 * its icon) and the pages those open (hidden from the menu, shown in the tab bar), sorted in that
 * order after the root's id.
 */
export function menuGroup(
  root: SharedMenu,
  look: { icon: string; sort: number },
  listed: [[SharedMenu, string], ...[SharedMenu, string][]],
  opened: SharedMenu[],
): MenuTable[] {
  const sort = (i: number) => root.id + 1 + i;
  return [
    menuOf(root, 0, { fore: 0, show_menu: 1, redirect: listed[0][0].path, ...look }),
    ...listed.map(([entry, icon], i) => menuOf(entry, root.id, { show_menu: 1, show_bar: 1, icon, sort: sort(i) })),
    ...opened.map((entry, i) => menuOf(entry, root.id, { show: 0, show_bar: 1, sort: sort(listed.length + i) })),
  ];
}
