// The whole menu/route catalogue, written into the menus table at every start (seed.ts): each
// area's entries come from its file under menus/, which also notes that area's id range.
import type { MenuTable } from '../db/schema.js';
import { foundationMenus } from './menus/foundation.js';
import { mediaMenus } from './menus/media.js';
import { messageMenus } from './menus/messages.js';
import { scheduleMenus } from './menus/schedule.js';
import { uploadMenus } from './menus/upload.js';
import { shellMenus } from './menus/shell.js';
import { diagramMenus } from './menus/diagrams.js';
import { orgMenus } from './menus/org.js';
import { contentMenus } from './menus/content.js';
import { interactionMenus } from './menus/interaction.js';
import { contributionMenus } from './menus/contributions.js';
import { activityMenus } from './menus/activities.js';
import { courseMenus } from './menus/courses.js';
import { terminalMenus } from './menus/terminal.js';
import { qaTaskMenus } from './menus/qa-tasks.js';
import { liveMenus } from './menus/live.js';

/**
 * The whole menu/route catalogue. Each area of the product adds its file under menus/ and a
 * line here; an entry points at a screen that exists, so no menu item leads to an empty page.
 */
export const menuCatalogue: MenuTable[] = [...foundationMenus, ...mediaMenus, ...messageMenus, ...scheduleMenus, ...uploadMenus, ...shellMenus, ...diagramMenus, ...orgMenus, ...contentMenus, ...interactionMenus, ...contributionMenus, ...activityMenus, ...courseMenus, ...terminalMenus, ...qaTaskMenus, ...liveMenus];
