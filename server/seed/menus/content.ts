// Menu catalogue entries of content production, review, release and reports (ids 300–399;
// docs/content.md), and the menus of the seeded editor and reviewer roles.
import { CONTENT_COMPONENTS as C, CONTENT_PATHS as P, CONTENT_TYPES, PUBLISH_SUFFIXES, REPORT_PAGES } from '../../../shared/content.js';
import { menu } from './menu.js';

/**
 * Content production, review and release (300–399; shared/content.ts lists the paths and the
 * component keys). 内容生产 (300) holds the five production lists (301–305), the hidden editor
 * (306) and the review group (310) with one review page per type (311–315: the review rights).
 * Hidden publish-right markers (360–379, no component) sit under each type's list: a type may be
 * published when the tree holds one of its /pubWeb, /pubApp, /pubClient, /pubTripart paths.
 * 融合发布 (320) holds the web and app release lists and the column editor. The previews (330,
 * 331) are standalone pages outside the main layout. 数据报表 (335) holds the report pages:
 * 1.0 under 336 (340–349), 2.0 under 337 (350–359), path + '2'.
 */
export const CONTENT_TOP_ID = 300;
export const REVIEW_GROUP_ID = 310;
export const RELEASE_TOP_ID = 320;
export const REPORT_TOP_ID = 335;

const typeMenus = CONTENT_TYPES.map((t, i) =>
  menu({
    id: 301 + i,
    pid: CONTENT_TOP_ID,
    path: t.path,
    name: t.name,
    component: C.items,
    show_menu: 1,
    show_bar: 1,
    icon: 'Document',
    sort: 301 + i,
  }),
);

const reviewMenus = CONTENT_TYPES.map((t, i) =>
  menu({ id: 311 + i, pid: REVIEW_GROUP_ID, path: t.reviewPath, name: `${t.name}审核`, component: C.review, show_bar: 1, sort: 311 + i }),
);

const publishMarkers = CONTENT_TYPES.flatMap((t, i) =>
  PUBLISH_SUFFIXES.map((suffix, j) =>
    menu({ id: 360 + i * 4 + j, pid: 301 + i, path: `${t.path}${suffix}`, name: `${t.name}发布权限${suffix.slice(4)}`, show: 0, sort: 360 + i * 4 + j }),
  ),
);

const reportMenus = REPORT_PAGES.map((p, i) =>
  menu({
    id: 340 + i,
    pid: p.version === 1 ? 336 : 337,
    path: p.path,
    name: p.title,
    component: p.component,
    show_bar: 1,
    sort: 340 + i,
  }),
);

export const contentMenus = [
  menu({ id: CONTENT_TOP_ID, pid: 0, path: P.root, name: '内容生产', fore: 0, show_menu: 1, redirect: CONTENT_TYPES[0]!.path, icon: 'Document', sort: 20 }),
  ...typeMenus,
  menu({ id: 306, pid: CONTENT_TOP_ID, path: P.edit, name: '编辑稿件', component: C.editor, show: 0, sort: 306 }),
  menu({
    id: REVIEW_GROUP_ID,
    pid: CONTENT_TOP_ID,
    path: P.reviewGroup,
    name: '稿件审核',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    redirect: CONTENT_TYPES[0]!.reviewPath,
    icon: 'Checkmark',
    sort: 310,
  }),
  ...reviewMenus,
  menu({ id: 316, pid: REVIEW_GROUP_ID, path: P.reviewFlow, name: '审核流程', component: C.reviewFlow, show_bar: 1, sort: 316 }),
  ...publishMarkers,
  menu({ id: RELEASE_TOP_ID, pid: 0, path: P.releaseRoot, name: '融合发布', fore: 0, show_menu: 1, redirect: P.webRelease, icon: 'Send', sort: 21 }),
  menu({ id: 321, pid: RELEASE_TOP_ID, path: P.webRelease, name: '网站发布', component: C.releaseList, show_menu: 1, show_bar: 1, sort: 321 }),
  menu({ id: 322, pid: RELEASE_TOP_ID, path: P.appRelease, name: 'APP发布', component: C.releaseList, show_menu: 1, show_bar: 1, sort: 322 }),
  menu({ id: 323, pid: RELEASE_TOP_ID, path: P.columns, name: '栏目管理', component: C.columns, show_menu: 1, show_bar: 1, sort: 323 }),
  menu({ id: 330, pid: 0, path: P.preview, name: '稿件预览', component: C.preview, show: 0, sort: 330 }),
  menu({ id: 331, pid: 0, path: P.previewCopy, name: '稿件预览', component: C.preview, show: 0, sort: 331 }),
  menu({ id: REPORT_TOP_ID, pid: 0, path: P.reportRoot, name: '数据报表', fore: 0, show_menu: 1, redirect: REPORT_PAGES[0]!.path, icon: 'Chart', sort: 22 }),
  menu({
    id: 336,
    pid: REPORT_TOP_ID,
    path: `${P.reportRoot}/v1`,
    name: '稿件报表',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    level_two: 1,
    redirect: REPORT_PAGES[0]!.path,
    sort: 336,
  }),
  menu({
    id: 337,
    pid: REPORT_TOP_ID,
    path: `${P.reportRoot}/v2`,
    name: '报表2.0',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    level_two: 1,
    redirect: REPORT_PAGES[10]!.path,
    sort: 337,
  }),
  ...reportMenus,
];

/** Menus of the seeded 稿件编辑 role (production, no review, no publishing). */
export const EDITOR_MENU_IDS = [CONTENT_TOP_ID, 301, 302, 303, 304, 305, 306, 330, 331];
/** Menus of the seeded 稿件审核 role (the five review rights and the previews). */
export const REVIEWER_MENU_IDS = [CONTENT_TOP_ID, REVIEW_GROUP_ID, 311, 312, 313, 314, 315, 306, 330, 331];
