// Courses (spec 001 §2 "Courses": /courseManagement, /courseAdd, /seriesCourses,
// /seriesCoursesAdd, /courseClassification). The spec shows no calls: the paths and shapes are
// decided here and described in each route's schema. docs/courses.md.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COURSE_MENUS as M, COURSE_TEXTS as T } from '../../../shared/courses.js';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { badRequest, conflict, found, notFound } from '../../lib/errors.js';
import { ById, Paging } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { assertHolds } from '../../services/rights.js';
import { courseDetail, courseSummaries, removeCourse, saveCourse } from '../../services/courses.js';
import { ClassSaveBody, ClassSchema, DetailSchema, Kind, SaveBody, SummarySchema } from './course-schemas.js';

const tags = ['课程'];
const ALL = [M.list.path, M.edit.path, M.series.path, M.seriesEdit.path, M.classes.path];
const WRITE = { course: [M.edit.path, M.list.path], series: [M.seriesEdit.path, M.series.path] } as const;
const CLASSES = [M.classes.path];
const Keyword = Type.Optional(Type.String({ maxLength: 64 }));
/** The query of the course list: a kind, a class (0: unclassified), a keyword and the page. */
const PageQuery = Type.Object({ kind: Type.Optional(Kind), classId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })), keyword: Keyword, ...Paging(10, 100) });

export default async function courseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.courses;
  /** A course or series of the caller's tenant, which the caller may write. */
  async function writable(request: Parameters<typeof who>[0], id: number) {
    const { tenantId } = who(request);
    return found(repo.get(tenantId, id), T.notFound);
  }

  r.get(
    '/course/classify/list',
    { config: { rights: ALL }, schema: { tags, summary: '全部课程分类（供选择），按排序', response: { 200: EnvelopeOf(Type.Array(ClassSchema)), ...errors } } },
    async (request) => ok(await repo.classes(who(request).tenantId)),
  );

  r.get(
    '/course/classify/page',
    { config: { rights: ALL }, ...queryCall(tags, '课程分类列表（分页）', Type.Object({ keyword: Keyword, ...Paging(10, 100) }), PageOf(ClassSchema), errors) },
    async (request) => {
      const q = request.query;
      const page = await repo.classPage(who(request).tenantId, { keyword: q.keyword?.trim() || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ ...page, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.post(
    '/course/classify/save',
    { config: { rights: CLASSES }, ...bodyCall(tags, '新建或修改课程分类（JSON；带 id 为修改）；名称在本单位内唯一（409）', ClassSaveBody, Type.Object({ id: Type.Integer() }), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const name = request.body.name.trim();
      const sort = request.body.sort ?? 0;
      if (!name) throw badRequest(T.classNameRequired);
      const id = request.body.id;
      if (id !== undefined && !(await repo.getClass(tenantId, id))) throw notFound(T.classNotFound);
      if (await repo.classNameTaken(tenantId, name, id ?? 0)) throw conflict(T.classNameTaken);
      if (id === undefined) return ok({ id: await repo.createClass(tenantId, name, sort) }, T.saved);
      await repo.updateClass(tenantId, id, name, sort);
      return ok({ id }, T.saved);
    },
  );

  r.post(
    '/course/classify/delete',
    { config: { rights: CLASSES }, ...bodyCall(tags, '删除课程分类；分类下还有课程时拒绝（409）', ById, Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const { id } = request.body;
      if (!(await repo.getClass(tenantId, id))) throw notFound(T.classNotFound);
      await app.transaction(async (tx) => {
        if ((await tx.courses.classUse(tenantId, id)) > 0) throw conflict(T.classInUse);
        await tx.courses.removeClass(tenantId, id);
      });
      return ok(null, T.deleted);
    },
  );

  r.get(
    '/course/page',
    { config: { rights: ALL }, ...queryCall(tags, '课程或系列课列表（kind 区分；按修改时间倒序）', PageQuery, PageOf(SummarySchema), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const page = await repo.page(tenantId, { kind: q.kind ?? 'course', classId: q.classId, keyword: q.keyword?.trim() || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ list: await courseSummaries(app, tenantId, page.list), total: page.total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/course/detail',
    { config: { rights: ALL }, ...queryCall(tags, '课程（视频按顺序）或系列课（课程按顺序）详情', ById, DetailSchema, errors) },
    async (request) => ok(await courseDetail(app, who(request).tenantId, request.query.id)),
  );

  r.post(
    '/course/save',
    { config: { rights: [...WRITE.course, ...WRITE.series] }, ...bodyCall(tags, '新建或修改课程 / 系列课（JSON）：名称、简介、分类与按顺序排列的视频或课程；一个事务写入', SaveBody, Type.Object({ id: Type.Integer() }), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      await assertHolds(app, who(request), WRITE[b.kind]);
      const id = await saveCourse(app, tenantId, userId, { id: b.id, kind: b.kind, name: b.name, summary: b.summary ?? '', classId: b.classId ?? 0, itemIds: b.itemIds });
      return ok({ id }, T.saved);
    },
  );

  r.post(
    '/course/delete',
    { config: { rights: [...WRITE.course, ...WRITE.series] }, ...bodyCall(tags, '删除课程或系列课；仍在系列课中的课程拒绝删除（409）', ById, Type.Null(), errors) },
    async (request) => {
      const row = await writable(request, request.body.id);
      await assertHolds(app, who(request), WRITE[row.kind]);
      await removeCourse(app, who(request).tenantId, row.id);
      return ok(null, T.deleted);
    },
  );
}
