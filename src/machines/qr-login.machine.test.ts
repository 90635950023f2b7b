import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { QrPoll } from '../../shared/org.js';
import { QR_POLL_MS, qrLoginMachine } from './qr-login.machine.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

function start(answers: QrPoll[]) {
  const clock = new SimulatedClock();
  let tickets = 0;
  const machine = qrLoginMachine.provide({
    actors: {
      getTicket: fromPromise(async () => ({ ticket: `t${++tickets}`, expiresIn: 10 })),
      poll: fromPromise(async () => answers.shift() ?? { status: 'waiting' as const }),
    },
  });
  const actor = createActor(machine, { input: { domainName: 'demo' }, clock }).start();
  return { actor, clock };
}

describe('qrLogin', () => {
  it('polls until the ticket is confirmed and emits the session user', async () => {
    const { actor, clock } = start([{ status: 'waiting' }, { status: 'confirmed', token: 'tok', webUserId: 3, webTenId: 1, webUserName: '王五' }]);
    const users: string[] = [];
    actor.on('signedIn', (e) => users.push(e.user.token));
    await tick();
    expect(actor.getSnapshot().matches({ showing: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.ticket).toBe('t1');
    clock.increment(QR_POLL_MS);
    await tick();
    expect(actor.getSnapshot().matches({ showing: 'waiting' })).toBe(true);
    clock.increment(QR_POLL_MS);
    await tick();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(users).toEqual(['tok']);
  });

  it('expires with the ticket and a refresh asks for a new one', async () => {
    const { actor, clock } = start([]);
    await tick();
    clock.increment(10_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'qr.refresh' });
    await tick();
    expect(actor.getSnapshot().context.ticket).toBe('t2');
  });

  it('an expired answer from the server ends the wait', async () => {
    const { actor, clock } = start([{ status: 'expired' }]);
    await tick();
    clock.increment(QR_POLL_MS);
    await tick();
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});
