// The hooks a live server calls (nginx-rtmp on_publish/on_play, SRS http_hooks), so that the
// play key of the console's play addresses works against a real live server and the push key is
// never part of a play address. How to configure each server: docs/live-hooks.md.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope } from '../../lib/envelope.js';
import { publicRoute } from '../../plugins/auth.js';
import { decidePlay, decidePublish, decideUnpublish, keyOf, type HookDecision } from '../../services/live-hook.js';
import { setSignal } from '../../services/live-signal.js';

const tags = ['直播通道'];
const Field = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** nginx-rtmp posts a form (call, app, name, the stream's query arguments); SRS posts JSON (action, app, stream, param). */
const HookBody = Type.Object({
  call: Field(32),
  action: Field(32),
  app: Field(128),
  name: Field(256),
  stream: Field(256),
  param: Field(1024),
  key: Field(256),
});

const Allowed = EnvelopeOf(Type.Object({ name: Type.String({ description: '发布或播放使用的流名称（播放密钥）' }) }));

const schema = (summary: string, description: string) => ({
  tags,
  summary,
  description,
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: HookBody,
  response: {
    200: Type.Object({ ...Allowed.properties, code: Type.Integer({ description: '0：允许（SRS 以 code 0 判定）' }) }),
    302: Type.Object({ ...Allowed.properties, code: Type.Integer({ description: '0：允许，并以 Location 中的播放密钥发布（nginx-rtmp）' }) }),
    400: ErrorEnvelope,
    403: ErrorEnvelope,
    404: ErrorEnvelope,
  },
});

function answer(reply: FastifyReply, d: HookDecision, name: string) {
  if (!d.allow) return reply.code(d.status).send({ code: d.status, msg: d.msg, data: null });
  // nginx-rtmp renames the published stream to the Location of a 3xx; SRS needs code 0.
  if (d.rename) return reply.code(302).header('location', d.rename).send({ code: 0, msg: d.msg, data: { name: d.rename } });
  return reply.code(200).send({ code: 0, msg: d.msg, data: { name } });
}

export default async function liveHookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * A hook's answer: the stream's name (nginx-rtmp's name, SRS's stream) decided on by `decide`;
   * an allowed channel's signal becomes `signal` when one is given (docs/signal.md).
   */
  async function hook(b: Static<typeof HookBody>, reply: FastifyReply, decide: typeof decidePlay, signal?: 'up' | 'down') {
    const name = (b.name ?? b.stream ?? '').trim();
    const d = await decide(app, { name, key: keyOf(b), canRename: !b.action });
    if (signal && d.allow && d.channel) await setSignal(app, d.channel.tenant_id, d.channel.id, signal);
    return answer(reply, d, name);
  }

  r.post(
    '/live/hook/on_publish',
    publicRoute(
      schema(
        '直播服务器推流回调（nginx-rtmp on_publish / SRS on_publish）',
        '以推流密钥推流（nginx-rtmp）：302，Location 为播放密钥，直播服务器以播放密钥发布；以“播放密钥?key=推流密钥”推流（SRS）：200、code 0；其他：403。',
      ),
    ),
    async (request, reply) => hook(request.body, reply, decidePublish, 'up'),
  );

  r.post(
    '/live/hook/on_unpublish',
    publicRoute(
      schema(
        '直播服务器推流结束回调（nginx-rtmp on_publish_done / SRS on_unpublish）',
        '流名称为某通道的播放密钥或推流密钥时 200、code 0，该通道记为无信号（docs/signal.md）；未知名称：404。',
      ),
    ),
    async (request, reply) => hook(request.body, reply, decideUnpublish, 'down'),
  );

  r.post(
    '/live/hook/on_play',
    publicRoute(schema('直播服务器播放回调（nginx-rtmp on_play / SRS on_play）', '流名称为某通道的播放密钥时 200、code 0；推流密钥或未知名称：404。')),
    async (request, reply) => hook(request.body, reply, decidePlay),
  );
}
