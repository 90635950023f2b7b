// Release columns per portal (web_columns), a tree by parent_id.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { WebColumnTable } from '../db/content-schema.js';
import { insertId } from './sql-helpers.js';

export type ColumnRow = Selectable<WebColumnTable> & { release_count?: number | string | null };

export function columnsRepo(db: Db) {
  return {
    async list(tenantId: number, portal?: string): Promise<ColumnRow[]> {
      let q = db
        .selectFrom('web_columns')
        .selectAll('web_columns')
        .select((eb) =>
          eb.selectFrom('releases').select((e) => e.fn.countAll<number>().as('n')).whereRef('releases.column_id', '=', 'web_columns.id').as('release_count'),
        )
        .where('web_columns.tenant_id', '=', tenantId);
      if (portal) q = q.where('web_columns.portal', '=', portal);
      return q.orderBy('web_columns.order_num').orderBy('web_columns.id').execute();
    },
    get(tenantId: number, id: number): Promise<ColumnRow | undefined> {
      return db
        .selectFrom('web_columns')
        .selectAll('web_columns')
        .select((eb) =>
          eb.selectFrom('releases').select((e) => e.fn.countAll<number>().as('n')).whereRef('releases.column_id', '=', 'web_columns.id').as('release_count'),
        )
        .where('web_columns.tenant_id', '=', tenantId)
        .where('web_columns.id', '=', id)
        .executeTakeFirst();
    },
    getMany(tenantId: number, ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('web_columns').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    },
    async insert(tenantId: number, c: { portal: string; parentId: number; name: string }, now = Date.now()): Promise<number> {
      const max = await db
        .selectFrom('web_columns')
        .select((eb) => eb.fn.max<number>('order_num').as('m'))
        .where('tenant_id', '=', tenantId)
        .where('portal', '=', c.portal)
        .where('parent_id', '=', c.parentId)
        .executeTakeFirst();
      return insertId(db, 'web_columns', { tenant_id: tenantId, portal: c.portal, parent_id: c.parentId, name: c.name, order_num: Number(max?.m ?? 0) + 1, created_at: now });
    },
    async update(tenantId: number, id: number, set: Partial<Pick<ColumnRow, 'name' | 'parent_id' | 'order_num'>>) {
      await db.updateTable('web_columns').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async childCount(tenantId: number, id: number): Promise<number> {
      const r = await db.selectFrom('web_columns').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('parent_id', '=', id).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('web_columns').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async count(tenantId: number): Promise<number> {
      const r = await db.selectFrom('web_columns').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
