// Menu catalogue entries of the 帮助 group and its statechart page (ids 250–259; docs/machines/).
import { HELP_MENUS } from '../../../shared/help.js';
import { menuOf } from './menu.js';

const h = HELP_MENUS;

/**
 * 帮助 (251, a top-level group that opens its first page) → 流程图 (250): every machine of the
 * console with its diagram, states, events, guards and delays, named in Chinese for product
 * managers and administrators. The page was 状态图评审 under 系统设置 (30) at
 * /system/statecharts before: migration 162 gives the roles that held it the group too, and the
 * console redirects the old address. Only the 系统管理员 role (all menus) is seeded with it.
 */
export const diagramMenus = [
  menuOf(h.root, 0, { fore: 0, show_menu: 1, redirect: h.diagrams.path, icon: 'Question', sort: 990 }),
  menuOf(h.diagrams, h.root.id, { show_menu: 1, level_two: 1, icon: 'Flowchart', sort: 250 }),
];
