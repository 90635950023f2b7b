// Libraries: public (the tenant's), personal (one user's) and group libraries with children.
// Library items: { fileLibId, fileLibName, fileLibType, parentId, description, sort, createTime,
// fileCount, size, children? }.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, conflict, found } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { toLibraryItem, type LibraryItem } from '../../services/library-items.js';
import { DisplayName, Id, Keyword, PageIndex, PageSize, displayName } from './media-params.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { MEDIA_TEXTS as T } from '../../services/media-messages.js';

const tags = ['文件库'];


export default async function fileLibraryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const libs = app.repos.libraries;

  r.get('/file/manager/get/public', { schema: { tags, summary: '公共资源库列表（不存在时自动创建）' } }, async (request) => {
    const { tenantId, userId } = who(request);
    await libs.ensurePublic(tenantId);
    const usage = await libs.usage(tenantId, userId);
    return ok((await libs.list(tenantId, 'public')).map((l) => toLibraryItem(l, usage)));
  });

  r.get('/file/manager/get/private', { schema: { tags, summary: '当前用户的个人资源库（不存在时自动创建）' } }, async (request) => {
    const { tenantId, userId } = who(request);
    await libs.ensurePrivate(tenantId, userId);
    const usage = await libs.usage(tenantId, userId);
    return ok((await libs.list(tenantId, 'private', userId)).map((l) => toLibraryItem(l, usage)));
  });

  r.get('/file/library/resource/list', { schema: { tags, summary: '组资源库列表（children 为子库）' } }, async (request) => {
    const { tenantId, userId } = who(request);
    const usage = await libs.usage(tenantId, userId);
    const all = (await libs.list(tenantId, 'group')).map((l) => toLibraryItem(l, usage));
    const roots = all.filter((l) => l.parentId === 0).map((l) => ({ ...l, children: [] as LibraryItem[] }));
    const byId = new Map(roots.map((l) => [l.fileLibId, l]));
    for (const l of all) if (l.parentId) byId.get(l.parentId)?.children.push(l);
    return ok(roots);
  });

  r.get(
    '/file/library/page',
    {
      schema: {
        tags,
        summary: '文件库分页',
        querystring: Type.Object({
          keyword: Type.Optional(Keyword),
          fileLibType: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('group')])),
          pageIndex: PageIndex,
          pageSize: PageSize,
        }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = request.query;
      const { list, total } = await libs.page(tenantId, userId, { keyword: q.keyword, kind: q.fileLibType, pageIndex: q.pageIndex, pageSize: q.pageSize });
      const usage = await libs.usage(tenantId, userId);
      return ok({ list: list.map((l) => toLibraryItem(l, usage)), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/file/library/detail',
    { schema: { tags, summary: '文件库详情', querystring: Type.Object({ fileLibId: Id }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const lib = await found(libs.accessible(tenantId, userId, request.query.fileLibId), T.libraryNotFound);
      return ok(toLibraryItem(lib, await libs.usage(tenantId, userId)));
    },
  );

  r.post(
    '/file/library/add',
    {
      schema: {
        tags,
        summary: '新增文件库（公共库或组库；parentId 指定组库的子库）',
        consumes: form,
        body: Type.Object({
          fileLibName: DisplayName(64),
          fileLibType: Type.Union([Type.Literal('public'), Type.Literal('group')], { default: 'group' }),
          parentId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }),
          description: Type.String({ maxLength: 512, default: '' }),
          sort: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
        }),
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const b = request.body;
      const name = displayName(b.fileLibName, '文件库名称');
      if (b.parentId) {
        const parent = await libs.get(tenantId, b.parentId);
        if (!parent || parent.kind !== 'group' || parent.parent_id !== 0) throw badRequest(T.parentNotGroup);
        if (b.fileLibType !== 'group') throw badRequest(T.childOfGroupOnly);
      }
      const siblings = await libs.list(tenantId, b.fileLibType);
      if (siblings.some((l) => l.name === name && l.parent_id === b.parentId)) throw conflict(T.libraryNameTaken);
      const lib = await libs.create(tenantId, { name, kind: b.fileLibType, parentId: b.parentId, description: b.description, sort: b.sort });
      return ok(toLibraryItem(lib), COMMON_MESSAGES.added);
    },
  );

  r.post(
    '/file/library/edit',
    {
      schema: {
        tags,
        summary: '修改文件库',
        consumes: form,
        body: Type.Object({
          fileLibId: Id,
          fileLibName: DisplayName(64),
          description: Type.Optional(Type.String({ maxLength: 512 })),
          sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
        }),
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      const lib = await found(libs.accessible(tenantId, userId, b.fileLibId), T.libraryNotFound);
      const name = displayName(b.fileLibName, '文件库名称');
      const siblings = await libs.list(tenantId, lib.kind, userId);
      if (siblings.some((l) => l.id !== lib.id && l.name === name && l.parent_id === lib.parent_id)) throw conflict(T.libraryNameTaken);
      await libs.update(tenantId, lib.id, { name, description: b.description, sort: b.sort });
      return ok(toLibraryItem({ ...lib, name, description: b.description ?? lib.description, sort: b.sort ?? lib.sort }), COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/file/library/delete',
    { schema: { tags, summary: '删除文件库（库内无文件、无子库时）', consumes: form, body: Type.Object({ fileLibId: Id }) } },
    async (request) => {
      const { tenantId, userId } = who(request);
      const lib = await found(libs.accessible(tenantId, userId, request.body.fileLibId), T.libraryNotFound);
      if (lib.kind === 'private') throw badRequest(T.privateUndeletable);
      if (await libs.childCount(tenantId, lib.id)) throw badRequest(T.libraryHasChildren);
      if (await libs.fileCount(tenantId, lib.id)) throw badRequest(T.libraryHasFiles);
      await libs.remove(tenantId, lib.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  r.get('/file/storage/overview', { schema: { tags, summary: '存储概览：租户占用（每份内容只计一次）、回收站占用、各库占用' } }, async (request) => {
    const { tenantId, userId } = who(request);
    const usage = await libs.usage(tenantId, userId);
    const all = [...(await libs.list(tenantId, 'public')), ...(await libs.list(tenantId, 'private', userId)), ...(await libs.list(tenantId, 'group'))];
    const t = await app.repos.libraryFiles.tenantBytes(tenantId);
    return ok({
      tenantBytes: t.stored,
      contentCount: t.contents,
      fileCount: t.files,
      recycleBytes: t.recycled,
      libraries: all.map((l) => toLibraryItem(l, usage)),
    });
  });
}
