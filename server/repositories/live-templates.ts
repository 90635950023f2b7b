// Programme templates of TV channels: owns live_templates (migration 171). A template is a saved
// day's entries kept as JSON under a name unique per channel; applying one writes days through
// livePrograms (the owner of the programme tables), in one transaction.
import type { Db } from '../db/schema.js';
import type { ProgramRow } from './live-programs.js';
import { countRows, onPage } from './sql-helpers.js';

export interface TemplateRecord {
  id: number;
  tvId: number;
  name: string;
  fromDay: string;
  total: number;
  seconds: number;
  createdAt: number;
}

const LIST_COLUMNS = ['id', 'tv_id', 'name', 'from_day', 'total', 'seconds', 'created_at'] as const;

const toRecord = (r: { id: unknown; tv_id: unknown; name: string; from_day: string; total: unknown; seconds: unknown; created_at: unknown }): TemplateRecord => ({
  id: Number(r.id),
  tvId: Number(r.tv_id),
  name: r.name,
  fromDay: r.from_day,
  total: Number(r.total),
  seconds: Number(r.seconds),
  createdAt: Number(r.created_at),
});

export function liveTemplatesRepo(db: Db) {
  const ofTv = (tenantId: number, tvId: number) => db.selectFrom('live_templates').where('tenant_id', '=', tenantId).where('tv_id', '=', tvId);
  return {
    /** A channel's templates, newest first. */
    async page(tenantId: number, tvId: number, p: { pageIndex: number; pageSize: number }): Promise<{ list: TemplateRecord[]; total: number }> {
      const [rows, total] = await Promise.all([
        ofTv(tenantId, tvId).select([...LIST_COLUMNS]).orderBy('id', 'desc').$call(onPage(p)).execute(),
        countRows(ofTv(tenantId, tvId)),
      ]);
      return { list: rows.map(toRecord), total };
    },
    async count(tenantId: number, tvId: number): Promise<number> {
      return countRows(ofTv(tenantId, tvId));
    },
    /** Keeps `rows` under `name`; null when the channel already has a template of that name. */
    async add(tenantId: number, userId: number, tvId: number, name: string, fromDay: string, rows: ProgramRow[]): Promise<number | null> {
      const seconds = rows.reduce((n, r) => n + (r.end - r.start), 0);
      const row = await db
        .insertInto('live_templates')
        .values({
          tenant_id: tenantId,
          tv_id: tvId,
          name,
          from_day: fromDay,
          total: rows.length,
          seconds,
          entries: JSON.stringify(rows),
          created_at: Date.now(),
          created_by: userId,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'tv_id', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },
    /** The tenant's template with its entries, or undefined. */
    async get(tenantId: number, id: number): Promise<(TemplateRecord & { rows: ProgramRow[] }) | undefined> {
      const r = await db
        .selectFrom('live_templates')
        .select([...LIST_COLUMNS, 'entries'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { ...toRecord(r), rows: JSON.parse(r.entries) as ProgramRow[] } : undefined;
    },
    /** Every template of these channels (their removal; run it in the caller's transaction). */
    async removeOfTvs(tenantId: number, tvIds: number[]): Promise<void> {
      if (tvIds.length) await db.deleteFrom('live_templates').where('tenant_id', '=', tenantId).where('tv_id', 'in', tvIds).execute();
    },
    async remove(tenantId: number, id: number): Promise<boolean> {
      const res = await db.deleteFrom('live_templates').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
