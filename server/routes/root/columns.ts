// Release columns (spec §7): /api/release/webcolumn..., /api/release/webportalcolumn/...
import { dataScopeOf } from '../../services/data-scope.js';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { queryCall } from '../../lib/call-options.js';
import { ById, Id } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { columnTree, createColumn, deleteColumn, loadColumn, orderColumns, patchColumn, subtreeIds, toColumnItem } from '../../services/content-columns.js';
import { CONTENT_TEXTS } from '../../services/content-messages.js';
import { CONTENT_LIMITS, CONTENT_PATHS, CONTENT_TYPES, publishMarkers, type ColumnNode } from '../../../shared/content.js';
import { releaseTags } from '../web-publish/content-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';

const tags = [...releaseTags, '栏目管理'];
const EDIT = [CONTENT_PATHS.columns];
const READ = [CONTENT_PATHS.columns, CONTENT_PATHS.webRelease, CONTENT_PATHS.appRelease, ...CONTENT_TYPES.flatMap((t) => publishMarkers(t.type))];

const Portal = Type.Union([Type.Literal('web'), Type.Literal('app')], { description: 'web 网站 / app APP' });
const ColumnItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Integer(),
  portal: Type.String(),
  orderNum: Type.Integer(),
  createTime: Type.Number(),
  releaseCount: Type.Integer(),
});
const ColumnNodeSchema = Type.Object({
  ...ColumnItem.properties,
  children: Type.Array(Type.Unknown(), { description: '下级栏目（与本节点同形）' }),
});
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const PortalQuery = Type.Object({ portal: Type.Optional(Portal) });

export default async function columnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/release/webcolumn',
    { config: { rights: READ }, ...queryCall(tags, '栏目树（children）；portal 缺省为全部门户', PortalQuery, Type.Array(ColumnNodeSchema), errors) },
    async (request) => ok<ColumnNode[]>(columnTree(await app.repos.columns.list(who(request).tenantId, request.query.portal))),
  );
  r.get(
    '/release/webcolumn/findAll',
    { config: { rights: READ }, ...queryCall(tags, '全部栏目（平铺，按排序）', PortalQuery, Type.Array(ColumnItem), errors) },
    async (request) => ok((await app.repos.columns.list(who(request).tenantId, request.query.portal)).map(toColumnItem)),
  );
  r.get(
    '/release/webcolumn/findFirst',
    { config: { rights: READ }, ...queryCall(tags, '第一个顶级栏目（列表页的默认栏目），没有栏目时为 null', PortalQuery, Type.Union([ColumnItem, Type.Null()]), errors) },
    async (request) => {
      const rows = await app.repos.columns.list(who(request).tenantId, request.query.portal);
      const first = rows.find((c) => c.parent_id === 0);
      return ok(first ? toColumnItem(first) : null);
    },
  );
  r.get(
    '/release/webcolumn/:id',
    { config: { rights: READ }, schema: { tags, summary: '一个栏目', params: ById, response: { 200: EnvelopeOf(ColumnItem), ...errors } } },
    async (request) => ok(toColumnItem(await loadColumn(app, who(request).tenantId, request.params.id))),
  );
  r.post(
    '/release/webcolumn',
    {
      config: { rights: EDIT },
      schema: {
        tags,
        summary: '新建栏目（JSON { name, parentId?, portal? }；子栏目与上级同一门户）',
        body: Type.Object({
          name: Type.String({ maxLength: 200 }),
          parentId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
          portal: Type.Optional(Portal),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await createColumn(app, who(request), request.body), COMMON_MESSAGES.created),
  );
  r.patch(
    '/release/webcolumn',
    {
      config: { rights: EDIT },
      schema: {
        tags,
        summary: '重命名或移动栏目（JSON { id, name?, parentId? }；不能移到自己或下级之下）',
        body: Type.Object({
          id: Id(),
          name: Type.Optional(Type.String({ maxLength: 200 })),
          parentId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await patchColumn(app, who(request), request.body), COMMON_MESSAGES.saved),
  );
  r.delete(
    '/release/webcolumn/:id',
    {
      config: { rights: EDIT },
      schema: { tags, summary: '删除栏目（栏目下还有发布记录或子栏目时拒绝）', params: ById, response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors } },
    },
    async (request) => ok(await deleteColumn(app, who(request), request.params.id), COMMON_MESSAGES.deleted),
  );
  r.post(
    '/release/webcolumn/changeOrderNum',
    {
      config: { rights: EDIT },
      schema: {
        tags,
        summary: '同级栏目排序（JSON { ids }，按新顺序）',
        body: Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: CONTENT_LIMITS.pageSizeMax * 5 }) }),
        response: { 200: EnvelopeOf(Type.Object({ count: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await orderColumns(app, who(request), [...new Set(request.body.ids)]), CONTENT_TEXTS.sorted),
  );
  r.post(
    '/release/webcolumn/findColumnIds/:id',
    {
      config: { rights: READ },
      schema: { tags, summary: '栏目及其全部下级栏目的编号', params: ById, response: { 200: EnvelopeOf(Type.Array(Type.Integer())), ...errors } },
    },
    async (request) => {
      const { tenantId } = who(request);
      const column = await loadColumn(app, tenantId, request.params.id);
      return ok(subtreeIds(await app.repos.columns.list(tenantId, column.portal), column.id));
    },
  );
  r.post(
    '/release/webportalcolumn/findColumnIds/:id',
    {
      config: { rights: READ },
      schema: {
        tags,
        summary: '稿件 {id} 已发布到的栏目编号（可按 portal 筛选）',
        params: ById,
        querystring: PortalQuery,
        response: { 200: EnvelopeOf(Type.Array(Type.Integer())), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const item = await app.repos.contentItems.get(tenantId, request.params.id, await dataScopeOf(app, auth));
      if (!item) return ok([]);
      return ok((await app.repos.releases.ofItem(tenantId, item.id, request.query.portal)).map((r) => r.column_id));
    },
  );
}
