// Attachments of a public contribution (no account): an upload ticket per tenant and address,
// then the chunked protocol under it (services/audience-uploads.ts). Images ≤ 20 MB and videos
// ≤ 500 MB, their type read from the bytes; at most CONTRIBUTION_LIMITS.files per ticket.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { AUDIENCE_MAX_CHUNKS, issueTicket, keepAudienceChunk, mergeAudienceUpload } from '../../services/audience-uploads.js';
import { publicTenant } from '../../services/contributions.js';
import { readChunkRequest } from '../../services/upload-store.js';
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_LIMITS as L } from '../../../shared/contributions.js';
import { uploadMessages } from '../../../shared/upload-texts.js';
import { UPLOAD_TEXTS } from '../../services/upload-messages.js';
import { ERROR_TEXTS, VALIDATION_TEXTS as V } from '../../lib/error-texts.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { AudienceParams as params } from './contribution-schemas.js';
import { publicRoute } from '../../plugins/auth.js';

const tags = ['公开页面'];
const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', maxLength: 32 });
const Ticket = Type.String({ pattern: '^[0-9a-f]{48}$', maxLength: 48, description: '上传凭证' });
const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope };

export default async function audienceUploadRoutes(app: FastifyInstance) {
  // Multipart only here, bounded: one chunk of at most chunkBytes and a few short fields.
  await app.register(multipart, { limits: { fileSize: U.chunkBytes, files: 1, fields: 8, fieldSize: 256, parts: 9, headerPairs: 50 } });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/audience/:domain/upload/ticket',
    publicRoute({
      tags,
      summary: `网友投稿附件的上传凭证（无需登录；${U.ticketMs / 3_600_000} 小时内有效，最多 ${L.files} 个文件；同一地址每小时最多 ${U.ticketsPerAddress} 个）`,
      params,
      response: {
        200: EnvelopeOf(
          Type.Object({
            ticket: Type.String(),
            expiresAt: Type.Number(),
            maxFiles: Type.Integer(),
            chunkBytes: Type.Integer(),
            imageBytes: Type.Integer(),
            videoBytes: Type.Integer(),
          }),
        ),
        ...errors,
      },
    }),
    async (request) => ok(await issueTicket(app, await publicTenant(app, request.params.domain), request.ip)),
  );

  r.post(
    '/audience/:domain/upload/chunk',
    publicRoute({
      tags,
      summary: '上传网友投稿附件的一个分片（multipart，无需登录）',
      description: `字段 ticket、md5、chunkMd5、curChunk（从 1 开始，依次上传）、chunkCount 与文件 file。除最后一片外每片恰好 ${U.chunkBytes} 字节；第一片须是图片（JPG、PNG、GIF、WebP）或视频（MP4、MOV、WebM）的开头。`,
      consumes: ['multipart/form-data'],
      params,
      response: { 200: EnvelopeOf(Type.Object({ curChunk: Type.Integer(), size: Type.Integer() })), ...errors, 503: ErrorEnvelope },
    }),
    async (request, reply) => {
      const tenantId = await publicTenant(app, request.params.domain);
      if (!request.isMultipart()) throw badRequest(UPLOAD_TEXTS.multipartRequired);
      const { fields, received } = await readChunkRequest(app, request, reply);
      if (!received) throw badRequest(ERROR_TEXTS.required(UPLOAD_TEXTS.chunkField));
      const md5 = (fields.md5 ?? '').toLowerCase();
      if (!/^[0-9a-f]{32}$/.test(md5)) throw badRequest(V.format(fieldLabel('md5')));
      return ok(
        await keepAudienceChunk(app, tenantId, fields.ticket ?? '', {
          md5,
          chunkMd5: (fields.chunkMd5 ?? '').toLowerCase(),
          curChunk: Number(fields.curChunk),
          chunkCount: Number(fields.chunkCount),
          bytes: received.bytes,
          receivedMd5: received.md5,
        }),
      );
    },
  );

  r.post(
    '/audience/:domain/upload/merge',
    publicRoute({
      tags,
      summary: '合并网友投稿附件的分片（无需登录；校验整文件 MD5、按内容判断类型：图片不超过 20MB，视频不超过 500MB）',
      params,
      body: Type.Object({
        ticket: Ticket,
        md5: Md5,
        fileName: Type.String({ minLength: 1, maxLength: 255 }),
        chunkCount: Type.Integer({ minimum: 1, maximum: AUDIENCE_MAX_CHUNKS }),
      }),
      response: {
        200: EnvelopeOf(Type.Object({ fileId: Type.Integer(), fileName: Type.String(), fileType: Type.Integer({ description: '1 视频，3 图片' }), size: Type.Integer() })),
        ...errors,
      },
    }),
    async (request) => {
      const tenantId = await publicTenant(app, request.params.domain);
      return ok(await mergeAudienceUpload(app, tenantId, request.body), uploadMessages.success);
    },
  );
}
