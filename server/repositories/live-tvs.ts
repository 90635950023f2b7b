// TV channels (the spec's liveTvId) whose days are programmed: owns live_tvs (migration
// 030-schedule); removing a channel removes its programme days and templates too (live-programs.ts,
// live-templates.ts).
import type { TvChannel } from '../../shared/schedule.js';
import type { Db } from '../db/schema.js';
import type { LiveTvTable } from '../db/schedule-schema.js';
import { sql, type Selectable } from 'kysely';
import { liveProgramsRepo } from './live-programs.js';
import { liveTemplatesRepo } from './live-templates.js';
import { countRows, insertId, onPage } from './sql-helpers.js';
import { DEFAULT_LIVE_KIND } from '../../shared/live-kinds.js';

function toChannel(r: Selectable<LiveTvTable>): TvChannel {
  return {
    liveTvId: r.id,
    liveTvName: r.name,
    liveTvDesc: r.description,
    liveTvCover: r.cover,
    liveTvState: r.state,
    liveTvSort: r.sort,
    liveKind: Number(r.kind),
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
  /** 6 TV (default), 7 radio, 8 event, 10 virtual live. */
  kind?: number;
}

/** TV channels of a tenant (the channels whose days are programmed). */
export function liveTvsRepo(db: Db) {
  return {
    async page(tenantId: number, keyword: string, pageIndex: number, pageSize: number, kind = DEFAULT_LIVE_KIND as number) {
      let q = db.selectFrom('live_tvs').where('tenant_id', '=', tenantId).where('kind', '=', kind);
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
    /** Whether another channel of the same kind has the name. */
    async nameTaken(tenantId: number, name: string, exceptId = 0, kind = DEFAULT_LIVE_KIND as number) {
      const r = await db
        .selectFrom('live_tvs')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .where('name', '=', name)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return !!r;
    },
    async create(tenantId: number, t: TvInput): Promise<number> {
      const now = Date.now();
      return insertId(db, 'live_tvs', {
      tenant_id: tenantId,
      name: t.liveTvName,
      description: t.liveTvDesc ?? '',
      cover: t.liveTvCover ?? '',
      state: t.liveTvState ?? 1,
      sort: t.liveTvSort ?? 0,
      kind: t.kind ?? DEFAULT_LIVE_KIND,
      created_at: now,
      updated_at: now,
        });
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
        await liveTemplatesRepo(trx).removeOfTvs(tenantId, ids);
        const res = await trx.deleteFrom('live_tvs').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
        return Number(res.numDeletedRows);
      });
    },
    async count(tenantId: number, kind?: number): Promise<number> {
      const q = db.selectFrom('live_tvs').where('tenant_id', '=', tenantId);
      return countRows(kind === undefined ? q : q.where('kind', '=', kind));
    },
    /** An enabled channel of the tenant with this domain (the public programme guide). */
    async publicChannel(domainName: string, id: number): Promise<(TvChannel & { tenantId: number }) | undefined> {
      const r = await db
        .selectFrom('live_tvs')
        .innerJoin('tenants', 'tenants.id', 'live_tvs.tenant_id')
        .selectAll('live_tvs')
        .where('tenants.domain_name', '=', domainName.trim().toLowerCase())
        .where('live_tvs.id', '=', id)
        .where('live_tvs.state', '=', 1)
        .where('tenants.status', '=', 1) // a disabled tenant is dark
        .executeTakeFirst();
      return r ? { ...toChannel(r), tenantId: r.tenant_id } : undefined;
    },
  };
}
