// Generated paths of the contribution queue, tip-off desk, report class and public audience form
// machines on their own: `npx vitest run tests/model/contributions.model.test.ts`.
// machines.model.test.ts runs them again with every machine of the design card.
import { audienceFormMachine } from '../../src/machines/audience-form.machine.js';
import { contributionQueueMachine } from '../../src/machines/contribution-queue.machine.js';
import { reportClassesMachine } from '../../src/machines/report-classes.machine.js';
import { reportDeskMachine } from '../../src/machines/report-desk.machine.js';
import { describeAreaPaths } from './area-paths';
import { CONTRIBUTION_DESIGN_CARD, contributionModelConfigs } from './contribution-model-configs';

describeAreaPaths([contributionQueueMachine, reportDeskMachine, reportClassesMachine, audienceFormMachine], contributionModelConfigs, CONTRIBUTION_DESIGN_CARD);
