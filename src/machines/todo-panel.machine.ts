// 待我处理 on the dashboard (docs/todo.md): loads the caller's counts, then keeps them live. A
// change told by the message socket (todoChanged frame or a pushed message, `todo.changed`) waits
// a short quiet time (debounce: a burst of changes asks once) and asks again while the old counts
// stay on screen; a change told while asking asks once more afterwards. A failed refresh keeps the
// counts shown and says so; a failed first load offers 重试.
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { TodoItem } from '../../shared/todo.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

/** Quiet time after a change before asking again (ms). */
export const TODO_DEBOUNCE_MS = 800;

export interface TodoPanelContext {
  items: TodoItem[] | null;
  error: string | null;
  /** A change arrived while asking: ask again when the answer is in. */
  dirty: boolean;
}

type TodoPanelEvent = { type: 'todo.changed' } | { type: 'todo.reload' };

export const todoPanelMachine = setup({
  types: typesOf<TodoPanelContext, TodoPanelEvent>(),
  actors: {
    loadTodo: fromPromise<TodoItem[]>(async () => notProvided('todoPanel.loadTodo')),
    /** The message socket's frames that may move a count, as `todo.changed`. */
    todoChanges: fromCallback<EventObject>(() => notProvided('todoPanel.todoChanges')),
  },
  guards: {
    isDirty: ({ context }) => context.dirty,
  },
  delays: { quiet: TODO_DEBOUNCE_MS },
}).createMachine({
  id: 'todoPanel',
  context: { items: null, error: null, dirty: false },
  invoke: { src: 'todoChanges' },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null, dirty: false }),
      on: { 'todo.changed': { actions: assign({ dirty: true }) } },
      invoke: {
        src: 'loadTodo',
        onDone: [
          { guard: 'isDirty', target: 'waiting', actions: assign({ items: ({ event }) => event.output }) },
          { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: { on: { 'todo.changed': 'waiting', 'todo.reload': 'refreshing' } },
    waiting: {
      after: { quiet: 'refreshing' },
      on: { 'todo.changed': { target: 'waiting', reenter: true } },
    },
    refreshing: {
      entry: assign({ dirty: false }),
      on: { 'todo.changed': { actions: assign({ dirty: true }) } },
      invoke: {
        src: 'loadTodo',
        onDone: [
          { guard: 'isDirty', target: 'waiting', actions: assign({ items: ({ event }) => event.output, error: null }) },
          { target: 'ready', actions: assign({ items: ({ event }) => event.output, error: null }) },
        ],
        // the counts shown stay; the failure is said beside them
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'todo.reload': 'loading', 'todo.changed': 'loading' } },
  },
});
