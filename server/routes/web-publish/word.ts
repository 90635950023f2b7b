// Word import: POST /api/web-publish/content/word2html (multipart .docx → sanitised HTML).
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { CONTENT_LIMITS, CONTENT_TYPES, WORD_LIMITS, WORD_MAX_BYTES } from '../../../shared/content.js';
import { wordPool } from '../../services/word-convert.js';
import { CONTENT_TEXTS as T } from '../../services/content-messages.js';
import { tags } from './content-schemas.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export default async function wordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: WORD_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 50 } });

  r.post(
    '/content/word2html',
    {
      bodyLimit: WORD_MAX_BYTES + 64 * 1024,
      config: { rights: CONTENT_TYPES.map((t) => t.path) },
      schema: {
        tags,
        summary: `Word 导入：上传 .docx（字段 file，不超过 ${WORD_MAX_BYTES / 1024 / 1024} MB），返回清洗后的 HTML 正文`,
        description:
          `解压前先读 zip 目录：解压后合计超过 ${WORD_LIMITS.uncompressedMaxBytes / 1024 / 1024} MB、单个部件超过 ${WORD_LIMITS.entryMaxBytes / 1024 / 1024} MB、` +
          `压缩比超过 ${WORD_LIMITS.ratioMax} 倍或部件超过 ${WORD_LIMITS.entriesMax} 个时直接拒绝（413），不解压。转换在独立的工作线程中进行，有内存与时间上限` +
          `（超出时 413）；每个进程同时转换的文件数有限，其余排队，排队已满时 503（Word 导入繁忙）。无法解析的文件 400。`,
        consumes: ['multipart/form-data'],
        response: {
          200: EnvelopeOf(Type.Object({ html: Type.String(), messages: Type.Array(Type.String()) })),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          413: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      who(request);
      if (!request.isMultipart()) throw badRequest(T.wordRequired);
      const part = await request.file();
      if (!part) throw badRequest(T.wordRequired);
      const named = /\.docx$/i.test(part.filename);
      if (!named || (part.mimetype !== DOCX_MIME && part.mimetype !== 'application/octet-stream')) {
        part.file.resume();
        throw badRequest(T.wordRequired);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated || size > WORD_MAX_BYTES) throw new AppError(413, 413, T.wordTooLarge);
      // The zip directory is checked here, the conversion runs in a worker (services/word-convert.ts).
      const { html, messages } = await wordPool(app).convert(Buffer.concat(chunks, size));
      if (html.length > CONTENT_LIMITS.bodyMax) throw badRequest(T.bodyTooLong);
      return ok({ html, messages }, T.wordImported);
    },
  );
}
