// The content machines' generated paths on their own (machines.model.test.ts runs every
// machine; this file lets the content area be checked alone): the editor's draft/autosave chart
// the review chart, the 三审 chain, the release dialog's schedule and the single records of the
// read-only screens reach 100% of states and transitions, and every covering path replays
// on a real actor.
import type { AnyStateMachine } from 'xstate';
import { contentColumnsMachine } from '../../src/machines/content-columns.machine.js';
import { contentEditorMachine } from '../../src/machines/content-editor.machine.js';
import { contentHistoryMachine } from '../../src/machines/content-history.machine.js';
import { contentListMachine } from '../../src/machines/content-list.machine.js';
import { contentLockMachine } from '../../src/machines/content-lock.machine.js';
import { contentPreviewMachine } from '../../src/machines/content-preview.machine.js';
import {
  contentDetailMachine, contentReportMachine, latestNewsMachine, publicNewsMachine, publishStatsMachine, storyAuditMachine,
} from '../../src/machines/content-resources.machine.js';
import { contentReviewMachine } from '../../src/machines/content-review.machine.js';
import { releaseScheduleMachine } from '../../src/machines/release-schedule.machine.js';
import { reviewChainMachine } from '../../src/machines/review-chain.machine.js';
import { reviewFlowSettingsMachine } from '../../src/machines/review-flow-settings.machine.js';
import { contentRevisionDiffMachine } from '../../src/machines/content-revision-diff.machine.js';
import { proofDictMachine } from '../../src/machines/proof-dict.machine.js';
import { CONTENT_DESIGN_CARD, contentModelConfigs } from './content-model-configs';
import { describeAreaPaths } from './area-paths';

const machines: AnyStateMachine[] = [
  contentEditorMachine,
  contentLockMachine,
  contentReviewMachine,
  reviewChainMachine,
  reviewFlowSettingsMachine,
  contentHistoryMachine,
  contentRevisionDiffMachine,
  contentListMachine,
  contentColumnsMachine,
  publicNewsMachine,
  latestNewsMachine,
  contentDetailMachine,
  publishStatsMachine,
  storyAuditMachine,
  contentReportMachine,
  contentPreviewMachine,
  releaseScheduleMachine,
  proofDictMachine,
];

describeAreaPaths(machines, contentModelConfigs, { designCard: CONTENT_DESIGN_CARD, noRefusals: true });
