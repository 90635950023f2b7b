// Sends message-centre notices (docs/realtime.md): each is stored for the recipients of the
// tenant who receive its type and pushed to their open sockets on every instance. Other areas
// call notify(), notifyAggregate() (one unread message per thing) or notifyFolded() (one
// message per thing and hour) on their own events.
import type { FastifyInstance } from 'fastify';
import type { MessageItem } from '../../shared/message-types.js';
import type { FoldedMessage, NewMessage } from '../repositories/messages.js';

/** A notice to send: a message as the repository stores it (repositories/messages.ts). */
export type Notice = NewMessage;

/** Folded messages fold the events of one hour (hours since the epoch: the same boundaries in UTC and UTC+8). */
const FOLD_WINDOW_MS = 3_600_000;

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * Stores a message for each recipient of the tenant who receives its type and pushes it to
 * their open message-centre sockets (on every instance). Other areas call this on their own
 * events (an upload finished, a schedule copied). Recipients outside the tenant are ignored.
 * Returns the stored messages by user id.
 */
export async function notify(
  app: FastifyInstance,
  tenantId: number,
  to: number[] | 'all',
  notice: Notice,
): Promise<Map<number, MessageItem>> {
  const receivers = await receiversOf(app, tenantId, to, notice.msgType);
  const stored = await app.repos.messages.insert(tenantId, receivers, {
    msgType: notice.msgType,
    title: clip(notice.title, 200),
    viewContent: clip(notice.viewContent, 2000),
    link: clip(notice.link ?? '', 500),
    senderId: notice.senderId,
    refKey: clip(notice.refKey ?? '', 200),
    inviteStatus: notice.inviteStatus,
  });
  await pushItems(app, tenantId, stored);
  return stored;
}

/** Those of `to` (or every active user) in the tenant who receive the type (message settings). */
async function receiversOf(app: FastifyInstance, tenantId: number, to: number[] | 'all', msgType: number): Promise<number[]> {
  const repo = app.repos.messages;
  const members = await repo.tenantUsers(tenantId, to === 'all' ? undefined : [...new Set(to)].slice(0, 10_000));
  return repo.receivers(tenantId, members, msgType);
}

/** Pushes each stored message to its recipient's open sockets (on every instance). */
async function pushItems(app: FastifyInstance, tenantId: number, stored: Map<number, MessageItem>): Promise<void> {
  const hub = app.realtime;
  if (!hub) return;
  await Promise.all([...stored].map(([userId, item]) => hub.publish({ kind: 'user', tenantId, userIds: [userId], data: JSON.stringify(item) })));
}

/**
 * A folded notice (readers' 点赞, 收藏, 关注): the events about one thing (`refKey`) in one hour
 * are one message per recipient of the tenant who receives the type. `countInHour` counts the
 * hour's events (readers) from their own table, after this one was stored; `text` then writes the
 * message for that count (「3 人点赞了《标题》」). A later event of the hour rewrites that message
 * and makes it unread again (the unread counts count it once); the next hour starts a new one.
 * The stored message is pushed to the recipient's sockets each time.
 */
export async function notifyFolded(
  app: FastifyInstance,
  tenantId: number,
  to: number[],
  notice: Pick<FoldedMessage, 'msgType' | 'link' | 'refKey'> & {
    countInHour: (from: number, to: number) => Promise<number>;
    /** Read after the count (totals it shows are never older than the count). */
    text: (count: number) => Promise<{ title: string; viewContent: string }>;
  },
): Promise<Map<number, MessageItem>> {
  const receivers = await receiversOf(app, tenantId, to, notice.msgType);
  if (!receivers.length) return new Map();
  const hour = Math.floor(Date.now() / FOLD_WINDOW_MS);
  // at least this event, should it have been stored just before the hour turned
  const count = Math.max(1, await notice.countInHour(hour * FOLD_WINDOW_MS, (hour + 1) * FOLD_WINDOW_MS));
  const text = await notice.text(count);
  const refKey = clip(notice.refKey, 200);
  const stored = await app.repos.messages.fold(tenantId, receivers, {
    msgType: notice.msgType,
    title: clip(text.title, 200),
    viewContent: clip(text.viewContent, 2000),
    link: clip(notice.link, 500),
    refKey,
    foldKey: `${refKey}@${hour}`,
    count,
  });
  await pushItems(app, tenantId, stored);
  return stored;
}

/** Tells the user's other sockets that the unread counts changed (after read/readAll/del). */
export async function pushCounts(app: FastifyInstance, tenantId: number, userId: number): Promise<void> {
  const hub = app.realtime;
  if (!hub) return;
  const summary = await app.repos.messages.summary(tenantId, userId);
  await hub.publish({ kind: 'user', tenantId, userIds: [userId], data: JSON.stringify(summary) });
}

/**
 * An aggregate notice: a recipient who still has an unread message of this
 * type about the same thing (`refKey`) gets that message rewritten (text and time); the others
 * get a new one. So at most one unread message per thing and type piles up.
 */
export async function notifyAggregate(app: FastifyInstance, tenantId: number, to: number[], notice: Notice & { refKey: string }): Promise<void> {
  const fresh: number[] = [];
  for (const userId of [...new Set(to)].slice(0, 10_000)) {
    const n = await app.repos.messages.refreshUnreadByRef(tenantId, userId, notice.msgType, notice.refKey, { title: clip(notice.title, 200), viewContent: clip(notice.viewContent, 2000) });
    if (!n) fresh.push(userId);
  }
  if (fresh.length) await notify(app, tenantId, fresh, notice);
}
