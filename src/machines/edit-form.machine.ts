// Load → edit → save of a small settings form (the config centre and the personal centre):
// values loaded from the server, edited, checked by a provided guard, saved; the saved values
// become the new baseline. An image field is filled by uploading a file (the upload effect
// checks and stores it and answers the stored value). Every effect is provided by the area's
// wiring (src/app/wiring/shell.ts: configCenter, personInfo).
import { assign, fromPromise, setup } from 'xstate';
import { FORM_TEXTS } from '../../shared/form-rules.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { kindNotifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { submitOrWarn } from './lib/submit.js';

export type EditValues = Record<string, string>;

export type EditFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'form.reload' }
  | { type: 'field.upload'; name: string; file: Blob };

interface EditFormContext {
  values: EditValues;
  saved: EditValues;
  attempted: boolean;
  error: string | null;
  uploading: { name: string; file: Blob } | null;
}

export const editFormMachine = setup({
  types: typesOf<EditFormContext, EditFormEvent>(),
  actors: {
    load: fromPromise<EditValues>(async () => notProvided('editForm.load')),
    save: fromPromise<string, EditValues>(async () => notProvided('editForm.save')),
    /** Checks and stores a file for an image field; answers the value to put in the field. */
    upload: fromPromise<string, { name: string; file: Blob }>(async () => notProvided('editForm.upload')),
  },
  actions: {
    ...kindNotifyAction('editForm'),
    /** After a save (e.g. the config centre reloads the branding). */
    saved: () => notProvided('editForm.saved'),
  },
  guards: {
    valid: () => notProvided('editForm.valid'),
  },
}).createMachine({
  id: 'editForm',
  context: { values: {}, saved: {}, attempted: false, error: null, uploading: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output, saved: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'form.reload': 'loading' } },
    editing: {
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }) },
        'field.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => ({ name: event.name, file: event.file }) }) },
        'form.reset': { actions: assign({ values: ({ context }) => context.saved, attempted: false }) },
        'form.submit': submitOrWarn<EditFormContext, 'valid'>({ guard: 'valid', target: 'saving', text: FORM_TEXTS.incomplete }),
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => context.uploading ?? { name: '', file: new Blob() },
        onDone: {
          target: 'editing',
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [context.uploading?.name ?? '']: event.output }), uploading: null }),
        },
        onError: {
          target: 'editing',
          actions: [assign({ uploading: null }), { type: 'notify', params: ({ event }) => ({ kind: 'warning' as const, text: errorText(event.error) }) }],
        },
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
