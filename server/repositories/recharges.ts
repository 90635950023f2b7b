// Recharges paid through the payment provider (docs/terminal.md): owns recharges (migration
// 105-shop). Every function takes the tenant id first.
import { sql } from 'kysely';
import { RECHARGE_STATUS_NAMES, type RechargeStatus } from '../../shared/shop.js';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';
import type { Db } from '../db/schema.js';
import { countRows, insertId, onPage, updatedOne } from './sql-helpers.js';

export interface RechargeRow {
  id: number;
  tenantId: number;
  tradeNo: string;
  amount: number;
  status: RechargeStatus;
  statusName: string;
  provider: string;
  userName: string;
  createdAt: number;
  paidAt: number | null;
}

/** Recharges paid through the payment provider (owns recharges). */
export function rechargesRepo(db: Db) {
  const select = () =>
    db
      .selectFrom('recharges')
      .leftJoin('users', 'users.id', 'recharges.user_id')
      .select([
        'recharges.id',
        'recharges.tenant_id',
        'recharges.trade_no',
        'recharges.amount',
        'recharges.status',
        'recharges.provider',
        'recharges.created_at',
        'recharges.paid_at',
        'users.name as user_name',
      ]);
  type Raw = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toRow = (r: Raw): RechargeRow => ({
    id: r.id,
    tenantId: r.tenant_id,
    tradeNo: r.trade_no,
    amount: Number(r.amount),
    status: r.status as RechargeStatus,
    statusName: RECHARGE_STATUS_NAMES[r.status as RechargeStatus] ?? COMMON_MESSAGES.unknown,
    provider: r.provider,
    userName: r.user_name ?? '',
    createdAt: Number(r.created_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
  });
  return {
    async create(tenantId: number, userId: number, v: { tradeNo: string; amount: number; provider: string }): Promise<number> {
      return insertId(db, 'recharges', { tenant_id: tenantId, user_id: userId, trade_no: v.tradeNo, amount: v.amount, status: 0, provider: v.provider, created_at: Date.now(), paid_at: null });
    },
    async page(tenantId: number, q: { status?: number; pageIndex: number; pageSize: number }) {
      let base = db.selectFrom('recharges').where('tenant_id', '=', tenantId);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      let rows = select().where('recharges.tenant_id', '=', tenantId);
      if (q.status !== undefined) rows = rows.where('recharges.status', '=', q.status);
      const [list, total] = await Promise.all([
        rows.orderBy('recharges.id', 'desc').$call(onPage(q)).execute(),
        countRows(base),
      ]);
      return { list: list.map(toRow), total };
    },
    async byId(tenantId: number, id: number): Promise<RechargeRow | undefined> {
      const r = await select().where('recharges.tenant_id', '=', tenantId).where('recharges.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },
    /** The provider's callback knows only the trade number (it is unique across tenants). */
    async byTradeNoForCallback(tradeNo: string): Promise<RechargeRow | undefined> {
      const r = await select().where('recharges.trade_no', '=', tradeNo).executeTakeFirst();
      return r && toRow(r);
    },
    /** Pending → paid once; answers false when it was not pending (a repeated callback). */
    async markPaid(tenantId: number, id: number): Promise<boolean> {
      const r = await db.updateTable('recharges').set({ status: 1, paid_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 0).executeTakeFirst();
      return updatedOne(r);
    },
    async totals(tenantId: number): Promise<{ paidCount: number; paidAmount: number }> {
      const r = await db
        .selectFrom('recharges')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount')])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 1)
        .executeTakeFirstOrThrow();
      return { paidCount: Number(r.n), paidAmount: Number(r.amount) };
    },
  };
}
