import { COURSE_MENUS as M } from '../../../shared/courses.js';
import { menuOf } from './menu.js';

/**
 * Courses (870–889, issue 17 part 3) under 课程中心 (870): the course list (/courseManagement),
 * the series list (/seriesCourses) and the classifications (/courseClassification) are menu
 * items; the two editors (/courseAdd, /seriesCoursesAdd) open from the lists (?id= to edit).
 */
export const courseMenus = [
  menuOf(M.root, 0, { fore: 0, show_menu: 1, redirect: M.list.path, icon: 'HatGraduation', sort: 65 }),
  menuOf(M.list, M.root.id, { show_menu: 1, show_bar: 1, icon: 'VideoClip', sort: 871 }),
  menuOf(M.series, M.root.id, { show_menu: 1, show_bar: 1, icon: 'Stack', sort: 872 }),
  menuOf(M.classes, M.root.id, { show_menu: 1, show_bar: 1, icon: 'Tag', sort: 873 }),
  menuOf(M.edit, M.root.id, { show: 0, show_bar: 1, sort: 874 }),
  menuOf(M.seriesEdit, M.root.id, { show: 0, show_bar: 1, sort: 875 }),
];
