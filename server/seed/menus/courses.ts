// Menu catalogue entries of the course centre (ids 870–889; docs/courses.md).
import { COURSE_MENUS as M } from '../../../shared/courses.js';
import { menuGroup } from './menu.js';

/**
 * Courses (870–889) under 课程中心 (870): the course list (/courseManagement),
 * the series list (/seriesCourses) and the classifications (/courseClassification) are menu
 * items; the two editors (/courseAdd, /seriesCoursesAdd) open from the lists (?id= to edit).
 */
export const courseMenus = menuGroup(
  M.root,
  { icon: 'HatGraduation', sort: 65 },
  [[M.list, 'VideoClip'], [M.series, 'Stack'], [M.classes, 'Tag']],
  [M.edit, M.seriesEdit],
);
