// Terminals, shop goods and orders, recharges (migration 105-shop).
import type { Generated } from 'kysely';

export interface TerminalTable {
  id: Generated<number>;
  tenant_id: number;
  /** 'app' | 'shop' | 'special' */
  kind: string;
  client: string;
  platform: string;
  version: string;
  online: number;
  sort: number;
  updated_at: number;
}

export interface ShopGoodsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** fen */
  price: number;
  stock: number;
  sold: number;
  created_at: number;
}

export interface ShopOrderTable {
  id: Generated<number>;
  tenant_id: number;
  goods_id: number;
  user_id: number;
  quantity: number;
  amount: number;
  created_at: number;
}

export interface RechargeTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  trade_no: string;
  amount: number;
  /** 0 pending, 1 paid, 2 closed */
  status: number;
  provider: string;
  created_at: number;
  paid_at: number | null;
}

declare module './schema.js' {
  interface Database {
    terminals: TerminalTable;
    shop_goods: ShopGoodsTable;
    shop_orders: ShopOrderTable;
    recharges: RechargeTable;
  }
}
