// One form of the organisation screens (user, password reset, department, tenant, watermark):
// values typed, the spec's rules checked here before anything is sent (org-rules.ts), then the
// save; the server's refusal comes back to the form with its message. Emits `saved`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { FORM_TEXTS } from '../../shared/form-rules.js';
import { ORG_TEXTS } from '../../shared/org.js';
import { notProvided } from './not-provided.js';
import { kindNotifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { submitOrWarn } from './lib/submit.js';
import { orgFormErrors } from './org-rules.js';
import type { OrgFormInput } from './org.types.js';
import { errorText } from '../../shared/error-text.js';

export type { OrgFormInput };

export interface OrgFormContext extends OrgFormInput {
  /** A submit was tried: from then on the field messages show. */
  attempted: boolean;
  /** The server's message ('' none). */
  error: string;
}

export type OrgFormEvent = { type: 'field.change'; name: string; value: string } | { type: 'form.submit' };

export const orgFormMachine = setup({
  types: typesOf<OrgFormContext, OrgFormEvent, OrgFormInput, { type: 'saved' }>(),
  actors: {
    save: fromPromise<unknown, OrgFormInput>(async () => notProvided('orgForm.save')),
  },
  actions: kindNotifyAction('orgForm'),
  guards: {
    isValid: ({ context }) => Object.keys(orgFormErrors(context.kind, context.values)).length === 0,
  },
}).createMachine({
  id: 'orgForm',
  context: ({ input }) => ({ kind: input.kind, values: { ...input.values }, attempted: false, error: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }), error: '' }) },
        'form.submit': submitOrWarn<OrgFormContext, 'isValid'>({ guard: 'isValid', target: 'saving', text: FORM_TEXTS.incomplete, also: { error: '' } }),
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ kind: context.kind, values: context.values }),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: { kind: 'success', text: ORG_TEXTS.saved } }, emit({ type: 'saved' as const })] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
