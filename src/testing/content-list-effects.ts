// The content list's effects that its machine tests do not look at (the clock that ticks for
// lock expiry and the socket's lock news), each doing nothing. A test spreads them into the
// list's `provide` beside the load it watches. Not used by the app.
import { fromCallback, type EventObject } from 'xstate';
import type { ListKind } from '../../shared/content-console.js';

export const quietListEffects = {
  clock: fromCallback<EventObject>(() => undefined),
  lockChanges: fromCallback<EventObject, { kind: ListKind }>(() => undefined),
};
