// Menu catalogue entries of the console shell (ids 30–49; docs/shell.md): system settings, the
// config centre, the personal centre and the terminal pages.
import { menu } from './menu.js';

/**
 * The console shell (30–49). 系统设置 (30) is a Cloud Products group whose second-level entry
 * is 配置中心 (36, the header's Config Center link). 个人中心 (31–33) are hidden routes of the
 * user menu (/user/center → /user/center/personInfo). 终端 (37) holds the terminal pages the
 * menu-opening rules lead to: resource id 99 → /terminal/app/list, menu id 829 → /terminal/shop/list, the web terminal (40) opens
 * the address the server gives in a new window.
 */
export const shellMenus = [
  menu({ id: 30, pid: 0, path: '/system', name: '系统设置', fore: 0, show_menu: 1, redirect: '/system/config', icon: 'Settings', sort: 900 }),
  menu({
    id: 36,
    pid: 30,
    path: '/system/config',
    name: '配置中心',
    component: 'shell/config-center',
    show_menu: 1,
    level_two: 1,
    icon: 'Settings',
    perms: 'config:edit',
    sort: 36,
  }),
  menu({ id: 31, pid: 0, path: '/user', name: '个人中心', fore: 0, show: 0, redirect: '/user/center/personInfo', sort: 901 }),
  menu({ id: 32, pid: 31, path: '/user/center', name: '个人中心', fore: 1, show: 0, redirect: '/user/center/personInfo', sort: 32 }),
  menu({ id: 33, pid: 32, path: '/user/center/personInfo', name: '个人信息', component: 'shell/person-info', show: 0, sort: 33 }),
  menu({ id: 37, pid: 0, path: '/terminal', name: '终端管理', fore: 0, show_menu: 1, redirect: '/terminal/app/list', icon: 'Phone', sort: 902 }),
  menu({
    id: 38,
    pid: 37,
    path: '/terminal/app',
    name: '移动应用',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    level_two: 1,
    redirect: '/terminal/app/list',
    resource_id: 99,
    sort: 38,
  }),
  menu({ id: 39, pid: 38, path: '/terminal/app/list', name: '应用列表', component: 'shell/terminal-app', show_bar: 1, sort: 39 }),
  // spec 001 §2 "Menu opening": menu id 829 goes to /terminal/shop/list (was 41 before; 080 moves rights)
  menu({ id: 829, pid: 38, path: '/terminal/shop/list', name: '商城终端', component: 'shell/terminal-shop', show_bar: 1, sort: 41 }),
  menu({ id: 40, pid: 37, path: '/webTerminal', name: 'Web终端', show_menu: 1, show_jump: 1, level_two: 1, sort: 40 }),
];
