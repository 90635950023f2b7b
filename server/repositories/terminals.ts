import type { Terminal, TerminalKind } from '../../shared/shop.js';
import type { Db } from '../db/schema.js';

/** The tenant's terminals: mobile apps, shop terminals and special-topic publishing terminals. */
export function terminalsRepo(db: Db) {
  return {
    async page(tenantId: number, kind: TerminalKind, pageIndex: number, pageSize: number): Promise<{ list: Terminal[]; total: number }> {
      const base = db.selectFrom('terminals').where('tenant_id', '=', tenantId).where('kind', '=', kind);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset((pageIndex - 1) * pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
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
        total: Number(total.n),
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
