import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActivityDetail, DrawRecord } from '../../shared/activities.js';
import { lotteryDrawMachine, type DrawLoadOutput } from './lottery-draw.machine.js';

const detail = (remaining: number[], winners: number): ActivityDetail => ({
  id: 1, kind: 'lottery', name: '年会', description: '', participantCount: 5, prizeCount: 2, stockTotal: 5, remainingTotal: remaining[0]! + remaining[1]!, winnerCount: winners, drawCount: winners ? 1 : 0, createdAt: 1,
  prizes: [{ id: 11, name: '一等奖', stock: 2, remaining: remaining[0]!, sort: 1 }, { id: 12, name: '二等奖', stock: 3, remaining: remaining[1]!, sort: 2 }],
  participants: [],
});

describe('lotteryDraw', () => {
  it('after a draw the activity is read again, the next prize with stock is chosen and a new draw can start', async () => {
    let drawn = false;
    const notes: string[] = [];
    const machine = lotteryDrawMachine.provide({
      actors: {
        load: fromPromise<DrawLoadOutput, { activityId: number }>(async () => ({ activities: [], activity: drawn ? detail([0, 3], 2) : detail([2, 3], 0) })),
        draw: fromPromise<DrawRecord, { activityId: number; prizeId: number; count: number }>(async () => {
          drawn = true;
          return { result: ['A001', 'A002'] } as DrawRecord;
        }),
      },
      actions: { notify: (_, p) => notes.push(p.text) },
    });
    const actor = createActor(machine, { input: { activityId: 1 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.prizeId).toBe(11);
    actor.send({ type: 'count.change', count: 3 });
    actor.send({ type: 'draw.request' });
    expect(actor.getSnapshot().context.error).toBe('奖品库存不足');
    actor.send({ type: 'count.change', count: 2 });
    actor.send({ type: 'draw.request' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'draw.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    const s = actor.getSnapshot();
    expect(notes).toEqual(['开奖成功']);
    expect(s.context.prizeId).toBe(12);
    expect(s.context.last?.result).toEqual(['A001', 'A002']);
    expect(s.can({ type: 'draw.request' })).toBe(true);
  });
});
