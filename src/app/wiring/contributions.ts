// Contributions and tip-offs with their real effects (docs/wiring.md).
import { audienceFormMachine } from '../../machines/audience-form.machine.js';
import { contributionQueueMachine } from '../../machines/contribution-queue.machine.js';
import { reportClassesMachine } from '../../machines/report-classes.machine.js';
import { reportDeskMachine } from '../../machines/report-desk.machine.js';
import { contributionEffects } from '../../services/interaction/contribution-effects.js';

export const contributionLogic = {
  audienceForm: audienceFormMachine.provide(contributionEffects.audienceForm),
  contributionQueue: contributionQueueMachine.provide(contributionEffects.contributionQueue),
  reportDesk: reportDeskMachine.provide(contributionEffects.reportDesk),
  reportClasses: reportClassesMachine.provide(contributionEffects.reportClasses),
};

declare module '../../ui/logic.js' {
  interface Logic {
    audienceForm: typeof audienceFormMachine;
    contributionQueue: typeof contributionQueueMachine;
    reportDesk: typeof reportDeskMachine;
    reportClasses: typeof reportClassesMachine;
  }
}
