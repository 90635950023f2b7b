import { QA_MENUS as m } from '../../../shared/qa-tasks.js';
import { menu } from './menu.js';

/** Q&A 问政 (630–639) and collaborative tasks (640–649), issue 16 items 4 and 5. */
export const qaTaskMenus = [
  menu({ id: m.politics.id, pid: 0, path: m.politics.path, name: m.politics.name, fore: 0, show_menu: 1, redirect: m.questions.path, icon: 'PersonVoice', sort: 630 }),
  menu({ id: m.questions.id, pid: m.politics.id, path: m.questions.path, name: m.questions.name, component: m.questions.component, show_menu: 1, level_two: 1, icon: 'QuestionCircle', sort: 631 }),
  menu({ id: m.answers.id, pid: m.politics.id, path: m.answers.path, name: m.answers.name, component: m.answers.component, show_menu: 1, level_two: 1, icon: 'CommentCheckmark', sort: 632 }),
  menu({ id: m.units.id, pid: m.politics.id, path: m.units.path, name: m.units.name, component: m.units.component, show_menu: 1, level_two: 1, icon: 'People', sort: 633 }),
  menu({ id: m.synergy.id, pid: 0, path: m.synergy.path, name: m.synergy.name, fore: 0, show_menu: 1, redirect: m.tasks.path, icon: 'TaskListSquare', sort: 640 }),
  menu({ id: m.tasks.id, pid: m.synergy.id, path: m.tasks.path, name: m.tasks.name, component: m.tasks.component, show_menu: 1, level_two: 1, icon: 'TaskListSquare', sort: 641 }),
];
