// Lucky-draw activities: owns activities, activity_prizes, activity_participants, activity_draws
// and activity_winners. Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { ActivityKind, ActivitySummary, DrawRecord, Participant, Prize, Winner } from '../../shared/activities.js';
import type { ActivityDrawTable } from '../db/activity-schema.js';
import type { Db } from '../db/schema.js';
import { containsText, countRows, insertId, onPage, pageWithTotal, updatedOne } from './sql-helpers.js';

export interface ActivityValues {
  kind: ActivityKind;
  name: string;
  description: string;
}

const parseCodes = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.map(String) : [];
};

export function toDrawRecord(d: Selectable<ActivityDrawTable>, prizeName: string): DrawRecord {
  return {
    id: d.id,
    activityId: d.activity_id,
    prizeId: d.prize_id,
    prizeName,
    seq: d.seq,
    count: d.count,
    algorithm: d.algorithm,
    seed: d.seed,
    commitment: d.commitment,
    participantsHash: d.participants_hash,
    participantCount: d.participant_count,
    participants: parseCodes(d.participants_json),
    result: parseCodes(d.result_json),
    drawnBy: d.drawn_by_name,
    drawnAt: Number(d.drawn_at),
  };
}

export function activitiesRepo(db: Db) {
  /** The tenant's draws, each with its prize's name. */
  const drawsWithPrize = (tenantId: number) =>
    db.selectFrom('activity_draws as d').leftJoin('activity_prizes as z', 'z.id', 'd.prize_id').selectAll('d').select('z.name as prize_name').where('d.tenant_id', '=', tenantId);
  const summaries = (tenantId: number) =>
    db
      .selectFrom('activities as a')
      .where('a.tenant_id', '=', tenantId)
      .select((eb) => [
        'a.id',
        'a.kind',
        'a.name',
        'a.description',
        'a.draw_seq',
        'a.created_at',
        eb.selectFrom('activity_participants as p').whereRef('p.activity_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('participant_count'),
        eb.selectFrom('activity_prizes as z').whereRef('z.activity_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('prize_count'),
        eb.selectFrom('activity_prizes as z').whereRef('z.activity_id', '=', 'a.id').select((e) => e.fn.sum<number>('z.stock').as('n')).as('stock_total'),
        eb.selectFrom('activity_prizes as z').whereRef('z.activity_id', '=', 'a.id').select((e) => e.fn.sum<number>('z.remaining').as('n')).as('remaining_total'),
        eb.selectFrom('activity_winners as w').whereRef('w.activity_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('winner_count'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirst']>>;
  const toSummary = (r: NonNullable<Row>): ActivitySummary => ({
    id: r.id,
    kind: r.kind as ActivityKind,
    name: r.name,
    description: r.description,
    participantCount: Number(r.participant_count ?? 0),
    prizeCount: Number(r.prize_count ?? 0),
    stockTotal: Number(r.stock_total ?? 0),
    remainingTotal: Number(r.remaining_total ?? 0),
    winnerCount: Number(r.winner_count ?? 0),
    drawCount: Number(r.draw_seq),
    createdAt: Number(r.created_at),
  });

  return {
    async page(tenantId: number, q: { kind?: ActivityKind; keyword?: string; pageIndex: number; pageSize: number }) {
      let base = db.selectFrom('activities').where('tenant_id', '=', tenantId);
      if (q.kind) base = base.where('kind', '=', q.kind);
      if (q.keyword) base = base.where(containsText('name', q.keyword));
      let list = summaries(tenantId);
      if (q.kind) list = list.where('a.kind', '=', q.kind);
      if (q.keyword) list = list.where(containsText('a.name', q.keyword));
      const [rows, total] = await Promise.all([
        list.orderBy('a.id', 'desc').$call(onPage(q)).execute(),
        countRows(base),
      ]);
      return { list: rows.map(toSummary), total };
    },
    async summary(tenantId: number, id: number): Promise<ActivitySummary | undefined> {
      const r = await summaries(tenantId).where('a.id', '=', id).executeTakeFirst();
      return r ? toSummary(r) : undefined;
    },
    get(tenantId: number, id: number) {
      return db.selectFrom('activities').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async prizes(tenantId: number, activityId: number): Promise<Prize[]> {
      const rows = await db.selectFrom('activity_prizes').selectAll().where('tenant_id', '=', tenantId).where('activity_id', '=', activityId).orderBy('sort').orderBy('id').execute();
      return rows.map((p) => ({ id: p.id, name: p.name, stock: p.stock, remaining: p.remaining, sort: p.sort }));
    },
    prize(tenantId: number, activityId: number, prizeId: number) {
      return db.selectFrom('activity_prizes').selectAll().where('tenant_id', '=', tenantId).where('activity_id', '=', activityId).where('id', '=', prizeId).executeTakeFirst();
    },
    async participants(tenantId: number, activityId: number): Promise<Participant[]> {
      return db.selectFrom('activity_participants').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).where('activity_id', '=', activityId).orderBy('id').execute();
    },
    async create(tenantId: number, userId: number, v: ActivityValues): Promise<number> {
      const now = Date.now();
      return insertId(db, 'activities', { tenant_id: tenantId, kind: v.kind, name: v.name, description: v.description, created_by: userId, created_at: now, updated_at: now });
    },
    async update(tenantId: number, id: number, v: ActivityValues): Promise<void> {
      await db.updateTable('activities').set({ name: v.name, description: v.description, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Replaces prizes and participants; only before the first draw (the caller checks). */
    async replaceEntries(tenantId: number, activityId: number, prizes: { name: string; stock: number }[], participants: { code: string; name: string }[]) {
      await db.deleteFrom('activity_prizes').where('tenant_id', '=', tenantId).where('activity_id', '=', activityId).execute();
      await db.deleteFrom('activity_participants').where('tenant_id', '=', tenantId).where('activity_id', '=', activityId).execute();
      if (prizes.length) {
        await db
          .insertInto('activity_prizes')
          .values(prizes.map((p, i) => ({ tenant_id: tenantId, activity_id: activityId, name: p.name, stock: p.stock, remaining: p.stock, sort: i + 1 })))
          .execute();
      }
      for (let i = 0; i < participants.length; i += 500) {
        await db
          .insertInto('activity_participants')
          .values(participants.slice(i, i + 500).map((p) => ({ tenant_id: tenantId, activity_id: activityId, code: p.code, name: p.name })))
          .execute();
      }
    },
    async remove(tenantId: number, id: number): Promise<boolean> {
      for (const table of ['activity_winners', 'activity_draws', 'activity_participants', 'activity_prizes'] as const) {
        await db.deleteFrom(table).where('tenant_id', '=', tenantId).where('activity_id', '=', id).execute();
      }
      const res = await db.deleteFrom('activities').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    /**
     * The first write of a draw: bumps the activity's draw counter and answers the new sequence
     * number. On PostgreSQL the row stays locked until the transaction ends, so draws of one
     * activity run one after another; SQLite writes are serialised anyway.
     */
    async nextDrawSeq(tenantId: number, id: number): Promise<number | undefined> {
      const row = await db
        .updateTable('activities')
        .set((eb) => ({ draw_seq: eb('draw_seq', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .returning('draw_seq')
        .executeTakeFirst();
      return row?.draw_seq;
    },
    /** Touches the activity (locking its row on PostgreSQL) and answers its draws so far. */
    async lockForEdit(tenantId: number, id: number): Promise<number | undefined> {
      const row = await db.updateTable('activities').set({ updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).returning('draw_seq').executeTakeFirst();
      return row?.draw_seq;
    },
    /** Takes `n` from a prize's stock only if that many remain; false otherwise (nothing written). */
    async takeStock(tenantId: number, activityId: number, prizeId: number, n: number): Promise<boolean> {
      const res = await db
        .updateTable('activity_prizes')
        .set((eb) => ({ remaining: eb('remaining', '-', n) }))
        .where('tenant_id', '=', tenantId)
        .where('activity_id', '=', activityId)
        .where('id', '=', prizeId)
        .where('remaining', '>=', n)
        .executeTakeFirst();
      return updatedOne(res);
    },
    /** Participants who have not won yet, in id order. */
    eligible(tenantId: number, activityId: number) {
      return db
        .selectFrom('activity_participants as p')
        .select(['p.id', 'p.code'])
        .where('p.tenant_id', '=', tenantId)
        .where('p.activity_id', '=', activityId)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activity_winners as w').select('w.id').whereRef('w.participant_id', '=', 'p.id').whereRef('w.activity_id', '=', 'p.activity_id'))))
        .orderBy('p.id')
        .execute();
    },
    async addDraw(
      tenantId: number,
      d: Omit<ActivityDrawTable, 'id' | 'tenant_id'>,
      winners: { participantId: number }[],
    ): Promise<number> {
      const row = await db.insertInto('activity_draws').values({ tenant_id: tenantId, ...d }).returning('id').executeTakeFirstOrThrow();
      if (winners.length) {
        await db
          .insertInto('activity_winners')
          .values(winners.map((w) => ({ tenant_id: tenantId, activity_id: d.activity_id, draw_id: row.id, prize_id: d.prize_id, participant_id: w.participantId, created_at: d.drawn_at })))
          .execute();
      }
      return row.id;
    },
    async draws(tenantId: number, activityId: number): Promise<DrawRecord[]> {
      const rows = await drawsWithPrize(tenantId).where('d.activity_id', '=', activityId).orderBy('d.seq').execute();
      return rows.map((r) => toDrawRecord(r, r.prize_name ?? ''));
    },
    async draw(tenantId: number, id: number): Promise<DrawRecord | undefined> {
      const r = await drawsWithPrize(tenantId).where('d.id', '=', id).executeTakeFirst();
      return r ? toDrawRecord(r, r.prize_name ?? '') : undefined;
    },
    /** The winners' codes of one draw, in the order they were written (draw order). */
    async winnerCodesOfDraw(tenantId: number, drawId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('activity_winners as w')
        .innerJoin('activity_participants as p', 'p.id', 'w.participant_id')
        .select('p.code')
        .where('w.tenant_id', '=', tenantId)
        .where('w.draw_id', '=', drawId)
        .orderBy('w.id')
        .execute();
      return rows.map((r) => r.code);
    },
    async winners(tenantId: number, activityId: number, q: { pageIndex: number; pageSize: number }): Promise<{ list: Winner[]; total: number }> {
      const base = db.selectFrom('activity_winners as w').where('w.tenant_id', '=', tenantId).where('w.activity_id', '=', activityId);
      const { rows, total } = await pageWithTotal(base, q, (f) =>
        f
          .innerJoin('activity_participants as p', 'p.id', 'w.participant_id')
          .leftJoin('activity_prizes as z', 'z.id', 'w.prize_id')
          .select(['w.id', 'w.draw_id', 'w.prize_id', 'w.participant_id', 'w.created_at', 'p.code', 'p.name', 'z.name as prize_name'])
          .orderBy('w.id'),
      );
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          drawId: r.draw_id,
          prizeId: r.prize_id,
          prizeName: r.prize_name ?? '',
          participantId: r.participant_id,
          code: r.code,
          name: r.name,
          drawnAt: Number(r.created_at),
        })),
      };
    },
  };
}
