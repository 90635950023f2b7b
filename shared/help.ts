// The 帮助 (help) group of the menu catalogue and its pages (catalogue ids 250–259): the menu
// entries the server seeds (server/seed/menus/diagrams.ts) and the console routes, and the
// addresses its pages had before they moved here (the console redirects them, so no bookmark 404s).

export const HELP_MENUS = {
  /** The top-level group; it opens its first page. */
  root: { id: 251, path: '/help', name: '帮助' },
  /** Every statechart of the console with its diagram and generated-path stepping (was 状态图评审 under 系统设置). */
  diagrams: { id: 250, path: '/help/diagrams', name: '流程图', component: 'diagrams/statecharts' },
} as const;

/** Old address → new address of a page that moved to another menu group. */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  '/system/statecharts': HELP_MENUS.diagrams.path,
};
