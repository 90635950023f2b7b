// The activities area's machines with their real effects (docs/wiring.md): provided here once.
import { activityEditorMachine } from '../../machines/activity-editor.machine.js';
import { lotteryDrawMachine } from '../../machines/lottery-draw.machine.js';
import { orgCommandMachine } from '../../machines/org-command.machine.js';
import { winningListMachine } from '../../machines/winning-list.machine.js';
import { activityEffects } from '../../services/activities/effects.js';

export const activitiesLogic = {
  lotteryDraw: lotteryDrawMachine.provide(activityEffects.lotteryDraw),
  activityEditor: activityEditorMachine.provide(activityEffects.activityEditor),
  winningList: winningListMachine.provide(activityEffects.winningList),
  activityCommand: orgCommandMachine.provide(activityEffects.command),
  activityPage: activityEffects.page,
};

type ActivitiesLogic = typeof activitiesLogic;

declare module '../../ui/logic.js' {
  interface Logic {
    lotteryDraw: ActivitiesLogic['lotteryDraw'];
    activityEditor: ActivitiesLogic['activityEditor'];
    winningList: ActivitiesLogic['winningList'];
    activityCommand: ActivitiesLogic['activityCommand'];
    activityPage: ActivitiesLogic['activityPage'];
  }
}
