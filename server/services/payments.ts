// The payment provider seam (docs/terminal.md). A provider creates a payment for a trade number
// and verifies the signed callback it later sends. The only provider built in is the offline
// sandbox: no money moves; "paying" is a button on /RechargePayment that makes the sandbox send
// its signed callback through the same verification as a real provider's. A real provider
// (WeChat Pay, Alipay) implements PaymentProvider and is chosen here.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SHOP_TEXTS } from '../../shared/shop.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';

export interface PaymentNotice {
  tradeNo: string;
  amount: number;
  status: 'SUCCESS' | 'FAIL';
  nonce: string;
  sign: string;
}

export interface PaymentProvider {
  name: string;
  label: string;
  /** Where the payer goes to pay (the sandbox's own page). */
  payUrl(tradeNo: string): string;
  /** True when the notice's signature is the provider's. */
  verify(app: FastifyInstance, notice: PaymentNotice): Promise<boolean>;
}

async function sandboxKey(app: FastifyInstance): Promise<Buffer> {
  return createHmac('sha256', await app.repos.mediaKeys.secret()).update('payment-sandbox').digest();
}

export function noticeText(n: Omit<PaymentNotice, 'sign'>): string {
  return `amount=${n.amount}&nonce=${n.nonce}&status=${n.status}&tradeNo=${n.tradeNo}`;
}

/** The sandbox's signature of a notice (exported for its "pay" button and the tests). */
export async function sandboxSign(app: FastifyInstance, n: Omit<PaymentNotice, 'sign'>): Promise<string> {
  return createHmac('sha256', await sandboxKey(app)).update(noticeText(n)).digest('hex');
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  label: SHOP_TEXTS.sandboxLabel,
  payUrl: (tradeNo) => `/RechargePayment?tradeNo=${encodeURIComponent(tradeNo)}`,
  async verify(app, notice) {
    const want = Buffer.from(await sandboxSign(app, notice), 'hex');
    const have = /^[0-9a-f]{64}$/.test(notice.sign) ? Buffer.from(notice.sign, 'hex') : Buffer.alloc(0);
    return have.length === want.length && timingSafeEqual(have, want);
  },
};

const providers: Record<string, PaymentProvider> = { sandbox: sandboxProvider };

/** The provider new payments use. */
export function currentProvider(): PaymentProvider {
  return sandboxProvider;
}

export function providerLabel(name: string): string {
  return providers[name]?.label ?? name;
}

export function newTradeNo(): string {
  return `R${Date.now()}${randomBytes(6).toString('hex')}`;
}

/**
 * Handles a provider's callback: the signature must be the provider's (else 400, nothing
 * written), the amount must match, and a trade is marked paid once (a repeated notice is fine).
 */
export async function handleNotice(app: FastifyInstance, notice: PaymentNotice): Promise<{ tradeNo: string; status: number }> {
  const row = await app.repos.recharges.byTradeNoForCallback(notice.tradeNo);
  const provider = row && providers[row.provider];
  if (!row || !provider) throw notFound(SHOP_TEXTS.tradeMissing);
  if (!(await provider.verify(app, notice))) throw badRequest(SHOP_TEXTS.badSignature);
  if (notice.amount !== row.amount) throw badRequest(SHOP_TEXTS.amountMismatch);
  if (row.status === 2) throw conflict(SHOP_TEXTS.tradeClosed);
  if (notice.status === 'SUCCESS' && row.status === 0) await app.repos.recharges.markPaid(row.tenantId, row.id);
  const after = await app.repos.recharges.byId(row.tenantId, row.id);
  return { tradeNo: row.tradeNo, status: after?.status ?? row.status };
}
