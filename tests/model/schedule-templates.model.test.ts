// Generated paths of the programme templates, the day marks and the copy dialog with its preview
// (docs/schedule.md "Templates and previews"), replayed on real actors; every state and
// transition reached.
import { copyScheduleMachine } from '../../src/machines/copy-schedule.machine.js';
import { dayMarksMachine } from '../../src/machines/day-marks.machine.js';
import { scheduleTemplatesMachine } from '../../src/machines/schedule-templates.machine.js';
import { describeAreaPaths } from './area-paths';
import { modelConfigs } from './model-configs';

describeAreaPaths([scheduleTemplatesMachine, dayMarksMachine, copyScheduleMachine], modelConfigs, {
  designCard: ['scheduleTemplates', 'dayMarks', 'copySchedule'],
  everyOnCard: true,
});
