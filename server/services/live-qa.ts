// The live channel's Q&A: viewers ask, staff reply, pin, remove and post tips. Every change
// is stored and then published as one frame to every socket of the channel on every instance.
import type { FastifyInstance } from 'fastify';
import { toFrame } from '../repositories/live-messages.js';
import { BUS_TYPE, LIVE_LIMITS, LIVE_TEXTS, OPERATION_TYPE, TOP_FLAG, type LiveFrame } from '../../shared/live-messages.js';

export interface LiveActor {
  tenantId: number;
  passagewayId: number;
  /** Staff user id, or 0 for a viewer. */
  userId: number;
  staffName: string;
}

const clean = (s: unknown, max: number) =>
  typeof s === 'string'
    ? s
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim()
        .slice(0, max)
    : '';

function publish(app: FastifyInstance, a: LiveActor, frame: LiveFrame) {
  return app.realtime?.publish({ kind: 'live', tenantId: a.tenantId, passagewayId: a.passagewayId, data: JSON.stringify(frame) });
}

export function liveQa(app: FastifyInstance) {
  const repo = app.repos.liveMessages;
  return {
    /** The current list, newest first (what a socket receives on open). */
    async snapshot(tenantId: number, passagewayId: number): Promise<LiveFrame[]> {
      return (await repo.current(tenantId, passagewayId)).map((r) => toFrame(r));
    },
    async ask(a: LiveActor, content: unknown, nickname: unknown): Promise<LiveFrame | null> {
      const text = clean(content, LIVE_LIMITS.contentMax);
      if (!text) return null;
      const row = await repo.add(a.tenantId, a.passagewayId, {
        busType: BUS_TYPE.question,
        content: text,
        nickname: clean(nickname, LIVE_LIMITS.nicknameMax) || (a.userId ? a.staffName : LIVE_TEXTS.audience),
        userId: a.userId,
      });
      const frame = toFrame(row);
      await publish(app, a, frame);
      return frame;
    },
    async reply(a: LiveActor, seq: number, content: unknown): Promise<LiveFrame | null> {
      const text = clean(content, LIVE_LIMITS.contentMax);
      const question = await repo.get(a.tenantId, a.passagewayId, seq);
      if (!text || !question || question.bus_type !== BUS_TYPE.question) return null;
      const row = await repo.add(a.tenantId, a.passagewayId, {
        busType: BUS_TYPE.reply,
        content: text,
        nickname: a.staffName,
        userId: a.userId,
        replyTo: question.id,
        question: `${question.nickname}：${question.content}`.slice(0, 1000),
      });
      const frame = toFrame(row);
      await publish(app, a, frame);
      return frame;
    },
    /** Pinning moves an item between the lists: a removal, then an add with the new flag. */
    async pin(a: LiveActor, seq: number, topFlag: number): Promise<boolean> {
      const row = await repo.get(a.tenantId, a.passagewayId, seq);
      const flag = topFlag ? TOP_FLAG.pinned : TOP_FLAG.normal;
      if (!row || row.bus_type > BUS_TYPE.reply || row.top_flag === flag) return false;
      await repo.setTop(a.tenantId, a.passagewayId, seq, flag);
      await publish(app, a, toFrame(row, OPERATION_TYPE.remove));
      await publish(app, a, toFrame({ ...row, top_flag: flag }));
      return true;
    },
    async remove(a: LiveActor, seq: number): Promise<boolean> {
      const row = await repo.get(a.tenantId, a.passagewayId, seq);
      if (!row) return false;
      await repo.remove(a.tenantId, a.passagewayId, seq);
      await publish(app, a, toFrame(row, OPERATION_TYPE.remove));
      return true;
    },
    /** A tip (busType 2) shown for a moment on every screen; not kept in the list. */
    async tip(a: LiveActor, content: unknown): Promise<LiveFrame | null> {
      const text = clean(content, LIVE_LIMITS.contentMax);
      if (!text) return null;
      const row = await repo.add(a.tenantId, a.passagewayId, { busType: BUS_TYPE.tip, content: text, nickname: a.staffName, userId: a.userId });
      const frame = toFrame(row);
      await publish(app, a, frame);
      return frame;
    },
  };
}

/** A frame for one socket only (auditing notices, refusals); seq 0 is never a stored item. */
export function personalFrame(busType: number, content: string): string {
  const frame: LiveFrame = {
    seq: -Date.now(),
    busType,
    operationType: OPERATION_TYPE.add,
    topFlag: TOP_FLAG.normal,
    content,
    nickname: LIVE_TEXTS.system,
    createTime: Date.now(),
  };
  return JSON.stringify(frame);
}
