// Report subjects (报料): classes (the spec's odd paths `{name}&{id}` and `{id}&{name}`), the
// tip-off list, detail with history, staff registration, delete, and /change (dispatch to a
// department or user of the tenant, follow, finish). Served under /api as the spec writes them.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { badRequest, conflict, found, notFound } from '../../lib/errors.js';
import { ById, Id, QueuePageQuery } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { changeReport, className, createReport, deleteReport, ownClass, reportDetail, reportItem } from '../../services/contributions.js';
import { CONTRIBUTION_LIMITS as L, CONTRIBUTION_MENUS as M, CONTRIBUTION_TEXTS as T } from '../../../shared/contributions.js';
import { ReportClass, ReportDetail, ReportItem, TipFields, contributionTags as tags } from '../web-publish/contribution-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { scopedQueuePage } from '../../services/data-scope.js';

const reports = [M.reports.path];
const classes = [M.classes.path];
const Done = EnvelopeOf(Type.Null());
const Spec = (description: string) => Type.Object({ spec: Type.String({ minLength: 3, maxLength: 200, description }) });

/** `{a}&{b}` split at the `&` next to the number (names may hold `&`). */
function splitSpec(spec: string, idFirst: boolean): { id: number; name: string } {
  const at = idFirst ? spec.indexOf('&') : spec.lastIndexOf('&');
  if (at < 0) throw badRequest(T.specInvalid);
  const [idPart, name] = idFirst ? [spec.slice(0, at), spec.slice(at + 1)] : [spec.slice(at + 1), spec.slice(0, at)];
  if (!/^\d{1,10}$/.test(idPart) || Number(idPart) > 2_147_483_647) throw badRequest(T.classIdInvalid);
  return { id: Number(idPart), name };
}

export default async function reportSubjectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.reportSubjects;

  r.get(
    '/reportsubject/classify',
    {
      config: { rights: [...reports, ...classes] },
      schema: { tags, summary: '报料分类（平铺，按上级、排序）；count 为其下的报料数', response: { 200: EnvelopeOf(Type.Array(ReportClass)), ...errors } },
    },
    async (request) => {
      const rows = await repo.classes(who(request).tenantId);
      return ok(rows.map((c) => ({ id: c.id, parentId: c.parent_id, name: c.name, count: Number(c.count ?? 0) })));
    },
  );

  r.post(
    '/reportsubject/classify/:spec',
    {
      config: { rights: classes },
      schema: { tags, summary: '新建分类：POST /reportsubject/classify/{name}&{id}（id 为上级分类，0 为顶级；同级不能重名）', params: Spec('{name}&{id}'), response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors } },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { id: parentId, name: raw } = splitSpec(request.params.spec, false);
      const name = className(raw);
      if (parentId) await ownClass(app, tenantId, parentId);
      if (await repo.findClass(tenantId, parentId, name)) throw conflict(T.classExists);
      return ok({ id: await repo.createClass(tenantId, parentId, name) }, T.classCreated);
    },
  );

  r.patch(
    '/reportsubject/classify/:spec',
    {
      config: { rights: classes },
      schema: { tags, summary: '重命名分类：PATCH /reportsubject/classify/{id}&{name}', params: Spec('{id}&{name}'), response: { 200: Done, ...errors } },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { id, name: raw } = splitSpec(request.params.spec, true);
      const name = className(raw);
      const c = await found(repo.getClass(tenantId, id), T.classNotFound);
      const same = await repo.findClass(tenantId, c.parent_id, name);
      if (same && same.id !== id) throw conflict(T.classExists);
      await repo.renameClass(tenantId, id, name);
      return ok(null, T.saved);
    },
  );

  // Named `spec` like its POST and PATCH siblings (one path, one parameter name): here just {id}.
  r.delete(
    '/reportsubject/classify/:spec',
    {
      config: { rights: classes },
      schema: { tags, summary: '删除分类：DELETE /reportsubject/classify/{id}（有子分类或报料时拒绝）', params: Type.Object({ spec: Type.String({ pattern: '^[0-9]{1,9}$', description: '{id}' }) }), response: { 200: Done, ...errors } },
    },
    async (request) => {
      const { tenantId } = who(request);
      const id = Number(request.params.spec);
      if (!(await repo.getClass(tenantId, id))) throw notFound(T.classNotFound);
      const use = await repo.classUse(tenantId, id);
      if (use.children) throw conflict(T.classHasChildren);
      if (use.subjects) throw conflict(T.classInUse);
      await repo.removeClass(tenantId, id);
      return ok(null, COMMON_MESSAGES.removed);
    },
  );

  r.get(
    '/reportsubject/options',
    {
      config: { rights: reports },
      schema: {
        tags,
        summary: '分派对象：本单位的部门与可办理报料的在用人员（持有报料管理权限），以及报料分类',
        response: {
          200: EnvelopeOf(
            Type.Object({
              departments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
              users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
              classes: Type.Array(ReportClass),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const [departments, active, handlers, cls] = await Promise.all([
        app.repos.departments.list(tenantId),
        app.repos.users.active(tenantId, 2000),
        app.repos.contentItems.holdersOf(tenantId, M.reports.path, 2000),
        repo.classes(tenantId),
      ]);
      const may = new Set(handlers);
      const users = active.filter((u) => may.has(u.id));
      return ok({
        departments: departments.map((d) => ({ id: d.id, name: d.name })),
        users: users.map((u) => ({ id: u.id, name: u.name })),
        classes: cls.map((c) => ({ id: c.id, parentId: c.parent_id, name: c.name, count: Number(c.count ?? 0) })),
      });
    },
  );

  r.get(
    '/reportsubject',
    {
      config: { rights: reports },
      schema: {
        tags,
        summary:
          '报料列表（status：0 待分派，1 已分派，2 跟进中，3 已办结；classId；关键词查标题、内容、报料人；最新的在前）。' +
          '只列出调用者数据范围之内的报料（按分派到的部门与人员；未分派的只有数据范围为全部的角色可见）；范围之外的详情、办理、删除 → 404',
        querystring: QueuePageQuery(3, { classId: Type.Optional(Id()) }),
        response: { 200: EnvelopeOf(PageOf(ReportItem)), ...errors },
      },
    },
    async (request) => ok(await scopedQueuePage(app, who(request), request.query, repo.page, (rows) => rows.map(reportItem))),
  );

  r.post(
    '/reportsubject',
    {
      config: { rights: reports },
      schema: {
        tags,
        summary: '登记报料（热线、来信等由工作人员录入；状态为待分派）',
        body: Type.Object({ ...TipFields, source: Type.Optional(Type.String({ maxLength: 20, description: '来源，默认 人工登记' })) }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok({ id: await createReport(app, who(request), request.body) }, T.reportCreated),
  );

  r.get(
    '/reportsubject/:id',
    {
      config: { rights: reports },
      schema: { tags, summary: '报料详情与办理记录（打开即把本人关于它的报料、线索消息标为已读）', params: ById, response: { 200: EnvelopeOf(ReportDetail), ...errors } },
    },
    async (request) => ok(await reportDetail(app, who(request), request.params.id)),
  );

  r.delete(
    '/reportsubject/:id',
    { config: { rights: reports }, schema: { tags, summary: '删除报料（连同办理记录）', params: ById, response: { 200: Done, ...errors } } },
    async (request) => {
      await deleteReport(app, who(request), request.params.id);
      return ok(null, COMMON_MESSAGES.removed);
    },
  );

  r.post(
    '/reportsubject/change',
    {
      config: { rights: reports },
      schema: {
        tags,
        summary:
          '办理报料：dispatch 分派给本单位的部门和/或人员（待分派、已分派、跟进中可分派；被分派人收到线索消息），follow 跟进（已分派、跟进中），finish 办结（须填写办理情况）',
        body: Type.Object({
          id: Id(),
          action: Type.Union([Type.Literal('dispatch'), Type.Literal('follow'), Type.Literal('finish')]),
          deptId: Type.Optional(Id()),
          userId: Type.Optional(Id()),
          note: Type.Optional(Type.String({ maxLength: L.note })),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer(), status: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await changeReport(app, who(request), request.body), T.handled),
  );
}
