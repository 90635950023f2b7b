// Load → edit → save of a small settings form (the config centre and the personal centre):
// values loaded from the server, edited, checked by a provided guard, saved; the saved values
// become the new baseline.
import { assign, fromPromise, setup } from 'xstate';
import { FORM_TEXTS } from '../../shared/form-rules.js';

export type EditValues = Record<string, string>;

export type EditFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'form.reload' };

export const editFormMachine = setup({
  types: {
    context: {} as { values: EditValues; saved: EditValues; attempted: boolean; error: string | null },
    events: {} as EditFormEvent,
  },
  actors: {
    load: fromPromise<EditValues>(async () => ({})),
    save: fromPromise<string, EditValues>(async () => ''),
  },
  actions: {
    notify: (_, _params: { kind: 'success' | 'warning'; text: string }) => {},
    saved: () => {},
  },
  guards: {
    valid: () => true,
  },
}).createMachine({
  id: 'editForm',
  context: { values: {}, saved: {}, attempted: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output, saved: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    failed: { on: { 'form.reload': 'loading' } },
    editing: {
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }) },
        'form.reset': { actions: assign({ values: ({ context }) => context.saved, attempted: false }) },
        'form.submit': [
          { guard: 'valid', target: 'saving', actions: assign({ attempted: true }) },
          { actions: [assign({ attempted: true }), { type: 'notify', params: { kind: 'warning', text: FORM_TEXTS.incomplete } }] },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          actions: [assign({ saved: ({ context }) => context.values, attempted: false }), { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, text: event.output }) }, 'saved'],
        },
        onError: 'editing',
      },
    },
  },
});
