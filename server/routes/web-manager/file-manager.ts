// Library files: page, detail, rename, move, copy, delete into the recycle bin, tags; the recycle
// bin: page, restore, delete for good, clear. Items: see services/library-items.ts (FileItem).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { conflict, found, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import type { FileWithContent } from '../../repositories/library-files.js';
import { toFileItem } from '../../services/library-items.js';
import { cleanTagNames } from '../../services/media-probe.js';
import { mediaKey } from '../../services/media-urls.js';
import { DisplayName, Id, Ids, Keyword, OptId, PageIndex, PageSize, displayName, freeName, parseIds } from './media-params.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';

const tags = ['文件管理'];
const SHAREFLAG_KIND = { 1: 'public', 2: 'private', 3: 'group' } as const;

export default async function fileManagerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { libraryFiles: files, libraries: libs, folders } = app.repos;

  const items = async (list: FileWithContent[]) => {
    const key = await mediaKey(app);
    const now = Date.now();
    return list.map((f) => toFileItem(key, f, now));
  };

  /** Every id must be a live (or recycled) file the caller may see; otherwise nothing is done. */
  async function own(tenantId: number, userId: number, ids: number[], recycled = false) {
    const owned = await files.getMany(tenantId, userId, ids, recycled);
    if (owned.length !== ids.length) throw notFound(T.fileNotFound);
    return owned;
  }

  /** The target library (and folder) of a move or copy. */
  async function target(tenantId: number, userId: number, fileLibId: number, folderId: number) {
    const lib = await found(libs.accessible(tenantId, userId, fileLibId), T.libraryNotFound);
    if (folderId) {
      const folder = await folders.get(tenantId, folderId);
      if (!folder || folder.library_id !== lib.id) throw notFound(T.folderNotFound);
    }
    return lib;
  }

  async function removeContents(tenantId: number, contentIds: number[]) {
    for (const row of await app.repos.fileContents.remove(tenantId, contentIds)) {
      for (const rel of [row.storage_path, row.cover_path].filter(Boolean)) await app.store.remove(rel);
    }
  }

  r.get(
    '/file/manager/page',
    {
      schema: {
        tags,
        summary: '文件分页',
        description:
          'fileType 1 视频 2 音频 3 图片 4 文档；shareflag 1 公共库 2 个人库 3 组库；fileLibId 为组库时含其子库；folder 缺省为整库、0 为根目录。' +
          '返回 { list, total }，项含 fileId、fileName、f_id（=fileResId）、lowfile（预览地址，签名短期有效）、url、cover、fileLibId、type（视频为 0）、fileType、size、duration、width、height、createTime。',
        querystring: Type.Object({
          fileType: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
          shareflag: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
          fileLibId: Type.Optional(OptId),
          folder: Type.Optional(OptId),
          keyword: Type.Optional(Keyword),
          tag: Type.Optional(Keyword),
          pageIndex: PageIndex,
          pageSize: PageSize,
        }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = request.query;
      if (q.fileLibId && !(await libs.accessible(tenantId, userId, q.fileLibId))) throw notFound(T.libraryNotFound);
      const kind = q.shareflag ? SHAREFLAG_KIND[q.shareflag as 1 | 2 | 3] : undefined;
      const { list, total } = await files.page(tenantId, userId, {
        fileType: q.fileType || undefined,
        kind,
        libraryId: q.fileLibId || undefined,
        folderId: q.folder,
        keyword: q.keyword?.trim() || undefined,
        tag: q.tag?.trim() || undefined,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      return ok({ list: await items(list), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get('/file/manager/detail', { schema: { tags, summary: '文件详情', querystring: Type.Object({ fileId: Id }) } }, async (request) => {
    const { tenantId, userId } = who(request);
    const f = (await files.get(tenantId, userId, request.query.fileId)) ?? (await files.get(tenantId, userId, request.query.fileId, true));
    if (!f) throw notFound(T.fileNotFound);
    return ok((await items([f]))[0]);
  });

  r.post(
    '/file/manager/rename',
    { schema: { tags, summary: '重命名文件', consumes: form, body: Type.Object({ fileId: Id, fileName: DisplayName(255) }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const [f] = await own(tenantId, userId, [request.body.fileId]);
      const name = displayName(request.body.fileName, '文件名称');
      if (await files.nameTaken(tenantId, f!.library_id, f!.folder_id, name, f!.id)) throw conflict(T.fileNameTaken);
      await files.update(tenantId, [f!.id], { name });
      return ok((await items([{ ...f!, name }]))[0], T.renamed);
    },
  );

  const MoveBody = Type.Object({ fileIds: Ids, fileLibId: Id, folderId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }) });

  r.post('/file/manager/move', { schema: { tags, summary: '移动文件到文件库/文件夹', consumes: form, body: MoveBody } }, async (request) => {
    const { tenantId, userId } = who(request);
    const b = request.body;
    const list = await own(tenantId, userId, parseIds(b.fileIds));
    const lib = await target(tenantId, userId, b.fileLibId, b.folderId);
    for (const f of list) {
      if (await files.nameTaken(tenantId, lib.id, b.folderId, f.name, f.id)) throw conflict(T.fileTargetTaken(f.name));
    }
    await files.update(tenantId, list.map((f) => f.id), { library_id: lib.id, folder_id: b.folderId });
    return ok(null, COMMON_MESSAGES.moved);
  });

  r.post('/file/manager/copy', { schema: { tags, summary: '复制文件到文件库/文件夹（内容不重复存储）', consumes: form, body: MoveBody } }, async (request) => {
    const { tenantId, userId } = who(request);
    const b = request.body;
    const list = await own(tenantId, userId, parseIds(b.fileIds));
    const lib = await target(tenantId, userId, b.fileLibId, b.folderId);
    const created: number[] = [];
    for (const f of list) {
      const name = await freeName(f.name, (candidate) => files.nameTaken(tenantId, lib.id, b.folderId, candidate));
      const row = await files.insert(tenantId, {
        libraryId: lib.id,
        folderId: b.folderId,
        contentId: f.content_id,
        name,
        fileType: f.file_type,
        description: f.description,
        tagNames: f.tag_names,
        userId,
      });
      created.push(row.id);
    }
    return ok({ fileIds: created }, COMMON_MESSAGES.copied);
  });

  r.post('/file/manager/delete', { schema: { tags, summary: '删除文件（移入回收站）', consumes: form, body: Type.Object({ fileIds: Ids }) } }, async (request) => {
    const { tenantId, userId } = who(request);
    const list = await own(tenantId, userId, parseIds(request.body.fileIds));
    await files.update(tenantId, list.map((f) => f.id), { deleted_at: Date.now() });
    return ok(null, T.recycled);
  });

  r.post(
    '/file/manager/tag',
    { schema: { tags, summary: '设置文件标签（逗号分隔）', consumes: form, body: Type.Object({ fileId: Id, fileTagNames: Type.String({ maxLength: 512, default: '' }) }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const [f] = await own(tenantId, userId, [request.body.fileId]);
      const names = cleanTagNames(request.body.fileTagNames);
      await app.repos.fileTags.ensure(tenantId, names);
      await files.update(tenantId, [f!.id], { tag_names: names.join(',') });
      return ok(null, COMMON_MESSAGES.saved);
    },
  );

  r.get(
    '/file/recycle/page',
    {
      schema: {
        tags,
        summary: '回收站分页（deleteTime 为移入时间）',
        querystring: Type.Object({ keyword: Type.Optional(Keyword), fileType: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })), pageIndex: PageIndex, pageSize: PageSize }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = request.query;
      const { list, total } = await files.page(
        tenantId,
        userId,
        { keyword: q.keyword?.trim() || undefined, fileType: q.fileType || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize },
        true,
      );
      return ok({ list: await items(list), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.post('/file/recycle/restore', { schema: { tags, summary: '从回收站还原', consumes: form, body: Type.Object({ fileIds: Ids }) } }, async (request) => {
    const { tenantId, userId } = who(request);
    const list = await own(tenantId, userId, parseIds(request.body.fileIds), true);
    for (const f of list) {
      // A folder deleted meanwhile: back to the library's root. A taken name: a numbered one.
      let folderId = f.folder_id;
      if (folderId && !(await folders.get(tenantId, folderId))) folderId = 0;
      const name = await freeName(f.name, (candidate) => files.nameTaken(tenantId, f.library_id, folderId, candidate, f.id));
      await files.update(tenantId, [f.id], { deleted_at: null, folder_id: folderId, name });
    }
    return ok(null, T.restored);
  });

  r.post('/file/recycle/delete', { schema: { tags, summary: '从回收站彻底删除', consumes: form, body: Type.Object({ fileIds: Ids }) } }, async (request) => {
    const { tenantId, userId } = who(request);
    const list = await own(tenantId, userId, parseIds(request.body.fileIds), true);
    await removeContents(tenantId, await files.purge(tenantId, list.map((f) => f.id)));
    return ok(null, COMMON_MESSAGES.deleted);
  });

  r.post('/file/recycle/clear', { schema: { tags, summary: '清空回收站（当前用户可见的部分）', consumes: form } }, async (request) => {
    const { tenantId, userId } = who(request);
    const ids = await files.recycledIds(tenantId, userId);
    await removeContents(tenantId, await files.purge(tenantId, ids));
    return ok({ count: ids.length }, T.recycleCleared);
  });
}
