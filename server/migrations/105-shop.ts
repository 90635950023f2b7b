// Terminals (app, shop, special-topic publishing), shop goods and orders, recharges paid through
// the payment provider.
import type { Kysely } from 'kysely';
import { big, createTenantTable, nullable, unique } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'terminals', {
    columns: {
      kind: 'varchar(16)',
      client: 'varchar(64)',
      platform: 'varchar(32)',
      version: 'varchar(32)',
      online: 'integer',
      sort: 'integer',
      updated_at: big,
    },
    indexes: { terminals_tenant: ['tenant_id', 'kind'] },
  });

  await createTenantTable(db, 'shop_goods', {
    columns: { name: 'varchar(64)', price: 'integer', stock: 'integer', sold: 'integer', created_at: big },
    indexes: { shop_goods_tenant: ['tenant_id'] },
  });

  await createTenantTable(db, 'shop_orders', {
    columns: { goods_id: 'integer', user_id: 'integer', quantity: 'integer', amount: big, created_at: big },
    indexes: { shop_orders_tenant: ['tenant_id', 'goods_id'] },
  });

  await createTenantTable(db, 'recharges', {
    columns: {
      user_id: 'integer',
      trade_no: unique('varchar(64)'),
      amount: big,
      status: 'integer',
      provider: 'varchar(32)',
      created_at: big,
      paid_at: nullable(big),
    },
    indexes: { recharges_tenant: ['tenant_id', 'created_at'] },
  });
}

export async function down(): Promise<void> {}
