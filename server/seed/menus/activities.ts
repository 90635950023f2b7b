import { ACTIVITY_MENUS as M } from '../../../shared/activities.js';
import { menuOf } from './menu.js';

/**
 * Lucky-draw activities (700–749, issue 17 part 2) under 互动活动 (700): the list (/goLuckDraw),
 * the quick invoice lottery (/addOrEditlist) and the winners list (/winningList) are menu items;
 * the editor (/addOrEdit) and the two draw screens (/goLotteryDraw, /goLotteryDraw2) are opened
 * from the list with ?id=.
 */
export const activityMenus = [
  menuOf(M.root, 0, { fore: 0, show_menu: 1, redirect: M.list.path, icon: 'Gift', sort: 60 }),
  menuOf(M.list, M.root.id, { show_menu: 1, show_bar: 1, icon: 'Gift', sort: 701 }),
  menuOf(M.quick, M.root.id, { show_menu: 1, show_bar: 1, icon: 'Receipt', sort: 702 }),
  menuOf(M.winners, M.root.id, { show_menu: 1, show_bar: 1, icon: 'Trophy', sort: 703 }),
  menuOf(M.edit, M.root.id, { show: 0, show_bar: 1, sort: 704 }),
  menuOf(M.draw, M.root.id, { show: 0, show_bar: 1, sort: 705 }),
  menuOf(M.drawScreen, M.root.id, { show: 0, show_bar: 1, sort: 706 }),
];
