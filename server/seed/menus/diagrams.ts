// Menu catalogue entry of the statechart review screen (ids 250–259; docs/machines/).
import { menu } from './menu.js';

/**
 * Statechart review (250–259): every machine of the console with its diagram, states, events,
 * guards and delays, for product managers and administrators. Under 系统设置 (30), beside
 * 配置中心 (36); only the 系统管理员 role is seeded with it.
 */
export const diagramMenus = [
  menu({
    id: 250,
    pid: 30,
    path: '/system/statecharts',
    name: '状态图评审',
    component: 'diagrams/statecharts',
    show_menu: 1,
    level_two: 1,
    icon: 'Settings',
    sort: 250,
  }),
];
