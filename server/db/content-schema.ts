// Content production, review and release (migration 060-content). Times are epoch ms.
import type { Generated } from 'kysely';

/** One story of a production type (1 document … 5 external link); status 0–5 (shared/content.ts). */
export interface ContentItemTable {
  id: Generated<number>;
  tenant_id: number;
  type: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  /** Library file (image) of the tenant, 0 for none. */
  cover_file_id: number;
  link_url: string;
  author: string;
  source: string;
  status: number;
  creator_id: number;
  /** The author's department when the item was created (migration 163); null: none. */
  dept_id: number | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  reviewed_at: number | null;
  /** Views of the public page. */
  views: number;
  /** Grows with every stored change of the working copy (migration 155). */
  revision: Generated<number>;
  /** The pending update of a published item: null none, 0 draft, 1 waiting, 2 rejected. */
  update_status: number | null;
  /** The reviewer's opinion on a rejected update. */
  update_opinion: Generated<string>;
  /** The review level now waiting, from 1 (migration 166; the review chain). */
  review_level: Generated<number>;
}

/**
 * History of an item: a saved revision (`snapshot`: JSON of ContentSnapshot) or a status change
 * (`note` 提交审核, 驳回, 通过, 发布, 恢复; snapshot null).
 */
export interface ContentRevisionTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  revision: number;
  user_id: number;
  saved_at: number;
  note: string;
  snapshot: string | null;
  /** What a note says beyond its name (smart audit's 仍要提交: the words and the reason); migration 167. */
  detail: Generated<string>;
}

/** A tenant's own proofreading dictionary (migration 167): `wrong` is suggested as `correct`. */
export interface ProofreadWordTable {
  id: Generated<number>;
  tenant_id: number;
  wrong: string;
  correct: string;
  note: Generated<string>;
  created_at: number;
}

/** Live tags (keywords) of an item, in order; `tag_key` is the tag in lower case (search by tag). */
export interface ContentTagTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  tag: string;
  tag_key: string;
  sort: number;
}

/** The soft edit lock of an item (159-content-locks): free once `expires_at` (epoch ms) has passed. */
export interface ContentLockTable {
  tenant_id: number;
  content_id: number;
  user_id: number;
  taken_at: number;
  expires_at: number;
}

/** Library files of a video, audio or gallery item, in order. */
export interface ContentFileTable {
  tenant_id: number;
  content_id: number;
  file_id: number;
  sort: number;
}

/** Review history. */
export interface ContentReviewTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  reviewer_id: number;
  /** 1 passed, 0 rejected (sent back). */
  pass: number;
  opinion: string;
  created_at: number;
  /** The review level the act was made at (migration 166). */
  level: Generated<number>;
  /** A send-back's target: 0 the author, else an earlier level; null for a pass. */
  back_to: number | null;
}

/** One level of a tenant's review chain for a content type (166-review-chain); no rows: the default one level. */
export interface ReviewLevelTable {
  tenant_id: number;
  type: number;
  level: number;
  name: string;
  /** JSON array of role ids that may act at the level ([]: every holder of the type's review right). */
  role_ids: Generated<string>;
}

/**
 * Search text of an item: `words` are the segmenter's tokens (space-separated), `chars` the
 * text as single CJK characters and lower-case ASCII words (space-separated) for exact
 * substring phrases. SQLite mirrors it into the FTS5 table content_fts (rowid = content id);
 * PostgreSQL keeps generated tsvector columns with GIN indexes.
 */
export interface ContentSearchTable {
  content_id: number;
  tenant_id: number;
  words: string;
  chars: string;
}

/** Views per item and day (yyyymmdd) for the hot list. */
export interface ContentViewDayTable {
  tenant_id: number;
  content_id: number;
  day: number;
  views: number;
}

/** A release column of a portal ('web' | 'app'); a tree by parent_id (0 = top level). */
export interface WebColumnTable {
  id: Generated<number>;
  tenant_id: number;
  portal: string;
  parent_id: number;
  name: string;
  order_num: number;
  created_at: number;
}

/** An item released into a column (unique per column and item). */
export interface ReleaseTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  column_id: number;
  portal: string;
  /** The item's type, copied for filtering. */
  type: number;
  top: number;
  order_num: number;
  publisher_id: number;
  created_at: number;
  /** Scheduled release: readers see the row from this time on (0: live). Migration 158. */
  publish_at: Generated<number>;
  /** Scheduled take-down time (0: none). */
  take_down_at: Generated<number>;
}

/** Due work of the durable job queue (server/services/scheduled-jobs.ts). */
export interface ScheduledJobTable {
  id: Generated<number>;
  tenant_id: number;
  /** The handler: 'release.publish', 'release.takeDown'. */
  kind: string;
  /** What the job is about (for the release jobs: the content item). */
  ref_id: number;
  due_at: number;
  attempts: Generated<number>;
  last_error: Generated<string>;
  created_at: number;
}

declare module './schema.js' {
  interface Database {
    content_items: ContentItemTable;
    content_files: ContentFileTable;
    content_reviews: ContentReviewTable;
    review_levels: ReviewLevelTable;
    content_revisions: ContentRevisionTable;
    content_tags: ContentTagTable;
    content_locks: ContentLockTable;
    proofread_words: ProofreadWordTable;
    content_search: ContentSearchTable;
    content_view_days: ContentViewDayTable;
    web_columns: WebColumnTable;
    releases: ReleaseTable;
    scheduled_jobs: ScheduledJobTable;
  }
}
