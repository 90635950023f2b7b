// 协同任务 (/collaborativeTasks): the spec's synergy-task list (filter cioStime, cioEtime, keyword,
// cioStatus default 0, webCioType; page size 12) that remembers its page and filter across visits
// (spec 001 §2 "Tabs": kept in the session's storage by the `recall` / `remember` effects); a new
// task in a dialog (members are invited); accept, refuse, finish; delete asks first.
// A 邀请 message's link carries ?taskId=, which the rows highlight.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { commandState, isPageValid, searchPageOn, stepBackWhenEmpty, storeError, storePage, waitingState } from './lib/list.js';
import { errorText } from '../../shared/error-text.js';
import type { Paged } from '../../shared/api.js';
import { QA_MACHINE_TEXTS as T, type CollabTask, type RememberedTasks, type TaskCommand, type TaskFilter, type TaskForm, type TaskPageQuery, type UserChoice } from '../../shared/qa-tasks.js';
import { LIST_PAGE_SIZES } from './paging.js';


export interface CollabTasksContext {
  focusId: number;
  filter: TaskFilter;
  pageIndex: number;
  pageSize: number;
  rows: CollabTask[];
  total: number;
  users: UserChoice[];
  form: TaskForm;
  pending: TaskCommand | null;
  error: string;
}

export type CollabTasksEvent =
  | { type: 'filter.change'; patch: Partial<TaskFilter> }
  | { type: 'filter.search' }
  | { type: 'filter.reset' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' }
  | { type: 'task.new' }
  | { type: 'form.change'; patch: Partial<TaskForm> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'task.act'; command: TaskCommand }
  | ConfirmEvent<'delete'>;

export const EMPTY_TASK_FILTER: TaskFilter = { keyword: '', cioStatus: 0 };
export const EMPTY_TASK_FORM: TaskForm = { title: '', content: '', cioType: 1, start: '', deadline: '', userIds: [] };

/** The form's first problem, '' when it may be sent. */
export function taskFormProblem(f: TaskForm): string {
  if (!f.title.trim()) return T.taskTitleRequired;
  if (!f.start || !f.deadline) return T.timesRequired;
  if (f.deadline < f.start) return T.deadlineBeforeStart;
  if (!f.userIds.length) return T.assigneesRequired;
  return '';
}

const doneText = { accept: T.done.accept, refuse: T.done.refuse, finish: T.done.finish, delete: T.done.delete } as const;

export const collabTasksMachine = setup({
  types: typesOf<CollabTasksContext, CollabTasksEvent, { taskId?: number }>(),
  actors: {
    recall: fromPromise<RememberedTasks | null>(async () => notProvided('collabTasks.recall')),
    fetchPage: fromPromise<Paged<CollabTask>, TaskPageQuery>(async () => notProvided('collabTasks.fetchPage')),
    fetchUsers: fromPromise<UserChoice[]>(async () => notProvided('collabTasks.fetchUsers')),
    create: fromPromise<unknown, TaskForm>(async () => notProvided('collabTasks.create')),
    act: fromPromise<unknown, TaskCommand>(async () => notProvided('collabTasks.act')),
  },
  actions: {
    ...notifyAction('collabTasks'),
    remember: (_, _p: RememberedTasks) => notProvided('collabTasks.remember'),
  },
  guards: {
    isPageValid,
    isFormValid: ({ context }) => taskFormProblem(context.form) === '',
  },
}).createMachine({
  id: 'collabTasks',
  context: ({ input }) => ({
    focusId: input.taskId ?? 0,
    filter: EMPTY_TASK_FILTER,
    pageIndex: 1,
    pageSize: LIST_PAGE_SIZES.synergy,
    rows: [],
    total: 0,
    users: [],
    form: EMPTY_TASK_FORM,
    pending: null,
    error: '',
  }),
  // The remembered filter first (it shows at once, and what is typed during the first-load delay
  // is not overwritten by it), then the first load 300 ms after the list appears.
  initial: 'recalling',
  // Typing in the filter is never lost, even while a page loads; it applies on 查询.
  on: {
    'filter.change': { actions: assign({ filter: ({ context, event }) => ({ ...context.filter, ...event.patch }) }) },
  },
  states: {
    recalling: {
      invoke: {
        src: 'recall',
        onDone: {
          target: 'waiting',
          actions: assign(({ event }) => (event.output ? { filter: { ...EMPTY_TASK_FILTER, ...event.output.filter }, pageIndex: Math.max(1, event.output.pageIndex) } : {})),
        },
        onError: 'waiting',
      },
    },
    waiting: waitingState(),
    loading: {
      entry: { type: 'remember', params: ({ context }) => ({ filter: context.filter, pageIndex: context.pageIndex }) },
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ ...context.filter, keyword: context.filter.keyword.trim(), pageIndex: context.pageIndex, pageSize: context.pageSize }),
        // a later page that came back empty (its last task was deleted) loads the page before it (spec 001 §9)
        onDone: [stepBackWhenEmpty<CollabTasksContext>(), { target: 'ready', actions: storePage<CollabTasksContext>() }],
        onError: { target: 'failed', actions: storeError<CollabTasksContext>() },
      },
    },
    failed: {
      on: {
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
        'filter.reset': { target: 'loading', actions: assign({ filter: EMPTY_TASK_FILTER, pageIndex: 1, error: '' }) },
      },
    },
    ready: {
      on: {
        ...searchPageOn<CollabTasksContext>(),
        'filter.reset': { target: 'loading', actions: assign({ filter: EMPTY_TASK_FILTER, pageIndex: 1, error: '' }) },
        'task.new': { target: 'preparing', actions: assign({ form: EMPTY_TASK_FORM, error: '' }) },
        'task.act': [
          { guard: ({ event }) => event.command.kind === 'delete', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
        ],
      },
    },
    preparing: {
      invoke: {
        src: 'fetchUsers',
        onDone: { target: 'creating', actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    creating: {
      on: {
        'form.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }), error: '' }) },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: assign({ error: '' }) },
          { actions: assign({ error: ({ context }) => taskFormProblem(context.form) }) },
        ],
        'form.cancel': { target: 'ready', actions: assign({ error: '' }) },
      },
    },
    saving: {
      invoke: {
        src: 'create',
        input: ({ context }) => context.form,
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: T.done.create } }, assign({ form: EMPTY_TASK_FORM })] },
        onError: { target: 'creating', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: confirmingState<CollabTasksContext, 'delete.confirm', 'delete.cancel'>({ confirm: 'delete.confirm', cancel: 'delete.cancel', run: 'running', back: 'ready', forget: 'pending' }),
    running: commandState<CollabTasksContext>({ done: (c) => doneText[c.pending?.kind ?? 'accept'] }),
  },
});
