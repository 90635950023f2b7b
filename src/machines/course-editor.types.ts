// What the course editor's load effect answers (shared with src/services/courses/effects.ts).
import type { CourseClass, CourseDetail, CourseSummary } from '../../shared/courses.js';

export interface CourseEditorLoaded {
  classes: CourseClass[];
  /** A series' choosable courses (empty for a course). */
  courses: CourseSummary[];
  detail: CourseDetail | null;
}
