// The toast actions of the machines, each a default that throws until the wiring provides it:
// `notify` (a text, or a text of a kind) and the schedule machines' `notifyError` and `notifySuccess`.
import { notProvided } from '../not-provided.js';

/** setup()'s `notify` action (params: the text) of the machine `name`. */
export function notifyAction(name: string) {
  return { notify: (_: unknown, _params: { text: string }) => notProvided(`${name}.notify`) };
}

/** setup()'s `notify` action whose toast is a success or a warning (params: the kind and the text). */
export function kindNotifyAction(name: string) {
  return { notify: (_: unknown, _params: { kind: 'success' | 'warning'; text: string }) => notProvided(`${name}.notify`) };
}

/** setup()'s `notifyError` and `notifySuccess` (params: the text) of the machine `name`. */
export function toastActions(name: string) {
  return {
    notifyError: (_: unknown, _params: { text: string }) => notProvided(`${name}.notifyError`),
    notifySuccess: (_: unknown, _params: { text: string }) => notProvided(`${name}.notifySuccess`),
  };
}
