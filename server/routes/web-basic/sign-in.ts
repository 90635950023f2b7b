// Sign-in by SMS code, by QR ticket and by account on the web (spec §7 "Login and user").
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORG_TEXTS, QR_LIMITS } from '../../../shared/org.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form, formCall } from '../../lib/call-options.js';
import { badRequest } from '../../lib/errors.js';
import { publicRoute, who } from '../../plugins/auth.js';
import { login } from '../../services/login.js';
import { confirmQrTicket, newQrTicket, pollQrTicket, sendSmsCode, signInWithSms } from '../../services/sign-in.js';
import { AccountLoginBody, SessionUserSchema } from './session-schemas.js';

const tags = ['登录与会话'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const MobileBody = Type.Object({
  domainName: Type.String({ minLength: 1, maxLength: 64 }),
  mobile: Type.String({ minLength: 1, maxLength: 32 }),
  code: Type.String({ minLength: 1, maxLength: 16 }),
});

/** The options of a public sign-in by form: its body, the signed-in session user as the answer. */
function signInCall<B extends TSchema>(summary: string, body: B, description?: string) {
  return publicRoute({ tags, summary, ...(description ? { description } : {}), consumes: form, body, response: { 200: EnvelopeOf(SessionUserSchema), ...errors } });
}

export default async function signInRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/sms/manager/login',
    publicRoute({
      tags,
      summary: '发送短信登录验证码（60 秒内不能重发，5 分钟有效，最多试 5 次）',
      description: '无论手机号是否属于该租户的用户，回答都相同；按手机号与地址限流（429）。',
      consumes: form,
      body: Type.Object({ domainName: Type.String({ minLength: 1, maxLength: 64 }), mobile: Type.String({ minLength: 1, maxLength: 32 }) }),
      response: { 200: EnvelopeOf(Type.Null()), ...errors },
    }),
    async (request) => {
      await sendSmsCode(app, { ...request.body, address: request.ip });
      return ok(null, ORG_TEXTS.smsSent);
    },
  );

  for (const url of ['/login/back/mobile', '/login/web/mobile']) {
    r.post(
      url,
      signInCall('手机号 + 短信验证码登录', MobileBody, '验证码错误、已用过、过期或试错超过 5 次时回答相同。'),
      async (request) => ok(await signInWithSms(app, { ...request.body, address: request.ip }), ORG_TEXTS.signedIn),
    );
  }

  r.post(
    '/login/web/account',
    signInCall('账号密码登录（网页端，同 login/back/remix）', AccountLoginBody),
    async (request) => ok(await login(app, { ...request.body, address: request.ip }), ORG_TEXTS.signedIn),
  );

  r.get(
    '/login/back/qrcode',
    publicRoute({
      tags,
      summary: `扫码登录：domainName 取新票据 { ticket, expiresIn }（同一地址每${QR_LIMITS.windowMs / 60_000}分钟最多${QR_LIMITS.perAddress}张，超出 429；过期票据随后从存储中删除）；ticket 查询状态 waiting | confirmed（仅一次，附登录信息）| expired`,
      querystring: Type.Object({
        domainName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
      }),
      response: {
        // a new ticket, or a ticket's status with, once confirmed, the signed-in user
        200: EnvelopeOf(Type.Partial(Type.Object({ ticket: Type.String(), expiresIn: Type.Integer(), status: Type.String(), ...SessionUserSchema.properties }))),
        ...errors,
      },
    }),
    async (request) => {
      const { ticket, domainName } = request.query;
      if (ticket) return ok(await pollQrTicket(app, ticket, request.ip));
      if (domainName) return ok(await newQrTicket(app, domainName, request.ip));
      throw badRequest(ORG_TEXTS.domainOrTicket);
    },
  );

  r.post(
    '/login/back/qrcode',
    formCall(tags, '已登录用户确认扫码登录票据（同一租户；只能确认一次，过期后拒绝）', Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) }), Type.Null(), errors),
    async (request) => {
      const { tenantId, userId } = who(request);
      await confirmQrTicket(app, tenantId, userId, request.body.ticket);
      return ok(null, ORG_TEXTS.signInConfirmed);
    },
  );
}
