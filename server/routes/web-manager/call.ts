// Audio/video calls (docs/terminal.md): the userSig our server issues for the call login, and the
// users one may invite (the tenant's enabled users). Signals go over the message socket.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { issueUserSig } from '../../services/call-relay.js';
import { CALL_PATH } from '../../../shared/call.js';

const tags = ['音视频通话'];

export default async function callRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/call/login',
    {
      config: { rights: [CALL_PATH] },
      schema: {
        tags,
        summary: '通话登录：签发 userSig（HMAC，12 小时有效）；信令经消息 socket 发送 {type:"call",to,sig,signal}，服务端只转发给本租户用户',
        response: { 200: EnvelopeOf(Type.Object({ userId: Type.Integer(), userSig: Type.String(), expiresAt: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      return ok(await issueUserSig(app, tenantId, userId));
    },
  );
  r.get(
    '/call/users',
    {
      config: { rights: [CALL_PATH] },
      schema: {
        tags,
        summary: '可邀请的用户（本租户启用的用户）',
        response: { 200: EnvelopeOf(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), account: Type.String() }))), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      return ok(await app.repos.users.active(tenantId, 500));
    },
  );
}
