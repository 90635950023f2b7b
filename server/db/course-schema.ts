// Courses (migration 135-courses): classifications, courses and series, and their ordered items.
import type { Generated } from 'kysely';

export interface CourseClassTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  sort: Generated<number>;
  created_at: number;
}

export interface CourseTable {
  id: Generated<number>;
  tenant_id: number;
  /** 'course' (made of library videos) | 'series' (made of courses). */
  kind: string;
  /** A course_classes id, 0 for none. */
  class_id: Generated<number>;
  name: string;
  summary: Generated<string>;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface CourseItemTable {
  id: Generated<number>;
  tenant_id: number;
  course_id: number;
  /** library_files.id for a course, courses.id for a series. */
  ref_id: number;
  /** 1-based position. */
  sort: number;
}

declare module './schema.js' {
  interface Database {
    course_classes: CourseClassTable;
    courses: CourseTable;
    course_items: CourseItemTable;
  }
}
