import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { intervalJob } from '../../server/plugins/jobs.js';

describe('background jobs (plugins/jobs.ts)', () => {
  it('stops on app.close(): a run under way is awaited before the root closes (its database)', async () => {
    const events: string[] = [];
    let started!: () => void;
    const firstRun = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));

    const app = Fastify();
    app.addHook('onClose', async () => {
      events.push('root closed');
    });
    await app.register(
      intervalJob({
        name: 'test',
        everyMs: 1,
        run: async () => {
          events.push('run');
          started();
          await gate;
          events.push('run done');
        },
      }),
    );
    await app.ready();
    await firstRun;
    const closing = app.close();
    release();
    await closing;
    expect(events).toEqual(['run', 'run done', 'root closed']);
  });

  it('never overlaps runs and logs a failed run instead of stopping', async () => {
    let runs = 0;
    let second!: () => void;
    const twice = new Promise<void>((resolve) => (second = resolve));
    const app = Fastify();
    await app.register(
      intervalJob({
        name: 'failing',
        everyMs: 1,
        run: async () => {
          runs += 1;
          if (runs === 2) second();
          throw new Error('boom');
        },
      }),
    );
    await app.ready();
    await twice;
    await app.close();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
