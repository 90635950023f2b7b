// Menu catalogue entries of Q&A 问政 and collaborative tasks (ids 630–649).
import { QA_MENUS as m } from '../../../shared/qa-tasks.js';
import { menuOf } from './menu.js';

/** Q&A 问政 (630–639) and collaborative tasks (640–649); docs/interaction.md. */
export const qaTaskMenus = [
  menuOf(m.politics, 0, { fore: 0, show_menu: 1, redirect: m.questions.path, icon: 'PersonVoice', sort: 630 }),
  menuOf(m.questions, m.politics.id, { show_menu: 1, level_two: 1, icon: 'QuestionCircle', sort: 631 }),
  menuOf(m.answers, m.politics.id, { show_menu: 1, level_two: 1, icon: 'CommentCheckmark', sort: 632 }),
  menuOf(m.units, m.politics.id, { show_menu: 1, level_two: 1, icon: 'People', sort: 633 }),
  menuOf(m.synergy, 0, { fore: 0, show_menu: 1, redirect: m.tasks.path, icon: 'TaskListSquare', sort: 640 }),
  menuOf(m.tasks, m.synergy.id, { show_menu: 1, level_two: 1, icon: 'TaskListSquare', sort: 641 }),
];
