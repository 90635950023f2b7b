import { ACTIVITY_MENUS as M } from '../../../shared/activities.js';
import { menu } from './menu.js';

/**
 * Lucky-draw activities (700–749, issue 17 part 2) under 互动活动 (700): the list (/goLuckDraw),
 * the quick invoice lottery (/addOrEditlist) and the winners list (/winningList) are menu items;
 * the editor (/addOrEdit) and the two draw screens (/goLotteryDraw, /goLotteryDraw2) are opened
 * from the list with ?id=.
 */
export const activityMenus = [
  menu({ id: M.root.id, pid: 0, path: M.root.path, name: M.root.name, fore: 0, show_menu: 1, redirect: M.list.path, icon: 'Gift', sort: 60 }),
  menu({ id: M.list.id, pid: M.root.id, path: M.list.path, name: M.list.name, component: M.list.component, show_menu: 1, show_bar: 1, icon: 'Gift', sort: 701 }),
  menu({ id: M.quick.id, pid: M.root.id, path: M.quick.path, name: M.quick.name, component: M.quick.component, show_menu: 1, show_bar: 1, icon: 'Receipt', sort: 702 }),
  menu({ id: M.winners.id, pid: M.root.id, path: M.winners.path, name: M.winners.name, component: M.winners.component, show_menu: 1, show_bar: 1, icon: 'Trophy', sort: 703 }),
  menu({ id: M.edit.id, pid: M.root.id, path: M.edit.path, name: M.edit.name, component: M.edit.component, show: 0, show_bar: 1, sort: 704 }),
  menu({ id: M.draw.id, pid: M.root.id, path: M.draw.path, name: M.draw.name, component: M.draw.component, show: 0, show_bar: 1, sort: 705 }),
  menu({ id: M.drawScreen.id, pid: M.root.id, path: M.drawScreen.path, name: M.drawScreen.name, component: M.drawScreen.component, show: 0, show_bar: 1, sort: 706 }),
];
