// Shop goods and their orders (docs/terminal.md): owns shop_goods and shop_orders. An order takes
// its stock by one conditional update, so goods are never oversold.
import { sql } from 'kysely';
import type { Goods, Order } from '../../shared/shop.js';
import type { Db } from '../db/schema.js';
import { insertId, pageWithTotal, updatedOne } from './sql-helpers.js';

/** Shop goods and their orders (owns shop_goods and shop_orders). */
export function shopRepo(db: Db) {
  return {
    async goodsPage(tenantId: number, pageIndex: number, pageSize: number): Promise<{ list: Goods[]; total: number }> {
      const base = db.selectFrom('shop_goods').where('tenant_id', '=', tenantId);
      const { rows, total } = await pageWithTotal(base, { pageIndex, pageSize }, (f) => f.select(['id', 'name', 'price', 'stock', 'sold']).orderBy('id'));
      return { list: rows.map((r) => ({ ...r, price: Number(r.price), stock: Number(r.stock), sold: Number(r.sold) })), total };
    },
    async goods(tenantId: number, id: number): Promise<Goods | undefined> {
      const r = await db.selectFrom('shop_goods').select(['id', 'name', 'price', 'stock', 'sold']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return r && { ...r, price: Number(r.price), stock: Number(r.stock), sold: Number(r.sold) };
    },
    async addGoods(tenantId: number, v: { name: string; price: number; stock: number }): Promise<number> {
      return insertId(db, 'shop_goods', { tenant_id: tenantId, name: v.name, price: v.price, stock: v.stock, sold: 0, created_at: Date.now() });
    },
    async restock(tenantId: number, id: number, add: number): Promise<boolean> {
      const r = await db.updateTable('shop_goods').set({ stock: sql`stock + ${add}` }).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * Takes `quantity` from the stock and records the order. The stock is taken by one
     * conditional update (stock >= quantity), so concurrent orders never oversell: the loser's
     * update matches no row and nothing is written. Run it inside app.transaction.
     */
    async placeOrder(tenantId: number, userId: number, goodsId: number, quantity: number): Promise<{ id: number; amount: number } | null> {
      const taken = await db
        .updateTable('shop_goods')
        .set({ stock: sql`stock - ${quantity}`, sold: sql`sold + ${quantity}` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', goodsId)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      if (!updatedOne(taken)) return null;
      const g = await db.selectFrom('shop_goods').select('price').where('id', '=', goodsId).executeTakeFirstOrThrow();
      const amount = Number(g.price) * quantity;
      const id = await insertId(db, 'shop_orders', { tenant_id: tenantId, goods_id: goodsId, user_id: userId, quantity, amount, created_at: Date.now() });
      return { id, amount };
    },
    async ordersPage(tenantId: number, pageIndex: number, pageSize: number): Promise<{ list: Order[]; total: number }> {
      const base = db.selectFrom('shop_orders').where('shop_orders.tenant_id', '=', tenantId);
      const { rows, total } = await pageWithTotal(base, { pageIndex, pageSize }, (f) =>
        f
          .leftJoin('shop_goods', 'shop_goods.id', 'shop_orders.goods_id')
          .leftJoin('users', 'users.id', 'shop_orders.user_id')
          .select(['shop_orders.id', 'shop_orders.goods_id', 'shop_orders.quantity', 'shop_orders.amount', 'shop_orders.created_at', 'shop_goods.name as goods_name', 'users.name as user_name'])
          .orderBy('shop_orders.id', 'desc'),
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          goodsId: r.goods_id,
          goodsName: r.goods_name ?? '',
          quantity: Number(r.quantity),
          amount: Number(r.amount),
          buyerName: r.user_name ?? '',
          createdAt: Number(r.created_at),
        })),
        total,
      };
    },
    async orderTotals(tenantId: number): Promise<{ count: number; amount: number }> {
      const r = await db
        .selectFrom('shop_orders')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount')])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return { count: Number(r.n), amount: Number(r.amount) };
    },
    /** Seeds the tenant's goods once (nothing when it has some). */
    async ensure(tenantId: number, rows: { name: string; price: number; stock: number }[]) {
      const has = await db.selectFrom('shop_goods').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
      if (has) return;
      for (const r of rows) await this.addGoods(tenantId, r);
    },
  };
}
