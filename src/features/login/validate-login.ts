// The login form's rules (spec §5). Pure: the form machine's guard and the screen use them.
import { loginMessages } from './messages.js';

export interface LoginValues {
  domainName: string;
  account: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Spec §5 "Password (general)": only digits, letters or _$@. */
const PASSWORD_CHARS = /^[0-9A-Za-z_$@]+$/;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.domainName.trim()) errors.domainName = loginMessages.domainRequired;
  if (!values.account.trim()) errors.account = loginMessages.accountRequired;
  if (!values.password) errors.password = loginMessages.passwordRequired;
  else if (!PASSWORD_CHARS.test(values.password)) errors.password = loginMessages.passwordChars;
  return errors;
}

/** The login fields of a form's values (missing ones empty). */
export function loginValues(values: Record<string, string>): LoginValues {
  return { domainName: values.domainName ?? '', account: values.account ?? '', password: values.password ?? '' };
}

export function isValidLogin(values: LoginValues): boolean {
  return Object.keys(validateLogin(values)).length === 0;
}
