// file/manager/redirect/{fileObjId}/{downType} (token) → 302 to a signed media URL; the signed
// URL serves the bytes with HTTP range support and needs no token (media-urls.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { forbidden, found, notFound } from '../../lib/errors.js';
import type { StoredObject } from '../../lib/object-store.js';
import { who } from '../../plugins/auth.js';
import { mediaKey, signedMediaUrl, verifyMediaUrl, MEDIA_VARIANTS, type MediaVariant } from '../../services/media-urls.js';
import { parseRange } from '../../services/range.js';
import { assertMayOpenFile } from '../../services/file-rights.js';
import { tenantIsLive } from '../../services/tenant-live.js';
import { Id } from './media-params.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';

const tags = ['文件管理'];
const DOWN_TYPES: Record<number, MediaVariant> = { 1: 'cover', 2: 'file', 3: 'low' };

export default async function mediaServeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/file/manager/redirect/:fileObjId/:downType',
    {
      config: { tokenInQuery: true },
      schema: {
        tags,
        summary: '文件地址跳转：downType 1 封面、2 资源、3 预览（302 到短期签名地址）',
        description:
          '令牌可放在 token 请求头或 ?token= 参数中；跳转后的签名地址无需令牌，支持 Range 请求。文件须在调用者可见的文件库中（否则 404），且调用者须有文件库（或水印、节目单、配置中心）菜单，否则 403；用户头像与租户品牌图片（配置中心的图片设置）对本租户所有登录用户开放。',
        params: Type.Object({ fileObjId: Id, downType: Type.Integer({ minimum: 1, maximum: 3 }) }),
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = who(request);
      const { fileObjId, downType } = request.params;
      const f = await found(app.repos.libraryFiles.get(tenantId, userId, fileObjId), T.fileNotFound);
      await assertMayOpenFile(app, who(request), fileObjId);
      const variant = DOWN_TYPES[downType]!;
      if (variant === 'cover' && !f.cover_path && f.file_type !== 3) throw notFound(T.noCover);
      const servedVariant = variant === 'cover' && !f.cover_path ? 'file' : variant;
      reply.header('cache-control', 'no-store');
      return reply.redirect(signedMediaUrl(await mediaKey(app), f.content_id, servedVariant), 302);
    },
  );

  // GET and HEAD declared together: fastify's automatic HEAD route would read a whole stream to drop it.
  r.route({
    method: ['GET', 'HEAD'],
    url: '/media/:contentId/:variant',
    config: { auth: 'none' },
    schema: {
      tags,
      summary: '媒体内容（签名地址，支持 Range：首字节、区间、后缀 bytes=-N；无效区间 416）',
      params: Type.Object({ contentId: Id, variant: Type.Union(MEDIA_VARIANTS.map((v) => Type.Literal(v))) }),
      querystring: Type.Object({ e: Type.Integer({ minimum: 0, maximum: 1e11 }), s: Type.String({ minLength: 10, maxLength: 64 }) }),
    },
    handler: async (request, reply) => {
      const { contentId, variant } = request.params;
      const { e, s } = request.query;
      if (!verifyMediaUrl(await mediaKey(app), contentId, variant, e, s)) throw forbidden(T.linkExpired);
      const c = await found(app.repos.fileContents.bySignedId(contentId), T.fileNotFound);
      if (!(await tenantIsLive(app, c.tenant_id))) throw notFound(T.fileNotFound); // a disabled tenant is dark
      const isCover = variant === 'cover';
      const rel = isCover ? c.cover_path : c.storage_path;
      if (!rel) throw notFound(T.noCover);
      // Local disk or S3 alike: the object's size and date, then only the asked range is read.
      const stat = await found(app.store.stat(rel), T.contentNotFound);
      return sendFile(request, reply, (range) => app.store.read(rel, range), stat, {
        mime: isCover ? 'image/jpeg' : c.mime,
        etag: `"${c.md5}${isCover ? '-c' : ''}"`,
        expiresAt: e * 1000,
      });
    },
  });
}

/** Sends a file (or one byte range of it) with validators, as browsers' media players expect. */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  open: (range: { start: number; end: number }) => Promise<Readable>,
  stat: StoredObject,
  o: { mime: string; etag: string; expiresAt: number },
) {
  const size = stat.size;
  const maxAge = Math.max(0, Math.floor((o.expiresAt - Date.now()) / 1000));
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', o.mime)
    .header('etag', o.etag)
    .header('last-modified', stat.mtime.toUTCString())
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  if (request.headers['if-none-match'] === o.etag) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== o.etag && ifRange !== stat.mtime.toUTCString() ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, size);
  if (range === 'invalid') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ code: 416, msg: ERROR_TEXTS.rangeInvalid, data: null });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  reply.code(range ? 206 : 200).header('content-length', String(length));
  if (range) reply.header('content-range', `bytes ${start}-${end}/${size}`);
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(await open({ start, end }));
}
