// Folders inside libraries (add, edit, delete, move, child, allchild) and the tenant's file tags
// (page, add, delete, edit, top). Folder items: { folderId, folderName, fileLibId, parentId,
// createTime, children? }; tag items: { tagId, tagName, top, createTime }.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, conflict, found, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { type FolderRow } from '../../repositories/folders.js';
import type { FolderItem } from '../../../shared/media.js';
import { DisplayName, Id, Ids, Keyword, PageIndex, PageSize, displayName, parseIds } from './media-params.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';

const folderTags = ['文件夹'];
const tagTags = ['文件标签'];

const toFolder = (f: FolderRow): FolderItem => ({
  folderId: f.id,
  folderName: f.name,
  fileLibId: f.library_id,
  parentId: f.parent_id,
  createTime: Number(f.created_at),
});

export default async function fileFoldersTagsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const folders = app.repos.folders;
  const libs = app.repos.libraries;
  const tagsRepo = app.repos.fileTags;

  const library = (tenantId: number, userId: number, id: number) => found(libs.accessible(tenantId, userId, id), T.libraryNotFound);
  /** A folder in a library the caller may see. */
  async function folder(tenantId: number, userId: number, id: number) {
    const f = await folders.get(tenantId, id);
    if (!f || !(await libs.accessible(tenantId, userId, f.library_id))) throw notFound(T.folderNotFound);
    return f;
  }

  r.post(
    '/file/folder/add',
    {
      schema: {
        tags: folderTags,
        summary: '新建文件夹',
        consumes: form,
        body: Type.Object({ fileLibId: Id, parentId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }), folderName: DisplayName(64) }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      const lib = await library(tenantId, userId, b.fileLibId);
      if (b.parentId && (await folder(tenantId, userId, b.parentId)).library_id !== lib.id) throw badRequest(T.parentOutsideLibrary);
      const name = displayName(b.folderName, '文件夹名称');
      if (await folders.nameTaken(tenantId, lib.id, b.parentId, name)) throw conflict(T.folderNameTaken);
      return ok(toFolder(await folders.create(tenantId, { libraryId: lib.id, parentId: b.parentId, name })), COMMON_MESSAGES.created);
    },
  );

  r.post(
    '/file/folder/edit',
    { schema: { tags: folderTags, summary: '重命名文件夹', consumes: form, body: Type.Object({ folderId: Id, folderName: DisplayName(64) }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const f = await folder(tenantId, userId, request.body.folderId);
      const name = displayName(request.body.folderName, '文件夹名称');
      if (await folders.nameTaken(tenantId, f.library_id, f.parent_id, name, f.id)) throw conflict(T.folderNameTaken);
      await folders.update(tenantId, f.id, { name });
      return ok(toFolder({ ...f, name }), COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/file/folder/delete',
    { schema: { tags: folderTags, summary: '删除文件夹（空文件夹）', consumes: form, body: Type.Object({ folderId: Id }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const f = await folder(tenantId, userId, request.body.folderId);
      if (await folders.contentCount(tenantId, f.id)) throw badRequest(T.folderNotEmpty);
      await folders.remove(tenantId, f.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  r.post(
    '/file/folder/move',
    {
      schema: {
        tags: folderTags,
        summary: '移动文件夹（同一文件库内；parentId 0 为根目录）',
        consumes: form,
        body: Type.Object({ folderId: Id, parentId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const f = await folder(tenantId, userId, request.body.folderId);
      const parentId = request.body.parentId;
      if (parentId) {
        const parent = await folder(tenantId, userId, parentId);
        if (parent.library_id !== f.library_id) throw badRequest(T.folderMoveAcrossLibraries);
        if (await folders.isWithin(tenantId, parentId, f.id)) throw badRequest(T.folderMoveIntoItself);
      }
      if (await folders.nameTaken(tenantId, f.library_id, parentId, f.name, f.id)) throw conflict(T.folderTargetTaken);
      await folders.update(tenantId, f.id, { parent_id: parentId });
      return ok(null, COMMON_MESSAGES.moved);
    },
  );

  r.get(
    '/file/folder/child',
    {
      schema: {
        tags: folderTags,
        summary: '下一级文件夹',
        querystring: Type.Object({ fileLibId: Id, parentId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }) }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const lib = await library(tenantId, userId, request.query.fileLibId);
      return ok((await folders.children(tenantId, lib.id, request.query.parentId)).map(toFolder));
    },
  );

  r.get(
    '/file/folder/allchild',
    { schema: { tags: folderTags, summary: '文件库的全部文件夹（树）', querystring: Type.Object({ fileLibId: Id }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const lib = await library(tenantId, userId, request.query.fileLibId);
      const all = (await folders.all(tenantId, lib.id)).map((f) => ({ ...toFolder(f), children: [] as FolderItem[] }));
      const byId = new Map(all.map((f) => [f.folderId, f]));
      const roots: FolderItem[] = [];
      for (const f of all) (f.parentId && byId.get(f.parentId) ? byId.get(f.parentId)!.children! : roots).push(f);
      return ok(roots);
    },
  );

  // ---- tags ----
  const toTag = (t: { id: number; name: string; top: number; created_at: number }) => ({ tagId: t.id, tagName: t.name, top: t.top, createTime: Number(t.created_at) });

  r.get(
    '/file/tag/page',
    { schema: { tags: tagTags, summary: '标签分页（置顶在前）', querystring: Type.Object({ keyword: Type.Optional(Keyword), pageIndex: PageIndex, pageSize: PageSize }) } },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const { list, total } = await tagsRepo.page(tenantId, { keyword: q.keyword?.trim() || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ list: list.map(toTag), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.post(
    '/file/tag/add',
    { schema: { tags: tagTags, summary: '新增标签', consumes: form, body: Type.Object({ tagName: DisplayName(32) }) } },
    async (request) => {
      const { tenantId } = who(request);
      const name = displayName(request.body.tagName, '标签名称');
      if (/[,，]/.test(name)) throw badRequest(T.tagNameComma);
      if (await tagsRepo.byName(tenantId, name)) throw conflict(T.tagTaken);
      return ok(toTag(await tagsRepo.create(tenantId, name)), COMMON_MESSAGES.added);
    },
  );

  r.post(
    '/file/tag/edit',
    { schema: { tags: tagTags, summary: '修改标签', consumes: form, body: Type.Object({ tagId: Id, tagName: DisplayName(32) }) } },
    async (request) => {
      const { tenantId } = who(request);
      const tag = await found(tagsRepo.get(tenantId, request.body.tagId), T.tagNotFound);
      const name = displayName(request.body.tagName, '标签名称');
      if (/[,，]/.test(name)) throw badRequest(T.tagNameComma);
      const other = await tagsRepo.byName(tenantId, name);
      if (other && other.id !== tag.id) throw conflict(T.tagTaken);
      await tagsRepo.update(tenantId, tag.id, { name });
      return ok(toTag({ ...tag, name }), COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/file/tag/delete',
    { schema: { tags: tagTags, summary: '删除标签', consumes: form, body: Type.Object({ tagIds: Ids }) } },
    async (request) => {
      const { tenantId } = who(request);
      // Ids outside the caller's tenant are not found, never a silent success.
      if (!(await tagsRepo.remove(tenantId, parseIds(request.body.tagIds)))) throw notFound(T.tagNotFound);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  r.post(
    '/file/tag/top',
    {
      schema: {
        tags: tagTags,
        summary: '置顶/取消置顶标签',
        consumes: form,
        body: Type.Object({ tagId: Id, top: Type.Integer({ minimum: 0, maximum: 1, default: 1 }) }),
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const tag = await found(tagsRepo.get(tenantId, request.body.tagId), T.tagNotFound);
      await tagsRepo.update(tenantId, tag.id, { top: request.body.top });
      return ok(null, request.body.top ? T.tagPinned : T.tagUnpinned);
    },
  );
}
