// Menu catalogue entries of organisation and platform administration (ids 400–499; docs/org.md).
import { ORG_MENUS } from '../../../shared/org.js';
import { menu, menuOf } from './menu.js';

/**
 * Organisation (400–499) under 系统设置 (30): departments, users, roles, audit trail,
 * watermarks, assessment statistics. 平台管理 (409) and 租户管理 (410) are the platform
 * administrator's (only the platform tenant's administrator holds them in practice).
 */
const m = ORG_MENUS;
export const orgMenus = [
  menuOf(m.departments, 30, { show_menu: 1, level_two: 1, icon: 'Organization', perms: 'org:department:edit', sort: 401 }),
  menuOf(m.users, 30, { show_menu: 1, level_two: 1, icon: 'People', perms: 'org:user:edit,org:user:password', sort: 402 }),
  menuOf(m.roles, 30, { show_menu: 1, level_two: 1, icon: 'Shield', perms: 'org:role:edit', sort: 403 }),
  menuOf(m.audit, 30, { show_menu: 1, level_two: 1, icon: 'History', sort: 404 }),
  menuOf(m.watermarks, 30, { show_menu: 1, level_two: 1, icon: 'Image', perms: 'org:watermark:edit', sort: 405 }),
  menuOf(m.assess, 30, { show_menu: 1, level_two: 1, icon: 'DataBar', sort: 406 }),
  menu({ id: 409, pid: 0, path: '/platform', name: '平台管理', fore: 0, show_menu: 1, redirect: m.tenants.path, icon: 'Globe', sort: 950 }),
  menuOf(m.tenants, 409, { show_menu: 1, level_two: 1, icon: 'Building', sort: 410 }),
];
