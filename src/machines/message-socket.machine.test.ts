import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createTestModel } from '@xstate/graph';
import { MESSAGE_TYPES, type MessageItem, type MessageSummary } from '../../shared/message-types.js';
import { badgeText, MESSAGE_SOCKET_DELAYS, messageSocketMachine, reconnectDelay, unreadTotal } from './message-socket.machine.js';
import { fakeSockets, replayPaths, socketPathEvents } from '../testing/fake-socket.js';
import { rightsFrame } from '../../shared/rights-frame.js';
import { modelChart } from '../../tests/model/harness.js';

const summary = (counts: number[]): MessageSummary[] =>
  MESSAGE_TYPES.map((t, i) => ({ msgType: t.msgType, name: t.name, unReadCount: counts[i] ?? 0 }));
const message: MessageItem = {
  msgId: 9, msgType: 7, name: '预警', title: '暴雨预警', viewContent: '今晚有暴雨', link: '', readFlag: 0, createTime: 1, senderName: '管理员', inviteStatus: 0,
};

function harness() {
  const sockets = fakeSockets();
  const clock = new SimulatedClock();
  const socketError = vi.fn();
  const notify = vi.fn();
  const tellRightsChanged = vi.fn();
  const machine = messageSocketMachine.provide({
    actors: { socket: sockets.logic },
    actions: { socketError, tellRightsChanged },
  });
  const actor = createActor(machine, { input: { url: 'ws://host/websocket/7-&-1-&-1?token=t' }, clock });
  actor.on('message.arrived', (e) => notify(e.item));
  actor.start();
  return { actor, sockets, clock, socketError, notify, tellRightsChanged };
}

describe('message-centre socket machine', () => {
  it('opens the socket at the given url and asks for the counts on open', () => {
    const { actor, sockets } = harness();
    expect(actor.getSnapshot().matches({ active: 'connecting' })).toBe(true);
    expect(sockets.current.url).toBe('ws://host/websocket/7-&-1-&-1?token=t');
    sockets.current.report({ type: 'socket.open' });
    expect(actor.getSnapshot().matches({ active: { open: 'idle' } })).toBe(true);
    expect(sockets.current.sent).toEqual(['getMessageCount']);
  });

  it('sends keepHeart every 1800000 ms and not before', () => {
    const { sockets, clock } = harness();
    sockets.current.report({ type: 'socket.open' });
    clock.increment(MESSAGE_SOCKET_DELAYS.keepAlive - 1);
    expect(sockets.current.sent).toEqual(['getMessageCount']);
    clock.increment(1);
    expect(sockets.current.sent).toEqual(['getMessageCount', 'keepHeart']);
    clock.increment(MESSAGE_SOCKET_DELAYS.keepAlive);
    expect(sockets.current.sent).toEqual(['getMessageCount', 'keepHeart', 'keepHeart']);
  });

  it('keeps a summary list; a new message is notified and the counts asked again', () => {
    const { actor, sockets, notify } = harness();
    sockets.current.report({ type: 'socket.open' });
    sockets.current.report({ type: 'socket.message', data: JSON.stringify(summary([1, 0, 2])) });
    expect(unreadTotal(actor.getSnapshot().context.summary)).toBe(3);
    sockets.current.report({ type: 'socket.message', data: JSON.stringify(message) });
    expect(notify).toHaveBeenCalledWith(message);
    expect(actor.getSnapshot().context.last).toEqual(message);
    expect(sockets.current.sent).toEqual(['getMessageCount', 'getMessageCount']);
    // Garbage changes nothing.
    sockets.current.report({ type: 'socket.message', data: 'not json' });
    sockets.current.report({ type: 'socket.message', data: '{"x":1}' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(unreadTotal(actor.getSnapshot().context.summary)).toBe(3);
  });

  it('tells the session when the server says the user\'s rights changed: no notification, no new count', () => {
    const { sockets, notify, tellRightsChanged } = harness();
    sockets.current.report({ type: 'socket.open' });
    sockets.current.report({ type: 'socket.message', data: rightsFrame(1) });
    expect(tellRightsChanged).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    expect(sockets.current.sent).toEqual(['getMessageCount']);
    // a message whose text merely mentions it is a message
    sockets.current.report({ type: 'socket.message', data: JSON.stringify({ ...message, viewContent: '{"rightsChanged":1}' }) });
    expect(tellRightsChanged).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('zeroes the counter on mark-all-read and asks again on refresh', () => {
    const { actor, sockets } = harness();
    sockets.current.report({ type: 'socket.open' });
    sockets.current.report({ type: 'socket.message', data: JSON.stringify(summary([5, 6])) });
    actor.send({ type: 'counts.zero' });
    expect(actor.getSnapshot().context.summary.map((s) => s.unReadCount)).toEqual(new Array(11).fill(0));
    actor.send({ type: 'counts.refresh' });
    expect(sockets.current.sent.at(-1)).toBe('getMessageCount');
  });

  it('toasts the socket error once per failure streak and reopens with doubling backoff', () => {
    const { actor, sockets, clock, socketError } = harness();
    sockets.current.report({ type: 'socket.error' });
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    expect(socketError).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(sockets.all[0]!.stopped).toBe(true);
    clock.increment(reconnectDelay(1) - 1);
    expect(sockets.all).toHaveLength(1);
    clock.increment(1);
    expect(sockets.all).toHaveLength(2);
    // Second failure: no second toast, a longer wait.
    sockets.current.report({ type: 'socket.error' });
    sockets.current.report({ type: 'socket.closed', code: 1006 });
    expect(socketError).toHaveBeenCalledTimes(1);
    clock.increment(reconnectDelay(1));
    expect(sockets.all).toHaveLength(2);
    clock.increment(reconnectDelay(2) - reconnectDelay(1));
    expect(sockets.all).toHaveLength(3);
    // Opening resets the streak; the keepHeart timer starts afresh.
    sockets.current.report({ type: 'socket.open' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    sockets.current.report({ type: 'socket.error' });
    expect(socketError).toHaveBeenCalledTimes(2);
  });

  it('caps the backoff and the badge text', () => {
    expect([1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 10000]);
    expect([0, 99, 100, 5000].map(badgeText)).toEqual(['0', '99', '99+', '99+']);
  });

  it('stops reopening after 4401 and on stop', () => {
    const a = harness();
    a.sockets.current.report({ type: 'socket.closed', code: 4401 });
    expect(a.actor.getSnapshot().matches('unauthorized')).toBe(true);
    a.clock.increment(60_000);
    expect(a.sockets.all).toHaveLength(1);
    const b = harness();
    b.sockets.current.report({ type: 'socket.open' });
    b.actor.send({ type: 'socket.stop' });
    expect(b.actor.getSnapshot().status).toBe('done');
    expect(b.sockets.current.stopped).toBe(true);
  });

  it('agrees with its abstract model on every generated path', async () => {
    const model = createTestModel(modelChart(messageSocketMachine, { invocations: 'drop' }), {
      events: [
        { type: 'socket.open' },
        { type: 'socket.error' },
        { type: 'socket.closed', code: 1006 },
        { type: 'socket.closed', code: 4401 },
        { type: 'socket.message', data: JSON.stringify(summary([1])) },
        { type: 'socket.message', data: JSON.stringify(message) },
        { type: 'socket.message', data: rightsFrame(1) },
        { type: 'counts.zero' },
        { type: 'after.keepAlive' },
        { type: 'after.reconnect' },
        { type: 'socket.stop' },
      ],
    });
    const paths = model.getShortestPaths({
      input: { url: 'ws://host/websocket/7-&-1-&-1?token=t' },
      // Failures in a row matter as none, one, or more (the toast and the first backoff).
      serializeState: (s) => `${JSON.stringify(s.value)}|${Math.min(s.context.attempt, 2)}|${unreadTotal(s.context.summary) > 0}`,
    });
    expect(paths.length).toBeGreaterThan(4);
    const reached = await replayPaths(
      paths,
      harness,
      (run) =>
        socketPathEvents(
          run,
          { keepAlive: MESSAGE_SOCKET_DELAYS.keepAlive, reconnectDelay },
          ['socket.open', 'socket.error', 'socket.closed', 'socket.message'],
          ['counts.zero', 'socket.stop'],
        ),
      ({ actor }, state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(Math.min(actor.getSnapshot().context.attempt, 2)).toBe(Math.min(state.context.attempt, 2));
      },
    );
    expect([...reached]).toEqual(
      expect.arrayContaining(['{"active":"connecting"}', '{"active":{"open":"idle"}}', '"waiting"', '"unauthorized"', '"stopped"']),
    );
  });
});
