// The 问政 and collaborative-task effects (docs/interaction.md), shaped like the setup()
// sections of the questionList, politicsUnits and collabTasks machines; provided once in
// src/app/wiring/politics.ts. The task list's memory lives in the session's storage.
import { fromPromise } from 'xstate';
import type { QuestionCommand, QuestionMode, QuestionPageQuery, RememberedTasks, TaskCommand, TaskForm, TaskPageQuery, UnitCommand } from '../../../shared/qa-tasks.js';
import { toast } from '../toast.js';
import * as api from './politics-api.js';

const notify = (_: unknown, p: { text: string }) => toast.success(p.text);

/** sessionStorage key of the synergy-task list's page and filter. */
export const TASK_MEMORY_KEY = 'synergyTaskQuery';

function recallTasks(): RememberedTasks | null {
  try {
    const raw = sessionStorage.getItem(TASK_MEMORY_KEY);
    return raw ? (JSON.parse(raw) as RememberedTasks) : null;
  } catch {
    return null;
  }
}

async function runQuestion(c: QuestionCommand): Promise<unknown> {
  switch (c.kind) {
    case 'assign':
      return api.assignQuestion(c.id, c.unitId);
    case 'answer':
      return api.answerQuestion(c.id, c.answer);
    case 'publish':
      return api.publishQuestion(c.id, 1);
    case 'unpublish':
      return api.publishQuestion(c.id, 0);
    case 'delete':
      return api.deleteQuestions([c.id]);
  }
}

async function runUnit(c: UnitCommand): Promise<unknown> {
  if (c.kind === 'save') return api.saveUnit(c.id ? { id: c.id, name: c.name } : { name: c.name });
  if (c.kind === 'bind') return api.bindUsers(c.unitId, c.userIds);
  return api.deleteUnit(c.id);
}

async function loadQuestions({ mode, ...q }: QuestionPageQuery & { mode: QuestionMode }) {
  if (mode === 'answer') return { page: await api.getMyQuestions(q), units: [] };
  const [page, units] = await Promise.all([api.getQuestions(q), api.getUnits()]);
  return { page, units };
}

const localTime = (v: string) => new Date(v).getTime();

export const politicsEffects = {
  questionList: {
    actors: {
      fetchPage: fromPromise(({ input }: { input: QuestionPageQuery & { mode: QuestionMode } }) => loadQuestions(input)),
      act: fromPromise<unknown, QuestionCommand>(({ input }) => runQuestion(input)),
    },
    actions: { notify },
  },
  politicsUnits: {
    actors: {
      fetchUnits: fromPromise(async () => {
        const [units, users] = await Promise.all([api.getUnits(), api.getUnitUsers()]);
        return { units, users };
      }),
      fetchBound: fromPromise(async ({ input }: { input: { unitId: number } }) => (await api.findBindUsers(input.unitId)).map((u) => u.webUserId)),
      act: fromPromise<unknown, UnitCommand>(({ input }) => runUnit(input)),
    },
    actions: { notify },
  },
  collabTasks: {
    actors: {
      recall: fromPromise(async () => recallTasks()),
      fetchPage: fromPromise(({ input }: { input: TaskPageQuery }) => api.getTasks(input)),
      fetchUsers: fromPromise(() => api.getTaskUsers()),
      create: fromPromise<unknown, TaskForm>(({ input }) =>
        api.createTask({ title: input.title.trim(), content: input.content.trim(), cioType: input.cioType, startTime: localTime(input.start), deadline: localTime(input.deadline), userIds: input.userIds }),
      ),
      act: fromPromise<unknown, TaskCommand>(({ input }) => api.taskStep(input.kind, input.id)),
    },
    actions: {
      notify,
      remember: (_: unknown, p: RememberedTasks) => sessionStorage.setItem(TASK_MEMORY_KEY, JSON.stringify(p)),
    },
  },
};
