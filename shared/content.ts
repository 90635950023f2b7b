// Content production, review and release (spec 001 §2, §3, §6, §7 "Release and
// columns"; contract "Content, review and release"). Types and constants shared by the API
// server (server/routes/web-publish, server/routes/root) and the console (content screens).
//
// Server calls (all under /api, JSON bodies unless noted, paged answers `{ list, total, pageIndex,
// pageSize }`):
//   content   POST web-publish/content/save (JSON ContentSaveInput → { id, status })
//             GET  web-publish/content/page  (ContentPageQuery → Paged<ContentListItem>)
//             GET  web-publish/content/detail?id= (→ ContentDetail)
//             POST web-publish/content/submit  (form or JSON { id } → { id, status })
//             POST web-publish/content/review  (form or JSON { id, pass: 1|0, opinion, revision? } → { id, status })
//             GET  web-publish/content/revisions?id= (→ { list: RevisionEntry[] } newest first)
//             GET  web-publish/content/revision?id=&revision= (→ RevisionDetail)
//             POST web-publish/content/restore (form { id, revision } → { revision }: a new working revision)
//             POST web-publish/content/delete  (form or JSON { id }; drafts and rejected items only)
//             POST web-publish/content/lock    (form { id, take } → ContentLockAnswer; held by another → 409 naming the holder)
//             POST web-publish/content/unlock  (form { id } → { released }); shapes and socket frames: shared/content-lock.ts
//             POST web-publish/content/word2html (multipart field `file`, .docx ≤ WORD_MAX_BYTES → { html, messages })
//   columns   GET  release/webcolumn?portal=web|app (→ ColumnNode[] tree)
//             GET  release/webcolumn/findAll?portal= (→ ColumnItem[] flat, by orderNum)
//             GET  release/webcolumn/findFirst?portal= (→ ColumnItem | null: the first top-level column)
//             GET  release/webcolumn/{id} (→ ColumnItem)
//             POST release/webcolumn (ColumnCreateInput → { id })
//             PATCH release/webcolumn (ColumnPatchInput: rename and/or move; no cycles)
//             DELETE release/webcolumn/{id} (refused while it holds releases or children)
//             POST release/webcolumn/changeOrderNum ({ ids: number[] } siblings in their new order)
//             POST release/webcolumn/findColumnIds/{id} (→ number[]: the column and all its descendants)
//             POST release/webportalcolumn/findColumnIds/{id} (→ number[]: columns content item {id} is released in)
//   release   PUT  release/{ids}&{columnIds}&{type}[?publishAt=&takeDownAt=] (ids, columnIds comma-joined → { releaseIds });
//                  publishAt / takeDownAt (epoch ms): scheduled release and take-down (shared/release-schedule.ts)
//             GET  release (ReleasePageQuery → Paged<ReleaseItem>)
//             POST release/deleteRelease ({ releaseArray }) takes releases down (item with none left → 5 shelved)
//             POST release/changeorder ({ columnId, releaseIds }: the column's non-top releases in their new order)
//             POST release/changetoporder ({ columnId, releaseIds }: the top releases in their new order)
//             PATCH release/top ({ releaseId, top: 0|1 })
//             PATCH release/batch ({ releaseArray, top: 0|1 }) pins or unpins many
//             PUT  release/moveBatch/{releaseIds}&{columnId} moves releases to another column of the same portal
//             PUT  release/newpublish/{id}&{columnIds} publishes one item as new: fresh release time
//                  (first in the lists) in each column; creates the release where it is missing
//             PUT  release/newpublishBatch/{ids}&{columnIds} the same for several items
//             GET  release/Newest?portal=&limit= (→ ReleaseItem[] newest first, limit ≤ 50, default 10)
//             GET  release/CountForTime/{type}?days=7 (→ DayCount[] releases per day, type 0 = all)
//             POST release/statistics (→ PublishStatistics)
//   search    GET  IK/segment/{text} (→ string[] tokens of a Chinese segmenter)
//             GET  {type}/findReleaseListByKeywords/{keywords}?pageIndex&pageSize (type 0 = all → Paged<ReleaseItem>)
//   public    GET  web-publish/news/{id} (no token; released items only → PublicNews)
//             GET  web-publish/news/latest?domainName=&limit= (no token → PublicNewsSummary[])
//             Each answered news/{id} counts one view (the hot list).
//   reports   GET  web-publish/report/summary  (→ ReportSummary: counts by status and by type)
//             GET  web-publish/report/today    (→ ReportToday: today's new items and releases)
//             GET  web-publish/report/choose   (→ ReportChoose: selected topics = items waiting for review or approved)
//             GET  web-publish/report/hot?days=7&limit=10 (→ HotItem[] by views)
//             GET  web-publish/report/source   (→ SourceCount[] items by source and by type: the material source map)
//             GET  web-publish/report/newest?limit=10 (→ ReleaseItem[])
//             GET  web-publish/report/daily?days=30 (→ DayCount[] items created per day)
import type { LockHolder } from './content-lock.js';
import { COMMON_MESSAGES } from './common-messages.js';
import type { ReviewLevel } from './review-chain.js';

/** Content types of production (contract: 1 document, 2 video, 3 audio, 4 gallery, 5 external link). */
export const CONTENT_TYPE = { document: 1, video: 2, audio: 3, gallery: 4, link: 5 } as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];

export interface ContentTypeInfo {
  type: ContentType;
  name: string;
  /** The production list page (menu path). */
  path: string;
  /** The path segment under /contentProduction (also used for the publish-right markers). */
  segment: string;
  /** The review page of this type. */
  reviewPath: string;
}

export const CONTENT_TYPES: readonly ContentTypeInfo[] = [
  { type: 1, name: '文稿', path: '/contentProduction/manuscripts', segment: 'manuscripts', reviewPath: '/contentProduction/review/1' },
  { type: 2, name: '视频', path: '/contentProduction/newVideo', segment: 'newVideo', reviewPath: '/contentProduction/review/2' },
  { type: 3, name: '音频', path: '/contentProduction/newAudio', segment: 'newAudio', reviewPath: '/contentProduction/review/3' },
  { type: 4, name: '图集', path: '/contentProduction/newAtlas', segment: 'newAtlas', reviewPath: '/contentProduction/review/4' },
  { type: 5, name: '外链', path: '/contentProduction/externalLinks', segment: 'externalLinks', reviewPath: '/contentProduction/review/5' },
];

/** All content type names of the spec (§3), for labels of releases of other kinds. */
export const ALL_CONTENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '文稿', 2: '视频', 3: '音频', 4: '图集', 5: '外链', 6: '电视直播', 7: '广播直播', 8: '活动直播', 10: '虚拟直播',
  16: '慢直播', 21: '人物', 22: '名师', 23: '课程', 24: '新闻', 31: '视频',
};

export function isContentType(n: number): n is ContentType {
  return CONTENT_TYPES.some((t) => t.type === n);
}
export function contentTypeInfo(type: number): ContentTypeInfo | undefined {
  return CONTENT_TYPES.find((t) => t.type === type);
}
export function contentTypeName(type: number): string {
  return ALL_CONTENT_TYPE_NAMES[type] ?? '其他';
}

/** One status per item (contract). */
export const CONTENT_STATUS = { draft: 0, waiting: 1, rejected: 2, approved: 3, published: 4, shelved: 5 } as const;
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];

export const CONTENT_STATUS_NAMES: Readonly<Record<ContentStatus, string>> = {
  0: '草稿',
  1: '待审核',
  2: '已驳回',
  3: '审核通过',
  4: '已发布',
  5: '已下架',
};
export function contentStatusName(status: number): string {
  return CONTENT_STATUS_NAMES[status as ContentStatus] ?? COMMON_MESSAGES.unknown;
}

/**
 * The status machine, enforced by the server (illegal transitions → 400):
 * - save: a new item is a draft (0). Editing 0/1/2 keeps the status; editing 3 (approved),
 *   4 (published) or 5 (shelved) returns the item to review (1); a published item keeps its
 *   releases but leaves the public page until it is approved again, which makes it 4 again
 *   (the public page shows items in status 4 only).
 * - submit: 0 or 2 → 1.
 * - review: 1 → 3 (pass 1; 4 when the item still has releases) or 2 (pass 0, opinion required).
 * - release: 3, 4 or 5 (approved text) → 4.
 * - deleteRelease: an item with no release left → 5.
 * - delete: only 0 and 2.
 */
export const CAN_SUBMIT: readonly number[] = [0, 2];
export const CAN_REVIEW: readonly number[] = [1];
export const CAN_RELEASE: readonly number[] = [3, 4, 5];
export const CAN_DELETE: readonly number[] = [0, 2];
/**
 * Saving an item in one of these returns it to review. A published item (4) is not among them:
 * its edit becomes a pending update and readers keep the live version.
 */
export const EDIT_RETURNS_TO_REVIEW: readonly number[] = [3, 5];

/** Limits (characters unless noted), the same on both sides. */
/**
 * A document's body holds nothing a reader sees: no text and no image, video or audio. One rule
 * for the editor's check (请输入正文) and the server's refusal to submit (正文为空，不能提交审核).
 */
export function isBodyEmpty(html: string): boolean {
  if (/<(img|video|audio)\b/i.test(html)) return false;
  return !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/gi, ' ').trim();
}

export const CONTENT_LIMITS = {
  titleMax: 100,
  summaryMax: 500,
  authorMax: 32,
  sourceMax: 64,
  /** Body HTML after sanitising. */
  bodyMax: 200_000,
  linkUrlMax: 2048,
  opinionMax: 500,
  /** Files of a video, audio or gallery item. */
  filesMax: 50,
  columnNameMax: 32,
  keyWordMax: 64,
  pageSizeMax: 100,
  /** Tags (keywords) of one item, and characters of one tag. */
  tagsMax: 10,
  tagMax: 20,
} as const;

/** Why a list of tags cannot be stored, the same texts on both sides. */
export const TAG_MESSAGES = {
  tooMany: `标签最多${CONTENT_LIMITS.tagsMax}个`,
  tooLong: `每个标签不能超过${CONTENT_LIMITS.tagMax}个字`,
  invalid: '标签不能包含逗号、尖括号或控制字符',
} as const;

/**
 * Tags as stored: trimmed, inner white space collapsed, empty ones and repeats (ignoring case)
 * dropped, in the order given. `error` says why they cannot be stored (null: they can).
 */
export function normalizeTags(raw: readonly string[]): { tags: string[]; error: string | null } {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    const t = String(r).replace(/\s+/g, ' ').trim();
    if (!t) continue;
    // eslint-disable-next-line no-control-regex
    if (/[,，<>\u0000-\u001f\u007f]/.test(t)) return { tags, error: TAG_MESSAGES.invalid };
    if ([...t].length > CONTENT_LIMITS.tagMax) return { tags, error: TAG_MESSAGES.tooLong };
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(t);
  }
  if (tags.length > CONTENT_LIMITS.tagsMax) return { tags, error: TAG_MESSAGES.tooMany };
  return { tags, error: null };
}
/** Keyword searches of the release lists count their matches up to this many (the answer says `totalCapped`). */
export const KEYWORD_TOTAL_CAP = 1000;
/** word2html upload bound (bytes). */
export const WORD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Bounds of one Word import, checked from the zip's central directory before
 * anything is inflated: all entries together, one entry, the inflation ratio of an entry over
 * `ratioFromBytes`, and the number of entries. The conversion itself runs in a worker thread with
 * a time and heap budget, `concurrency` at a time per process and at most `queue` waiting
 * (server config WORD_CONCURRENCY, WORD_QUEUE, WORD_TIME_MS, WORD_HEAP_MB override the defaults).
 */
export const WORD_LIMITS = {
  uncompressedMaxBytes: 64 * 1024 * 1024,
  entryMaxBytes: 48 * 1024 * 1024,
  ratioMax: 100,
  ratioFromBytes: 1024 * 1024,
  entriesMax: 2000,
  concurrency: 1,
  queue: 4,
  timeMs: 20_000,
  heapMb: 256,
} as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Library file type each content type's fileIds must be (shared/media fileType: 1 video, 2 audio, 3 image). */
export const FILE_TYPE_OF_CONTENT: Readonly<Partial<Record<ContentType, number>>> = { 2: 1, 3: 2, 4: 3 };

export interface ContentFileRef {
  fileId: number;
  fileName: string;
  /** 1 video, 2 audio, 3 image, 4 document. */
  fileType: number;
  duration: number;
  /** Signed URLs (short-lived). */
  url: string;
  cover: string;
}

export interface ContentSaveInput {
  id?: number;
  type: ContentType;
  title: string;
  summary?: string;
  /** HTML; sanitised by the server (scripts, event handlers, javascript: URLs removed). */
  body?: string;
  /** A library file (image) of the tenant, 0/absent for none. */
  coverFileId?: number;
  /** Library files of the tenant: videos for type 2, audio for 3, images for 4. */
  fileIds?: number[];
  /** http(s) address, type 5. */
  linkUrl?: string;
  author?: string;
  source?: string;
  /** The revision the edit started from: required for an existing item (stale → 409). */
  revision?: number;
  /** Tags (keywords), at most CONTENT_LIMITS.tagsMax of CONTENT_LIMITS.tagMax characters; absent: unchanged. */
  tags?: string[];
}

/** The answer of content/save. */
export interface ContentSaveResult {
  id: number;
  status: ContentStatus;
  revision: number;
}

/** The pending update of a published item (the live version keeps serving until it is approved). */
export const UPDATE_STATUS = { draft: 0, waiting: 1, rejected: 2 } as const;
export type UpdateStatus = (typeof UPDATE_STATUS)[keyof typeof UPDATE_STATUS];
export interface ContentUpdate {
  status: UpdateStatus;
  /** The working copy's revision. */
  revision: number;
  /** The reviewer's opinion when rejected ('' otherwise). */
  opinion: string;
}

/** The stored fields of one revision of an item's working copy. */
export interface ContentSnapshot {
  title: string;
  summary: string;
  /** Stored (reference) HTML; answers sign it. */
  body: string;
  coverFileId: number;
  linkUrl: string;
  author: string;
  source: string;
  fileIds: number[];
  /** Tags (keywords); snapshots stored before tags existed read as []. */
  tags: string[];
}

/** One entry of an item's history: a saved revision (note '' or 恢复) or a status change. */
export interface RevisionEntry {
  revision: number;
  savedAt: number;
  userId: number;
  userName: string;
  note: string;
  /** What the entry says beyond its note (仍要提交: the forbidden words and the reason); '' when nothing. */
  detail?: string;
}

export interface RevisionDetail extends ContentSnapshot {
  id: number;
  type: ContentType;
  revision: number;
  savedAt: number;
  userId: number;
  userName: string;
  coverUrl: string;
  files: ContentFileRef[];
}

export interface ContentListItem {
  id: number;
  type: ContentType;
  typeName: string;
  title: string;
  summary: string;
  status: ContentStatus;
  statusName: string;
  coverFileId: number;
  /** Signed cover URL, '' when none. */
  coverUrl: string;
  author: string;
  source: string;
  linkUrl: string;
  creatorId: number;
  creatorName: string;
  /** Epoch ms. */
  createTime: number;
  updateTime: number;
  submitTime: number | null;
  reviewTime: number | null;
  /** Number of live releases. */
  releaseCount: number;
  views: number;
  /** The working copy's revision (send it back with content/save and content/review). */
  revision: number;
  /** A published item's pending update, null when none. */
  update: ContentUpdate | null;
  /** Who edits the item now (an unexpired edit lock; content/page only), null when nobody. */
  lockedBy?: LockHolder | null;
  /** The review level now waiting, from 1 (meaningful while the item or its update waits). */
  reviewLevel: number;
  /** That level's name in the type's chain (审核 for the default one level). */
  reviewLevelName: string;
}

export interface ReviewRecord {
  id: number;
  reviewerId: number;
  reviewerName: string;
  /** 1 passed, 0 rejected (sent back). */
  pass: number;
  opinion: string;
  createTime: number;
  /** The review level the act was made at. */
  level: number;
  levelName: string;
  /** A send-back's target: 0 the author, else an earlier level; null for a pass. */
  backTo: number | null;
}

export interface ContentReleaseRef {
  releaseId: number;
  columnId: number;
  columnName: string;
  portal: Portal;
  createTime: number;
}

export interface ContentDetail extends ContentListItem {
  body: string;
  /** The working copy's tags (a pending update's own; the live ones stay until it is approved). */
  tags: string[];
  fileIds: number[];
  files: ContentFileRef[];
  reviews: ReviewRecord[];
  releases: ContentReleaseRef[];
  /** The type's review chain (shared/review-chain.ts). */
  reviewLevels: ReviewLevel[];
}

export interface ContentPageQuery {
  type?: number;
  status?: number;
  keyWord?: string;
  /** Items carrying this tag (live tags, exact match ignoring case). */
  tag?: string;
  /** 'yyyy-MM-dd,yyyy-MM-dd' (inclusive) or epoch-ms 'from,to'. */
  createTime?: string;
  /** Review pages: 1 lists only items the caller may review (types whose review right they hold). */
  mine?: number;
  /** Review pages: 1 待我审核, only items waiting at a level of the chain the caller acts at. */
  atMyLevel?: number;
  /** 1: 我的稿件, the caller's own items. */
  own?: number;
  /** 1: 本部门, items of the caller's department. */
  dept?: number;
  pageIndex?: number;
  pageSize?: number;
}

/** Portals that have columns. */
export type Portal = 'web' | 'app';
export const PORTALS: readonly { portal: Portal; name: string; listPath: string }[] = [
  { portal: 'web', name: '网站', listPath: '/fusionRelease/webRelease/list' },
  { portal: 'app', name: 'APP', listPath: '/fusionRelease/appRelease/list' },
];

export interface ColumnItem {
  id: number;
  name: string;
  parentId: number;
  portal: Portal;
  orderNum: number;
  createTime: number;
  /** Live releases directly in this column. */
  releaseCount: number;
}
export interface ColumnNode extends ColumnItem {
  children: ColumnNode[];
}
export interface ColumnCreateInput {
  name: string;
  parentId?: number;
  portal?: Portal;
}
export interface ColumnPatchInput {
  id: number;
  name?: string;
  /** 0 = top level; must be of the same portal and not the column itself or a descendant. */
  parentId?: number;
}

export interface ReleaseItem {
  releaseId: number;
  contentId: number;
  columnId: number;
  columnName: string;
  portal: Portal;
  type: number;
  typeName: string;
  title: string;
  summary: string;
  coverUrl: string;
  author: string;
  source: string;
  linkUrl: string;
  /** The item's status (4 normally; 1 when it was edited and waits for review again). */
  status: number;
  /** 1 pinned at the top of the column. */
  top: number;
  orderNum: number;
  /** Release time, epoch ms. */
  createTime: number;
  publisherName: string;
  views: number;
  /** 'scheduled': readers do not see it before `publishAt`; 'live': they do. */
  state: ReleaseState;
  /** Scheduled release time (epoch ms) while `state` is 'scheduled'. */
  publishAt?: number;
  /** Scheduled take-down time (epoch ms), when one is set. */
  takeDownAt?: number;
}

export type ReleaseState = 'live' | 'scheduled';

export interface ReleasePageQuery {
  columnId?: number;
  portal?: Portal;
  type?: number;
  keyWord?: string;
  /** 'yyyy-MM-dd,yyyy-MM-dd' or epoch-ms 'from,to' (release time). */
  createTime?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** Counts by the four kinds the spec names (§3 "Publish statistics"). */
export interface TypeCounts {
  document: number;
  video: number;
  audio: number;
  gallery: number;
  link: number;
  total: number;
}
export interface PublishStatistics {
  today: TypeCounts;
  yesterday: TypeCounts;
}
export interface DayCount {
  /** yyyy-MM-dd (server local time). */
  day: string;
  count: number;
}

export interface PublicNews {
  id: number;
  type: number;
  typeName: string;
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  files: ContentFileRef[];
  linkUrl: string;
  author: string;
  source: string;
  /** First release time, epoch ms. */
  publishTime: number;
  views: number;
  tenantTitle: string;
  /** The tenant's domain name (the audience page /newsDetails/audience?domain=). */
  tenantDomain: string;
}
export type PublicNewsSummary = Omit<PublicNews, 'body' | 'files' | 'tenantTitle' | 'tenantDomain'>;

export interface ReportSummary {
  byStatus: { status: number; name: string; count: number }[];
  byType: { type: number; name: string; count: number }[];
  releases: number;
  views: number;
  publish: PublishStatistics;
}
export interface ReportToday {
  created: ContentListItem[];
  released: ReleaseItem[];
  createdCount: number;
  releasedCount: number;
}
export interface ReportChoose {
  waiting: ContentListItem[];
  approved: ContentListItem[];
}
export interface HotItem {
  contentId: number;
  type: number;
  typeName: string;
  title: string;
  author: string;
  views: number;
  publishTime: number;
}
export interface SourceCount {
  source: string;
  type: number;
  typeName: string;
  count: number;
}

/**
 * Menu paths (ids 300–399 in server/seed/menus/content.ts):
 *   300 /contentProduction 内容生产 (top, fore 0) → 301–305 the five lists (component content/items,
 *       the type read from the path, sidebar), 306 /contentProduction/edit (hidden, content/editor,
 *       ?id= to edit, ?type= to create), 310 /contentProduction/review 稿件审核 (fore 1 group,
 *       sidebar) → 311–315 /contentProduction/review/{type} (content/review; the review rights).
 *   360–379 hidden publish-right markers (no component) under each list: `${path}/pubWeb|pubApp|pubClient|pubTripart`.
 *   320 /fusionRelease 融合发布 (top) → 321 web list, 322 app list (content/release-list, portal read
 *       from the path: webRelease → 'web', appRelease → 'app'), 323 /fusionRelease/columns (content/columns).
 *   330 /review/preview, 331 /review/previewCopy: content/preview, STANDALONE (pid 0, outside the
 *       main layout, like /liveView), hidden; ?id= of the item (signed-in: content/detail).
 *   335 /reportCenter 数据报表 (top) → 336 稿件报表 (1.0 pages 340–349), 337 报表2.0 (pages 350–359),
 *       inside the main layout with a sidebar (REPORT_PAGES).
 * Seeded demo accounts (server/seed/content-seed.ts): `editor` (role 稿件编辑: 300–306, previews,
 * dashboard; no review, no publishing) and `reviewer` (role 稿件审核: 300, 306, 310–315, previews,
 * dashboard). `admin` holds everything. The dashboard may call POST /api/release/statistics and
 * GET /api/web-publish/report/summary (both allowed to holders of /dashboard/index); the
 * dashboard counters also gain 稿件 and 发布.
 */
export const CONTENT_PATHS = {
  root: '/contentProduction',
  edit: '/contentProduction/edit',
  reviewGroup: '/contentProduction/review',
  /** 审核流程: the per-type review chain (the 三审 levels and their roles). */
  reviewFlow: '/contentProduction/reviewFlow',
  releaseRoot: '/fusionRelease',
  webRelease: '/fusionRelease/webRelease/list',
  appRelease: '/fusionRelease/appRelease/list',
  columns: '/fusionRelease/columns',
  /** Preview pages: standalone (outside the main layout), hidden from menus. ?id= */
  preview: '/review/preview',
  previewCopy: '/review/previewCopy',
  /** Public page of a released item (no sign-in; console route, not a menu). */
  newsDetails: '/newsDetails',
  reportRoot: '/reportCenter',
} as const;

/** Publish-right marker suffixes (spec §6): a type may be published when the tree holds one. */
export const PUBLISH_SUFFIXES = ['/pubWeb', '/pubApp', '/pubClient', '/pubTripart'] as const;
/** The marker paths of a type, e.g. /contentProduction/newVideo/pubWeb. */
export function publishMarkers(type: number): string[] {
  const info = contentTypeInfo(type);
  return info ? PUBLISH_SUFFIXES.map((s) => `${info.path}${s}`) : [];
}

/**
 * Pages whose holders read releases (the release lists and their statistics): the two release
 * lists, every type's publish markers and 栏目管理. The server's rule for the release reading calls,
 * and the console's test before it asks for the dashboard's publish statistics.
 */
export const RELEASE_READERS: readonly string[] = [CONTENT_PATHS.webRelease, CONTENT_PATHS.appRelease, ...CONTENT_TYPES.flatMap((t) => publishMarkers(t.type)), CONTENT_PATHS.columns];

/** Component keys the console registers (src/app/route-registry.ts). */
export const CONTENT_COMPONENTS = {
  items: 'content/items',
  editor: 'content/editor',
  review: 'content/review',
  reviewFlow: 'content/review-flow',
  releaseList: 'content/release-list',
  columns: 'content/columns',
  preview: 'content/preview',
} as const;

/**
 * The manuscript and report pages (spec §2), each with a 2.0 variant (path + '2', e.g.
 * /todayReport2; component key 'content/report-<name>2'). They render inside the main layout
 * under 数据报表 (/reportCenter): 1.0 pages under 稿件报表, 2.0 pages under 报表2.0, with a
 * sidebar. The console may register one screen for both variants.
 */
export interface ReportPage {
  name: string;
  path: string;
  title: string;
  component: string;
  /** 1 or 2. */
  version: number;
  /** The report call the page renders (web-publish/report/...). */
  source: 'summary' | 'today' | 'choose' | 'hot' | 'source' | 'newest' | 'item' | 'articles' | 'resources';
  /** Detail pages ('item'): the list shown to pick an item when no ?id= is given. */
  list?: 'today' | 'choose';
}
const REPORT_BASE: readonly { name: string; title: string; source: ReportPage['source']; list?: ReportPage['list'] }[] = [
  { name: 'manuscriptShows', title: '稿件展示', source: 'summary' },
  { name: 'todayReport', title: '今日报道', source: 'today' },
  { name: 'todayChoose', title: '今日选题', source: 'choose' },
  { name: 'newPublish', title: '最新发布', source: 'newest' },
  { name: 'fileSource', title: '稿件来源', source: 'source' },
  { name: 'reportDetails', title: '报道详情', source: 'item', list: 'today' },
  { name: 'chooseDetails', title: '选题详情', source: 'item', list: 'choose' },
  { name: 'hotList', title: '热度榜单', source: 'hot' },
  { name: 'hotArticle', title: '热门文章', source: 'articles' },
  { name: 'resourceMap', title: '资源地图', source: 'resources' },
];
export const REPORT_PAGES: readonly ReportPage[] = [
  ...REPORT_BASE.map((r) => ({ ...r, path: `/${r.name}`, component: `content/report-${r.name}`, version: 1 })),
  ...REPORT_BASE.map((r) => ({
    ...r,
    name: `${r.name}2`,
    path: `/${r.name}2`,
    title: `${r.title}2.0`,
    component: `content/report-${r.name}2`,
    version: 2,
  })),
];
