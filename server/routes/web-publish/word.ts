// Word import: POST /api/web-publish/content/word2html (multipart .docx → sanitised HTML).
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import mammoth from 'mammoth';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { CONTENT_LIMITS, CONTENT_TYPES, WORD_MAX_BYTES } from '../../../shared/content.js';
import { sanitizeBody } from '../../services/content-items.js';
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
        consumes: ['multipart/form-data'],
        response: {
          200: EnvelopeOf(Type.Object({ html: Type.String(), messages: Type.Array(Type.String()) })),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          413: ErrorEnvelope,
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
      let html: string;
      let messages: string[];
      try {
        const result = await mammoth.convertToHtml({ buffer: Buffer.concat(chunks, size) });
        html = sanitizeBody(result.value);
        messages = result.messages.map((m) => m.message).slice(0, 20);
      } catch {
        throw badRequest(T.wordUnreadable);
      }
      if (html.length > CONTENT_LIMITS.bodyMax) throw badRequest(T.bodyTooLong);
      return ok({ html, messages }, '导入成功');
    },
  );
}
