// The edit lock's calls and the message-socket frames about content (shared/content-lock.ts),
// used by the lock effects in effects.ts: take/renew/take over, release (also with keepalive when
// the tab goes), and a socket of its own on the message-centre address that passes on the
// content frames, as the call's signals do (services/terminal/call-effects.ts).
import { fromCallback, type EventObject } from 'xstate';
import { parseContentFrame, type ContentLockAnswer, type ContentLockChange, type ContentSocketFrame, type LockResult } from '../../../shared/content-lock.js';
import type { ListKind } from '../../../shared/content-console.js';
import { ApiError, post } from '../http.js';
import { messageFrames } from '../message-frames.js';
import { readToken, readUser } from '../storage.js';

const LOCK = '/api/web-publish/content/lock';
const UNLOCK = '/api/web-publish/content/unlock';

const isLockAnswer = (v: unknown): v is ContentLockAnswer =>
  !!v && typeof v === 'object' && 'holder' in v && !!(v as ContentLockAnswer).holder && typeof (v as ContentLockAnswer).holder.userId === 'number';

/** content/lock: the caller's lock, or (409) who else holds it; other refusals throw. */
export async function takeLock(id: number, take: boolean): Promise<LockResult> {
  try {
    const answer = await post<ContentLockAnswer>(LOCK, { id, take: take ? 1 : 0 }, { quiet: true });
    return { mine: true, ...answer };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && isLockAnswer(err.data)) return { mine: false, ...err.data };
    throw err;
  }
}

/**
 * content/unlock that outlives the page: a keepalive request (sendBeacon cannot carry the token
 * header), fire and forget.
 */
export function releaseLock(id: number): void {
  const user = readUser();
  const token = readToken() || user?.token || '';
  try {
    void fetch(UNLOCK, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', token, webTenId: String(user?.webTenId ?? ''), platform: '1' },
      body: new URLSearchParams({ id: String(id) }).toString(),
    }).catch(() => undefined);
  } catch {
    // no fetch (tests) or the page is going: the lock expires on its own
  }
}

/** Holds the lock while running: released when stopped (the editor left) or when the tab closes. */
export const holdLock = fromCallback<EventObject, { id: number }>(({ input }) => {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseLock(input.id);
  };
  window.addEventListener('pagehide', release);
  return () => {
    window.removeEventListener('pagehide', release);
    release();
  };
});

/** The content frames of the user's message-centre socket (messageFrames). Answers the stop. */
function contentFrames(onFrame: (frame: ContentSocketFrame) => void): () => void {
  return messageFrames((text) => {
    const frame = parseContentFrame(text);
    if (frame) onFrame(frame);
  });
}

/** A lock frame as the machines' lock.changed event (`mine`: the new holder is the signed-in user). */
const lockChanged = (c: ContentLockChange) => ({ type: 'lock.changed', id: c.id, holder: c.holder, mine: !!c.holder && c.holder.userId === readUser()?.webUserId });

/** The message socket's frames about item `id`, as the lock machine's events. */
export const lockEvents = fromCallback<EventObject, { id: number }>(({ input, sendBack }) =>
  contentFrames((frame) => {
    if ('contentLock' in frame) {
      if (frame.contentLock.id === input.id) sendBack(lockChanged(frame.contentLock));
    } else if (frame.contentReviewed.id === input.id) {
      sendBack({ type: 'content.reviewed', id: input.id, status: frame.contentReviewed.status });
    }
  }),
);

/** The lock changes of every item, for the lists that show 「X 正在编辑」 (items and the review queue). */
export const listLockChanges = fromCallback<EventObject, { kind: ListKind }>(({ input, sendBack }) => {
  if (input.kind !== 'items' && input.kind !== 'review') return undefined;
  return contentFrames((frame) => {
    if ('contentLock' in frame) sendBack(lockChanged(frame.contentLock));
  });
});
