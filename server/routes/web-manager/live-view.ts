import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { liveSocketPath } from '../../../shared/live-messages.js';

const tags = ['直播互动'];

/**
 * What a browser can play for a channel: the live server's HLS address of its stream (as the
 * channel detail's liveHlsPlayPath gives it), else an http(s) pull address, else nothing.
 */
export function playUrlOf(c: { pull_url: string; stream_key: string; host: string | null; http_port: number | null }): string {
  if (c.host && c.stream_key) return `http://${c.host}:${c.http_port ?? 80}/live/${encodeURIComponent(c.stream_key)}.m3u8`;
  return /^https?:\/\//i.test(c.pull_url) ? c.pull_url : '';
}

const PublicChannel = Type.Object({
  passagewayId: Type.Integer(),
  name: Type.String(),
  playUrl: Type.String({ description: '播放地址（.m3u8 为 HLS）' }),
  liveMessageUrl: Type.String({ description: '直播消息套接字路径（ws/wss 随页面协议）' }),
});

/**
 * The live view's public channel information (no token: /liveView is reachable without one)
 * and the staff's channel list for the moderation panel.
 */
export default async function liveViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  const channelQuery = () =>
    app.db
      .selectFrom('live_passageways')
      .leftJoin('live_servers', (j) => j.onRef('live_servers.id', '=', 'live_passageways.server_id').onRef('live_servers.tenant_id', '=', 'live_passageways.tenant_id'))
      .select([
        'live_passageways.id',
        'live_passageways.tenant_id',
        'live_passageways.name',
        'live_passageways.type',
        'live_passageways.pull_url',
        'live_passageways.stream_key',
        'live_servers.host',
        'live_servers.http_port',
      ]);

  r.get(
    '/live/view/info',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: '直播观看页的公开信息（无需令牌）：名称、播放地址、直播消息地址',
        querystring: Type.Object({ passagewayId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: EnvelopeOf(PublicChannel), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const c = await channelQuery().where('live_passageways.id', '=', request.query.passagewayId).executeTakeFirst();
      if (!c) throw notFound('直播通道不存在');
      return ok({ passagewayId: c.id, name: c.name, playUrl: playUrlOf(c), liveMessageUrl: liveSocketPath(c.id) });
    },
  );

  r.get(
    '/live/view/channels',
    {
      schema: {
        tags,
        summary: '本租户的直播通道（直播互动管理用）',
        response: { 200: EnvelopeOf(Type.Array(PublicChannel)) },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const rows = await channelQuery().where('live_passageways.tenant_id', '=', tenantId).orderBy('live_passageways.id').limit(500).execute();
      return ok(rows.map((c) => ({ passagewayId: c.id, name: c.name, playUrl: playUrlOf(c), liveMessageUrl: liveSocketPath(c.id) })));
    },
  );
}
