// TypeBox schemas of the terminal, shop and payment calls (docs/terminal.md).
import { Type } from '@fastify/type-provider-typebox';
import { Paging } from '../../lib/strict-schema.js';

export const pageQuery = Paging(10, 100);

export const TerminalSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('app'), Type.Literal('shop'), Type.Literal('special')]),
  client: Type.String(),
  platform: Type.String(),
  version: Type.String(),
  online: Type.Boolean(),
  updatedAt: Type.Integer(),
});

export const GoodsSchema = Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Integer(), stock: Type.Integer(), sold: Type.Integer() });

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  goodsId: Type.Integer(),
  goodsName: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Integer(),
  buyerName: Type.String(),
  createdAt: Type.Integer(),
});

export const RechargeSchema = Type.Object({
  id: Type.Integer(),
  tradeNo: Type.String(),
  amount: Type.Integer(),
  status: Type.Integer(),
  statusName: Type.String(),
  provider: Type.String(),
  providerLabel: Type.String(),
  userName: Type.String(),
  createdAt: Type.Integer(),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
});

export const NoticeSchema = Type.Object({
  tradeNo: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9]+$' }),
  amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
  nonce: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9]+$' }),
  sign: Type.String({ minLength: 1, maxLength: 128 }),
});
