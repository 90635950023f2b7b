import { describe, expect, it } from 'vitest';
import { sandboxSign } from '../../server/services/payments.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

// Terminals, shop goods and orders, recharges through the sandbox payment provider, lookups and
// live figures, with tenant isolation and concurrent orders.
describe.each(databases)('terminals, shop and payments (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server, 'other', '另一台');

  it('lists the tenant terminals by kind, the rows of one client together', async () => {
    const apps = await jsonCall(server, admin.token, 'GET', '/api/web-manager/terminal/page?kind=app&pageSize=10');
    expect(apps.code).toBe(200);
    expect(apps.data.total).toBe(4);
    expect(apps.data.list.slice(0, 2).map((t: { client: string }) => t.client)).toEqual(['融媒体客户端', '融媒体客户端']);
    const special = await jsonCall(server, admin.token, 'GET', '/api/web-manager/terminal/page?kind=special');
    expect(special.data.list.map((t: { platform: string }) => t.platform)).toEqual(['网站', 'APP', 'LED']);
    const bad = await jsonCall(server, admin.token, 'GET', '/api/web-manager/terminal/page?kind=tv');
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('终端类型');
  });

  it('a narrow user holding only the app list gets 403 on the shop and the special list', async () => {
    await makeUser(server, admin.token, { account: 'apponly', menus: [37, 38, 39] });
    const token = (await server.login('demo', 'apponly', 'Pass_1234')).token;
    expect((await jsonCall(server, token, 'GET', '/api/web-manager/terminal/page?kind=app')).code).toBe(200);
    expect((await jsonCall(server, token, 'GET', '/api/web-manager/terminal/page?kind=special')).status).toBe(403);
    expect((await jsonCall(server, token, 'GET', '/api/web-manager/shop/goods/page')).status).toBe(403);
  });

  it('orders take stock; out of stock is a 409 with nothing written; another tenant sees 404', async () => {
    const goods = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/shop/goods/page')).data.list;
    const badge = goods.find((g: { name: string }) => g.name === '限量纪念徽章');
    expect(badge.stock).toBe(1);
    const placed = await jsonCall(server, admin.token, 'POST', '/api/web-manager/shop/order/add', { goodsId: badge.id, quantity: 1 });
    expect(placed.code).toBe(200);
    expect(placed.data.amount).toBe(1500);
    expect(placed.data.goods).toMatchObject({ stock: 0, sold: 1 });
    const again = await jsonCall(server, admin.token, 'POST', '/api/web-manager/shop/order/add', { goodsId: badge.id, quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('库存不足，下单失败');
    const orders = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/shop/order/page')).data;
    expect(orders.total).toBe(1);
    expect(orders.list[0]).toMatchObject({ goodsName: '限量纪念徽章', quantity: 1, amount: 1500, buyerName: '管理员' });

    const theirs = await jsonCall(server, other.token, 'POST', '/api/web-manager/shop/order/add', { goodsId: badge.id, quantity: 1 });
    expect(theirs.status).toBe(404);
    expect(theirs.msg).toBe('商品不存在');
    expect((await jsonCall(server, other.token, 'POST', '/api/web-manager/shop/goods/restock', { id: badge.id, stock: 5 })).status).toBe(404);
    expect((await jsonCall(server, other.token, 'GET', '/api/web-manager/shop/order/page')).data.total).toBe(0);
    const zero = await jsonCall(server, admin.token, 'POST', '/api/web-manager/shop/order/add', { goodsId: badge.id, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.msg).toContain('购买数量');
  });

  it('concurrent orders never oversell', async () => {
    const added = await jsonCall(server, admin.token, 'POST', '/api/web-manager/shop/goods/add', { name: '并发测试商品', price: 100, stock: 5 });
    const id = added.data.id;
    const results = await Promise.all(Array.from({ length: 12 }, () => jsonCall(server, admin.token, 'POST', '/api/web-manager/shop/order/add', { goodsId: id, quantity: 1 })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const after = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/shop/goods/page?pageSize=100')).data.list.find((g: { id: number }) => g.id === id);
    expect(after).toMatchObject({ stock: 0, sold: 5 });
    const orders = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/shop/order/page?pageSize=100')).data.list.filter((o: { goodsId: number }) => o.goodsId === id);
    expect(orders).toHaveLength(5);
  });

  it('recharge through the sandbox: signed callback pays once; a bad signature is a 400 and writes nothing', async () => {
    const created = await jsonCall(server, admin.token, 'POST', '/api/web-manager/pay/recharge/create', { amount: 5000 });
    expect(created.code).toBe(200);
    const { recharge, payUrl } = created.data;
    expect(recharge).toMatchObject({ status: 0, statusName: '待支付', provider: 'sandbox' });
    expect(recharge.providerLabel).toContain('沙箱');
    expect(payUrl).toContain(recharge.tradeNo);

    const notice = { tradeNo: recharge.tradeNo, amount: 5000, status: 'SUCCESS' as const, nonce: 'abc123' };
    const forged = await jsonCall(server, undefined, 'POST', '/api/pay/notify', { ...notice, sign: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.msg).toBe('支付回调签名错误');
    const cheap = await jsonCall(server, undefined, 'POST', '/api/pay/notify', { ...notice, amount: 1, sign: await sandboxSign(server.app, { ...notice, amount: 1 }) });
    expect(cheap.status).toBe(400);
    expect(cheap.msg).toBe('支付金额与订单不一致');
    expect((await jsonCall(server, admin.token, 'GET', `/api/web-manager/pay/recharge/detail?id=${recharge.id}`)).data.status).toBe(0);

    const good = await jsonCall(server, undefined, 'POST', '/api/pay/notify', { ...notice, sign: await sandboxSign(server.app, notice) });
    expect(good.code).toBe(200);
    expect(good.data.status).toBe(1);
    const repeat = await jsonCall(server, undefined, 'POST', '/api/pay/notify', { ...notice, sign: await sandboxSign(server.app, notice) });
    expect(repeat.data.status).toBe(1);

    const second = (await jsonCall(server, admin.token, 'POST', '/api/web-manager/pay/recharge/create', { amount: 300 })).data.recharge;
    const confirmed = await jsonCall(server, admin.token, 'POST', '/api/web-manager/pay/sandbox/confirm', { id: second.id });
    expect(confirmed.data).toMatchObject({ status: 1, statusName: '已支付' });
    expect((await jsonCall(server, other.token, 'POST', '/api/web-manager/pay/sandbox/confirm', { id: second.id })).status).toBe(404);
    expect((await jsonCall(server, other.token, 'GET', `/api/web-manager/pay/recharge/detail?id=${second.id}`)).status).toBe(404);

    const page = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/pay/recharge/page')).data;
    expect(page.total).toBe(2);
    const cert = (await jsonCall(server, admin.token, 'GET', '/api/web-manager/pay/certification')).data;
    expect(cert).toMatchObject({ domainName: 'demo', status: '已认证', provider: 'sandbox', paidCount: 2, paidAmount: 5300 });
    expect((await jsonCall(server, other.token, 'GET', '/api/web-manager/pay/certification')).data.paidCount).toBe(0);
  });

  it('lookups, weather behind the tenant switch, review count, live figures, system config', async () => {
    expect((await jsonCall(server, admin.token, 'GET', '/api/common/directory/column_style')).data[0]).toEqual({ value: '1', label: '标题列表' });
    expect((await jsonCall(server, admin.token, 'GET', '/api/common/directory/release_style')).data.length).toBeGreaterThan(2);
    const cities = (await jsonCall(server, admin.token, 'GET', '/api/common/weather/city')).data;
    expect(cities.enabled).toBe(true);
    expect(cities.list.map((c: { name: string }) => c.name)).toContain('北京');
    const bj = await jsonCall(server, admin.token, 'POST', '/api/city', { city: '北京' });
    expect(bj.data).toMatchObject({ enabled: true, provider: 'offline', city: '北京' });
    expect(bj.data.high).toBeGreaterThanOrEqual(bj.data.low);
    expect((await jsonCall(server, admin.token, 'POST', '/api/city', { city: '火星' })).status).toBe(404);

    expect((await jsonCall(server, other.token, 'POST', '/api/web-conf/configuration/manager/add/30', { ZsCloudWeatherSwich: '0' })).code).toBe(200);
    expect((await jsonCall(server, other.token, 'GET', '/api/common/weather/city')).data).toEqual({ enabled: false, list: [] });
    expect((await jsonCall(server, other.token, 'POST', '/api/city', { city: '北京' })).data.enabled).toBe(false);
    expect((await jsonCall(server, other.token, 'GET', '/api/systemconfig')).data.weatherEnabled).toBe(false);

    expect((await jsonCall(server, admin.token, 'GET', '/api/webapprove/count')).data.count).toBeGreaterThanOrEqual(0);
    const stats = (await jsonCall(server, admin.token, 'GET', '/api/statisticaldata')).data;
    expect(stats.counters['终端']).toBe(9);
    expect(stats.counters['电视频道']).toBeGreaterThan(0);
    expect(stats.orders).toBeGreaterThanOrEqual(6);
    expect(stats.paidAmount).toBe(5300);
    const theirs = (await jsonCall(server, other.token, 'GET', '/api/statisticaldata')).data;
    expect(theirs.orders).toBe(0);
    expect(theirs.paidAmount).toBe(0);
    const conf = (await jsonCall(server, admin.token, 'GET', '/api/systemconfig')).data;
    expect(conf).toMatchObject({ version: '3.8.1', weatherEnabled: true, paymentProvider: 'sandbox' });
  });
});
