// Courses: owns course_classes, courses and course_items. Every function takes
// the tenant id first.
import type { CourseClass, CourseKind, CourseSummary } from '../../shared/courses.js';
import type { Db } from '../db/schema.js';
import { containsText, countRows, insertId } from './sql-helpers.js';

export interface CourseValues {
  kind: CourseKind;
  name: string;
  summary: string;
  classId: number;
}

/** A course or series as stored: the summary without what its items make (length, cover). */
export type CourseRow = Omit<CourseSummary, 'duration' | 'cover'>;

export function coursesRepo(db: Db) {
  const classRows = (tenantId: number) =>
    db
      .selectFrom('course_classes as k')
      .where('k.tenant_id', '=', tenantId)
      .select((eb) => ['k.id', 'k.name', 'k.sort', eb.selectFrom('courses as c').whereRef('c.class_id', '=', 'k.id').where('c.tenant_id', '=', tenantId).select((e) => e.fn.countAll<number>().as('n')).as('n')]);
  const toClass = (r: { id: number; name: string; sort: number; n: number | string | null }): CourseClass => ({ id: r.id, name: r.name, sort: Number(r.sort), courseCount: Number(r.n ?? 0) });

  const courseRows = (tenantId: number) =>
    db
      .selectFrom('courses as c')
      .leftJoin('course_classes as k', (j) => j.onRef('k.id', '=', 'c.class_id').on('k.tenant_id', '=', tenantId))
      .where('c.tenant_id', '=', tenantId)
      .select((eb) => [
        'c.id',
        'c.kind',
        'c.name',
        'c.summary',
        'c.class_id',
        'k.name as class_name',
        'c.created_at',
        'c.updated_at',
        eb.selectFrom('course_items as i').whereRef('i.course_id', '=', 'c.id').select((e) => e.fn.countAll<number>().as('n')).as('item_count'),
      ]);
  type Raw = NonNullable<Awaited<ReturnType<ReturnType<typeof courseRows>['executeTakeFirst']>>>;
  const toRow = (r: Raw): CourseRow => ({
    id: r.id,
    kind: r.kind as CourseKind,
    name: r.name,
    summary: r.summary,
    classId: Number(r.class_id),
    className: r.class_name ?? '',
    itemCount: Number(r.item_count ?? 0),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  });

  return {
    // ---- classifications
    async classes(tenantId: number): Promise<CourseClass[]> {
      return (await classRows(tenantId).orderBy('k.sort').orderBy('k.id').execute()).map(toClass);
    },
    async classPage(tenantId: number, q: { keyword?: string; pageIndex: number; pageSize: number }) {
      let base = db.selectFrom('course_classes').where('tenant_id', '=', tenantId);
      let list = classRows(tenantId);
      if (q.keyword) {
        base = base.where(containsText('name', q.keyword));
        list = list.where(containsText('k.name', q.keyword));
      }
      const [rows, total] = await Promise.all([list.orderBy('k.sort').orderBy('k.id').limit(q.pageSize).offset((q.pageIndex - 1) * q.pageSize).execute(), countRows(base)]);
      return { list: rows.map(toClass), total };
    },
    getClass(tenantId: number, id: number) {
      return db.selectFrom('course_classes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async classNameTaken(tenantId: number, name: string, exceptId = 0): Promise<boolean> {
      const r = await db.selectFrom('course_classes').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).where('id', '!=', exceptId).executeTakeFirst();
      return !!r;
    },
    async createClass(tenantId: number, name: string, sort: number): Promise<number> {
      return insertId(db, 'course_classes', { tenant_id: tenantId, name, sort, created_at: Date.now() });
    },
    async updateClass(tenantId: number, id: number, name: string, sort: number): Promise<void> {
      await db.updateTable('course_classes').set({ name, sort }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Courses and series filed under a class. */
    classUse(tenantId: number, id: number): Promise<number> {
      return countRows(db.selectFrom('courses').where('tenant_id', '=', tenantId).where('class_id', '=', id));
    },
    async removeClass(tenantId: number, id: number): Promise<void> {
      await db.deleteFrom('course_classes').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    // ---- courses and series
    async page(tenantId: number, q: { kind: CourseKind; classId?: number; keyword?: string; pageIndex: number; pageSize: number }) {
      let base = db.selectFrom('courses').where('tenant_id', '=', tenantId).where('kind', '=', q.kind);
      let list = courseRows(tenantId).where('c.kind', '=', q.kind);
      if (q.classId !== undefined) {
        base = base.where('class_id', '=', q.classId);
        list = list.where('c.class_id', '=', q.classId);
      }
      if (q.keyword) {
        base = base.where(containsText('name', q.keyword));
        list = list.where(containsText('c.name', q.keyword));
      }
      const [rows, total] = await Promise.all([list.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(q.pageSize).offset((q.pageIndex - 1) * q.pageSize).execute(), countRows(base)]);
      return { list: rows.map(toRow), total };
    },
    async get(tenantId: number, id: number): Promise<CourseRow | undefined> {
      const r = await courseRows(tenantId).where('c.id', '=', id).executeTakeFirst();
      return r ? toRow(r) : undefined;
    },
    /** The tenant's courses (or series) among `ids`, in no particular order. */
    async ofKind(tenantId: number, kind: CourseKind, ids: number[]): Promise<CourseRow[]> {
      if (!ids.length) return [];
      return (await courseRows(tenantId).where('c.kind', '=', kind).where('c.id', 'in', ids).execute()).map(toRow);
    },
    async create(tenantId: number, userId: number, v: CourseValues): Promise<number> {
      const now = Date.now();
      return insertId(db, 'courses', { tenant_id: tenantId, kind: v.kind, class_id: v.classId, name: v.name, summary: v.summary, created_by: userId, created_at: now, updated_at: now });
    },
    async update(tenantId: number, id: number, v: CourseValues): Promise<void> {
      await db.updateTable('courses').set({ class_id: v.classId, name: v.name, summary: v.summary, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Replaces the ordered items of a course or series. */
    async setItems(tenantId: number, courseId: number, refIds: number[]): Promise<void> {
      await db.deleteFrom('course_items').where('tenant_id', '=', tenantId).where('course_id', '=', courseId).execute();
      if (refIds.length) {
        await db
          .insertInto('course_items')
          .values(refIds.map((ref_id, i) => ({ tenant_id: tenantId, course_id: courseId, ref_id, sort: i + 1 })))
          .execute();
      }
    },
    /** The ordered item ids of each course among `courseIds`. */
    async items(tenantId: number, courseIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>(courseIds.map((id) => [id, []]));
      if (!courseIds.length) return out;
      const rows = await db
        .selectFrom('course_items')
        .select(['course_id', 'ref_id'])
        .where('tenant_id', '=', tenantId)
        .where('course_id', 'in', courseIds)
        .orderBy('course_id')
        .orderBy('sort')
        .execute();
      for (const r of rows) out.get(r.course_id)?.push(r.ref_id);
      return out;
    },
    /** Names of the series that hold a course. */
    async seriesHolding(tenantId: number, courseId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('course_items as i')
        .innerJoin('courses as s', 's.id', 'i.course_id')
        .select('s.name')
        .where('i.tenant_id', '=', tenantId)
        .where('s.kind', '=', 'series')
        .where('i.ref_id', '=', courseId)
        .orderBy('s.id')
        .execute();
      return rows.map((r) => r.name);
    },
    async remove(tenantId: number, id: number): Promise<boolean> {
      await db.deleteFrom('course_items').where('tenant_id', '=', tenantId).where('course_id', '=', id).execute();
      const res = await db.deleteFrom('courses').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
