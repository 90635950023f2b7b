// Generated paths of the course editor alone (docs/courses.md): `npx vitest run
// tests/model/courses.model.test.ts`. It must reach 100% of states and transitions; every
// covering path is replayed on a real actor.
import { courseEditorMachine } from '../../src/machines/course-editor.machine.js';
import { describeAreaPaths } from './area-paths';
import { COURSES_DESIGN_CARD, coursesModelConfigs } from './courses-model-configs';

describeAreaPaths([courseEditorMachine], coursesModelConfigs, { designCard: COURSES_DESIGN_CARD, everyOnCard: true });
