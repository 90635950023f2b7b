// Generated paths of the 问政 and collaborative-task machines alone (docs/interaction.md):
// `npx vitest run tests/model/politics.model.test.ts`; 100% of states and transitions each.
import { collabTasksMachine } from '../../src/machines/collab-tasks.machine.js';
import { politicsUnitsMachine } from '../../src/machines/politics-units.machine.js';
import { questionListMachine } from '../../src/machines/question-list.machine.js';
import { describeAreaPaths } from './area-paths';
import { POLITICS_DESIGN_CARD, politicsModelConfigs } from './politics-model-configs';

describeAreaPaths([questionListMachine, politicsUnitsMachine, collabTasksMachine], politicsModelConfigs, { designCard: POLITICS_DESIGN_CARD, everyOnCard: true });
