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
    expect(a.getSnapshot().context.error).toBeNull();
  });

  it('hands its input to every load: the first, a reload, and a reload after a failure', async () => {
    const seen: { id: number }[] = [];
    let fail = false;
    const machine = createResourceMachine<string, { id: number }>('named').provide({
      actors: {
        load: fromPromise<string, { input: { id: number } }>(async ({ input }) => {
          seen.push(input.input);
          if (fail) throw new Error('稿件不存在');
          return `稿件 ${input.input.id}`;
        }),
      },
    });
    const a = createActor(machine, { input: { id: 7 } }).start();
    await waitFor(a, (s) => s.matches('loaded'));
    expect(a.getSnapshot().context).toMatchObject({ input: { id: 7 }, data: '稿件 7', error: null });

    fail = true;
    a.send({ type: 'resource.reload' });
    expect(a.getSnapshot().matches('loading')).toBe(true);
    await waitFor(a, (s) => s.matches('failed'));
    // a failed reload keeps what was loaded before and says why
    expect(a.getSnapshot().context).toMatchObject({ data: '稿件 7', error: '稿件不存在' });

    fail = false;
    a.send({ type: 'resource.reload' });
    await waitFor(a, (s) => s.matches('loaded'));
    expect(a.getSnapshot().context.error).toBeNull();
    expect(seen).toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
  });

  it('ignores a reload while it loads', async () => {
    let calls = 0;
    const machine = createResourceMachine<number>('slow').provide({
      actors: { load: fromPromise(() => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5))) },
    });
    const a = createActor(machine).start();
    a.send({ type: 'resource.reload' });
    await waitFor(a, (s) => s.matches('loaded'));
    expect(calls).toBe(1);
  });
});
