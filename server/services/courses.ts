// Courses: what a course or series is shown with, and the save rules. A course
// is made of the tenant's library videos, a series of the tenant's courses; anything else is a
// 400 naming the problem, and nothing is written. docs/courses.md.
import type { FastifyInstance } from 'fastify';
import type { ContentFileRef } from '../../shared/content.js';
import { COURSE_TEXTS as T, type CourseDetail, type CourseInput, type CourseItem, type CourseSummary } from '../../shared/courses.js';
import { badRequest, conflict, found } from '../lib/errors.js';
import type { CourseRow } from '../repositories/courses.js';
import { fileRefs } from './content-items.js';

const VIDEO = 1;

/** Everything needed to show these rows: their items, and for series their courses' items. */
async function gather(app: FastifyInstance, tenantId: number, rows: CourseRow[]) {
  const repo = app.repos.courses;
  const items = await repo.items(tenantId, rows.map((r) => r.id));
  const seriesCourseIds = [...new Set(rows.filter((r) => r.kind === 'series').flatMap((r) => items.get(r.id) ?? []))];
  const children = await repo.ofKind(tenantId, 'course', seriesCourseIds);
  const childItems = await repo.items(tenantId, children.map((c) => c.id));
  const fileIds = [...rows.filter((r) => r.kind === 'course').flatMap((r) => items.get(r.id) ?? []), ...[...childItems.values()].flat()];
  const refs = await fileRefs(app, tenantId, fileIds);
  const videosOf = (ids: number[]) => ids.map((id) => refs.get(id)).filter((f): f is ContentFileRef => !!f);
  const courseItem = (c: CourseRow): CourseItem => {
    const videos = videosOf(childItems.get(c.id) ?? []);
    return { id: c.id, name: c.name, duration: videos.reduce((n, v) => n + v.duration, 0), cover: videos[0]?.cover ?? '', count: videos.length };
  };
  const byId = new Map(children.map((c) => [c.id, c]));
  /** The items of one row in order (a video or a course gone since is left out). */
  const itemsOf = (r: CourseRow): CourseItem[] =>
    r.kind === 'course'
      ? videosOf(items.get(r.id) ?? []).map((v) => ({ id: v.fileId, name: v.fileName, duration: v.duration, cover: v.cover, count: 0 }))
      : (items.get(r.id) ?? []).map((id) => byId.get(id)).filter((c): c is CourseRow => !!c).map(courseItem);
  return itemsOf;
}

function toSummary(r: CourseRow, items: CourseItem[]): CourseSummary {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    summary: r.summary,
    classId: r.classId,
    className: r.className,
    itemCount: items.length,
    duration: items.reduce((n, i) => n + i.duration, 0),
    cover: items.find((i) => i.cover)?.cover ?? '',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function courseSummaries(app: FastifyInstance, tenantId: number, rows: CourseRow[]): Promise<CourseSummary[]> {
  const itemsOf = await gather(app, tenantId, rows);
  return rows.map((r) => toSummary(r, itemsOf(r)));
}

export async function courseDetail(app: FastifyInstance, tenantId: number, id: number): Promise<CourseDetail> {
  const row = await found(app.repos.courses.get(tenantId, id), T.notFound);
  const items = (await gather(app, tenantId, [row]))(row);
  return { ...toSummary(row, items), items };
}

/** The item ids of a save, checked: the tenant's videos (a course) or courses (a series). */
async function checkedItems(app: FastifyInstance, tenantId: number, input: CourseInput): Promise<number[]> {
  const ids = input.itemIds;
  if (input.kind === 'course') {
    if (!ids.length) throw badRequest(T.videosRequired);
    const refs = await fileRefs(app, tenantId, ids);
    const seen = new Set<number>();
    for (const id of ids) {
      const f = refs.get(id);
      // Another tenant's file, a file in the recycle bin or no file at all: the same answer.
      if (!f) throw badRequest(T.videosInvalid);
      if (f.fileType !== VIDEO) throw badRequest(T.notVideo(f.fileName));
      if (seen.has(id)) throw badRequest(T.videoTwice(f.fileName));
      seen.add(id);
    }
    return ids;
  }
  if (!ids.length) throw badRequest(T.coursesRequired);
  const courses = new Map((await app.repos.courses.ofKind(tenantId, 'course', ids)).map((c) => [c.id, c]));
  const seen = new Set<number>();
  for (const id of ids) {
    const c = courses.get(id);
    if (!c) throw badRequest(T.coursesInvalid);
    if (seen.has(id)) throw badRequest(T.courseTwice(c.name));
    seen.add(id);
  }
  return ids;
}

/** Creates or updates a course or series with its ordered items, in one transaction. */
export async function saveCourse(app: FastifyInstance, tenantId: number, userId: number, input: CourseInput): Promise<number> {
  const name = input.name.trim();
  if (!name) throw badRequest(T.nameRequired(input.kind));
  const classId = input.classId > 0 ? input.classId : 0;
  if (classId && !(await app.repos.courses.getClass(tenantId, classId))) throw badRequest(T.classMissing);
  const itemIds = await checkedItems(app, tenantId, input);
  const values = { kind: input.kind, name, summary: input.summary.trim(), classId };
  return app.transaction(async (tx) => {
    if (input.id === undefined) {
      const id = await tx.courses.create(tenantId, userId, values);
      await tx.courses.setItems(tenantId, id, itemIds);
      return id;
    }
    const current = await found(tx.courses.get(tenantId, input.id), T.notFound);
    if (current.kind !== input.kind) throw badRequest(T.kindFixed);
    await tx.courses.update(tenantId, current.id, values);
    await tx.courses.setItems(tenantId, current.id, itemIds);
    return current.id;
  });
}

/** Deletes a course or series; a course still held by a series is refused (409). */
export async function removeCourse(app: FastifyInstance, tenantId: number, id: number): Promise<void> {
  const row = await found(app.repos.courses.get(tenantId, id), T.notFound);
  await app.transaction(async (tx) => {
    if (row.kind === 'course') {
      const series = await tx.courses.seriesHolding(tenantId, id);
      if (series.length) throw conflict(T.inSeries(series.join('」「')));
    }
    await tx.courses.remove(tenantId, id);
  });
}
