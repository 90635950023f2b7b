import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createTestModel } from '@xstate/graph';
import type { LiveFrame } from '../../shared/live-messages.js';
import { LIVE_SOCKET_DELAYS, liveReconnectDelay, liveSocketMachine } from './live-socket.machine.js';
import { messageSocketMachine } from './message-socket.machine.js';
import { applyFrame, emptyLists } from './live-messages.js';
import { fakeSockets, replayPaths, socketPathEvents } from '../testing/fake-socket.js';
import { modelChart } from '../../tests/model/harness.js';

const frame = (seq: number, over: Partial<LiveFrame> = {}): LiveFrame => ({
  seq, busType: 0, operationType: 0, topFlag: 0, content: `问题${seq}`, nickname: '观众', createTime: seq, ...over,
});
const msg = (data: unknown) => ({ type: 'socket.message' as const, data: JSON.stringify(data) });
const seqs = (list: LiveFrame[]) => list.map((f) => f.seq);

function harness() {
  const sockets = fakeSockets();
  const clock = new SimulatedClock();
  const errors: string[] = [];
  const machine = liveSocketMachine.provide({ actors: { socket: sockets.logic }, actions: { socketError: (_, p) => void errors.push(p.text) } });
  const actor = createActor(machine, { input: { url: 'ws://host/websocket/live/3' }, clock });
  actor.start();
  const open = () => sockets.current.report({ type: 'socket.open' });
  const ctx = () => actor.getSnapshot().context;
  return { actor, sockets, clock, open, ctx, errors };
}

describe('live message rules', () => {
  it('replaces the lists with an array, keeping normal and pinned apart', () => {
    const lists = applyFrame({ ...emptyLists(), normal: [frame(99)] }, [frame(3), frame(2, { topFlag: 1 }), frame(1)]);
    expect(seqs(lists.normal)).toEqual([3, 1]);
    expect(seqs(lists.pinned)).toEqual([2]);
  });

  it('adds new items at the front unless the seq exists, and removes by seq from either list', () => {
    let lists = applyFrame(emptyLists(), [frame(1)]);
    lists = applyFrame(lists, frame(2));
    lists = applyFrame(lists, frame(1, { content: 'dup' }));
    lists = applyFrame(lists, frame(3, { topFlag: 1 }));
    expect(seqs(lists.normal)).toEqual([2, 1]);
    expect(lists.normal[1]!.content).toBe('问题1');
    expect(seqs(lists.pinned)).toEqual([3]);
    lists = applyFrame(lists, frame(3, { operationType: 1 }));
    lists = applyFrame(lists, frame(1, { operationType: 1 }));
    expect(seqs(lists.pinned)).toEqual([]);
    expect(seqs(lists.normal)).toEqual([2]);
  });

  it('moves an item to the pinned list on remove-then-add (how the server pins)', () => {
    let lists = applyFrame(emptyLists(), [frame(5)]);
    lists = applyFrame(lists, frame(5, { operationType: 1 }));
    lists = applyFrame(lists, frame(5, { topFlag: 1 }));
    expect(seqs(lists.normal)).toEqual([]);
    expect(seqs(lists.pinned)).toEqual([5]);
  });
});

describe('live socket machine', () => {
  it('connects, applies frames, and empties the message state on close', () => {
    const { sockets, open, ctx, actor } = harness();
    expect(sockets.current.url).toBe('ws://host/websocket/live/3');
    open();
    expect(actor.getSnapshot().matches({ active: { open: 'beating' } })).toBe(true);
    sockets.current.report(msg([frame(2), frame(1, { topFlag: 1 })]));
    sockets.current.report(msg(frame(3, { busType: 1, replyToSeq: 2, question: '观众：问题2' })));
    expect(seqs(ctx().normal)).toEqual([3, 2]);
    expect(seqs(ctx().pinned)).toEqual([1]);
    sockets.current.report({ type: 'socket.message', data: 'garbage' });
    expect(seqs(ctx().normal)).toEqual([3, 2]);
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(ctx()).toMatchObject({ normal: [], pinned: [], notices: [] });
  });

  it('drops tips and auditing notices after 3000 ms', () => {
    const { sockets, open, ctx, clock } = harness();
    open();
    sockets.current.report(msg(frame(10, { busType: 2, content: '直播即将开始' })));
    clock.increment(1000);
    sockets.current.report(msg(frame(11, { busType: 3, content: '您的提问已提交' })));
    expect(seqs(ctx().notices)).toEqual([11, 10]);
    expect(ctx().normal).toEqual([]);
    clock.increment(LIVE_SOCKET_DELAYS.notice - 1000 - 1);
    expect(seqs(ctx().notices)).toEqual([11, 10]);
    clock.increment(1);
    expect(seqs(ctx().notices)).toEqual([11]);
    clock.increment(1000);
    expect(ctx().notices).toEqual([]);
  });

  it('checks the socket every 300000 ms and reconnects with backoff when it is not open', () => {
    const { sockets, open, clock, actor } = harness();
    open();
    clock.increment(LIVE_SOCKET_DELAYS.keepAlive - 1);
    expect(sockets.current.checks).toBe(0);
    clock.increment(1);
    expect(sockets.current.checks).toBe(1);
    expect(sockets.current.sent).toEqual(['{"action":"ping"}']);
    clock.increment(LIVE_SOCKET_DELAYS.keepAlive);
    expect(sockets.current.checks).toBe(2);
    // The check found it not open: the socket actor reports a close.
    sockets.current.report({ type: 'socket.closed', code: 4000 });
    expect(sockets.all[0]!.stopped).toBe(true);
    clock.increment(liveReconnectDelay(1));
    expect(sockets.all).toHaveLength(2);
    expect(actor.getSnapshot().matches({ active: 'connecting' })).toBe(true);
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    clock.increment(liveReconnectDelay(2) - 1);
    expect(sockets.all).toHaveLength(2);
    clock.increment(1);
    expect(sockets.all).toHaveLength(3);
    open();
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('sends questions and moderation as JSON commands, only while open and never blank', () => {
    const { sockets, open, actor } = harness();
    expect(actor.getSnapshot().can({ type: 'live.ask', content: '你好' })).toBe(false);
    open();
    expect(actor.getSnapshot().can({ type: 'live.ask', content: '   ' })).toBe(false);
    actor.send({ type: 'live.ask', content: '  你好  ', nickname: '小李' });
    actor.send({ type: 'live.reply', seq: 4, content: '好的' });
    actor.send({ type: 'live.pin', seq: 4, topFlag: 1 });
    actor.send({ type: 'live.remove', seq: 4 });
    expect(sockets.current.sent.map((s) => JSON.parse(s))).toEqual([
      { action: 'ask', content: '你好', nickname: '小李' },
      { action: 'reply', seq: 4, content: '好的' },
      { action: 'pin', seq: 4, topFlag: 1 },
      { action: 'remove', seq: 4 },
    ]);
    actor.send({ type: 'socket.stop' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(sockets.current.stopped).toBe(true);
  });

  it('a socket error says socket服务异常，您可能收不到通知 once per failure streak (as the message-centre socket)', () => {
    const { sockets, clock, open, errors, actor } = harness();
    sockets.current.report({ type: 'socket.error' });
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    expect(errors).toEqual(['socket服务异常，您可能收不到通知']);
    clock.increment(liveReconnectDelay(1));
    sockets.current.report({ type: 'socket.error' });
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    expect(errors).toHaveLength(1);
    clock.increment(liveReconnectDelay(2));
    open();
    expect(actor.getSnapshot().context.attempt).toBe(0);
    sockets.current.report({ type: 'socket.error' });
    expect(errors).toHaveLength(2);
  });

  it('names its keep-alive timer as the message-centre socket does (keepAlive)', () => {
    expect(Object.keys(liveSocketMachine.implementations.delays)).toContain('keepAlive');
    expect(Object.keys(messageSocketMachine.implementations.delays)).toContain('keepAlive');
  });

  it('agrees with its abstract model on every generated path', async () => {
    const model = createTestModel(modelChart(liveSocketMachine, { invocations: 'drop' }), {
      events: [
        { type: 'socket.open' },
        { type: 'socket.closed', code: 1006 },
        msg([frame(1), frame(2, { topFlag: 1 })]),
        msg(frame(3)),
        msg(frame(1, { operationType: 1 })),
        { type: 'after.keepAlive' },
        { type: 'after.reconnect' },
        { type: 'socket.stop' },
      ],
    });
    const paths = model.getShortestPaths({
      input: { url: 'ws://host/websocket/live/3' },
      serializeState: (s) => `${JSON.stringify(s.value)}|${Math.min(s.context.attempt, 2)}|${seqs(s.context.normal)}|${seqs(s.context.pinned)}`,
    });
    expect(paths.length).toBeGreaterThan(4);
    const reached = await replayPaths(
      paths,
      harness,
      (run) => socketPathEvents(run, { keepAlive: LIVE_SOCKET_DELAYS.keepAlive, reconnectDelay: liveReconnectDelay }, ['socket.open', 'socket.closed', 'socket.message'], ['socket.stop']),
      ({ actor }, state) => {
        const real = actor.getSnapshot();
        expect(real.value).toEqual(state.value);
        expect(seqs(real.context.normal)).toEqual(seqs(state.context.normal));
        expect(seqs(real.context.pinned)).toEqual(seqs(state.context.pinned));
        return state.context.pinned.length ? 'pinned' : undefined;
      },
    );
    expect([...reached]).toEqual(expect.arrayContaining(['{"active":"connecting"}', '{"active":{"open":"beating"}}', '"waiting"', '"stopped"', 'pinned']));
  });
});
