// Test support for a list's first load (spec 001 §9): the list waits FIRST_LOAD_DELAY (300 ms)
// after it appears, asking nothing, then loads. Not used by the app.
import { expect } from 'vitest';
import { waitFor, type Actor, type AnyStateMachine, type SimulatedClock, type StateValue } from 'xstate';
import { FIRST_LOAD_DELAY } from '../machines/paging.js';

/**
 * Checks that the list waits (`states.waiting`) and has asked nothing (`asked`) until 1 ms before
 * the delay, then goes on once the first load has brought it to `states.loaded`.
 */
export async function firstLoadAfterDelay(
  actor: Actor<AnyStateMachine>,
  clock: SimulatedClock,
  asked: readonly unknown[],
  states: { waiting: StateValue; loaded: StateValue } = { waiting: 'waiting', loaded: 'ready' },
) {
  expect(actor.getSnapshot().matches(states.waiting)).toBe(true);
  clock.increment(FIRST_LOAD_DELAY - 1);
  expect(asked).toEqual([]);
  clock.increment(1);
  await waitFor(actor, (s) => s.matches(states.loaded));
}
