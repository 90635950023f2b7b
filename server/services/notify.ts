// Sends message-centre notices (docs/realtime.md): each is stored for the recipients of the
// tenant who receive its type and pushed to their open sockets on every instance. Other areas
// call notify() or notifyAggregate() (one unread message per thing) on their own events.
import type { FastifyInstance } from 'fastify';
import type { MessageItem } from '../../shared/message-types.js';
import type { NewMessage } from '../repositories/messages.js';

/** A notice to send: a message as the repository stores it (repositories/messages.ts). */
export type Notice = NewMessage;

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
  const repo = app.repos.messages;
  const members = await repo.tenantUsers(tenantId, to === 'all' ? undefined : [...new Set(to)].slice(0, 10_000));
  const receivers = await repo.receivers(tenantId, members, notice.msgType);
  const stored = await repo.insert(tenantId, receivers, {
    msgType: notice.msgType,
    title: clip(notice.title, 200),
    viewContent: clip(notice.viewContent, 2000),
    link: clip(notice.link ?? '', 500),
    senderId: notice.senderId,
    refKey: clip(notice.refKey ?? '', 200),
    inviteStatus: notice.inviteStatus,
  });
  const hub = app.realtime;
  if (hub) {
    await Promise.all(
      [...stored].map(([userId, item]) => hub.publish({ kind: 'user', tenantId, userIds: [userId], data: JSON.stringify(item) })),
    );
  }
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
