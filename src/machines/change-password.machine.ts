// The change-password dialog (spec §4, §5): rules checked on submit (请完善表单 when any fails),
// the server call, then 修改密码,请重新登陆 and, 3 s later, the local session cleared and the
// login page loaded (the server has revoked every token of the user).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { kindNotifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { submitOrWarn } from './lib/submit.js';
import { PASSWORD_PATTERN, PASSWORD_TEXTS } from '../../shared/form-rules.js';

export interface PasswordForm {
  oldPassword: string;
  password: string;
  repeatPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { oldPassword: '', password: '', repeatPassword: '' };
export const PASSWORD_RULE = PASSWORD_PATTERN;
export { PASSWORD_TEXTS };
export const RELOGIN_DELAY = 3000;


export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

export function passwordErrors(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.oldPassword) errors.oldPassword = PASSWORD_TEXTS.oldRequired;
  if (!form.password) errors.password = PASSWORD_TEXTS.newRequired;
  else if (!PASSWORD_RULE.test(form.password)) errors.password = PASSWORD_TEXTS.rule;
  if (!form.repeatPassword) errors.repeatPassword = PASSWORD_TEXTS.repeatRequired;
  else if (form.repeatPassword !== form.password) errors.repeatPassword = PASSWORD_TEXTS.mismatch;
  return errors;
}

export type PasswordEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; name: keyof PasswordForm; value: string }
  | { type: 'form.submit' };

interface PasswordContext {
  form: PasswordForm;
  attempted: boolean;
}

export const changePasswordMachine = setup({
  types: typesOf<PasswordContext, PasswordEvent>(),
  actors: {
    changePassword: fromPromise<string, PasswordForm>(async () => notProvided('changePassword.changePassword')),
  },
  actions: {
    ...kindNotifyAction('changePassword'),
    leave: () => notProvided('changePassword.leave'),
  },
  guards: {
    valid: ({ context }) => Object.keys(passwordErrors(context.form)).length === 0,
  },
  delays: { relogin: RELOGIN_DELAY },
}).createMachine({
  id: 'changePassword',
  context: { form: EMPTY_PASSWORD_FORM, attempted: false },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: assign({ form: EMPTY_PASSWORD_FORM, attempted: false }) } },
    },
    editing: {
      on: {
        'dialog.close': 'closed',
        'field.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.name]: event.value }) }) },
        'form.submit': submitOrWarn<PasswordContext, 'valid'>({ guard: 'valid', target: 'submitting', text: PASSWORD_TEXTS.incomplete }),
      },
    },
    submitting: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.form,
        onDone: { target: 'done', actions: { type: 'notify', params: { kind: 'success', text: PASSWORD_TEXTS.success } } },
        // the server's message is shown by the http layer
        onError: 'editing',
      },
    },
    done: {
      after: { relogin: { actions: 'leave' } },
    },
  },
});
