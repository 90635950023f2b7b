import { INTERACTION_MENUS } from '../../../shared/interaction.js';
import { CONTRIBUTION_MENUS as m } from '../../../shared/contributions.js';
import { menu } from './menu.js';

/** Contributions and tip-offs (610–629), under 互动管理 (600). */
export const contributionMenus = [
  menu({ id: m.contributions.id, pid: INTERACTION_MENUS.top.id, path: m.contributions.path, name: m.contributions.name, component: m.contributions.component, show_menu: 1, level_two: 1, icon: 'DocumentArrowUp', perms: 'interaction:contribution:review', sort: 610 }),
  menu({ id: m.reports.id, pid: INTERACTION_MENUS.top.id, path: m.reports.path, name: m.reports.name, component: m.reports.component, show_menu: 1, level_two: 1, icon: 'Megaphone', perms: 'interaction:report:dispatch', sort: 611 }),
  menu({ id: m.classes.id, pid: INTERACTION_MENUS.top.id, path: m.classes.path, name: m.classes.name, component: m.classes.component, show_menu: 1, level_two: 1, icon: 'TagMultiple', perms: 'interaction:report:classify', sort: 612 }),
];
