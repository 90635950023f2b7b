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
