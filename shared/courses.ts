// Courses (spec 001 §2 "Courses"): the menu paths, the types the console and the
// server exchange, the Chinese texts and the bounds. docs/courses.md.
import { COMMON_MESSAGES } from './common-messages.js';

export const COURSE_MENUS = {
  root: { id: 870, path: '/course', name: '课程中心' },
  list: { id: 871, path: '/courseManagement', name: '课程管理', component: 'courses/list' },
  edit: { id: 872, path: '/courseAdd', name: '新建/编辑课程', component: 'courses/edit' },
  series: { id: 873, path: '/seriesCourses', name: '系列课', component: 'courses/series' },
  seriesEdit: { id: 874, path: '/seriesCoursesAdd', name: '新建/编辑系列课', component: 'courses/series-edit' },
  classes: { id: 875, path: '/courseClassification', name: '课程分类', component: 'courses/classes' },
} as const;

/** course: a course made of library videos; series: a series made of courses. */
export type CourseKind = 'course' | 'series';

export const COURSE_LIMITS = {
  nameMax: 64,
  summaryMax: 500,
  classNameMax: 32,
  itemsMax: 200,
} as const;

export interface CourseClass {
  id: number;
  name: string;
  sort: number;
  /** Courses and series in this class. */
  courseCount: number;
}

/** One entry of a course (a library video) or of a series (a course), in order. */
export interface CourseItem {
  /** The library file id (course) or the course id (series). */
  id: number;
  name: string;
  /** Seconds: the video's length, or the course's total. */
  duration: number;
  /** Signed cover URL ('' when none). */
  cover: string;
  /** A series' course: how many videos it has (0 for a video). */
  count: number;
}

export interface CourseSummary {
  id: number;
  kind: CourseKind;
  name: string;
  summary: string;
  classId: number;
  className: string;
  /** Videos of a course, courses of a series. */
  itemCount: number;
  /** Total seconds of the videos (a series: of all its courses' videos). */
  duration: number;
  cover: string;
  createdAt: number;
  updatedAt: number;
}

export interface CourseDetail extends CourseSummary {
  items: CourseItem[];
}

/** The body of a save: `itemIds` are library video ids (course) or course ids (series), in order. */
export interface CourseInput {
  id?: number;
  kind: CourseKind;
  name: string;
  summary: string;
  classId: number;
  itemIds: number[];
}

export const COURSE_TEXTS = {
  kinds: { course: '课程', series: '系列课' } as Record<CourseKind, string>,
  nameRequired: (kind: CourseKind) => (kind === 'series' ? '请输入系列课名称' : '请输入课程名称'),
  videosRequired: '请至少选择一个视频',
  coursesRequired: '请至少选择一门课程',
  tooMany: `最多选择${COURSE_LIMITS.itemsMax}项`,
  videosInvalid: '所选视频不存在或不属于本单位，不能组成课程',
  notVideo: (name: string) => `只能选择视频文件：${name}`,
  videoTwice: (name: string) => `视频重复：${name}`,
  coursesInvalid: '所选课程不存在或不属于本单位',
  courseTwice: (name: string) => `课程重复：${name}`,
  classMissing: '课程分类不存在',
  kindFixed: '课程类型不能修改',
  notFound: '课程不存在',
  inSeries: (names: string) => `该课程已加入系列课「${names}」，请先从系列课中移除`,
  saved: COMMON_MESSAGES.saved,
  deleted: COMMON_MESSAGES.deleted,
  classNameRequired: '请输入分类名称',
  classNameTaken: '分类名称已存在',
  classNotFound: '课程分类不存在',
  classInUse: '该分类下还有课程，不能删除',
} as const;
