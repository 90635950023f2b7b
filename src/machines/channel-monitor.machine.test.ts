import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { channelMonitorMachine } from './channel-monitor.machine.js';
import type { PassagewayItem } from '../../shared/live-rules.js';
import type { LiveSignal } from '../../shared/live-signal.js';

const channel = (id: number) => ({ passagewayId: id, livePwName: `通道${id}`, passagewayType: 0, passagewayState: 2, selectable: true }) as PassagewayItem;

function harness(signals: LiveSignal[]) {
  const alarms: number[] = [];
  let primed = 0;
  let push: (s: LiveSignal) => void = () => undefined;
  const machine = channelMonitorMachine.provide({
    actors: {
      loadChannels: fromPromise(async () => ({ channels: [channel(1), channel(2)], signals })),
      signalFeed: fromCallback<EventObject>(({ sendBack }) => {
        push = (signal) => sendBack({ type: 'signal.changed', signal });
      }),
    },
    actions: { alarm: () => void alarms.push(1), primeSound: () => void (primed += 1) },
  });
  const actor = createActor(machine).start();
  return { actor, alarms, primed: () => primed, push: (s: LiveSignal) => push(s) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('channel monitor: live signals (docs/signal.md)', () => {
  it('a socket frame marks a channel down, a later one 信号恢复; the sound only when turned on', async () => {
    const h = harness([{ passagewayId: 1, state: 'up', since: 1 }]);
    await settle();
    expect(h.actor.getSnapshot().context.signals[1]?.state).toBe('up');
    h.push({ passagewayId: 1, state: 'down', since: 2 });
    expect(h.actor.getSnapshot().context.signals[1]?.state).toBe('down');
    expect(h.alarms).toEqual([]);
    h.push({ passagewayId: 1, state: 'up', since: 3 });
    expect(h.actor.getSnapshot().context.recovered).toEqual([1]);
    h.actor.send({ type: 'sound.toggle' });
    expect(h.actor.getSnapshot().context.sound).toBe(true);
    expect(h.primed()).toBe(1);
    h.push({ passagewayId: 1, state: 'down', since: 4 });
    expect(h.alarms).toEqual([1]);
    expect(h.actor.getSnapshot().context.recovered).toEqual([]);
    // Down again while down: no second alarm.
    h.push({ passagewayId: 1, state: 'down', since: 5 });
    expect(h.alarms).toEqual([1]);
    h.actor.send({ type: 'sound.toggle' });
    expect(h.actor.getSnapshot().context.sound).toBe(false);
  });

  it('a load that reads a channel back up after it was down shows 信号恢复', async () => {
    const h = harness([{ passagewayId: 2, state: 'up', since: 9 }]);
    h.push({ passagewayId: 2, state: 'down', since: 5 });
    await settle();
    expect(h.actor.getSnapshot().context.recovered).toEqual([2]);
  });
});
