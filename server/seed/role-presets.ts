// The roles every tenant starts with (contract "Role presets"): 记者, 编辑, 初审, 复审, 终审,
// 值班主任 and 系统管理员, each with a one-line description in business words, the menus its
// holders need and its data scope. Seeded by name, once: a role of that name that exists is left
// as it is (an administrator may have changed it), except that the all-menus 系统管理员 role,
// which cannot be edited, gets its description when it has none. Called for the demo tenant
// (seed.ts) and for every tenant created (services/tenants.ts createTenant: `npm run
// tenant:create` and the platform administrator's console).
import type { Repos } from '../plugins/repositories.js';
import { CONTENT_PATHS, CONTENT_TYPES, PUBLISH_SUFFIXES } from '../../shared/content.js';
import { SCREENS } from '../../shared/shop.js';
import { menuCatalogue } from './menu-catalogue.js';
import { STAFF_MESSAGE_MENU_IDS } from './menus/messages.js';

/** The tenant administrator's role: every menu of the catalogue, present and future. */
export const ADMIN_ROLE = '系统管理员';

/**
 * Which items a role's holders see in content, review, release and tip-off lists (contract "Data
 * scope"): 1 all, 2 chosen departments, 3 own department, 4 own department and below, 5 own items.
 * Kept here only: storing it on the role comes with the roles' data-scope column.
 */
export type DataScope = 1 | 2 | 3 | 4 | 5;

export interface RolePreset {
  name: string;
  /** One line in business words: what a holder of the role does. */
  description: string;
  /** Every menu of the catalogue (the administrator's role); `menuIds` is then empty. */
  allMenus: boolean;
  /** Granted menus, their parents included (a page is routed only under its parents). */
  menuIds: number[];
  dataScope: DataScope;
}

const byPath = new Map(menuCatalogue.map((m) => [m.path, m.id]));
const byId = new Map(menuCatalogue.map((m) => [m.id, m]));

function idOf(path: string): number {
  const id = byPath.get(path);
  if (id === undefined) throw new Error(`role presets: no menu at ${path}`);
  return id;
}

/** Ids of the menus directly under `pid`, hidden ones included. */
const childrenOf = (pid: number) => menuCatalogue.filter((m) => m.pid === pid).map((m) => m.id);

/** The ids with every parent, sorted (what role/manager/add would store for them). */
export function withParents(ids: readonly number[]): number[] {
  const out = new Set<number>();
  for (const id of ids) for (let m = byId.get(id); m && !out.has(m.id); m = byId.get(m.pid)) out.add(m.id);
  return [...out].sort((a, b) => a - b);
}

/** 首页 → 控制台, the personal centre and the message centre: what every member of staff opens. */
const BASE = [idOf('/dashboard/index'), idOf('/user/center/personInfo'), ...STAFF_MESSAGE_MENU_IDS];
/** The five production lists, the editor and the previews (writing and reading stories). */
const PRODUCTION = [...CONTENT_TYPES.map((t) => idOf(t.path)), idOf(CONTENT_PATHS.edit), idOf(CONTENT_PATHS.preview), idOf(CONTENT_PATHS.previewCopy)];
/** The media library and uploads. */
const MEDIA = [idOf('/contentManagement/filelibrary'), idOf('/contentManagement/filelibrary/preview'), idOf('/upload')];
/** The five review rights (one review page per content type), the editor and the previews. */
const REVIEW = [...CONTENT_TYPES.map((t) => idOf(t.reviewPath)), idOf(CONTENT_PATHS.edit), idOf(CONTENT_PATHS.preview), idOf(CONTENT_PATHS.previewCopy)];
/** Publishing every type to every portal (the hidden markers) and the release lists and columns. */
const PUBLISH = [
  ...CONTENT_TYPES.flatMap((t) => PUBLISH_SUFFIXES.map((s) => idOf(`${t.path}${s}`))),
  idOf(CONTENT_PATHS.webRelease),
  idOf(CONTENT_PATHS.appRelease),
  idOf(CONTENT_PATHS.columns),
];
/** Watching output: TV and radio channels with their programme lists, the channel monitor, the broadcast screens and the reports. */
const OUTPUT = [
  idOf('/contentManagement/cloudLiveBroadcast/tvLiveBroadcast'),
  idOf('/contentManagement/cloudLiveBroadcast/programEdit'),
  idOf('/contentManagement/cloudLiveBroadcast/programWeek'),
  idOf('/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation'),
  idOf('/cloudLiveBroadcast/channelMinitor'),
  idOf('/screens'),
  ...childrenOf(idOf('/screens')),
  ...SCREENS.map((s) => idOf(s.path)),
  ...childrenOf(idOf(`${CONTENT_PATHS.reportRoot}/v1`)),
  ...childrenOf(idOf(`${CONTENT_PATHS.reportRoot}/v2`)),
];

const preset = (name: string, description: string, dataScope: DataScope, ids: number[]): RolePreset => ({
  name,
  description,
  allMenus: false,
  menuIds: withParents([...BASE, ...ids]),
  dataScope,
});

export const ROLE_PRESETS: readonly RolePreset[] = [
  preset('记者', '采写文稿、视频、音频和图集，上传素材，提交审核；只看自己的稿件', 5, [...PRODUCTION, ...MEDIA]),
  preset('编辑', '编辑加工本部门的稿件，发布到网站和APP的栏目，管理栏目', 3, [...PRODUCTION, ...MEDIA, ...PUBLISH]),
  preset('初审', '对本部门提交的稿件做第一道审核：通过或驳回并写明意见', 3, REVIEW),
  preset('复审', '对本部门及下级部门初审通过的稿件做第二道审核', 4, REVIEW),
  preset('终审', '对全台稿件做最后一道审核，把好导向关', 1, REVIEW),
  preset('值班主任', '值班期间审核、签发全台稿件，监看电视和广播节目、直播通道与当日发布', 1, [...REVIEW, ...PUBLISH, ...OUTPUT]),
  { name: ADMIN_ROLE, description: '管理用户、角色、部门和系统设置，拥有全部菜单', allMenus: true, menuIds: [], dataScope: 1 },
];

/** Creates the presets a tenant lacks (by name); see the file's head for what it leaves alone. */
export async function seedRolePresets(repos: Pick<Repos, 'roles'>, tenantId: number): Promise<void> {
  const roles = repos.roles;
  for (const p of ROLE_PRESETS) {
    const existing = await roles.findByName(tenantId, p.name);
    if (!existing) {
      const id = await roles.create(tenantId, p.name, p.allMenus, p.menuIds, p.description);
      if (p.dataScope !== 1) await roles.setScope(tenantId, id, p.dataScope, []);
    }
    else if (existing.all_menus === 1 && p.allMenus && !existing.description) await roles.setDescription(tenantId, existing.id, p.description);
  }
}
