// The courses area's machines with their real effects (docs/wiring.md): provided here once.
import { courseEditorMachine } from '../../machines/course-editor.machine.js';
import { orgCommandMachine } from '../../machines/org-command.machine.js';
import { courseEffects } from '../../services/courses/effects.js';

export const coursesLogic = {
  courseEditor: courseEditorMachine.provide(courseEffects.courseEditor),
  courseCommand: orgCommandMachine.provide(courseEffects.command),
  coursePage: courseEffects.page,
  courseClassPage: courseEffects.classPage,
};

type CoursesLogic = typeof coursesLogic;

declare module '../../ui/logic.js' {
  interface Logic {
    courseEditor: CoursesLogic['courseEditor'];
    courseCommand: CoursesLogic['courseCommand'];
    coursePage: CoursesLogic['coursePage'];
    courseClassPage: CoursesLogic['courseClassPage'];
  }
}
