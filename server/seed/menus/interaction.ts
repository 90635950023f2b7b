// Menu catalogue entries of audience interaction (ids 600–699; docs/interaction.md).
import { INTERACTION_MENUS as m } from '../../../shared/interaction.js';
import { menuOf } from './menu.js';

/** Audience interaction (600–699): the comment queue, forbidden words, forbidden users. */
export const interactionMenus = [
  menuOf(m.top, 0, { fore: 0, show_menu: 1, redirect: m.comments.path, icon: 'Chat', sort: 600 }),
  menuOf(m.comments, m.top.id, { show_menu: 1, level_two: 1, icon: 'Comment', perms: 'interaction:comment:moderate', sort: 601 }),
  menuOf(m.words, m.top.id, { show_menu: 1, level_two: 1, icon: 'Prohibited', perms: 'interaction:word:edit', sort: 602 }),
  menuOf(m.users, m.top.id, { show_menu: 1, level_two: 1, icon: 'PersonProhibited', sort: 603 }),
];
