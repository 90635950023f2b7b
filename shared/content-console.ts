// What the console's content machines (src/machines/content-*.machine.ts) exchange with their
// effects (src/services/content/effects.ts); the API shapes themselves are in ./content.ts.
import type {
  ContentFileRef, ContentListItem, ContentStatus, ContentType, ContentUpdate, HotItem, Portal, ReleaseItem, ReportChoose, ReportPage, ReportSummary, ReportToday, SourceCount,
} from './content.js';
import type { ArticleRank, MediaUsage, ReportItemDetail } from './content-reports.js';
import type { FileItem } from './media.js';
import type { ReleaseSchedule } from './release-schedule.js';

/** A library file attached to an item (video, audio or gallery image), with its caption. */
export interface DraftFile extends ContentFileRef {
  caption: string;
}

/** The item being edited, as the editor holds it. */
export interface ContentDraft {
  id: number | null;
  type: ContentType;
  title: string;
  summary: string;
  /** HTML (documents; for galleries it carries the captions). */
  body: string;
  coverFileId: number;
  coverUrl: string;
  files: DraftFile[];
  linkUrl: string;
  author: string;
  source: string;
  status: ContentStatus;
  /** The server revision this draft was loaded or last saved as (0 for a new item); sent with each save. */
  revision: number;
  /** A published item's pending update (readers keep the live version until it is approved). */
  update: ContentUpdate | null;
  /** Why the item or its update was last rejected ('' when it is not rejected). */
  rejection: string;
  /** Tags (keywords), normalised (shared/content.ts normalizeTags). */
  tags: string[];
}

/** The tab's own copy of a draft (IndexedDB), so a crash loses nothing. */
export interface LocalCopy {
  draft: ContentDraft;
  /** Epoch ms of the local write. */
  savedAt: number;
}

export interface EditorLoadInput {
  type: ContentType;
  id: number | null;
}

export interface EditorLoadResult {
  draft: ContentDraft;
  /** The server's last change (epoch ms; 0 for a new item). */
  serverTime: number;
  local: LocalCopy | null;
}

export interface SaveResult {
  id: number;
  status: ContentStatus;
  savedAt: number;
  revision: number;
}

/**
 * A save refused because someone saved the item since this draft's revision (HTTP 409): the
 * effect throws an Error carrying `conflict: true`; the editor keeps the user's text.
 */
export function isSaveConflict(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { conflict?: unknown }).conflict === true;
}

/**
 * The server refused the save with an answer of its own (no right to this item or column, a rule
 * broken): trying again changes nothing, so the editor stops saving by itself and says why once.
 */
export function isSaveRefused(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { refused?: unknown }).refused === true;
}

/** One operation of a list screen (items, review queue, releases). */
export type ListOp =
  | { op: 'delete'; id: number }
  | { op: 'submit'; id: number }
  /** deleteRelease; `cancel`: the releases are scheduled ones (取消定时发布). */
  | { op: 'takeDown'; releaseIds: number[]; cancel?: boolean }
  | { op: 'top'; releaseIds: number[]; top: 0 | 1 }
  | { op: 'move'; releaseIds: number[]; columnId: number }
  | { op: 'order'; columnId: number; releaseIds: number[]; top: boolean }
  /** Items of several types are released in one call per type; `schedule`: 定时发布 / 定时下架. */
  | { op: 'release'; items: { id: number; type: number }[]; columnIds: number[]; schedule?: ReleaseSchedule };

/** items: production lists; review: the review queue; releases: a portal's releases; files: a library's files (pickers). */
export type ListKind = 'items' | 'review' | 'releases' | 'files';

/** The row of each list kind: stories (production items, the review queue), releases, library files (the media picker). */
export interface ListRowOf {
  items: ContentListItem;
  review: ContentListItem;
  releases: ReleaseItem;
  files: FileItem;
}
export type ListRow = ListRowOf[ListKind];

export interface ListQuery {
  kind: ListKind;
  pageIndex: number;
  pageSize: number;
  filters: ListFilters;
}

export interface ListFilters {
  type?: number;
  status?: number;
  keyWord?: string;
  /** Production lists: items carrying this tag. */
  tag?: string;
  /** Production lists: 1 我的稿件 (the caller's own items). */
  own?: number;
  /** Production lists: 1 本部门 (items of the caller's department). */
  dept?: number;
  /** The review queue: 1 全部待审 (every waiting item the scope allows); else 待我审核 (at the caller's levels). */
  allLevels?: number;
  /** 'from,to' epoch ms, '' for all time. */
  createTime?: string;
  columnId?: number;
  portal?: Portal;
  /** files: the library and the file type (1 video, 2 audio, 3 image). */
  fileLibId?: number;
  fileType?: number;
}

export type ColumnOp =
  | { op: 'add'; name: string; parentId: number; portal: Portal }
  | { op: 'rename'; id: number; name: string }
  | { op: 'move'; id: number; parentId: number }
  | { op: 'order'; ids: number[] }
  | { op: 'delete'; id: number };

export interface ListPage {
  list: ListRow[];
  total: number;
  /** A keyword search counted its matches only up to `total` (there are more). */
  totalCapped?: boolean;
  /** Filters the effect chose itself (the media picker's library last used): the list takes them. */
  filters?: ListFilters;
}

/** A report page's call (contentReport): its source, and the item of a detail page. */
export interface ReportRequest {
  source: ReportPage['source'];
  id?: number;
}

/** What each report call answers, by its source. */
export interface ReportAnswers {
  summary: ReportSummary;
  today: ReportToday;
  choose: ReportChoose;
  hot: HotItem[];
  source: SourceCount[];
  newest: ReleaseItem[];
  item: ReportItemDetail;
  articles: ArticleRank[];
  resources: MediaUsage[];
}

/** A loaded report: the answer tagged with the source that gave it (the screen renders by `source`). */
export type ReportData = { [S in ReportPage['source']]: { source: S; data: ReportAnswers[S] } }[ReportPage['source']];

const unescapeHtml = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A gallery's body: its captions, one list item per image in order (read back by captionsOf). */
export function galleryBody(files: readonly Pick<DraftFile, 'caption'>[]): string {
  return `<ol>${files.map((f) => `<li>${escapeHtml(f.caption)}</li>`).join('')}</ol>`;
}

/** The captions a gallery body carries, one list item per image in order (the API has no caption field). */
export function captionsOf(body: string): string[] {
  return [...body.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => unescapeHtml(m[1].replace(/<[^>]*>/g, '')).trim());
}

/** "上传封面": the image and where the upload reports its progress (0–100). */
export interface CoverUploadInput {
  file: File;
  progress(percent: number): void;
}
/** The library file the upload saved: it becomes the cover. */
export interface CoverUploadResult {
  fileId: number;
  url: string;
}

/** A version of an item to compare: a saved revision, or the live version (content/live). */
export type VersionRef = { kind: 'revision'; revision: number } | { kind: 'live' };

/** The two versions of item `id` a comparison loads (contentRevisionDiff). */
export interface RevisionDiffInput {
  id: number;
  from: VersionRef;
  to: VersionRef;
}
