// The tenant's terminals (mobile apps, shop terminals, special-topic publishing terminals): owns
// terminals (migration 105-shop). docs/terminal.md.
import type { Terminal, TerminalKind } from '../../shared/shop.js';
import type { Db } from '../db/schema.js';
import { pageWithTotal } from './sql-helpers.js';

/** The tenant's terminals: mobile apps, shop terminals and special-topic publishing terminals. */
export function terminalsRepo(db: Db) {
  return {
    async page(tenantId: number, kind: TerminalKind, pageIndex: number, pageSize: number): Promise<{ list: Terminal[]; total: number }> {
      const base = db.selectFrom('terminals').where('tenant_id', '=', tenantId).where('kind', '=', kind);
      const { rows, total } = await pageWithTotal(base, { pageIndex, pageSize }, (f) => f.selectAll().orderBy('sort').orderBy('id'));
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as TerminalKind,
          client: r.client,
          platform: r.platform,
          version: r.version,
          online: r.online === 1,
          updatedAt: Number(r.updated_at),
        })),
        total,
      };
    },
    async count(tenantId: number): Promise<number> {
      const r = await db.selectFrom('terminals').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Seeds the tenant's terminals once (nothing when it has some). */
    async ensure(tenantId: number, rows: { kind: TerminalKind; client: string; platform: string; version: string; online: boolean }[]) {
      if ((await this.count(tenantId)) > 0) return;
      const now = Date.now();
      await db
        .insertInto('terminals')
        .values(rows.map((r, i) => ({ tenant_id: tenantId, kind: r.kind, client: r.client, platform: r.platform, version: r.version, online: r.online ? 1 : 0, sort: i, updated_at: now })))
        .execute();
    },
  };
}
