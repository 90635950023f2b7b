// Recharges and the payment provider (docs/terminal.md): /api/web-manager/pay/.... The default
// provider is the offline sandbox (server/services/payments.ts): no real money moves.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { badRequest, found } from '../../lib/errors.js';
import { ById } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { currentProvider, handleNotice, newTradeNo, providerLabel, sandboxSign } from '../../services/payments.js';
import type { RechargeRow } from '../../repositories/recharges.js';
import { SHOP_LIMITS, SHOP_PATHS, SHOP_TEXTS } from '../../../shared/shop.js';
import { RechargeSchema, pageQuery } from './shop-schemas.js';

const tags = ['充值与支付'];
const RECORDS = [SHOP_PATHS.recharge, SHOP_PATHS.payment, SHOP_PATHS.certification];

const view = ({ tenantId: _t, ...r }: RechargeRow) => ({ ...r, providerLabel: providerLabel(r.provider) });

const Certification = Type.Object({
  tenantName: Type.String(),
  domainName: Type.String(),
  status: Type.String(),
  provider: Type.String(),
  providerLabel: Type.String(),
  merchantNo: Type.String(),
  certifiedAt: Type.Integer(),
  paidCount: Type.Integer(),
  paidAmount: Type.Integer(),
});

export default async function payRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/pay/recharge/create',
    {
      config: { rights: [SHOP_PATHS.payment] },
      schema: {
        tags,
        summary: '发起充值：生成支付单（待支付），返回支付提供方与支付地址（默认离线沙箱）',
        body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.rechargeMax, description: '金额（分）' }) }),
        response: { 200: EnvelopeOf(Type.Object({ recharge: RechargeSchema, payUrl: Type.String() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const provider = currentProvider();
      const tradeNo = newTradeNo();
      const id = await app.repos.recharges.create(tenantId, userId, { tradeNo, amount: request.body.amount, provider: provider.name });
      return ok({ recharge: view((await app.repos.recharges.byId(tenantId, id))!), payUrl: provider.payUrl(tradeNo) });
    },
  );

  r.get(
    '/pay/recharge/page',
    {
      config: { rights: RECORDS },
      schema: {
        tags,
        summary: '充值记录（新的在前）；status 0 待支付 / 1 已支付 / 2 已关闭',
        querystring: Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })), ...pageQuery }),
        response: { 200: EnvelopeOf(PageOf(RechargeSchema)), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const page = await app.repos.recharges.page(tenantId, q);
      return ok({ list: page.list.map(view), total: page.total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/pay/recharge/detail',
    { config: { rights: RECORDS }, ...queryCall(tags, '一笔充值', ById, RechargeSchema, errors) },
    async (request) => {
      const { tenantId } = who(request);
      const row = await found(app.repos.recharges.byId(tenantId, request.query.id), SHOP_TEXTS.tradeMissing);
      return ok(view(row));
    },
  );

  r.post(
    '/pay/sandbox/confirm',
    { config: { rights: [SHOP_PATHS.payment] }, ...bodyCall(tags, '沙箱支付：离线沙箱作为支付提供方签名并发送支付成功回调（与真实回调同一校验路径），不产生真实扣款', ById, RechargeSchema, errors) },
    async (request) => {
      const { tenantId } = who(request);
      const row = await found(app.repos.recharges.byId(tenantId, request.body.id), SHOP_TEXTS.tradeMissing);
      if (row.provider !== 'sandbox') throw badRequest(SHOP_TEXTS.tradeMissing);
      const notice = { tradeNo: row.tradeNo, amount: row.amount, status: 'SUCCESS' as const, nonce: randomBytes(8).toString('hex') };
      await handleNotice(app, { ...notice, sign: await sandboxSign(app, notice) });
      return ok(view((await app.repos.recharges.byId(tenantId, row.id))!), SHOP_TEXTS.paidInSandbox);
    },
  );

  r.get(
    '/pay/certification',
    {
      config: { rights: RECORDS },
      schema: { tags, summary: '认证详情：租户主体、收款方（支付提供方）与已支付汇总', response: { 200: EnvelopeOf(Certification), ...errors } },
    },
    async (request) => {
      const { tenantId } = who(request);
      const tenant = await found(app.repos.tenants.get(tenantId));
      const provider = currentProvider();
      const totals = await app.repos.recharges.totals(tenantId);
      return ok({
        tenantName: tenant.name,
        domainName: tenant.domain_name,
        status: tenant.status === 1 ? '已认证' : '已停用',
        provider: provider.name,
        providerLabel: provider.label,
        merchantNo: `SANDBOX-${String(tenantId).padStart(6, '0')}`,
        certifiedAt: Number(tenant.created_at),
        ...totals,
      });
    },
  );
}
