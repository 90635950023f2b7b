// The payment provider's callback (docs/terminal.md): POST /api/pay/notify, public (the provider
// has no session); the signature is the right. A bad signature → 400 and nothing written.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { handleNotice } from '../../services/payments.js';
import { NoticeSchema } from '../web-manager/shop-schemas.js';
import { publicRoute } from '../../plugins/auth.js';

export default async function payNotifyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/pay/notify',
    publicRoute({
      tags: ['充值与支付'],
      summary: '支付回调（支付提供方调用，无需登录）：签名为 HMAC-SHA256(amount&nonce&status&tradeNo)；签名错误 400，金额不符 400；重复回调不重复入账',
      body: NoticeSchema,
      response: { 200: EnvelopeOf(Type.Object({ tradeNo: Type.String(), status: Type.Integer() })), ...errors },
    }),
    async (request) => ok(await handleNotice(app, request.body)),
  );
}
