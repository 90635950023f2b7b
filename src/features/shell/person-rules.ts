// The personal centre's field rules (name required, the email format): the screen shows them
// under the fields, the wiring gives them to the form machine as its guard. The mobile has its
// own form (myMobile, src/machines/org-rules.ts: 请输入正确的手机号).
import { personMessages as m } from './messages.js';

const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PersonField = 'name' | 'email';

export function personErrors(v: Record<string, string>): Partial<Record<PersonField, string>> {
  const errors: Partial<Record<PersonField, string>> = {};
  if (!v.name?.trim()) errors.name = m.nameRequired;
  if (v.email && !EMAIL_RULE.test(v.email)) errors.email = m.emailRule;
  return errors;
}

export const isValidPerson = (v: Record<string, string>) => Object.keys(personErrors(v)).length === 0;
