// A form's submit that stays on the page: the browser's submit is prevented, then `run` runs
// (usually one event to the form's machine): `onSubmit={onFormSubmit(() => actor.send(…))}`.
import type { FormEvent } from 'react';

export const onFormSubmit = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};
