// A small form: field values, whether a submit was attempted, and the submit itself.
// Validity is a named guard the area's wiring provides (its rules live beside the screen); the
// screen derives the messages from the values with the same pure rules once a submit was
// attempted. A valid submit is emitted as `form.submitted` with the values.
import { assign, emit, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export type FormValues = Record<string, string>;

export type FormEvent = { type: 'field.change'; name: string; value: string } | { type: 'form.submit' };

export interface FormContext {
  values: FormValues;
  /** A submit was attempted: from then on the screen shows what is wrong. */
  attempted: boolean;
}

export const formMachine = setup({
  types: typesOf<FormContext, FormEvent, { values: FormValues }, { type: 'form.submitted'; values: FormValues }>(),
  guards: {
    isValid: () => notProvided('form.isValid'),
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
        actions: [assign({ attempted: true }), emit(({ context }) => ({ type: 'form.submitted' as const, values: context.values }))],
      },
      { actions: assign({ attempted: true }) },
    ],
  },
});
