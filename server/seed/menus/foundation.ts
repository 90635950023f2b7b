// Menu catalogue entries of the home page and the product groups other areas hang their pages
// under, and the id range each area of the catalogue takes.
import { menu } from './menu.js';

/**
 * 首页 and its console tab, and the product groups several areas hang their pages under.
 * comMicsFore 0: rendered in the main layout; 1: a nested container; other: a lazy view.
 * A group without a routable child is not shown by the console.
 *
 * Id ranges by area: 1–9 foundation, 10–19 groups, 30–49 shell (36 = 配置中心),
 * 100–149 media libraries and live channels, 150–179 programme lists, 180–199 uploads,
 * 200–249 messages and live messages, 250–259 帮助 (251) and its statechart page.
 */
export const foundationMenus = [
  menu({ id: 1, pid: 0, path: '/dashboard', name: '首页', fore: 0, redirect: '/dashboard/index', icon: 'Home', sort: 1 }),
  menu({ id: 2, pid: 1, path: '/dashboard/index', name: '控制台', component: 'dashboard/index', tag: 'dashboard', icon: 'Board', sort: 1 }),
  menu({ id: 10, pid: 0, path: '/contentManagement', name: '内容管理', fore: 0, show_menu: 1, icon: 'Folder', sort: 10 }),
  menu({
    id: 120,
    pid: 10,
    path: '/contentManagement/cloudLiveBroadcast',
    name: '云直播',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    level_two: 1,
    icon: 'Live',
    sort: 120,
  }),
];
