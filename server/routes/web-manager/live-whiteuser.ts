// GET live/whiteuser/check (spec 001 §7): whether the caller is on the tenant's live white list
// (their roles give them the live area) and which kinds of channel they may programme.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CHANNEL_MONITOR_PATH, LIVE_KINDS } from '../../../shared/live-kinds.js';
import { EnvelopeOf, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { heldPaths } from '../../services/rights.js';

/** The live channel screen; holding it or a kind's list or the monitor puts a user on the live white list. */
const LIVE_CHANNELS_PATH = '/contentManagement/cloudLiveBroadcast/channel';

/**
 * GET live/whiteuser/check (spec 001 §7, no payload shown): whether the signed-in user is on the
 * tenant's live white list — a user whose roles give them the live area (the live channels, one
 * of the four programmed kinds or the channel monitor) — and which kinds they may programme.
 */
export default async function liveWhiteUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/live/whiteuser/check',
    {
      schema: {
        tags: ['直播通道'],
        summary: '当前用户是否在直播白名单中（角色给了云直播的通道、频道或通道监控页面），以及可编排的频道类别',
        response: {
          200: EnvelopeOf(
            Type.Object({
              white: Type.Boolean(),
              kinds: Type.Array(Type.Integer(), { description: '可管理的频道类别（6 电视，7 电台，8 活动，10 虚拟）' }),
              monitor: Type.Boolean({ description: '可打开通道监控' }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const held = await heldPaths(app, who(request));
      const kinds = LIVE_KINDS.filter((k) => held.has(k.path)).map((k) => k.kind);
      const monitor = held.has(CHANNEL_MONITOR_PATH);
      return ok({ white: kinds.length > 0 || monitor || held.has(LIVE_CHANNELS_PATH), kinds, monitor });
    },
  );
}
