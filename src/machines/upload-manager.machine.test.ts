import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { modelOf } from './test-model.js';
import { uploadManagerMachine } from './upload-manager.machine.js';

describe('upload manager popup', () => {
  it('refreshes the file list and closes one second after the last transfer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(uploadManagerMachine, { clock }).start();
    let refreshed = 0;
    actor.on('files.refresh', () => (refreshed += 1));
    actor.send({ type: 'queue.busy' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'queue.idle', paused: 1 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'queue.idle', paused: 0 });
    expect(refreshed).toBe(1);
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('generated paths cover every state and transition', async () => {
    const model = createTestModel(modelOf(uploadManagerMachine), {
      events: [
        { type: 'manager.open' },
        { type: 'manager.close' },
        { type: 'queue.busy' },
        { type: 'queue.idle', paused: 0 },
        { type: 'queue.idle', paused: 2 },
        { type: 'after.closeDelay' } as never,
      ],
    });
    const paths = model.getSimplePaths();
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(uploadManagerMachine, { clock }).start();
      await path.test({
        events: {
          'manager.open': () => void actor.send({ type: 'manager.open' }),
          'manager.close': () => void actor.send({ type: 'manager.close' }),
          'queue.busy': () => void actor.send({ type: 'queue.busy' }),
          'queue.idle': ({ event }) => void actor.send(event as { type: 'queue.idle'; paused: number }),
          ['after.closeDelay' as never]: () => clock.increment(1000),
        },
        states: {
          closed: () => expect(actor.getSnapshot().value).toBe('closed'),
          open: () => expect(actor.getSnapshot().value).toBe('open'),
          settling: () => expect(actor.getSnapshot().value).toBe('settling'),
        },
      });
    }
  });
});
