// A live channel's Q&A messages: owns live_messages (migration 050-messages); the row id is the
// frame's seq on the live socket (services/live-qa.ts).
import type { Db } from '../db/schema.js';
import type { LiveMessageTable } from '../db/message-schema.js';
import type { Selectable } from 'kysely';
import { OPERATION_TYPE, type LiveFrame } from '../../shared/live-messages.js';

type Row = Selectable<LiveMessageTable>;

export function toFrame(r: Row, operationType: number = OPERATION_TYPE.add): LiveFrame {
  const frame: LiveFrame = {
    seq: r.id,
    busType: r.bus_type,
    operationType,
    topFlag: r.top_flag,
    content: r.content,
    nickname: r.nickname,
    createTime: Number(r.created_at),
  };
  if (r.reply_to) {
    frame.replyToSeq = r.reply_to;
    frame.question = r.question;
  }
  return frame;
}

/** A live channel's Q&A; the row id is the frame's seq. */
export function liveMessagesRepo(db: Db) {
  /** The channel's messages that are still shown (not removed). */
  const shown = (tenantId: number, passagewayId: number) =>
    db.selectFrom('live_messages').selectAll().where('tenant_id', '=', tenantId).where('passageway_id', '=', passagewayId).where('removed_at', 'is', null);
  /** One message of the channel, to update. */
  const message = (tenantId: number, passagewayId: number, seq: number) =>
    db.updateTable('live_messages').where('tenant_id', '=', tenantId).where('passageway_id', '=', passagewayId).where('id', '=', seq);
  return {
    async add(
      tenantId: number,
      passagewayId: number,
      m: { busType: number; content: string; nickname: string; userId: number; replyTo?: number; question?: string; topFlag?: number },
    ): Promise<Row> {
      return db
        .insertInto('live_messages')
        .values({
          tenant_id: tenantId,
          passageway_id: passagewayId,
          bus_type: m.busType,
          top_flag: m.topFlag ?? 0,
          content: m.content,
          nickname: m.nickname,
          user_id: m.userId,
          reply_to: m.replyTo ?? 0,
          question: m.question ?? '',
          created_at: Date.now(),
          removed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    get(tenantId: number, passagewayId: number, seq: number) {
      return shown(tenantId, passagewayId).where('id', '=', seq).executeTakeFirst();
    },
    /** The current questions and replies, newest first. */
    async current(tenantId: number, passagewayId: number, limit = 200): Promise<Row[]> {
      return shown(tenantId, passagewayId).where('bus_type', 'in', [0, 1]).orderBy('id', 'desc').limit(limit).execute();
    },
    async setTop(tenantId: number, passagewayId: number, seq: number, topFlag: number) {
      await message(tenantId, passagewayId, seq).set({ top_flag: topFlag }).execute();
    },
    async remove(tenantId: number, passagewayId: number, seq: number) {
      await message(tenantId, passagewayId, seq).set({ removed_at: Date.now() }).execute();
    },
  };
}
