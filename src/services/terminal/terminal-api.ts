// The calls of terminals, shop, payments, big screens, lookups and calls (docs/terminal.md).
import type { Paged } from '../../../shared/api.js';
import type { CallLogin } from '../../../shared/call.js';
import type { Certification, City, Goods, Order, Recharge, Statistics, SystemConfig, Terminal, TerminalKind, Weather } from '../../../shared/shop.js';
import type { NewMediaBoard, OnAirBoard } from '../../../shared/screens.js';
import { get, postJson } from '../http.js';

export interface Page {
  pageIndex: number;
  pageSize: number;
}

export const getTerminals = (q: Page & { kind: TerminalKind }) => get<Paged<Terminal>>('/api/web-manager/terminal/page', q);
export const getGoods = (q: Page) => get<Paged<Goods>>('/api/web-manager/shop/goods/page', q);
export const getOrders = (q: Page) => get<Paged<Order>>('/api/web-manager/shop/order/page', q);
export const placeOrder = (b: { goodsId: number; quantity: number }) => postJson<{ id: number; amount: number; goods: Goods }>('/api/web-manager/shop/order/add', b);
export const getRecharges = (q: Page) => get<Paged<Recharge>>('/api/web-manager/pay/recharge/page', q);
export const getRecharge = (id: number) => get<Recharge>('/api/web-manager/pay/recharge/detail', { id });
export const createRecharge = (b: { amount: number }) => postJson<{ recharge: Recharge; payUrl: string }>('/api/web-manager/pay/recharge/create', b);
export const confirmSandbox = (b: { id: number }) => postJson<Recharge>('/api/web-manager/pay/sandbox/confirm', b);
export const getCertification = () => get<Certification>('/api/web-manager/pay/certification');
export const getStatistics = () => get<Statistics>('/api/statisticaldata');
export const getOnAirBoard = () => get<OnAirBoard>('/api/statisticaldata/onair');
export const getNewMediaBoard = () => get<NewMediaBoard>('/api/statisticaldata/newmedia');
export const getSystemConfig = () => get<SystemConfig>('/api/systemconfig');
export const getCities = () => get<{ enabled: boolean; list: City[] }>('/api/common/weather/city');
export const getWeather = (city: string) => postJson<Weather>('/api/city', { city });
export const callLogin = () => postJson<CallLogin>('/api/web-manager/call/login', {});
export const getCallUsers = () => get<{ id: number; name: string; account: string }[]>('/api/web-manager/call/users');
