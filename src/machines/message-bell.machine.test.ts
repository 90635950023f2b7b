import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { MessageItem } from '../../shared/message-types.js';
import { messageBellMachine } from './message-bell.machine.js';
import { messageSocketMachine } from './message-socket.machine.js';
import { fakeSockets } from '../testing/fake-socket.js';

const item = (msgId: number): MessageItem => ({
  msgId, msgType: 0, name: '创作', title: `t${msgId}`, viewContent: 'v', link: '', readFlag: 0, createTime: msgId, senderName: '系统', inviteStatus: 0,
});

describe('message bell machine', () => {
  it('loads the five newest unread on open; mark-all-read shows the server message and zeroes the counter', async () => {
    const sockets = fakeSockets();
    const socket = createActor(messageSocketMachine.provide({ actors: { socket: sockets.logic } }), { input: { url: 'ws://x' }, clock: new SimulatedClock() }).start();
    sockets.current.report({ type: 'socket.open' });
    sockets.current.report({ type: 'socket.message', data: JSON.stringify([{ msgType: 0, name: '创作', unReadCount: 120 }]) });
    const shown = vi.fn();
    const load = vi.fn(async () => [item(2), item(1)]);
    const bell = createActor(
      messageBellMachine.provide({
        actors: { loadLatest: fromPromise(load), readAll: fromPromise(async () => '全部消息已标记为已读') },
        actions: { showServerMessage: (_, p) => shown(p.msg) },
      }),
      { input: { socket } },
    ).start();
    expect(bell.getSnapshot().can({ type: 'bell.readAll' })).toBe(false);
    bell.send({ type: 'bell.open' });
    await waitFor(bell, (s) => s.matches({ open: 'ready' }));
    expect(bell.getSnapshot().context.latest.map((m) => m.msgId)).toEqual([2, 1]);
    bell.send({ type: 'bell.readAll' });
    expect(bell.getSnapshot().matches({ open: 'markingAll' })).toBe(true);
    await waitFor(bell, (s) => s.matches({ open: 'ready' }));
    expect(shown).toHaveBeenCalledWith('全部消息已标记为已读');
    expect(bell.getSnapshot().context.latest).toEqual([]);
    expect(socket.getSnapshot().context.summary[0]!.unReadCount).toBe(0);
    bell.send({ type: 'bell.close' });
    expect(bell.getSnapshot().matches('closed')).toBe(true);
  });

  it('a message opened from the list closes the bell, is marked read and leaves the list', async () => {
    const read = vi.fn(async (_: { input: { msgId: number } }): Promise<unknown> => null);
    const bell = createActor(
      messageBellMachine.provide({ actors: { loadLatest: fromPromise(async () => [item(2), item(1)]), readOne: fromPromise(read) } }),
      { input: { socket: null } },
    ).start();
    bell.send({ type: 'bell.open' });
    await waitFor(bell, (s) => s.matches({ open: 'ready' }));
    bell.send({ type: 'item.open', msgId: 2, reachable: true });
    expect(bell.getSnapshot().matches({ closed: 'reading' })).toBe(true);
    expect(bell.getSnapshot().context.latest.map((m) => m.msgId)).toEqual([1]);
    await waitFor(bell, (s) => s.matches({ closed: 'idle' }));
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ input: { msgId: 2 } }));
  });

  it('a message whose item the user may not open is marked read and the bell says why (from a notification too, bell closed)', async () => {
    const told = vi.fn();
    const bell = createActor(
      messageBellMachine.provide({ actors: { readOne: fromPromise(async (_: { input: { msgId: number } }): Promise<unknown> => null) }, actions: { tellUnreachable: told } }),
      { input: { socket: null } },
    ).start();
    bell.send({ type: 'item.open', msgId: 3, reachable: false });
    expect(told).toHaveBeenCalledTimes(1);
    await waitFor(bell, (s) => s.matches({ closed: 'idle' }));
  });

  it('keeps the list when marking fails', async () => {
    const bell = createActor(
      messageBellMachine.provide({
        actors: { loadLatest: fromPromise(async () => [item(1)]), readAll: fromPromise(async () => Promise.reject(new Error('x'))) },
      }),
      { input: { socket: null } },
    ).start();
    bell.send({ type: 'bell.open' });
    await waitFor(bell, (s) => s.matches({ open: 'ready' }));
    bell.send({ type: 'bell.readAll' });
    await waitFor(bell, (s) => s.matches({ open: 'ready' }));
    expect(bell.getSnapshot().context.latest).toHaveLength(1);
  });
});
