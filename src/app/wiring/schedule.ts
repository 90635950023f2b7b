// The programme lists wired: editor, week view, copy dialog, templates, day marks, TV channels and the material pane with their
// real effects (src/services/schedule/effects.ts).
import { isValidTvChannel } from '../../features/schedule/validate-tv-channel.js';
import { copyScheduleMachine } from '../../machines/copy-schedule.machine.js';
import { dayMarksMachine } from '../../machines/day-marks.machine.js';
import { scheduleTemplatesMachine } from '../../machines/schedule-templates.machine.js';
import { formMachine } from '../../machines/form.machine.js';
import { materialsMachine } from '../../machines/materials.machine.js';
import { scheduleMachine } from '../../machines/schedule.machine.js';
import { scheduleWeekMachine } from '../../machines/schedule-week.machine.js';
import { tvChannelsMachine } from '../../machines/tv-channels.machine.js';
import { scheduleEffects as e } from '../../services/schedule/effects.js';

export const scheduleLogic = {
  schedule: scheduleMachine.provide(e.schedule),
  scheduleWeek: scheduleWeekMachine.provide(e.scheduleWeek),
  copySchedule: copyScheduleMachine.provide(e.copySchedule),
  scheduleTemplates: scheduleTemplatesMachine.provide(e.scheduleTemplates),
  dayMarks: dayMarksMachine.provide(e.dayMarks),
  tvChannels: tvChannelsMachine.provide(e.tvChannels),
  materials: materialsMachine.provide(e.materials),
  /** The TV channel dialog's form: valid once it has a name; a valid submit saves through the list. */
  tvChannelForm: formMachine.provide({ guards: { isValid: ({ context }) => isValidTvChannel(context.values) } }),
};

declare module '../../ui/logic.js' {
  interface Logic {
    schedule: typeof scheduleMachine;
    scheduleWeek: typeof scheduleWeekMachine;
    copySchedule: typeof copyScheduleMachine;
    scheduleTemplates: typeof scheduleTemplatesMachine;
    dayMarks: typeof dayMarksMachine;
    tvChannels: typeof tvChannelsMachine;
    materials: typeof materialsMachine;
    tvChannelForm: typeof formMachine;
  }
}
