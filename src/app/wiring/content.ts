// The content area's machines with their real effects (docs/wiring.md).
import { contentColumnsMachine } from '../../machines/content-columns.machine.js';
import { contentEditorMachine } from '../../machines/content-editor.machine.js';
import { contentHistoryMachine } from '../../machines/content-history.machine.js';
import { contentLockMachine } from '../../machines/content-lock.machine.js';
import { contentChecksMachine } from '../../machines/content-checks.machine.js';
import { contentListMachine } from '../../machines/content-list.machine.js';
import { contentPreviewMachine } from '../../machines/content-preview.machine.js';
import {
  contentDetailMachine, contentReportMachine, latestNewsMachine, publicNewsMachine, publishStatsMachine, storyAuditMachine,
} from '../../machines/content-resources.machine.js';
import { contentReviewMachine } from '../../machines/content-review.machine.js';
import { contentRevisionDiffMachine } from '../../machines/content-revision-diff.machine.js';
import { releaseScheduleMachine } from '../../machines/release-schedule.machine.js';
import { reviewFlowSettingsMachine } from '../../machines/review-flow-settings.machine.js';
import { checksEffects, columnEffects, editorEffects, historyEffects, listEffects, lockEffects, resourceEffects as r, reviewEffects, reviewFlowEffects, revisionDiffEffects } from '../../services/content/effects.js';

export const contentLogic = {
  // the edit lock and the checks (smart audit, proofreading) are the editor's children: their effects are provided on them here
  contentEditor: contentEditorMachine.provide({
    ...editorEffects,
    actors: { ...editorEffects.actors, contentLock: contentLockMachine.provide(lockEffects), contentChecks: contentChecksMachine.provide(checksEffects) },
  }),
  contentReview: contentReviewMachine.provide(reviewEffects),
  contentList: contentListMachine.provide(listEffects),
  reviewFlowSettings: reviewFlowSettingsMachine.provide(reviewFlowEffects),
  contentColumns: contentColumnsMachine.provide(columnEffects),
  // the single records of the read-only screens (content-resources.machine.ts)
  publicNews: publicNewsMachine.provide(r.publicNews),
  latestNews: latestNewsMachine.provide(r.latestNews),
  contentDetail: contentDetailMachine.provide(r.contentDetail),
  publishStats: publishStatsMachine.provide(r.publishStats),
  storyAudit: storyAuditMachine.provide(r.storyAudit),
  contentReport: contentReportMachine.provide(r.contentReport),
  contentHistory: contentHistoryMachine.provide(historyEffects),
  contentRevisionDiff: contentRevisionDiffMachine.provide(revisionDiffEffects),
  contentPreview: contentPreviewMachine,
  // the release dialog's schedule: no effects (the dialog's caller sends the release)
  releaseSchedule: releaseScheduleMachine,
};

declare module '../../ui/logic.js' {
  interface Logic {
    contentEditor: typeof contentEditorMachine;
    contentReview: typeof contentReviewMachine;
    contentList: typeof contentListMachine;
    reviewFlowSettings: typeof reviewFlowSettingsMachine;
    contentColumns: typeof contentColumnsMachine;
    publicNews: typeof publicNewsMachine;
    latestNews: typeof latestNewsMachine;
    contentDetail: typeof contentDetailMachine;
    publishStats: typeof publishStatsMachine;
    storyAudit: typeof storyAuditMachine;
    contentReport: typeof contentReportMachine;
    contentHistory: typeof contentHistoryMachine;
    contentRevisionDiff: typeof contentRevisionDiffMachine;
    contentPreview: typeof contentPreviewMachine;
    releaseSchedule: typeof releaseScheduleMachine;
  }
}
