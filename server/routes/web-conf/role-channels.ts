// The caller's per-TV-channel rights (the programme editor disables saving on view-only channels).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';

export default async function roleChannelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/role/perms/channels',
    {
      schema: {
        tags: ['权限与菜单'],
        summary: '当前用户的电视频道权限：restricted 为 false 时所有频道可编辑；否则只能访问列出的频道（edit 可改节目单，view 只读）',
        response: {
          200: EnvelopeOf(
            Type.Object({
              restricted: Type.Boolean(),
              channels: Type.Array(Type.Object({ liveTvId: Type.Integer(), mode: Type.String({ description: 'edit | view' }) })),
            }),
          ),
          401: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const rights = await app.repos.roles.channelRightsOfUser(tenantId, userId);
      if (!rights) return ok({ restricted: false, channels: [] });
      return ok({ restricted: true, channels: [...rights].map(([liveTvId, mode]) => ({ liveTvId, mode })).sort((a, b) => a.liveTvId - b.liveTvId) });
    },
  );
}
