// Generated paths of the interaction machines alone (docs/interaction.md), so that they can be run
// on their own: `npx vitest run tests/model/interaction.model.test.ts`. Each must reach 100% of
// states and transitions; every covering path is replayed on a real actor.
import type { AnyStateMachine } from 'xstate';
import { commentQueueMachine } from '../../src/machines/comment-queue.machine.js';
import { forbiddenListMachine } from '../../src/machines/forbidden-list.machine.js';
import { newsCommentsMachine } from '../../src/machines/news-comments.machine.js';
import { newsReactionsMachine } from '../../src/machines/news-reactions.machine.js';
import { describeAreaPaths } from './area-paths';
import { INTERACTION_DESIGN_CARD, interactionModelConfigs } from './interaction-model-configs';

const machines: AnyStateMachine[] = [newsCommentsMachine, newsReactionsMachine, commentQueueMachine, forbiddenListMachine];

describeAreaPaths(machines, interactionModelConfigs, { designCard: INTERACTION_DESIGN_CARD, everyOnCard: true });
