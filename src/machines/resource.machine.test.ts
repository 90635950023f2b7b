import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from './resource.machine.js';

describe('resource machine', () => {
  it('loads, fails with the message and reloads', async () => {
    let n = 0;
    const machine = createResourceMachine<number>('test').provide({
      actors: {
        load: fromPromise(async () => {
          if (++n === 1) throw new Error('文件不存在');
          return n;
        }),
      },
    });
    const a = createActor(machine).start();
    await waitFor(a, (s) => s.matches('failed'));
    expect(a.getSnapshot().context.error).toBe('文件不存在');
    a.send({ type: 'resource.reload' });
    await waitFor(a, (s) => s.matches('loaded'));
    expect(a.getSnapshot().context.data).toBe(2);
  });
});
