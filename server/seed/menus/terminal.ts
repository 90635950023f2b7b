// Menu catalogue entries of terminals, shop, payment, big screens and calls (ids 750–799,
// 830–899; docs/terminal.md).
import { SCREENS, SHOP_PATHS } from '../../../shared/shop.js';
import { CALL_PATH } from '../../../shared/call.js';
import { menu } from './menu.js';

/**
 * Terminals, shop, records and payment, big screens and the other pages of that area
 * (750–799, 830–899; docs/terminal.md). The special-topic publishing list (750) sits beside the app
 * list (39) and the shop (829) under 移动应用 (38). 充值与认证 (760) holds the records and payment pages;
 * 数据大屏 (770) the screen list, whose screens (771–775) are standalone full-window pages; the hidden
 * group 780 holds the in-layout pages no menu shows (/noPermission, /excessive, /details/:id,
 * /home5566/index); the previews (790–793) are standalone pages; 音视频通话 (795) is the call screen.
 */
export const terminalMenus = [
  menu({ id: 750, pid: 38, path: SHOP_PATHS.special, name: '专题发布终端', component: 'terminal/special', show_bar: 1, sort: 42 }),
  menu({ id: 795, pid: 37, path: CALL_PATH, name: '音视频通话', component: 'terminal/call', show_menu: 1, level_two: 1, sort: 795 }),
  menu({ id: 760, pid: 0, path: '/records', name: '充值与认证', fore: 0, show_menu: 1, redirect: SHOP_PATHS.recharge, icon: 'Wallet', sort: 903 }),
  menu({ id: 761, pid: 760, path: SHOP_PATHS.recharge, name: '充值记录', component: 'terminal/recharge-record', show_menu: 1, show_bar: 1, level_two: 1, sort: 761 }),
  menu({ id: 762, pid: 760, path: SHOP_PATHS.payment, name: '充值支付', component: 'terminal/recharge-payment', show_menu: 1, show_bar: 1, level_two: 1, sort: 762 }),
  menu({ id: 763, pid: 760, path: SHOP_PATHS.certification, name: '认证详情', component: 'terminal/certification', show_menu: 1, show_bar: 1, level_two: 1, sort: 763 }),
  menu({ id: 770, pid: 0, path: '/screens', name: '数据大屏', fore: 0, show_menu: 1, redirect: SHOP_PATHS.screenList, icon: 'Board', sort: 904 }),
  menu({ id: 776, pid: 770, path: SHOP_PATHS.screenList, name: '大屏列表', component: 'terminal/screen-list', show_menu: 1, level_two: 1, sort: 776 }),
  ...SCREENS.map((s, i) => menu({ id: 771 + i, pid: 0, path: s.path, name: s.title, component: 'terminal/screen', show: 0, sort: 771 + i })),
  menu({ id: 780, pid: 0, path: '/misc', name: '其他页面', fore: 0, show: 0, redirect: '/home5566/index', sort: 905 }),
  // spec §2 "Others": /manuscript (no screen of its own) leads to the manuscripts list
  menu({ id: 785, pid: 0, path: '/manuscript', name: '稿件', fore: 0, show: 0, redirect: '/contentProduction/manuscripts', sort: 785 }),
  menu({ id: 781, pid: 780, path: '/noPermission', name: '无权限', component: 'terminal/no-permission', show: 0, sort: 781 }),
  menu({ id: 782, pid: 780, path: '/excessive', name: '超出限额', component: 'terminal/excessive', show: 0, sort: 782 }),
  menu({ id: 783, pid: 780, path: '/details/:id', name: '订单详情', component: 'terminal/details', show: 0, sort: 783 }),
  menu({ id: 784, pid: 780, path: '/home5566/index', name: '首页概览', component: 'terminal/home', show: 0, sort: 784 }),
  menu({ id: 790, pid: 0, path: '/cloudGuide/preview', name: '云导览预览', component: 'terminal/preview', show: 0, sort: 790 }),
  menu({ id: 791, pid: 0, path: '/activityManagement/preview', name: '活动管理预览', component: 'terminal/preview', show: 0, sort: 791 }),
  menu({ id: 792, pid: 0, path: '/activityList/preview', name: '活动列表预览', component: 'terminal/preview', show: 0, sort: 792 }),
  menu({ id: 793, pid: 0, path: '/applicationPay/preview', name: '应用支付预览', component: 'terminal/preview', show: 0, sort: 793 }),
];
