import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Terminals (app, shop, special-topic publishing), shop goods and orders, recharges paid through
// the payment provider (issue 17 part 4).
export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: any) => c.notNull().references('tenants.id').onDelete('cascade');
  await withId(db, db.schema.createTable('terminals').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('client', 'varchar(64)', notNull)
    .addColumn('platform', 'varchar(32)', notNull)
    .addColumn('version', 'varchar(32)', notNull)
    .addColumn('online', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('terminals_tenant').ifNotExists().on('terminals').columns(['tenant_id', 'kind']).execute();

  await withId(db, db.schema.createTable('shop_goods').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('price', 'integer', notNull)
    .addColumn('stock', 'integer', notNull)
    .addColumn('sold', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('shop_goods_tenant').ifNotExists().on('shop_goods').columns(['tenant_id']).execute();

  await withId(db, db.schema.createTable('shop_orders').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('goods_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('amount', big, notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('shop_orders_tenant').ifNotExists().on('shop_orders').columns(['tenant_id', 'goods_id']).execute();

  await withId(db, db.schema.createTable('recharges').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount', big, notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('provider', 'varchar(32)', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('paid_at', big)
    .execute();
  await db.schema.createIndex('recharges_tenant').ifNotExists().on('recharges').columns(['tenant_id', 'created_at']).execute();
}

export async function down(): Promise<void> {}
