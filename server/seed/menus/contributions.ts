// Menu catalogue entries of the contribution and tip-off queues (ids 610–629; docs/interaction.md).
import { INTERACTION_MENUS } from '../../../shared/interaction.js';
import { CONTRIBUTION_MENUS as m } from '../../../shared/contributions.js';
import { menuOf } from './menu.js';

/** Contributions and tip-offs (610–629), under 互动管理 (600). */
export const contributionMenus = [
  menuOf(m.contributions, INTERACTION_MENUS.top.id, { show_menu: 1, level_two: 1, icon: 'DocumentArrowUp', perms: 'interaction:contribution:review', sort: 610 }),
  menuOf(m.reports, INTERACTION_MENUS.top.id, { show_menu: 1, level_two: 1, icon: 'Megaphone', perms: 'interaction:report:dispatch', sort: 611 }),
  menuOf(m.classes, INTERACTION_MENUS.top.id, { show_menu: 1, level_two: 1, icon: 'TagMultiple', perms: 'interaction:report:classify', sort: 612 }),
];
