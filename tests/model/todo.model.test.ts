// Generated paths of 待我处理 alone (docs/todo.md): `npx vitest run tests/model/todo.model.test.ts`.
// It must reach 100% of states and transitions; every covering path is replayed on a real actor.
import { todoPanelMachine } from '../../src/machines/todo-panel.machine.js';
import { describeAreaPaths } from './area-paths';
import { TODO_DESIGN_CARD, todoModelConfigs } from './todo-model-configs';

describeAreaPaths([todoPanelMachine], todoModelConfigs, TODO_DESIGN_CARD);
