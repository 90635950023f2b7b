// Every area's wired machines but the first screen's (each area's wiring is in ./wiring/<area>.ts):
// a chunk of its own, loaded by ./logic.ts once the console needs more than the login page.
import { activitiesLogic } from './wiring/activities.js';
import { clipboardLogic } from './wiring/clipboard.js';
import { contentLogic } from './wiring/content.js';
import { coursesLogic } from './wiring/courses.js';
import { interactionLogic } from './wiring/interaction.js';
import { contributionLogic } from './wiring/contributions.js';
import { orgLogic } from './wiring/org.js';
import { mediaLogic } from './wiring/media.js';
import { messagesLogic } from './wiring/messages.js';
import { scheduleLogic } from './wiring/schedule.js';
import { shellLogic } from './wiring/shell.js';
import { uploadLogic } from './wiring/upload.js';
import { terminalLogic } from './wiring/terminal.js';
import { politicsLogic } from './wiring/politics.js';
import { liveMonitorLogic } from './wiring/live-monitor.js';

export const areaLogic = {
  ...shellLogic,
  ...mediaLogic,
  ...messagesLogic,
  ...uploadLogic,
  ...scheduleLogic,
  ...clipboardLogic,
  ...contentLogic,
  ...orgLogic,
  ...interactionLogic,
  ...contributionLogic,
  ...activitiesLogic,
  ...coursesLogic,
  ...terminalLogic,
  ...politicsLogic,
  ...liveMonitorLogic,
};
