import { INTERACTION_MENUS as m } from '../../../shared/interaction.js';
import { menu } from './menu.js';

/** Audience interaction (600–699): the comment queue, forbidden words, forbidden users. */
export const interactionMenus = [
  menu({ id: m.top.id, pid: 0, path: m.top.path, name: m.top.name, fore: 0, show_menu: 1, redirect: m.comments.path, icon: 'Chat', sort: 600 }),
  menu({ id: m.comments.id, pid: m.top.id, path: m.comments.path, name: m.comments.name, component: m.comments.component, show_menu: 1, level_two: 1, icon: 'Comment', perms: 'interaction:comment:moderate', sort: 601 }),
  menu({ id: m.words.id, pid: m.top.id, path: m.words.path, name: m.words.name, component: m.words.component, show_menu: 1, level_two: 1, icon: 'Prohibited', perms: 'interaction:word:edit', sort: 602 }),
  menu({ id: m.users.id, pid: m.top.id, path: m.users.path, name: m.users.name, component: m.users.component, show_menu: 1, level_two: 1, icon: 'PersonProhibited', sort: 603 }),
];
