import { ORG_MENUS } from '../../../shared/org.js';
import { menu } from './menu.js';

/**
 * Organisation (400–499) under 系统设置 (30): departments, users, roles, audit trail,
 * watermarks, assessment statistics. 平台管理 (409) and 租户管理 (410) are the platform
 * administrator's (only the platform tenant's administrator holds them in practice).
 */
const m = ORG_MENUS;
export const orgMenus = [
  menu({ id: m.departments.id, pid: 30, path: m.departments.path, name: m.departments.name, component: m.departments.component, show_menu: 1, level_two: 1, icon: 'Organization', perms: 'org:department:edit', sort: 401 }),
  menu({ id: m.users.id, pid: 30, path: m.users.path, name: m.users.name, component: m.users.component, show_menu: 1, level_two: 1, icon: 'People', perms: 'org:user:edit,org:user:password', sort: 402 }),
  menu({ id: m.roles.id, pid: 30, path: m.roles.path, name: m.roles.name, component: m.roles.component, show_menu: 1, level_two: 1, icon: 'Shield', perms: 'org:role:edit', sort: 403 }),
  menu({ id: m.audit.id, pid: 30, path: m.audit.path, name: m.audit.name, component: m.audit.component, show_menu: 1, level_two: 1, icon: 'History', sort: 404 }),
  menu({ id: m.watermarks.id, pid: 30, path: m.watermarks.path, name: m.watermarks.name, component: m.watermarks.component, show_menu: 1, level_two: 1, icon: 'Image', perms: 'org:watermark:edit', sort: 405 }),
  menu({ id: m.assess.id, pid: 30, path: m.assess.path, name: m.assess.name, component: m.assess.component, show_menu: 1, level_two: 1, icon: 'DataBar', sort: 406 }),
  menu({ id: 409, pid: 0, path: '/platform', name: '平台管理', fore: 0, show_menu: 1, redirect: m.tenants.path, icon: 'Globe', sort: 950 }),
  menu({ id: m.tenants.id, pid: 409, path: m.tenants.path, name: m.tenants.name, component: m.tenants.component, show_menu: 1, level_two: 1, icon: 'Building', sort: 410 }),
];
