// 新建/编辑活动 (/addOrEdit) and the quick invoice lottery (/addOrEditlist): the form's values,
// its rules checked before anything is sent (activity-rules.ts), then the save. An activity that
// has been drawn keeps its prizes and participants (the server refuses; the form says so first).
import { assign, fromPromise, setup } from 'xstate';
import type { ActivityDetail, ActivityInput, ActivityKind } from '../../shared/activities.js';
import { ACTIVITY_TEXTS } from '../../shared/activities.js';
import { activityFormError, toActivityInput, type ActivityFormValues } from './activity-rules.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface ActivityEditorContext {
  id: number;
  values: ActivityFormValues;
  /** Drawn already: prizes and participants are read-only. */
  locked: boolean;
  attempted: boolean;
  error: string;
}

type TextField = 'name' | 'description' | 'participantsText';
export type ActivityEditorEvent =
  | { type: 'field.change'; name: TextField; value: string }
  | { type: 'prize.add' }
  | { type: 'prize.remove'; index: number }
  | { type: 'prize.change'; index: number; name: 'name' | 'stock'; value: string }
  | { type: 'form.submit' }
  | { type: 'retry' };

const blank = (kind: ActivityKind): ActivityFormValues => ({ kind, name: '', description: '', prizes: [{ name: '', stock: '1' }], participantsText: '' });
const fromDetail = (a: ActivityDetail): ActivityFormValues => ({
  kind: a.kind,
  name: a.name,
  description: a.description,
  prizes: a.prizes.map((p) => ({ name: p.name, stock: String(p.stock) })),
  participantsText: a.participants.map((p) => (p.name ? `${p.code} ${p.name}` : p.code)).join('\n'),
});

export const activityEditorMachine = setup({
  types: typesOf<ActivityEditorContext, ActivityEditorEvent, { id: number; kind: ActivityKind }>(),
  actors: {
    load: fromPromise<ActivityDetail, { id: number }>(async () => notProvided('activityEditor.load')),
    save: fromPromise<{ id: number }, ActivityInput>(async () => notProvided('activityEditor.save')),
  },
  actions: {
    ...notifyAction('activityEditor'),
    goToList: () => notProvided('activityEditor.goToList'),
  },
  guards: {
    isEditing: ({ context }) => context.id > 0,
    isValid: ({ context }) => activityFormError(context.values) === '',
    isLocked: ({ context }) => context.locked,
  },
}).createMachine({
  id: 'activityEditor',
  context: ({ input }) => ({ id: input.id, values: blank(input.kind), locked: false, attempted: false, error: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => fromDetail(event.output), locked: ({ event }) => event.output.drawCount > 0 }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: '' }) } } },
    editing: {
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }), error: '' }) },
        'prize.add': { guard: ({ context }) => !context.locked, actions: assign({ values: ({ context }) => ({ ...context.values, prizes: [...context.values.prizes, { name: '', stock: '1' }] }) }) },
        'prize.remove': {
          guard: ({ context }) => !context.locked,
          actions: assign({ values: ({ context, event }) => ({ ...context.values, prizes: context.values.prizes.filter((_, i) => i !== event.index) }) }),
        },
        'prize.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, prizes: context.values.prizes.map((p, i) => (i === event.index ? { ...p, [event.name]: event.value } : p)) }),
          }),
        },
        'form.submit': [
          { guard: 'isLocked', actions: assign({ attempted: true, error: ACTIVITY_TEXTS.lockedAfterDraw }) },
          { guard: 'isValid', target: 'saving', actions: assign({ attempted: true, error: '' }) },
          { actions: assign({ attempted: true, error: ({ context }) => activityFormError(context.values) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => toActivityInput(context.id, context.values),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: { text: ACTIVITY_TEXTS.saved } }, 'goToList'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
