// A tenant's demo terminals and shop goods, seeded once when it has none (seed.ts).
import type { Repos } from '../plugins/repositories.js';

/** A tenant's terminals and a few goods (once; nothing when it has some). */
export async function seedShop(repos: Pick<Repos, 'terminals' | 'shop'>, tenantId: number): Promise<void> {
  await repos.terminals.ensure(tenantId, [
    { kind: 'app', client: '融媒体客户端', platform: 'Android', version: '3.8.1', online: true },
    { kind: 'app', client: '融媒体客户端', platform: 'iOS', version: '3.8.1', online: true },
    { kind: 'app', client: '融媒体小程序', platform: '微信小程序', version: '2.4.0', online: true },
    { kind: 'app', client: '移动网页版', platform: 'H5', version: '3.8.1', online: false },
    { kind: 'shop', client: '积分商城', platform: 'H5', version: '1.6.2', online: true },
    { kind: 'shop', client: '积分商城', platform: '微信小程序', version: '1.6.2', online: false },
    { kind: 'special', client: '专题发布', platform: '网站', version: '1.2.0', online: true },
    { kind: 'special', client: '专题发布', platform: 'APP', version: '1.2.0', online: true },
    { kind: 'special', client: '户外大屏', platform: 'LED', version: '1.0.3', online: false },
  ]);
  await repos.shop.ensure(tenantId, [
    { name: '台标帆布袋', price: 3900, stock: 50 },
    { name: '新闻主播签名台历', price: 2800, stock: 5 },
    { name: '限量纪念徽章', price: 1500, stock: 1 },
  ]);
}
