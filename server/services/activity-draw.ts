// The draw of a lucky-draw activity (docs/activities.md): fair (crypto randomness), auditable
// (its inputs and result recorded) and safe under concurrent draws (no prize below zero, nobody
// drawn twice).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_TEXTS, type DrawRecord, type DrawVerification } from '../../shared/activities.js';
import { DRAW_ALGORITHM, drawWinners, participantsHashOf, type DrawHashes } from '../../shared/lottery-draw.js';
import { conflict, found, notFound } from '../lib/errors.js';

export const nodeHashes: DrawHashes = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacHex: (seedHex, message) => createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message, 'utf8').digest('hex'),
};

/**
 * Draws `count` winners of one prize in one transaction:
 * 1. the activity's draw counter is bumped (on PostgreSQL this locks the activity's row, so two
 *    draws of one activity run one after the other and the second sees the first's winners);
 * 2. the prize's stock is lowered by a conditional update (`remaining >= count`), else 409;
 * 3. the eligible participants (not yet winners) are read in id order and hashed;
 * 4. a fresh 32-byte seed picks the winners (shared/lottery-draw.ts);
 * 5. the draw record (seed, commitment, list, hash, result) and the winners are written.
 * Any refusal throws, so nothing is half-written.
 */
export async function drawPrize(
  app: FastifyInstance,
  tenantId: number,
  user: { id: number; name: string },
  q: { activityId: number; prizeId: number; count: number },
): Promise<DrawRecord> {
  const drawId = await app.transaction(async (tx) => {
    const seq = await tx.activities.nextDrawSeq(tenantId, q.activityId);
    if (seq === undefined) throw notFound(ACTIVITY_TEXTS.notFound);
    await found(tx.activities.prize(tenantId, q.activityId, q.prizeId), ACTIVITY_TEXTS.prizeNotFound);
    if (!(await tx.activities.takeStock(tenantId, q.activityId, q.prizeId, q.count))) throw conflict(ACTIVITY_TEXTS.outOfStock);
    const eligible = await tx.activities.eligible(tenantId, q.activityId);
    if (eligible.length < q.count) throw conflict(ACTIVITY_TEXTS.noParticipants);
    const codes = eligible.map((p) => p.code);
    const seed = randomBytes(32).toString('hex');
    const result = drawWinners(nodeHashes, seed, codes, q.count);
    const idOf = new Map(eligible.map((p) => [p.code, p.id]));
    return tx.activities.addDraw(
      tenantId,
      {
        activity_id: q.activityId,
        prize_id: q.prizeId,
        seq,
        count: q.count,
        algorithm: DRAW_ALGORITHM,
        seed,
        commitment: nodeHashes.sha256Hex(seed),
        participants_hash: participantsHashOf(nodeHashes, codes),
        participant_count: codes.length,
        participants_json: JSON.stringify(codes),
        result_json: JSON.stringify(result),
        drawn_by: user.id,
        drawn_by_name: user.name,
        drawn_at: Date.now(),
      },
      result.map((code) => ({ participantId: idOf.get(code)! })),
    );
  });
  return found(app.repos.activities.draw(tenantId, drawId), ACTIVITY_TEXTS.drawNotFound);
}

/** Re-runs a recorded draw from its own inputs and compares it with what was stored. */
export async function verifyDraw(app: FastifyInstance, tenantId: number, drawId: number): Promise<DrawVerification> {
  const d = await found(app.repos.activities.draw(tenantId, drawId), ACTIVITY_TEXTS.drawNotFound);
  const winners = await app.repos.activities.winnerCodesOfDraw(tenantId, drawId);
  const recomputed = drawWinners(nodeHashes, d.seed, d.participants, d.count);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const v = {
    drawId,
    commitmentMatches: nodeHashes.sha256Hex(d.seed) === d.commitment,
    participantsHashMatches: participantsHashOf(nodeHashes, d.participants) === d.participantsHash,
    resultMatches: same(recomputed, d.result),
    winnersMatch: same(winners, d.result),
  };
  return { ...v, ok: v.commitmentMatches && v.participantsHashMatches && v.resultMatches && v.winnersMatch };
}
