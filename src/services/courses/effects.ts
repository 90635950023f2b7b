// The courses area's real effects (docs/courses.md), shaped like the setup() sections of the
// course-editor and command machines; provided once in src/app/wiring/courses.ts.
import { fromPromise } from 'xstate';
import type { Paged } from '../../../shared/api.js';
import { COURSE_MENUS, type CourseClass, type CourseInput, type CourseKind, type CourseSummary } from '../../../shared/courses.js';
import type { CourseEditorLoaded } from '../../machines/course-editor.types.js';
import type { OrgCommand } from '../../machines/org.types.js';
import { goTo } from '../navigation.js';
import { toast } from '../toast.js';
import * as api from './courses-api.js';

const notify = (_: unknown, { text }: { text: string }) => toast.success(text);

export const courseEffects = {
  courseEditor: {
    actors: {
      load: fromPromise<CourseEditorLoaded, { id: number; kind: CourseKind }>(async ({ input }) => {
        const [classes, courses, detail] = await Promise.all([
          api.getClasses(),
          // A series picks among the tenant's courses (the newest 100).
          input.kind === 'series' ? api.getCoursePage({ kind: 'course', pageIndex: 1, pageSize: 100 }).then((p) => p.list) : Promise.resolve([]),
          input.id ? api.getCourse(input.id) : Promise.resolve(null),
        ]);
        return { classes, courses, detail };
      }),
      save: fromPromise<{ id: number }, CourseInput>(({ input }) => api.saveCourse(input)),
    },
    actions: { notify, goToList: (_: unknown, { kind }: { kind: CourseKind }) => goTo(kind === 'series' ? COURSE_MENUS.series.path : COURSE_MENUS.list.path) },
  },
  /** Deletes from the lists and the classification dialog's save (no confirmation for a save). */
  command: {
    actors: {
      run: fromPromise<unknown, OrgCommand>(({ input }) => {
        if (input.kind === 'course.delete') return api.deleteCourse(input.id);
        if (input.kind === 'courseClass.delete') return api.deleteClass(input.id);
        if (input.kind === 'courseClass.save') {
          const name = String(input.args?.name ?? '');
          const sort = Number(input.args?.sort ?? 0) || 0;
          return api.saveClass({ ...(input.id ? { id: input.id } : {}), name, sort });
        }
        return Promise.reject(new Error(`未知操作：${input.kind}`));
      }),
    },
    actions: { notify },
  },
  /** The list screens' page fetchers. */
  page: fromPromise<Paged<CourseSummary>, api.CoursePageQuery>(({ input }) => api.getCoursePage(input)),
  classPage: fromPromise<Paged<CourseClass>, { keyword?: string; pageIndex: number; pageSize: number }>(({ input }) => api.getClassPage(input)),
};
