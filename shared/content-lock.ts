// The soft edit lock of a content item and what the message socket says about it (docs/content.md
// "Edit lock and presence").
//   POST web-publish/content/lock   form { id, take: 0|1 } → ContentLockAnswer
//        another user holds an unexpired lock and take=0 → HTTP 409, code 409, msg 「王晓 正在编辑」,
//        data ContentLockAnswer (the holder); take=1 takes it over (the previous holder is told)
//   POST web-publish/content/unlock form { id } → { released: boolean } (only the caller's own lock)
// Socket frames (message-centre socket, every staff member of the tenant):
//   { contentLock: ContentLockChange }  a lock taken, taken over or released
//   { contentReviewed: ContentReviewed } an item (or its pending update) approved or rejected

/** How long a lock lives without a renewal, and how often an open editor renews it. */
export const CONTENT_LOCK = {
  /** A lock not renewed for this long is free (the server's CONTENT_LOCK_TTL_MS overrides it). */
  ttlMs: 3 * 60_000,
  /** The editor's heartbeat: well inside the lifetime, so one missed renewal loses nothing. */
  renewMs: 60_000,
} as const;

export interface LockHolder {
  userId: number;
  userName: string;
}

export interface ContentLockAnswer {
  holder: LockHolder;
  /** Epoch ms when the lock ends unless renewed. */
  expiresAt: number;
}

/** What a lock call answered in the console: the caller holds it (`mine`), or who else does. */
export interface LockResult extends ContentLockAnswer {
  mine: boolean;
}

export interface ContentLockChange {
  /** The item. */
  id: number;
  /** The new holder; null: released. */
  holder: LockHolder | null;
  expiresAt: number;
  /** Set when the lock was taken over: the user who held it until now. */
  takenFrom?: number;
}

export interface ContentReviewed {
  id: number;
  /** The item's status after the review (an open editor reloads the rest: update, rejection). */
  status: number;
}

export type ContentSocketFrame = { contentLock: ContentLockChange } | { contentReviewed: ContentReviewed };

/** Reads a message-socket frame as a content frame (null: some other message). */
export function parseContentFrame(data: string): ContentSocketFrame | null {
  if (!data.startsWith('{"content')) return null;
  try {
    const v: unknown = JSON.parse(data);
    if (v && typeof v === 'object' && ('contentLock' in v || 'contentReviewed' in v)) return v as ContentSocketFrame;
  } catch {
    /* not JSON */
  }
  return null;
}

/** 「王晓 正在编辑」. */
export const lockedByText = (name: string) => `${name} 正在编辑`;
