// The chunked upload protocol (contract.md "Upload"). Chunks are numbered from 1.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, found } from '../../lib/errors.js';
import { cleanFileName } from '../../lib/storage.js';
import { who } from '../../plugins/auth.js';
import { toFileItem } from '../../services/library-items.js';
import { createLibraryFile } from '../../services/media-probe.js';
import { mediaKey } from '../../services/media-urls.js';
import {
  MAX_CHUNK_BYTES,
  MAX_CHUNKS,
  contiguous,
  keepUploadedChunk,
  maxChunks,
  mergeUpload,
  readChunkRequest,
  uploadedChunks,
  uploadExpireMs,
} from '../../services/upload-store.js';
import { uploadMessages } from '../../../shared/upload-texts.js';
import { UPLOAD_TEXTS as U } from '../../services/upload-messages.js';
import { ERROR_TEXTS, VALIDATION_TEXTS as V } from '../../lib/error-texts.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { MEDIA_TEXTS } from '../../services/media-messages.js';

const tags = ['文件上传'];
const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', maxLength: 32 });
const LibId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Name = Type.String({ minLength: 1, maxLength: 255 });

export default async function uploadRoutes(app: FastifyInstance) {
  // Multipart only for these routes, bounded: one chunk file and a few short fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_CHUNK_BYTES, files: 1, fields: 12, fieldSize: 2048, parts: 13, headerPairs: 50 },
  });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.uploads;

  const libraryOf = (tenantId: number, userId: number, fileLibId: number) => found(app.repos.libraries.uploadable(tenantId, userId, fileLibId), U.libraryNotFound);

  r.post(
    '/file/manager/check',
    {
      schema: {
        tags,
        summary: '上传前检查文件是否存在（秒传 / 断点续传 / 重名）',
        description:
          'fileResId > 0：本租户已存有该内容（秒传）；fileResId < 0：未存储，curChunk 为已连续存储的最高分片号（0 表示无）；fileResId = 0：该库中已有同名的另一文件。',
        consumes: form,
        body: Type.Object({ md5: Md5, fileLibId: LibId, fileObjName: Name }),
        response: { 200: EnvelopeOf(Type.Object({ fileResId: Type.Integer(), curChunk: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const md5 = request.body.md5.toLowerCase();
      const name = cleanFileName(request.body.fileObjName);
      await libraryOf(tenantId, userId, request.body.fileLibId);
      const content = await app.repos.fileContents.byMd5(tenantId, md5);
      const sameName = await app.repos.libraryFiles.named(tenantId, request.body.fileLibId, name);
      if (sameName.some((f) => f.content_id !== content?.id)) return ok({ fileResId: 0, curChunk: 0 });
      if (content) return ok({ fileResId: content.id, curChunk: 0 });
      const curChunk = contiguous(await uploadedChunks(app, tenantId, md5));
      if (curChunk > 0) await repo.touch(tenantId, md5, {});
      return ok({ fileResId: -1, curChunk });
    },
  );

  r.post(
    '/file/manager/chunk/check',
    {
      schema: {
        tags,
        summary: '检查某一分片是否已存储',
        consumes: form,
        body: Type.Object({
          chunkMd5: Md5,
          curChunk: Type.Integer({ minimum: 1, maximum: MAX_CHUNKS }),
          fileLibId: LibId,
          md5: Md5,
        }),
        response: { 200: EnvelopeOf(Type.Object({ exists: Type.Boolean() })), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const chunks = await uploadedChunks(app, tenantId, request.body.md5.toLowerCase());
      return ok({ exists: chunks.get(request.body.curChunk) === request.body.chunkMd5.toLowerCase() });
    },
  );

  r.post(
    '/file/manager/upload/chunk',
    {
      schema: {
        tags,
        summary: '上传一个分片（multipart）',
        description:
          `字段 chunkCount、chunkMd5、curChunk（从 1 开始）、fileLibId、md5、originalFileName、fileDesc、fileTagNames 与文件 file。分片不超过 ${MAX_CHUNK_BYTES} 字节；服务器边接收边计算 MD5，与 chunkMd5 不一致时拒绝且不写入；写入该上传的预分配文件中该片的位置（(curChunk−1)×分片大小）。同一分片再次上传：内容相同则不再写入，内容不同则拒绝（400）。服务器同时在内存中校验的分片数有上限（UPLOAD_MEMORY_MB），超出的请求排队等待，20 秒仍未轮到时返回 503（服务器繁忙，请稍后重试），控制台会退避后重试。`,
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeOf(Type.Object({ curChunk: Type.Integer(), size: Type.Integer() })), 400: ErrorEnvelope, 413: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = who(request);
      if (!request.isMultipart()) throw badRequest(U.multipartRequired);
      const { fields, received } = await readChunkRequest(app, request, reply);
      const md5 = (fields.md5 ?? '').toLowerCase();
      const chunkMd5 = (fields.chunkMd5 ?? '').toLowerCase();
      const curChunk = Number(fields.curChunk);
      const chunkCount = Number(fields.chunkCount);
      const fileLibId = Number(fields.fileLibId);
      if (!/^[0-9a-f]{32}$/.test(md5)) throw badRequest(V.format(fieldLabel('md5')));
      if (!/^[0-9a-f]{32}$/.test(chunkMd5)) throw badRequest(U.chunkMd5Invalid);
      if (!Number.isInteger(chunkCount) || chunkCount < 1 || chunkCount > MAX_CHUNKS) throw badRequest(V.range(fieldLabel('chunkCount')));
      if (!Number.isInteger(curChunk) || curChunk < 1 || curChunk > chunkCount) throw badRequest(V.range(fieldLabel('curChunk')));
      if (!Number.isInteger(fileLibId) || fileLibId < 1) throw badRequest(V.format(fieldLabel('fileLibId')));
      if (!received) throw badRequest(ERROR_TEXTS.required(U.chunkField));
      await libraryOf(tenantId, userId, fileLibId);
      if (received.md5 !== chunkMd5) throw badRequest(U.chunkMd5Mismatch(curChunk));
      if (chunkCount > maxChunks(app)) throw badRequest(U.tooManyChunks(maxChunks(app)));
      const fileName = cleanFileName(fields.originalFileName ?? '');
      // The row first: on S3 it carries the multipart id that every instance's parts join.
      await repo.touch(tenantId, md5, { chunkCount, fileName, libraryId: fileLibId, userId });
      await keepUploadedChunk(app, tenantId, md5, { n: curChunk, chunkCount, chunkMd5, bytes: received.pieces, fileName });
      return ok({ curChunk, size: received.size });
    },
  );

  r.post(
    '/fileChunk/merge',
    {
      schema: {
        tags,
        summary: '合并分片并校验整文件 MD5',
        description: '校验整文件 MD5（分片按序到达时已边收边算）；一致则把预分配文件改名存入（不复制）并返回 fileResId，不一致则拒绝并丢弃该上传的分片。重复调用或并发调用返回同一 fileResId。',
        consumes: form,
        body: Type.Object({ md5: Md5, fileName: Name, fileChunkNum: Type.Integer({ minimum: 1, maximum: MAX_CHUNKS }) }),
        response: { 200: EnvelopeOf(Type.Object({ fileResId: Type.Integer() })), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { md5, fileName, fileChunkNum } = request.body;
      const content = await mergeUpload(app, tenantId, md5.toLowerCase(), cleanFileName(fileName), fileChunkNum);
      return ok({ fileResId: content.id });
    },
  );

  r.post(
    '/file/manager/save',
    {
      schema: {
        tags,
        summary: '把已存储的内容登记到媒体库',
        consumes: form,
        body: Type.Object({
          fileLibId: LibId,
          fileObjName: Name,
          fileResId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          folderId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
          fileDesc: Type.Optional(Type.String({ maxLength: 1024, default: '' })),
          fileTagNames: Type.Optional(Type.String({ maxLength: 512, default: '' })),
        }),
        description: 'folderId（可选，0 或缺省为库的根目录）：登记到该库的这个文件夹（文件库页面上传到当前文件夹），不属于该库时返回 400。data 为媒体库文件记录（与 file/manager/page 的条目相同）；同一内容以同名重复登记时返回已有记录；库中已有同名的其他文件时返回 409。',
        response: { 200: EnvelopeOf(Type.Unknown({ description: '媒体库文件记录（fileId、fileName、fileResId、fileLibId、fileType、size、md5、duration、cover…）' })), 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { fileLibId, fileResId } = request.body;
      const name = cleanFileName(request.body.fileObjName);
      await libraryOf(tenantId, userId, fileLibId);
      const content = await found(app.repos.fileContents.byId(tenantId, fileResId), MEDIA_TEXTS.resourceNotFound);
      // a repeated save of the same content under the same name answers the same record
      const existing = (await app.repos.libraryFiles.named(tenantId, fileLibId, name)).find((f) => f.content_id === content.id);
      if (existing) {
        const full = await app.repos.libraryFiles.get(tenantId, userId, existing.id);
        if (full) return ok(toFileItem(await mediaKey(app), full), uploadMessages.success);
      }
      const item = await createLibraryFile(app, tenantId, userId, {
        fileLibId,
        fileResId: content.id,
        fileName: name,
        folderId: request.body.folderId ?? 0,
        fileDesc: request.body.fileDesc ?? '',
        fileTagNames: request.body.fileTagNames ?? '',
      });
      return ok(item, uploadMessages.success);
    },
  );

  r.post(
    '/file/manager/upload/check',
    {
      schema: {
        tags,
        summary: '上传前的能力检查（分片上限、未完成上传的保留时间）',
        consumes: form,
        body: Type.Object({ fileLibId: Type.Optional(LibId) }),
        response: {
          200: EnvelopeOf(Type.Object({ allowed: Type.Boolean(), maxChunkSize: Type.Integer(), maxChunks: Type.Integer(), expireHours: Type.Number() })),
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (request.body?.fileLibId) await libraryOf(tenantId, userId, request.body.fileLibId);
      return ok({ allowed: true, maxChunkSize: MAX_CHUNK_BYTES, maxChunks: maxChunks(app), expireHours: uploadExpireMs() / 3_600_000 });
    },
  );
}
