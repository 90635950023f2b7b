// POST /api/web-manager/file/manager/watermark: a watermark on a library image or video, as a
// preview picture (preview 1) or as a new rendition stored next to the original.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORG_TEXTS } from '../../../shared/org.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest, found, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { toWatermark } from '../../repositories/watermarks.js';
import { applyWatermark, previewWatermark } from '../../services/watermark-render.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';

export default async function fileWatermarkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/file/manager/watermark',
    {
      schema: {
        tags: ['水印'],
        summary: '给文件库中的图片或视频加水印：preview=1 只返回预览图（data URL），否则另存为新文件',
        description: '不指定 watermarkId 时使用本租户的默认水印。视频需要服务器安装 ffmpeg。',
        body: Type.Object({
          fileId: Type.Integer({ minimum: 1 }),
          watermarkId: Type.Optional(Type.Integer({ minimum: 1 })),
          preview: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              previewUrl: Type.Optional(Type.String()),
              fileId: Type.Optional(Type.Integer()),
              fileName: Type.Optional(Type.String()),
            }),
          ),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { fileId, watermarkId, preview } = request.body;
      const row = watermarkId ? await app.repos.watermarks.get(tenantId, watermarkId) : await app.repos.watermarks.getDefault(tenantId);
      if (!row) throw watermarkId ? notFound(ORG_TEXTS.watermarkNotFound) : badRequest(T.watermarkRequired);
      if (row.status !== 1) throw badRequest(T.watermarkDisabled);
      const file = await found(app.repos.libraryFiles.get(tenantId, userId, fileId), T.fileNotFound);
      const w = toWatermark(row);
      if (preview === 1) return ok({ previewUrl: await previewWatermark(app, tenantId, userId, w, file) });
      const stored = await applyWatermark(app, tenantId, userId, w, file);
      return ok({ fileId: stored.fileId, fileName: stored.fileName }, T.watermarked);
    },
  );
}
