// Terminals, shop, payments, big screens and lookups (docs/terminal.md): the types the server
// answers and the console reads, and the Chinese texts both show.

export type TerminalKind = 'app' | 'shop' | 'special';

export interface Terminal {
  id: number;
  kind: TerminalKind;
  /** The client the rows of one terminal share (merged into one cell in the list). */
  client: string;
  platform: string;
  version: string;
  online: boolean;
  updatedAt: number;
}

export interface Goods {
  id: number;
  name: string;
  /** Price in fen (1/100 yuan). */
  price: number;
  stock: number;
  sold: number;
}

export interface Order {
  id: number;
  goodsId: number;
  goodsName: string;
  quantity: number;
  amount: number;
  buyerName: string;
  createdAt: number;
}

export type RechargeStatus = 0 | 1 | 2;
export const RECHARGE_STATUS_NAMES: Record<RechargeStatus, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };

export interface Recharge {
  id: number;
  tradeNo: string;
  amount: number;
  status: RechargeStatus;
  statusName: string;
  provider: string;
  providerLabel: string;
  userName: string;
  createdAt: number;
  paidAt: number | null;
}

export interface Certification {
  tenantName: string;
  domainName: string;
  status: string;
  provider: string;
  providerLabel: string;
  merchantNo: string;
  certifiedAt: number;
  paidCount: number;
  paidAmount: number;
}

export interface Statistics {
  /** label → count for the tenant (content, releases, live channels, messages, files, …). */
  counters: Record<string, number>;
  /** Items waiting for review. */
  approveCount: number;
  orders: number;
  orderAmount: number;
  paidAmount: number;
  at: number;
}

export interface City {
  code: string;
  name: string;
}

/** One day's forecast of a city, as a weather provider gives it. */
export interface Forecast {
  city: string;
  weather: string;
  temperature: number;
  low: number;
  high: number;
  wind: string;
  day: string;
}

export interface Weather extends Forecast {
  enabled: boolean;
  provider: string;
}

export interface SystemConfig {
  version: string;
  title: string;
  statement: string;
  weatherEnabled: boolean;
  paymentProvider: string;
  paymentLabel: string;
}

export const SHOP_LIMITS = { nameMax: 64, priceMax: 100_000_000, stockMax: 1_000_000, quantityMax: 1000, rechargeMax: 10_000_000 } as const;

export const SHOP_TEXTS = {
  outOfStock: '库存不足，下单失败',
  goodsMissing: '商品不存在',
  badSignature: '支付回调签名错误',
  tradeMissing: '支付单不存在',
  tradeClosed: '支付单已关闭',
  amountMismatch: '支付金额与订单不一致',
  cityMissing: '城市不存在',
  sandboxLabel: '沙箱（离线模拟，不产生真实扣款）',
  weatherOff: '天气服务已关闭',
  ordered: '下单成功',
  paidInSandbox: '支付成功（沙箱）',
} as const;

/** The menu paths of this area (they are also the rights of its calls). */
export const SHOP_PATHS = {
  app: '/terminal/app/list',
  shop: '/terminal/shop/list',
  special: '/terminal/special/publish/list',
  certification: '/certificationDetails',
  recharge: '/rechargeRecord',
  payment: '/RechargePayment',
  screenList: '/screenList',
} as const;

/** The big screens: each a full-window board. `board` is what it shows: the tenant's figures, what
 *  is on air per channel, releases and reading (shared/screens.ts), or both boards. */
export const SCREENS = [
  { path: '/bigscreen', title: '融媒体数据大屏', board: 'figures' },
  { path: '/broadcast', title: '广播电视播出大屏', board: 'onAir' },
  { path: '/newMediaScreen', title: '新媒体传播大屏', board: 'newMedia' },
  { path: '/newMediaScreenXy', title: '新媒体传播大屏（县域版）', board: 'newMedia' },
  { path: '/mergeScreen', title: '融合指挥大屏', board: 'merge' },
] as const;

export const TERMINAL_KINDS: Record<TerminalKind, string> = { app: SHOP_PATHS.app, shop: SHOP_PATHS.shop, special: SHOP_PATHS.special };
