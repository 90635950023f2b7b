// The live view page's public channel information (GET live/view/info, no token: the opaque
// public id and a play address under the play key, never the push key; docs/security.md) and
// the staff's channel list for the live moderation panel.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { publicRoute, who } from '../../plugins/auth.js';
import { liveSocketPath } from '../../../shared/live-messages.js';
import { livePublicSecret, passagewayOfPublicId, publicIdOf, publicPlayUrl } from '../../services/live-public.js';
import { CHANNEL_TEXTS as C } from '../../services/channel-messages.js';

const tags = ['直播互动'];

const PublicChannel = Type.Object({
  publicId: Type.String({ description: '公开编号（不可枚举；/liveView?passagewayId= 使用它）' }),
  name: Type.String(),
  playUrl: Type.String({ description: '播放地址（.m3u8 为 HLS；使用播放密钥，不能用来推流）' }),
  liveMessageUrl: Type.String({ description: '直播消息套接字路径（ws/wss 随页面协议）' }),
});

const StaffChannel = Type.Object({ passagewayId: Type.Integer(), ...PublicChannel.properties });

/**
 * The live view's public channel information (no token: /liveView is reachable without one)
 * and the staff's channel list for the moderation panel. The public answer names the channel
 * by its opaque public id and gives a play address under the play key, never the push key
 * (docs/security.md).
 */
export default async function liveViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/live/view/info',
    publicRoute({
      tags,
      summary: '直播观看页的公开信息（无需令牌）：名称、播放地址、直播消息地址',
      description: 'passagewayId 为通道的公开编号（见 /live/view/channels 的 publicId），不是通道序号。',
      querystring: Type.Object({ passagewayId: Type.String({ minLength: 1, maxLength: 64, description: '通道公开编号' }) }),
      response: { 200: EnvelopeOf(PublicChannel), 400: ErrorEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const secret = await livePublicSecret(app);
      const id = passagewayOfPublicId(secret, request.query.passagewayId);
      const c = id ? await app.repos.liveChannels.publicChannel(id) : undefined;
      if (!c) throw notFound(C.notFound);
      const publicId = publicIdOf(secret, c.id);
      return ok({ publicId, name: c.name, playUrl: publicPlayUrl(secret, c), liveMessageUrl: liveSocketPath(publicId) });
    },
  );

  r.get(
    '/live/view/channels',
    {
      schema: {
        tags,
        summary: '本租户的直播通道（直播互动管理用），含观看页的公开编号',
        response: { 200: EnvelopeOf(Type.Array(StaffChannel)) },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const secret = await livePublicSecret(app);
      const rows = await app.repos.liveChannels.listWithServer(tenantId, 500);
      return ok(
        rows.map((c) => ({
          passagewayId: c.id,
          publicId: publicIdOf(secret, c.id),
          name: c.name,
          playUrl: publicPlayUrl(secret, c),
          liveMessageUrl: liveSocketPath(c.id),
        })),
      );
    },
  );
}
