// Terminals, shop goods and orders (docs/terminal.md): /api/web-manager/terminal/... and
// /api/web-manager/shop/.... Orders never oversell: the stock is taken by one conditional update.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { conflict, notFound } from '../../lib/errors.js';
import { Id, Name } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { assertHolds } from '../../services/rights.js';
import { SHOP_LIMITS, SHOP_PATHS, SHOP_TEXTS, TERMINAL_KINDS } from '../../../shared/shop.js';
import { GoodsSchema, OrderSchema, TerminalSchema, pageQuery } from './shop-schemas.js';


const tags = ['终端与商城'];
const SHOP = [SHOP_PATHS.shop];
const ANY_TERMINAL = [SHOP_PATHS.app, SHOP_PATHS.shop, SHOP_PATHS.special];

export default async function terminalShopRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  /** A page of the shop's goods or orders (shop rights): the options for a page of `item`s… */
  const shopPageCall = <T extends TSchema>(summary: string, item: T) => ({
    config: { rights: SHOP },
    ...queryCall(tags, summary, Type.Object(pageQuery), PageOf(item), errors),
  });
  /** …and the handler that reads the page with `load`. */
  const shopPage =
    <P extends object>(load: (tenantId: number, pageIndex: number, pageSize: number) => Promise<P>) =>
    async (request: FastifyRequest & { query: { pageIndex: number; pageSize: number } }) => {
      const { tenantId } = who(request);
      const q = request.query;
      return ok({ ...(await load(tenantId, q.pageIndex, q.pageSize)), pageIndex: q.pageIndex, pageSize: q.pageSize });
    };

  r.get(
    '/terminal/page',
    {
      config: { rights: ANY_TERMINAL },
      schema: {
        tags,
        summary: '终端列表：app 移动应用 / shop 商城终端 / special 专题发布终端；同一客户端的行相邻（列表合并单元格）',
        querystring: Type.Object({ kind: Type.Union([Type.Literal('app'), Type.Literal('shop'), Type.Literal('special')]), ...pageQuery }),
        response: { 200: EnvelopeOf(PageOf(TerminalSchema)), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const q = request.query;
      // the menu of the kind asked for, not any terminal menu
      await assertHolds(app, auth, [TERMINAL_KINDS[q.kind]]);
      const page = await app.repos.terminals.page(tenantId, q.kind, q.pageIndex, q.pageSize);
      return ok({ ...page, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get('/shop/goods/page', shopPageCall('商品列表（价格单位：分）', GoodsSchema), shopPage(app.repos.shop.goodsPage));

  r.post(
    '/shop/goods/add',
    {
      config: { rights: SHOP },
      schema: {
        tags,
        summary: '新增商品',
        body: Type.Object({
          name: Name(SHOP_LIMITS.nameMax),
          price: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.priceMax }),
          stock: Type.Integer({ minimum: 0, maximum: SHOP_LIMITS.stockMax }),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const b = request.body;
      return ok({ id: await app.repos.shop.addGoods(tenantId, { name: b.name.trim(), price: b.price, stock: b.stock }) });
    },
  );

  r.post(
    '/shop/goods/restock',
    { config: { rights: SHOP }, ...bodyCall(tags, '补充库存', Type.Object({ id: Id(), stock: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.stockMax }) }), GoodsSchema, errors) },
    async (request) => {
      const { tenantId } = who(request);
      if (!(await app.repos.shop.restock(tenantId, request.body.id, request.body.stock))) throw notFound(SHOP_TEXTS.goodsMissing);
      return ok((await app.repos.shop.goods(tenantId, request.body.id))!);
    },
  );

  r.post(
    '/shop/order/add',
    {
      config: { rights: SHOP },
      schema: {
        tags,
        summary: '下单：库存不足时 409（库存不足，下单失败），不写入任何数据；并发下单不会超卖',
        body: Type.Object({ goodsId: Id(), quantity: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.quantityMax }) }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer(), amount: Type.Integer(), goods: GoodsSchema })), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { goodsId, quantity } = request.body;
      const placed = await app.transaction(async (tx) => {
        if (!(await tx.shop.goods(tenantId, goodsId))) throw notFound(SHOP_TEXTS.goodsMissing);
        return tx.shop.placeOrder(tenantId, userId, goodsId, quantity);
      });
      if (!placed) throw conflict(SHOP_TEXTS.outOfStock);
      return ok({ ...placed, goods: (await app.repos.shop.goods(tenantId, goodsId))! }, SHOP_TEXTS.ordered);
    },
  );

  r.get('/shop/order/page', shopPageCall('订单列表（新的在前）', OrderSchema), shopPage(app.repos.shop.ordersPage));
}
