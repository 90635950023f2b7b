// The message centre: owns messages and message_confs (migration 050-messages). Every function is
// scoped by tenant and recipient; services/notify.ts creates messages, docs/realtime.md.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import {
  MESSAGE_TYPES,
  messageTypeName,
  normalizeMessageType,
  type MessageItem,
  type MessageSummary,
  messageTexts,
} from '../../shared/message-types.js';
import { countRows } from './sql-helpers.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

export interface NewMessage {
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

/** A system message that folds the events about one thing in one hour (messages.fold). */
export interface FoldedMessage {
  msgType: number;
  title: string;
  viewContent: string;
  link: string;
  /** What the message is about (`like:12`): acting on the thing reads it (markReadByRef). */
  refKey: string;
  /** The thing and the hour (`like:12@493810`): one message per recipient and key. */
  foldKey: string;
  /** How many the message counts (readers of the hour); its text is the one of the largest count. */
  count: number;
}

const ALL_TYPES = MESSAGE_TYPES.map((t) => t.msgType);

/** Messages of the message centre; every function is scoped by tenant and recipient. */
/** The values of one page of a user's messages (msgType undefined: every type). */
type PageValues = { tenantId: number; userId: number; msgType: number | undefined; limit: number; offset: number };

export function messagesRepo(db: Db) {
  const toItem = (r: {
    id: number;
    msg_type: number;
    title: string;
    view_content: string;
    link: string;
    read_at: number | null;
    created_at: number;
    invite_status: number;
    sender_name: string | null;
  }): MessageItem => ({
    msgId: r.id,
    msgType: r.msg_type,
    name: messageTypeName(r.msg_type),
    title: r.title,
    viewContent: r.view_content,
    link: r.link,
    readFlag: r.read_at === null ? 0 : 1,
    createTime: Number(r.created_at),
    senderName: r.sender_name ?? messageTexts.systemSender,
    inviteStatus: r.invite_status,
  });

  /** The user's own messages. */
  const own = (tenantId: number, userId: number) => db.selectFrom('messages').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  /** Marks read (now) those of the user's unread messages that the caller's filter keeps. */
  const readNow = (tenantId: number, userId: number) =>
    db.updateTable('messages').set({ read_at: Date.now() }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('read_at', 'is', null);
  const base = (tenantId: number, userId: number) =>
    db
      .selectFrom('messages')
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'messages.sender_id').onRef('users.tenant_id', '=', 'messages.tenant_id'))
      .where('messages.tenant_id', '=', tenantId)
      .where('messages.user_id', '=', userId);

  /** One unread row of the message for each recipient, stamped now, and the message's normalised type. */
  const rowsFor = (tenantId: number, userIds: number[], m: Required<NewMessage>) => {
    const now = Date.now();
    const msgType = normalizeMessageType(m.msgType);
    const rows = userIds.map((user_id) => ({
      tenant_id: tenantId,
      user_id,
      msg_type: msgType,
      title: m.title,
      view_content: m.viewContent,
      link: m.link,
      sender_id: m.senderId,
      invite_status: m.inviteStatus,
      ref_key: m.refKey,
      read_at: null,
      created_at: now,
    }));
    return { now, msgType, rows };
  };

  /** The user's messages the page's filter keeps: of one type (when given), read or unread (shape.read 1, 0; null: both). */
  const filtered = (shape: { read: number | null }, v: PageValues) => {
    let q = base(v.tenantId, v.userId);
    if (v.msgType !== undefined) q = q.where('messages.msg_type', '=', v.msgType);
    if (shape.read === 0) q = q.where('messages.read_at', 'is', null);
    if (shape.read === 1) q = q.where('messages.read_at', 'is not', null);
    return q;
  };
  /** One page of them, newest first, each row with the filter's total (compiled once per shape). */
  const pageQuery = compiledPerShape(db, (shape: { read: number | null }, v: PageValues) =>
    filtered(shape, v)
      .select([
        'messages.id',
        'messages.msg_type',
        'messages.title',
        'messages.view_content',
        'messages.link',
        'messages.read_at',
        'messages.created_at',
        'messages.invite_status',
        'users.name as sender_name',
      ])
      .select(totalRows(filtered(shape, v)))
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  return {
    /** Inserts one message per recipient; returns the stored items by user id. */
    async insert(tenantId: number, userIds: number[], m: NewMessage): Promise<Map<number, MessageItem>> {
      if (!userIds.length) return new Map();
      const link = m.link ?? '';
      const inviteStatus = m.inviteStatus ?? 0;
      const { now, msgType, rows: values } = rowsFor(tenantId, userIds, { ...m, link, senderId: m.senderId ?? 0, inviteStatus, refKey: m.refKey ?? '' });
      const rows = await db.insertInto('messages').values(values).returning(['id', 'user_id']).execute();
      const sender = m.senderId
        ? await db.selectFrom('users').select('name').where('tenant_id', '=', tenantId).where('id', '=', m.senderId).executeTakeFirst()
        : undefined;
      const item = (id: number) =>
        toItem({ id, msg_type: msgType, title: m.title, view_content: m.viewContent, link, read_at: null, created_at: now, invite_status: inviteStatus, sender_name: sender?.name ?? null });
      return new Map<number, MessageItem>(rows.map((r) => [r.user_id, item(r.id)]));
    },

    async page(tenantId: number, userId: number, q: { msgType?: number; readFlag?: number; pageIndex: number; pageSize: number }) {
      const values = { tenantId, userId, msgType: q.msgType === undefined ? undefined : normalizeMessageType(q.msgType), limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize };
      const shape = { read: q.readFlag === 0 || q.readFlag === 1 ? q.readFlag : null };
      const rows = await pageQuery(shape, values);
      const total = await totalOfPage(rows, values.offset, () => countRows(filtered(shape, values)));
      return { list: rows.map(toItem), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    async get(tenantId: number, userId: number, id: number) {
      return own(tenantId, userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Unread count per type, every type listed (zeros included), in type order. */
    async summary(tenantId: number, userId: number): Promise<MessageSummary[]> {
      const rows = await own(tenantId, userId)
        .select(['msg_type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('read_at', 'is', null)
        .groupBy('msg_type')
        .execute();
      const counts = new Map(rows.map((r) => [r.msg_type, Number(r.n)]));
      return MESSAGE_TYPES.map((t) => ({ msgType: t.msgType, name: t.name, unReadCount: counts.get(t.msgType) ?? 0 }));
    },

    async markRead(tenantId: number, userId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await readNow(tenantId, userId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Marks read the user's messages about these things (ref_key, e.g. `comment:12`): acting on an item reads its message. */
    async markReadByRef(tenantId: number, userId: number, refKeys: string[]) {
      if (!refKeys.length) return 0;
      const r = await readNow(tenantId, userId).where('ref_key', 'in', refKeys).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /**
     * Rewrites the user's unread message of this type about one thing (an aggregate: the 预警
     * of refused texts); answers how many were rewritten (0: none unread, send a new one).
     */
    async refreshUnreadByRef(tenantId: number, userId: number, msgType: number, refKey: string, m: { title: string; viewContent: string }) {
      const r = await db
        .updateTable('messages')
        .set({ title: m.title, view_content: m.viewContent, created_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('msg_type', '=', msgType)
        .where('ref_key', '=', refKey)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /**
     * Folds an event into each recipient's message about one thing in one hour (`foldKey`,
     * unique per recipient, migration 161), in one statement: the hour's first event inserts it,
     * a later one rewrites it with the new count, moves it to the top and makes it unread again.
     * Two events at the same moment never make two messages, and a count computed before a
     * concurrent larger one never overwrites it (the larger count and its text stay). Answers
     * the stored messages by user id.
     */
    async fold(tenantId: number, userIds: number[], m: FoldedMessage): Promise<Map<number, MessageItem>> {
      if (!userIds.length) return new Map();
      const { now, msgType, rows: values } = rowsFor(tenantId, userIds, { ...m, senderId: 0, inviteStatus: 0 });
      const rows = await db
        .insertInto('messages')
        .values(values.map((row) => ({ ...row, fold_key: m.foldKey, fold_count: m.count })))
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'fold_key']).doUpdateSet((eb) => {
            const newer = <C extends 'fold_count' | 'title' | 'view_content'>(column: C) =>
              eb
                .case()
                .when(eb.ref('excluded.fold_count'), '>=', eb.ref('messages.fold_count'))
                .then(eb.ref(`excluded.${column}`))
                .else(eb.ref(`messages.${column}`))
                .end();
            return { fold_count: newer('fold_count'), title: newer('title'), view_content: newer('view_content'), read_at: null, created_at: now };
          }),
        )
        .returning(['id', 'user_id', 'title', 'view_content'])
        .execute();
      return new Map<number, MessageItem>(rows.map((r) => [r.user_id, toItem({ ...r, msg_type: msgType, link: m.link, read_at: null, created_at: now, invite_status: 0, sender_name: null })]));
    },

    async markAllRead(tenantId: number, userId: number, msgType?: number) {
      let q = readNow(tenantId, userId);
      if (msgType !== undefined) q = q.where('msg_type', '=', normalizeMessageType(msgType));
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** How many of `ids` are the user's own messages. */
    async countOwned(tenantId: number, userId: number, ids: number[]) {
      if (!ids.length) return 0;
      return countRows(own(tenantId, userId).where('id', 'in', ids));
    },

    async remove(tenantId: number, userId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db
        .deleteFrom('messages')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async setInviteStatus(tenantId: number, userId: number, id: number, status: number) {
      await db
        .updateTable('messages')
        .set({ invite_status: status, read_at: sql<number>`coalesce(read_at, ${Date.now()})` })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** Answers the user's waiting invitations about one thing (ref_key, e.g. `task:3`) and marks them read. */
    async answerInviteByRef(tenantId: number, userId: number, refKey: string, status: number) {
      const r = await db
        .updateTable('messages')
        .set({ invite_status: status, read_at: sql<number>`coalesce(read_at, ${Date.now()})` })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('ref_key', '=', refKey)
        .where('msg_type', '=', 1)
        .where('invite_status', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async count(tenantId: number) {
      return countRows(db.selectFrom('messages').where('tenant_id', '=', tenantId));
    },

    /** The types a user receives (all when never set). */
    async receivedTypes(tenantId: number, userId: number): Promise<number[]> {
      const row = await db
        .selectFrom('message_confs')
        .select('msg_types')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return ALL_TYPES;
      return row.msg_types
        .split(',')
        .filter((s) => s !== '')
        .map(Number)
        .filter((n) => ALL_TYPES.includes(n));
    },

    async setReceivedTypes(tenantId: number, userId: number, types: number[]) {
      const value = [...new Set(types.map(normalizeMessageType))].sort((a, b) => a - b).join(',');
      const now = Date.now();
      await db
        .insertInto('message_confs')
        .values({ tenant_id: tenantId, user_id: userId, msg_types: value, updated_at: now })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ msg_types: value, updated_at: now }))
        .execute();
    },

    /** Of these users, those who receive the type (users without a setting receive all). */
    async receivers(tenantId: number, userIds: number[], msgType: number): Promise<number[]> {
      if (!userIds.length) return [];
      const t = String(normalizeMessageType(msgType));
      const confs = await db
        .selectFrom('message_confs')
        .select(['user_id', 'msg_types'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', userIds)
        .execute();
      const refused = new Set(confs.filter((c) => !c.msg_types.split(',').includes(t)).map((c) => c.user_id));
      return userIds.filter((id) => !refused.has(id));
    },

    /** Active users of the tenant (ids), or those of the given ids that belong to it. */
    async tenantUsers(tenantId: number, only?: number[]): Promise<number[]> {
      let q = db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('status', '=', 1);
      if (only) {
        if (!only.length) return [];
        q = q.where('id', 'in', only);
      }
      return (await q.orderBy('id').execute()).map((r) => r.id);
    },
  };
}

