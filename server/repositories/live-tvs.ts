import type { TvChannel } from '../../shared/schedule.js';
import type { Db } from '../db/schema.js';
import type { LiveTvTable } from '../db/schedule-schema.js';
import { sql, type Selectable } from 'kysely';
import { liveProgramsRepo } from './live-programs.js';
import { countRows, onPage } from './sql-helpers.js';

function toChannel(r: Selectable<LiveTvTable>): TvChannel {
  return {
    liveTvId: r.id,
    liveTvName: r.name,
    liveTvDesc: r.description,
    liveTvCover: r.cover,
    liveTvState: r.state,
    liveTvSort: r.sort,
    createTime: Number(r.created_at),
    updateTime: Number(r.updated_at),
  };
}

export interface TvInput {
  liveTvName: string;
  liveTvDesc?: string;
  liveTvCover?: string;
  liveTvState?: number;
  liveTvSort?: number;
}

/** TV channels of a tenant (the channels whose days are programmed). */
export function liveTvsRepo(db: Db) {
  return {
    async page(tenantId: number, keyword: string, pageIndex: number, pageSize: number) {
      let q = db.selectFrom('live_tvs').where('tenant_id', '=', tenantId);
      const kw = keyword.trim();
      if (kw) q = q.where(sql<boolean>`name like ${`%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
      const n = await countRows(q);
      const rows = await q
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .$call(onPage({ pageIndex, pageSize }))
        .execute();
      return { list: rows.map(toChannel), total: Number(n) };
    },
    async get(tenantId: number, id: number): Promise<TvChannel | undefined> {
      const r = await db.selectFrom('live_tvs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return r ? toChannel(r) : undefined;
    },
    async nameTaken(tenantId: number, name: string, exceptId = 0) {
      const r = await db
        .selectFrom('live_tvs')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return !!r;
    },
    async create(tenantId: number, t: TvInput): Promise<number> {
      const now = Date.now();
      const row = await db
        .insertInto('live_tvs')
        .values({
          tenant_id: tenantId,
          name: t.liveTvName,
          description: t.liveTvDesc ?? '',
          cover: t.liveTvCover ?? '',
          state: t.liveTvState ?? 1,
          sort: t.liveTvSort ?? 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(tenantId: number, id: number, t: TvInput): Promise<boolean> {
      const res = await db
        .updateTable('live_tvs')
        .set({
          name: t.liveTvName,
          ...(t.liveTvDesc !== undefined ? { description: t.liveTvDesc } : {}),
          ...(t.liveTvCover !== undefined ? { cover: t.liveTvCover } : {}),
          ...(t.liveTvState !== undefined ? { state: t.liveTvState } : {}),
          ...(t.liveTvSort !== undefined ? { sort: t.liveTvSort } : {}),
          updated_at: Date.now(),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Deletes channels and their programme lists in one transaction; returns how many went. */
    async remove(tenantId: number, ids: number[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await liveProgramsRepo(trx).removeOfTvs(tenantId, ids);
        const res = await trx.deleteFrom('live_tvs').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
        return Number(res.numDeletedRows);
      });
    },
    async count(tenantId: number): Promise<number> {
      return countRows(db.selectFrom('live_tvs').where('tenant_id', '=', tenantId));
    },
  };
}
