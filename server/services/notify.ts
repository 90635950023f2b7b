import type { FastifyInstance } from 'fastify';
import { messagesRepo } from '../repositories/messages.js';
import type { MessageItem } from '../../shared/message-types.js';

export interface Notice {
  /** 0–9 as the spec names them; anything else is a clue (线索). */
  msgType: number;
  title: string;
  viewContent: string;
  /** An in-console path the message leads to. */
  link?: string;
  /** The user who sends it (0 or absent: the system). */
  senderId?: number;
  /** Invitations: what the invitation is about. */
  refKey?: string;
  /** Invitations: a notice about an answered invitation is stored as already answered. */
  inviteStatus?: number;
}

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
  const repo = messagesRepo(app.db);
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
  const summary = await messagesRepo(app.db).summary(tenantId, userId);
  await hub.publish({ kind: 'user', tenantId, userIds: [userId], data: JSON.stringify(summary) });
}
