// The confirmation state of lib/confirm.ts: confirm goes on to the step, cancel goes back and
// forgets the pending step (the field that held it is null again).
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { typesOf } from './types.js';
import { confirmingState } from './confirm.js';

interface Ctx {
  removing: number | null;
}
type Ev = { type: 'remove.request'; id: number } | { type: 'remove.confirm' } | { type: 'remove.cancel' };

const machine = setup({ types: typesOf<Ctx, Ev>() }).createMachine({
  id: 'confirmDemo',
  context: { removing: null },
  initial: 'ready',
  states: {
    ready: { on: { 'remove.request': { target: 'confirming', actions: assign({ removing: ({ event }) => event.id }) } } },
    confirming: confirmingState<Ctx, 'remove.confirm', 'remove.cancel'>({ confirm: 'remove.confirm', cancel: 'remove.cancel', run: 'removing', back: 'ready', forget: 'removing' }),
    removing: {},
  },
});

describe('confirmingState', () => {
  it('confirm goes on to the step with what is pending', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'remove.request', id: 7 });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'remove.confirm' });
    expect(actor.getSnapshot().matches('removing')).toBe(true);
    expect(actor.getSnapshot().context.removing).toBe(7);
  });

  it('cancel goes back and forgets the pending step', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'remove.request', id: 7 });
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.removing).toBeNull();
  });
});
