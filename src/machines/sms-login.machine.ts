// Sign-in by mobile number and SMS code (spec 001 §7 "Login and user": sms/manager/login,
// login/back/mobile). Two regions: the sender (send → 60 s countdown before a resend) and the
// sign-in form (mobile + 6-digit code → signing in). A code is valid 5 minutes: after that the
// form says so and asks for a new one. The machine emits `signedIn` with the session user; the
// login screen hands its token to the session.
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { SessionUser } from '../../shared/api.js';
import { MOBILE_PATTERN, ORG_TEXTS, SMS_CODE_PATTERN, SMS_RESEND_SECONDS, SMS_VALID_SECONDS } from '../../shared/org.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export const SMS_TEXTS = {
  mobileRequired: '请输入手机号',
  mobileRule: ORG_TEXTS.mobileRule,
  codeRequired: '请输入6位验证码',
  codeMissing: '请先获取验证码',
  codeExpired: '验证码已过期，请重新获取',
  sent: ORG_TEXTS.smsSent,
  resendIn: (s: number) => `${s}秒后重新获取`,
  send: '获取验证码',
  resend: '重新获取',
} as const;

export interface SmsLoginInput {
  domainName: string;
  /** Seconds before a resend (spec: 60). */
  resendSeconds?: number;
  /** Seconds a code stays valid (spec: 5 min). */
  validSeconds?: number;
}

export interface SmsLoginContext {
  domainName: string;
  mobile: string;
  code: string;
  /** Seconds left before a resend is allowed (0: allowed). */
  remaining: number;
  resendSeconds: number;
  validSeconds: number;
  /** A code was sent at least once. */
  sentOnce: boolean;
  /** The last message to show under the form ('' none). */
  error: string;
}

export type SmsLoginEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.send' }
  | { type: 'login.submit' }
  /** Raised by the sender when a code went out. */
  | { type: 'code.issued' };

export type SmsLoginEmitted = { type: 'signedIn'; user: SessionUser };

export function mobileError(mobile: string): string {
  if (!mobile.trim()) return SMS_TEXTS.mobileRequired;
  return MOBILE_PATTERN.test(mobile.trim()) ? '' : SMS_TEXTS.mobileRule;
}

export function codeError(code: string): string {
  return SMS_CODE_PATTERN.test(code.trim()) ? '' : SMS_TEXTS.codeRequired;
}

export const smsLoginMachine = setup({
  types: typesOf<SmsLoginContext, SmsLoginEvent, SmsLoginInput, SmsLoginEmitted>(),
  actors: {
    sendCode: fromPromise<unknown, { domainName: string; mobile: string }>(async () => notProvided('smsLogin.sendCode')),
    login: fromPromise<SessionUser, { domainName: string; mobile: string; code: string }>(async () => notProvided('smsLogin.login')),
  },
  actions: notifyAction('smsLogin'),
  guards: {
    isMobileValid: ({ context }) => mobileError(context.mobile) === '',
    isFormValid: ({ context }) => mobileError(context.mobile) === '' && codeError(context.code) === '',
    isCountdownOver: ({ context }) => context.remaining <= 1,
  },
  delays: {
    tick: 1000,
    validity: ({ context }) => context.validSeconds * 1000,
  },
}).createMachine({
  id: 'smsLogin',
  context: ({ input }) => ({
    domainName: input.domainName,
    mobile: '',
    code: '',
    remaining: 0,
    resendSeconds: input.resendSeconds ?? SMS_RESEND_SECONDS,
    validSeconds: input.validSeconds ?? SMS_VALID_SECONDS,
    sentOnce: false,
    error: '',
  }),
  type: 'parallel',
  states: {
    sender: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'code.send': [
              { guard: 'isMobileValid', target: 'sending', actions: assign({ error: '' }) },
              { actions: assign({ error: ({ context }) => mobileError(context.mobile) }) },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ domainName: context.domainName, mobile: context.mobile.trim() }),
            onDone: {
              target: 'cooling',
              actions: [
                assign({ remaining: ({ context }) => context.resendSeconds, sentOnce: true, code: '' }),
                { type: 'notify', params: { text: SMS_TEXTS.sent } },
                // Starts (again) the 5-minute validity in the form region.
                raise({ type: 'code.issued' }),
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        cooling: {
          after: {
            tick: [
              { guard: 'isCountdownOver', target: 'ready', actions: assign({ remaining: 0 }) },
              { target: 'cooling', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
            ],
          },
        },
      },
    },
    form: {
      initial: 'noCode',
      on: {
        'mobile.change': { actions: assign({ mobile: ({ event }) => event.value, error: '' }) },
        'code.change': { actions: assign({ code: ({ event }) => event.value, error: '' }) },
      },
      states: {
        noCode: {
          on: {
            'code.issued': 'hasCode',
            'login.submit': { actions: assign({ error: ({ context }) => mobileError(context.mobile) || SMS_TEXTS.codeMissing }) },
          },
        },
        /** A code was sent less than 5 minutes ago. */
        hasCode: {
          initial: 'editing',
          after: { validity: { target: 'codeExpired', actions: assign({ error: SMS_TEXTS.codeExpired }) } },
          states: {
            editing: {
              on: {
                'code.issued': { target: '#smsLogin.form.hasCode', reenter: true },
                'login.submit': [
                  { guard: 'isFormValid', target: 'signingIn', actions: assign({ error: '' }) },
                  { actions: assign({ error: ({ context }) => mobileError(context.mobile) || codeError(context.code) }) },
                ],
              },
            },
            signingIn: {
              invoke: {
                src: 'login',
                input: ({ context }) => ({ domainName: context.domainName, mobile: context.mobile.trim(), code: context.code.trim() }),
                onDone: { target: '#smsLogin.form.signedIn', actions: emit(({ event }) => ({ type: 'signedIn' as const, user: event.output })) },
                onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error), code: '' }) },
              },
            },
          },
        },
        codeExpired: {
          on: {
            'code.issued': 'hasCode',
            'login.submit': { actions: assign({ error: SMS_TEXTS.codeExpired }) },
          },
        },
        signedIn: { type: 'final' },
      },
    },
  },
});
