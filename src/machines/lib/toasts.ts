// The toast actions of the schedule's machines (the day's schedule, copying a schedule, the
// templates): a failure or rule message and a success, each a default that throws until the
// wiring provides it.
import { notProvided } from '../not-provided.js';

/** setup()'s `notifyError` and `notifySuccess` (params: the text) of the machine `name`. */
export function toastActions(name: string) {
  return {
    notifyError: (_: unknown, _params: { text: string }) => notProvided(`${name}.notifyError`),
    notifySuccess: (_: unknown, _params: { text: string }) => notProvided(`${name}.notifySuccess`),
  };
}
