// One form of the public audience page (/newsDetails/audience): 我要投稿, 我要报料 or
// 我要问政 for the tenant named by its domain. Fields checked here with the server's rules (the
// messages show once a submit was attempted); a contribution's images and videos are uploaded
// one by one as they are picked (the upload effect takes a ticket on the first and keeps it);
// the submit sends the values (and the uploaded files) and the server's refusal (forbidden word,
// 429, an expired ticket) stays on the form with everything typed; a success shows its notice
// until 继续提交 opens an empty form (the contact fields kept).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { errorText } from '../../shared/error-text.js';
import { AUDIENCE_TEXTS as T } from '../../shared/audience-texts.js';
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_LIMITS as L, type AudienceFile } from '../../shared/contributions.js';
import { QA_LIMITS as Q } from '../../shared/qa-tasks.js';
import type { AudienceField, AudienceKind, AudienceSubmit, AudienceUploadInput, AudienceUploadOutput, AudienceValues } from './audience-form.types.js';

export type { AudienceField, AudienceKind, AudienceSubmit, AudienceUploadInput, AudienceUploadOutput, AudienceValues };

export interface AudienceFormContext {
  kind: AudienceKind;
  domain: string;
  values: AudienceValues;
  attempted: boolean;
  files: AudienceFile[];
  /** Picked files waiting for their upload (the first is being uploaded). */
  queue: File[];
  ticket: string;
  /** The server's refusal of the last submit or upload, or the picker's complaint. */
  error: string;
  /** The server's answer to the last submit. */
  notice: string;
}

export type AudienceFormEvent =
  | { type: 'field.change'; name: AudienceField; value: string }
  | { type: 'files.add'; files: File[] }
  | { type: 'file.remove'; fileId: number }
  | { type: 'form.submit' }
  | { type: 'form.again' };

const PHONE = /^[0-9+\-() ]{5,20}$/;
const len = (s: string) => [...s.trim()].length;
const IMAGE = /^image\/(jpeg|png|gif|webp)$/;
const VIDEO = /^video\/(mp4|quicktime|webm|x-matroska)$/;

/** The form's problems, by field ('' when none). */
export function audienceFormErrors(kind: AudienceKind, v: AudienceValues): AudienceValues {
  if (kind === 'question') {
    return {
      title: !v.title.trim() ? T.questionTitleRequired : len(v.title) > Q.title ? T.questionTitleTooLong : '',
      content: !v.content.trim() ? T.questionContentRequired : len(v.content) > Q.content ? T.questionContentTooLong : '',
      name: !v.name.trim() ? T.nicknameRequired : len(v.name) > Q.nickname ? T.nicknameTooLong : '',
      phone: '',
    };
  }
  return {
    title: !v.title.trim() ? T.titleRequired : len(v.title) > L.title ? T.titleTooLong : '',
    content: !v.content.trim() ? T.contentRequired : len(v.content) > L.content ? T.contentTooLong : '',
    name: !v.name.trim() ? T.nameRequired : len(v.name) > L.name ? T.nameTooLong : '',
    phone: v.phone.trim() && !PHONE.test(v.phone.trim()) ? T.phoneInvalid : '',
  };
}

/** Why these picked files cannot be attached ('' when they can); the server checks the bytes again. */
export function attachProblem(c: Pick<AudienceFormContext, 'files' | 'queue'>, picked: readonly File[]): string {
  if (!picked.length) return T.fileTypeInvalid;
  if (c.files.length + c.queue.length + picked.length > L.files) return T.tooManyFiles;
  for (const f of picked) {
    if (IMAGE.test(f.type)) {
      if (f.size > U.imageBytes) return T.imageTooLarge;
    } else if (VIDEO.test(f.type)) {
      if (f.size > U.videoBytes) return T.videoTooLarge;
    } else return T.fileTypeInvalid;
  }
  return '';
}

const EMPTY: AudienceValues = { title: '', content: '', name: '', phone: '' };

export const audienceFormMachine = setup({
  types: {
    context: {} as AudienceFormContext,
    events: {} as AudienceFormEvent,
    input: {} as { kind: AudienceKind; domain: string },
  },
  actors: {
    upload: fromPromise<AudienceUploadOutput, AudienceUploadInput>(async () => notProvided('audienceForm.upload')),
    submit: fromPromise<{ msg: string }, AudienceSubmit>(async () => notProvided('audienceForm.submit')),
  },
  guards: {
    isValid: ({ context }) => Object.values(audienceFormErrors(context.kind, context.values)).every((e) => !e),
    canAttach: ({ context, event }) => context.kind === 'contribute' && event.type === 'files.add' && !attachProblem(context, event.files),
    hasQueue: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'audienceForm',
  context: ({ input }) => ({ kind: input.kind, domain: input.domain, values: { ...EMPTY }, attempted: false, files: [], queue: [], ticket: '', error: '', notice: '' }),
  initial: 'editing',
  on: {
    'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }), error: '' }) },
  },
  states: {
    editing: {
      on: {
        'files.add': [
          { guard: 'canAttach', target: 'uploading', actions: assign({ queue: ({ context, event }) => [...context.queue, ...event.files], error: '' }) },
          { actions: assign({ error: ({ context, event }) => (context.kind === 'contribute' ? attachProblem(context, event.files) : T.fileTypeInvalid) }) },
        ],
        'file.remove': { actions: assign({ files: ({ context, event }) => context.files.filter((f) => f.fileId !== event.fileId) }) },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: assign({ attempted: true, error: T.incomplete }) }],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ domain: context.domain, ticket: context.ticket, file: context.queue[0]! }),
        onDone: {
          target: 'next',
          actions: assign({
            ticket: ({ event }) => event.output.ticket,
            files: ({ context, event }) => [...context.files, event.output.file],
            queue: ({ context }) => context.queue.slice(1),
          }),
        },
        onError: { target: 'editing', actions: assign({ queue: [], error: ({ event }) => errorText(event.error) }) },
      },
    },
    next: { always: [{ guard: 'hasQueue', target: 'uploading' }, { target: 'editing' }] },
    submitting: {
      entry: assign({ attempted: true, error: '', notice: '' }),
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          kind: context.kind,
          domain: context.domain,
          values: { title: context.values.title.trim(), content: context.values.content.trim(), name: context.values.name.trim(), phone: context.values.phone.trim() },
          ticket: context.ticket,
          fileIds: context.files.map((f) => f.fileId),
        }),
        onDone: { target: 'done', actions: assign({ notice: ({ event }) => event.output.msg }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    done: {
      on: {
        'form.again': {
          target: 'editing',
          actions: assign({ values: ({ context }) => ({ ...EMPTY, name: context.values.name, phone: context.values.phone }), files: [], ticket: '', attempted: false, notice: '' }),
        },
      },
    },
  },
});
