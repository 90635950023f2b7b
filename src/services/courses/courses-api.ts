// The course calls (server/routes/web-publish/course.ts). One function per call.
import type { Paged } from '../../../shared/api.js';
import type { CourseClass, CourseDetail, CourseInput, CourseKind, CourseSummary } from '../../../shared/courses.js';
import { get, postJson } from '../http.js';

const C = '/api/web-publish/course';

export interface CoursePageQuery {
  kind: CourseKind;
  classId?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export const getCoursePage = (q: CoursePageQuery) => get<Paged<CourseSummary>>(`${C}/page`, q);
export const getCourse = (id: number) => get<CourseDetail>(`${C}/detail`, { id });
export const saveCourse = (input: CourseInput) => postJson<{ id: number }>(`${C}/save`, input);
export const deleteCourse = (id: number) => postJson<null>(`${C}/delete`, { id });
export const getClasses = () => get<CourseClass[]>(`${C}/classify/list`);
export const getClassPage = (q: { keyword?: string; pageIndex: number; pageSize: number }) => get<Paged<CourseClass>>(`${C}/classify/page`, q);
export const saveClass = (body: { id?: number; name: string; sort: number }) => postJson<{ id: number }>(`${C}/classify/save`, body);
export const deleteClass = (id: number) => postJson<null>(`${C}/classify/delete`, { id });
