// The 问政 and collaborative-task machines with their real effects (docs/wiring.md).
import { collabTasksMachine } from '../../machines/collab-tasks.machine.js';
import { politicsUnitsMachine } from '../../machines/politics-units.machine.js';
import { questionListMachine } from '../../machines/question-list.machine.js';
import { politicsEffects } from '../../services/politics/effects.js';

export const politicsLogic = {
  questionList: questionListMachine.provide(politicsEffects.questionList),
  politicsUnits: politicsUnitsMachine.provide(politicsEffects.politicsUnits),
  collabTasks: collabTasksMachine.provide(politicsEffects.collabTasks),
};

declare module '../../ui/logic.js' {
  interface Logic {
    questionList: typeof questionListMachine;
    politicsUnits: typeof politicsUnitsMachine;
    collabTasks: typeof collabTasksMachine;
  }
}
