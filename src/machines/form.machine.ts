// A small form: field values, whether a submit was attempted, and the submit itself.
// Validity is a named guard the screen provides (its rules live beside the screen); the screen
// derives the messages from the values with the same pure rules once a submit was attempted.
import { assign, setup } from 'xstate';

export type FormValues = Record<string, string>;

export type FormEvent = { type: 'field.change'; name: string; value: string } | { type: 'form.submit' };

export interface FormContext {
  values: FormValues;
  /** A submit was attempted: from then on the screen shows what is wrong. */
  attempted: boolean;
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as { values: FormValues },
  },
  actions: {
    submit: (_, _params: { values: FormValues }) => {},
  },
  guards: {
    isValid: () => true,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ values: { ...input.values }, attempted: false }),
  on: {
    'field.change': {
      actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }),
    },
    'form.submit': [
      {
        guard: 'isValid',
        actions: [assign({ attempted: true }), { type: 'submit', params: ({ context }) => ({ values: context.values }) }],
      },
      { actions: assign({ attempted: true }) },
    ],
  },
});
