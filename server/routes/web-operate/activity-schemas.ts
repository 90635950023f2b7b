// TypeBox schemas of the lucky-draw routes (web-operate/activity.ts).
import { Type } from '@fastify/type-provider-typebox';
import { ACTIVITY_LIMITS as L } from '../../../shared/activities.js';
import { Id, NO_CONTROL_PATTERN } from '../../lib/strict-schema.js';

export const Kind = Type.Union([Type.Literal('lottery'), Type.Literal('invoice')], { description: 'lottery 抽奖 | invoice 发票抽奖' });

const summaryFields = {
  id: Type.Integer(),
  kind: Type.String({ description: 'lottery | invoice' }),
  name: Type.String(),
  description: Type.String(),
  participantCount: Type.Integer(),
  prizeCount: Type.Integer(),
  stockTotal: Type.Integer(),
  remainingTotal: Type.Integer(),
  winnerCount: Type.Integer(),
  drawCount: Type.Integer(),
  createdAt: Type.Number(),
};
export const SummarySchema = Type.Object(summaryFields);
export const PrizeSchema = Type.Object({ id: Type.Integer(), name: Type.String(), stock: Type.Integer(), remaining: Type.Integer(), sort: Type.Integer() });
export const ParticipantSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const DetailSchema = Type.Object({ ...summaryFields, prizes: Type.Array(PrizeSchema), participants: Type.Array(ParticipantSchema) });

export const DrawSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  prizeId: Type.Integer(),
  prizeName: Type.String(),
  seq: Type.Integer(),
  count: Type.Integer(),
  algorithm: Type.String(),
  seed: Type.String({ description: '32 字节随机种子（十六进制），开奖后公开' }),
  commitment: Type.String({ description: 'sha256(seed)' }),
  participantsHash: Type.String({ description: "sha256(参与者编号按 id 顺序以 '\\n' 连接)" }),
  participantCount: Type.Integer(),
  participants: Type.Array(Type.String()),
  result: Type.Array(Type.String(), { description: '中奖编号，按抽出顺序' }),
  drawnBy: Type.String(),
  drawnAt: Type.Number(),
});

export const WinnerSchema = Type.Object({
  id: Type.Integer(),
  drawId: Type.Integer(),
  prizeId: Type.Integer(),
  prizeName: Type.String(),
  participantId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  drawnAt: Type.Number(),
});

export const VerifySchema = Type.Object({
  drawId: Type.Integer(),
  commitmentMatches: Type.Boolean(),
  participantsHashMatches: Type.Boolean(),
  resultMatches: Type.Boolean(),
  winnersMatch: Type.Boolean(),
  ok: Type.Boolean(),
});

const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: NO_CONTROL_PATTERN });

export const SaveBody = Type.Object({
  id: Type.Optional(Id()),
  kind: Kind,
  name: Text(L.nameMax),
  description: Type.Optional(Text(L.descriptionMax)),
  prizes: Type.Array(Type.Object({ name: Text(L.prizeNameMax), stock: Type.Integer({ minimum: 1, maximum: L.stockMax }) }), { maxItems: L.prizesMax }),
  participants: Type.Array(Type.Object({ code: Text(L.codeMax), name: Type.Optional(Text(64)) }), { maxItems: L.participantsMax }),
});

export const DrawBody = Type.Object({
  activityId: Id(),
  prizeId: Id(),
  count: Type.Integer({ minimum: 1, maximum: L.drawMax, default: 1 }),
});
