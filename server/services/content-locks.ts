// The soft edit lock of content items (docs/content.md "Edit lock and presence"): take, renew,
// take over and release; every change of holder goes to the tenant's staff over the message
// socket (across instances through Redis), and so does a review, for open editors.
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../shared/api.js';
import type { ContentLockAnswer, ContentLockChange, ContentReviewed, ContentSocketFrame, LockHolder } from '../../shared/content-lock.js';
import { CONTENT_LOCK, lockedByText } from '../../shared/content-lock.js';
import { AppError } from '../lib/errors.js';
import type { ContentLockRow } from '../repositories/content-locks.js';
import type { AuthContext } from '../types.js';
import { assertProduces, loadItem } from './content-items.js';

/** The answer to a lock refused because someone else holds it: 409 naming the holder, with the holder as data. */
export class LockHeld extends AppError {
  constructor(readonly answer: ContentLockAnswer) {
    super(409, CODE.conflict, lockedByText(answer.holder.userName));
  }
}

const holderOf = (row: ContentLockRow): LockHolder => ({ userId: row.user_id, userName: row.user_name ?? '' });

/** Sends a content frame to every staff socket of the tenant; a failure is logged, never thrown. */
export async function publishContentFrame(app: FastifyInstance, tenantId: number, frame: ContentSocketFrame): Promise<void> {
  try {
    await app.realtime?.publish({ kind: 'user', tenantId, userIds: 'all', data: JSON.stringify(frame) });
  } catch (err) {
    app.log.warn({ err }, 'content frame not sent');
  }
}

/** Tells open editors that an item (or its pending update) was approved or rejected. */
export function publishReviewed(app: FastifyInstance, tenantId: number, reviewed: ContentReviewed): Promise<void> {
  return publishContentFrame(app, tenantId, { contentReviewed: reviewed });
}

/**
 * lock: takes or renews the caller's lock on an item they may edit (another tenant's or a
 * missing item → 404, no production right of its type → 403). While someone else holds an
 * unexpired lock, `take` 0 answers LockHeld and `take` 1 takes it over.
 */
export async function lockContent(app: FastifyInstance, auth: AuthContext, id: number, take: boolean): Promise<ContentLockAnswer> {
  const { tenantId, userId } = auth;
  const item = await loadItem(app, auth, id);
  await assertProduces(app, auth, item.type);
  const now = Date.now();
  const repo = app.repos.contentLocks;
  const before = await repo.get(tenantId, id);
  const row = await repo.take(tenantId, id, userId, now, now + (app.config.contentLockTtlMs ?? CONTENT_LOCK.ttlMs), take);
  if (!row) throw new Error('content lock not stored');
  const answer: ContentLockAnswer = { holder: holderOf(row), expiresAt: Number(row.expires_at) };
  if (row.user_id !== userId) throw new LockHeld(answer);
  const heldBefore = before && Number(before.expires_at) > now ? before.user_id : null;
  if (heldBefore !== userId) {
    const change: ContentLockChange = { id, ...answer, ...(heldBefore !== null ? { takenFrom: heldBefore } : {}) };
    await publishContentFrame(app, tenantId, { contentLock: change });
  }
  return answer;
}

/** unlock: frees the caller's own lock (someone else's stays); the staff are told when it was freed. */
export async function unlockContent(app: FastifyInstance, auth: AuthContext, id: number): Promise<{ released: boolean }> {
  const { tenantId, userId } = auth;
  const item = await loadItem(app, auth, id);
  await assertProduces(app, auth, item.type);
  const released = await app.repos.contentLocks.release(tenantId, id, userId);
  if (released) await publishContentFrame(app, tenantId, { contentLock: { id, holder: null, expiresAt: 0 } });
  return { released };
}

/** Who edits which of these items now (unexpired locks), by item id. */
export async function lockHolders(app: FastifyInstance, tenantId: number, ids: number[]): Promise<Map<number, LockHolder>> {
  const rows = await app.repos.contentLocks.held(tenantId, ids, Date.now());
  return new Map(rows.map((r) => [r.content_id, holderOf(r)]));
}
