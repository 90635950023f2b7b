// Generated paths of the lucky-draw machines alone (docs/activities.md): `npx vitest run
// tests/model/activities.model.test.ts`. Each must reach 100% of states and transitions; every
// covering path is replayed on a real actor.
import type { AnyStateMachine } from 'xstate';
import { activityEditorMachine } from '../../src/machines/activity-editor.machine.js';
import { lotteryDrawMachine } from '../../src/machines/lottery-draw.machine.js';
import { winningListMachine } from '../../src/machines/winning-list.machine.js';
import { ACTIVITIES_DESIGN_CARD, activitiesModelConfigs } from './activities-model-configs';
import { describeAreaPaths } from './area-paths';

const machines: AnyStateMachine[] = [lotteryDrawMachine, activityEditorMachine, winningListMachine];

describeAreaPaths(machines, activitiesModelConfigs, { designCard: ACTIVITIES_DESIGN_CARD, everyOnCard: true });
