// 报料分类 (/interaction/reportClassify): the class tree of tip-offs; add a top-level class or a
// child, rename, delete (asks first; the server refuses a class with children or tip-offs).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { errorText } from '../../shared/error-text.js';
import { CONTRIBUTION_LIMITS as L, type ClassEdit, type ReportClass } from '../../shared/contributions.js';
import { CONTRIBUTION_MACHINE_TEXTS as T } from '../../shared/contribution-texts.js';

export type { ClassEdit };

export interface ReportClassesContext {
  classes: ReportClass[];
  edit: ClassEdit;
  removing: number | null;
  error: string;
}

export type ReportClassesEvent =
  | { type: 'list.reload' }
  | { type: 'class.add'; parentId: number }
  | { type: 'class.rename'; id: number; name: string }
  | { type: 'edit.change'; name: string }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'class.remove'; id: number }
  | ConfirmEvent<'command'>;

const nameProblem = (name: string) => (!name.trim() ? T.classNameRequired : [...name.trim()].length > L.className ? T.classNameTooLong : '');

export const reportClassesMachine = setup({
  types: typesOf<ReportClassesContext, ReportClassesEvent>(),
  actors: {
    fetchClasses: fromPromise<ReportClass[], void>(async () => notProvided('reportClasses.fetchClasses')),
    save: fromPromise<unknown, ClassEdit>(async () => notProvided('reportClasses.save')),
    remove: fromPromise<unknown, { id: number }>(async () => notProvided('reportClasses.remove')),
  },
  actions: notifyAction('reportClasses'),
  guards: {
    isNameValid: ({ context }) => nameProblem(context.edit.name) === '',
  },
}).createMachine({
  id: 'reportClasses',
  context: { classes: [], edit: { id: 0, parentId: 0, name: '' }, removing: null, error: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchClasses',
        onDone: { target: 'ready', actions: assign({ classes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
        'class.add': { target: 'editing', actions: assign({ edit: ({ event }) => ({ id: 0, parentId: event.parentId, name: '' }), error: '' }) },
        'class.rename': { target: 'editing', actions: assign({ edit: ({ event }) => ({ id: event.id, parentId: 0, name: event.name }), error: '' }) },
        'class.remove': { target: 'confirming', actions: assign({ removing: ({ event }) => event.id, error: '' }) },
      },
    },
    editing: {
      on: {
        'edit.change': { actions: assign({ edit: ({ context, event }) => ({ ...context.edit, name: event.name }) }) },
        'edit.submit': [{ guard: 'isNameValid', target: 'saving', actions: assign({ error: '' }) }, { actions: assign({ error: ({ context }) => nameProblem(context.edit.name) }) }],
        'edit.cancel': { target: 'ready', actions: assign({ error: '' }) },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ ...context.edit, name: context.edit.name.trim() }),
        onDone: { target: 'loading', actions: { type: 'notify', params: { text: T.saved } } },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    confirming: confirmingState<ReportClassesContext, 'command.confirm', 'command.cancel'>({ confirm: 'command.confirm', cancel: 'command.cancel', run: 'removing', back: 'ready', forget: 'removing' }),
    removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'notify', params: { text: T.removed } }, assign({ removing: null })] },
        onError: { target: 'ready', actions: assign({ removing: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
