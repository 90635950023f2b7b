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
