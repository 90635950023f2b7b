import { COURSE_MENUS as M } from '../../../shared/courses.js';
import { menu } from './menu.js';

/**
 * Courses (870–889, issue 17 part 3) under 课程中心 (870): the course list (/courseManagement),
 * the series list (/seriesCourses) and the classifications (/courseClassification) are menu
 * items; the two editors (/courseAdd, /seriesCoursesAdd) open from the lists (?id= to edit).
 */
export const courseMenus = [
  menu({ id: M.root.id, pid: 0, path: M.root.path, name: M.root.name, fore: 0, show_menu: 1, redirect: M.list.path, icon: 'HatGraduation', sort: 65 }),
  menu({ id: M.list.id, pid: M.root.id, path: M.list.path, name: M.list.name, component: M.list.component, show_menu: 1, show_bar: 1, icon: 'VideoClip', sort: 871 }),
  menu({ id: M.series.id, pid: M.root.id, path: M.series.path, name: M.series.name, component: M.series.component, show_menu: 1, show_bar: 1, icon: 'Stack', sort: 872 }),
  menu({ id: M.classes.id, pid: M.root.id, path: M.classes.path, name: M.classes.name, component: M.classes.component, show_menu: 1, show_bar: 1, icon: 'Tag', sort: 873 }),
  menu({ id: M.edit.id, pid: M.root.id, path: M.edit.path, name: M.edit.name, component: M.edit.component, show: 0, show_bar: 1, sort: 874 }),
  menu({ id: M.seriesEdit.id, pid: M.root.id, path: M.seriesEdit.path, name: M.seriesEdit.name, component: M.seriesEdit.component, show: 0, show_bar: 1, sort: 875 }),
];
