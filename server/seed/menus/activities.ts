// Menu catalogue entries of the lucky-draw activities (ids 700–749; docs/activities.md).
import { ACTIVITY_MENUS as M } from '../../../shared/activities.js';
import { menuGroup } from './menu.js';

/**
 * Lucky-draw activities (700–749) under 互动活动 (700): the list (/goLuckDraw),
 * the quick invoice lottery (/addOrEditlist) and the winners list (/winningList) are menu items;
 * the editor (/addOrEdit) and the two draw screens (/goLotteryDraw, /goLotteryDraw2) are opened
 * from the list with ?id=.
 */
export const activityMenus = menuGroup(
  M.root,
  { icon: 'Gift', sort: 60 },
  [[M.list, 'Gift'], [M.quick, 'Receipt'], [M.winners, 'Trophy']],
  [M.edit, M.draw, M.drawScreen],
);
