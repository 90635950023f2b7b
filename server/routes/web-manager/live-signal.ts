// The live signal of the tenant's push channels (docs/signal.md): what the channel monitor shows
// before the socket's { liveSignal } frames tell it of each change.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { signalsOf } from '../../services/live-signal.js';

const tags = ['直播通道'];
const State = Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('unknown')], { description: 'up 有信号，down 无信号，unknown 尚未检测' });

export default async function liveSignalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/live/signal',
    {
      schema: {
        tags,
        summary: '直播通道信号状态',
        description:
          '本租户每个推流通道的信号：state up/down/unknown，since 为进入该状态的时间（毫秒，0 为从未检测）。checker.mode：dir（SIGNAL_HLS_DIR）、url（SIGNAL_HLS_URL）或 off（未配置，仅推流回调）；' +
          '变化时消息 socket 推送 { liveSignal: { passagewayId, state, since } }，有信号↔无信号时向直播通道、通道监控菜单的用户发送预警消息。',
        response: {
          200: EnvelopeOf(
            Type.Object({
              checker: Type.Object({ mode: Type.Union([Type.Literal('dir'), Type.Literal('url'), Type.Literal('pull'), Type.Literal('off')]), staleMs: Type.Integer() }),
              list: Type.Array(Type.Object({ passagewayId: Type.Integer(), state: State, since: Type.Integer() })),
            }),
          ),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await signalsOf(app, who(request).tenantId)),
  );
}
