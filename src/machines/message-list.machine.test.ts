import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { MessageItem } from '../../shared/message-types.js';
import { messageListMachine } from './message-list.machine.js';
import { firstLoadAfterDelay } from '../testing/first-load.js';

const item = (msgId: number): MessageItem => ({
  msgId, msgType: 1, name: '邀请', title: `t${msgId}`, viewContent: 'v', link: '', readFlag: 0, createTime: msgId, senderName: '系统', inviteStatus: 0,
});

function harness(pages: Record<number, MessageItem[]>, total = 12) {
  const calls: string[] = [];
  const machine = messageListMachine.provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        calls.push(`load ${input.msgType} ${input.pageIndex}`);
        return { list: pages[input.pageIndex] ?? [], total, pageIndex: input.pageIndex, pageSize: input.pageSize };
      }),
      read: fromPromise(async ({ input }) => void calls.push(`read ${input.msgId}`)),
      remove: fromPromise(async ({ input }) => void calls.push(`remove ${input.msgId}`)),
      answer: fromPromise(async ({ input }) => void calls.push(`answer ${input.msgId} ${input.accept}`)),
    },
  });
  const actor = createActor(machine, { input: { msgType: 1 } }).start();
  return { actor, calls, ready: () => waitFor(actor, (s) => s.matches('ready')) };
}

describe('message list machine', () => {
  it('loads a page, reads and answers, then reloads', async () => {
    const h = harness({ 1: [item(1), item(2)], 2: [item(3)] });
    await h.ready();
    expect(h.actor.getSnapshot().context.list).toHaveLength(2);
    h.actor.send({ type: 'page.go', pageIndex: 2 });
    await h.ready();
    h.actor.send({ type: 'item.read', msgId: 3 });
    await h.ready();
    h.actor.send({ type: 'invite.answer', msgId: 3, accept: true });
    await h.ready();
    expect(h.calls).toEqual(['load 1 1', 'load 1 2', 'read 3', 'load 1 2', 'answer 3 true', 'load 1 2']);
  });

  it('deletes only after confirmation and steps back from an emptied page', async () => {
    const pages: Record<number, MessageItem[]> = { 1: [item(1)], 2: [item(2)] };
    const h = harness(pages);
    await h.ready();
    h.actor.send({ type: 'page.go', pageIndex: 2 });
    await h.ready();
    h.actor.send({ type: 'item.delete', msgId: 2 });
    expect(h.actor.getSnapshot().matches('confirming')).toBe(true);
    h.actor.send({ type: 'delete.cancel' });
    expect(h.calls.filter((c) => c.startsWith('remove'))).toEqual([]);
    h.actor.send({ type: 'item.delete', msgId: 2 });
    delete pages[2];
    h.actor.send({ type: 'delete.confirm' });
    await waitFor(h.actor, (s) => s.matches('ready') && s.context.pageIndex === 1);
    expect(h.calls.slice(-3)).toEqual(['remove 2', 'load 1 2', 'load 1 1']);
    expect(h.actor.getSnapshot().context.pendingDelete).toBeNull();
  });

  it('shows a failure and reloads on request', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue({ list: [], total: 0, pageIndex: 1, pageSize: 10 });
    const actor = createActor(messageListMachine.provide({ actors: { load: fromPromise(load) } }), { input: { msgType: 0 } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('x');
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('');
  });
});

describe('message list: the shared table paging (spec 001 §9)', () => {
  it('5 messages a page, first load after 300 ms, a size selector back to page 1', async () => {
    const asked: { pageIndex: number; pageSize: number }[] = [];
    const clock = new SimulatedClock();
    const machine = messageListMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { msgType: number; pageIndex: number; pageSize: number } }) => {
          asked.push({ pageIndex: input.pageIndex, pageSize: input.pageSize });
          return { list: [] as MessageItem[], total: 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
        }),
      },
    });
    const actor = createActor(machine, { input: { msgType: 2 }, clock }).start();
    await firstLoadAfterDelay(actor, clock, asked);
    expect(asked).toEqual([{ pageIndex: 1, pageSize: 5 }]);
    actor.send({ type: 'page.size', pageSize: 20 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageSize === 20);
    expect(asked.at(-1)).toEqual({ pageIndex: 1, pageSize: 20 });
  });
});
