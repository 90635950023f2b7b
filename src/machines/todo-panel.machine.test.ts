import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import type { TodoItem } from '../../shared/todo.js';
import { TODO_DEBOUNCE_MS, todoPanelMachine } from './todo-panel.machine.js';

const row = (count: number): TodoItem => ({ kind: 'rejected', label: '我被驳回的稿件', count, path: '/contentProduction/manuscripts?own=1&status=2', parts: [] });
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answers: (() => Promise<TodoItem[]>)[]) {
  const clock = new SimulatedClock();
  let asked = 0;
  let tell: (e: EventObject) => void = () => {};
  const machine = todoPanelMachine.provide({
    actors: {
      loadTodo: fromPromise(() => answers[Math.min(asked++, answers.length - 1)]!()),
      todoChanges: fromCallback(({ sendBack }) => {
        tell = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, asked: () => asked, change: () => tell({ type: 'todo.changed' }) };
}

describe('todoPanel', () => {
  it('a burst of changes asks once after the quiet time, keeping the counts shown', async () => {
    const t = start([async () => [row(0)], async () => [row(3)]]);
    await flush();
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
    t.change();
    t.change();
    t.clock.increment(TODO_DEBOUNCE_MS - 1);
    t.change();
    expect(t.actor.getSnapshot().matches('waiting')).toBe(true);
    expect(t.actor.getSnapshot().context.items).toEqual([row(0)]);
    t.clock.increment(TODO_DEBOUNCE_MS);
    await flush();
    expect(t.asked()).toBe(2);
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
    expect(t.actor.getSnapshot().context.items).toEqual([row(3)]);
  });

  it('a change told while asking asks once more; a failed refresh keeps the counts', async () => {
    let release: (v: TodoItem[]) => void = () => {};
    const t = start([() => new Promise((r) => (release = r)), async () => Promise.reject(new Error('网络异常'))]);
    t.change();
    release([row(1)]);
    await flush();
    expect(t.actor.getSnapshot().matches('waiting')).toBe(true);
    t.clock.increment(TODO_DEBOUNCE_MS);
    await flush();
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ items: [row(1)], error: '网络异常' });
  });

  it('a failed first load waits for 重新加载', async () => {
    const t = start([async () => Promise.reject(new Error('服务器异常')), async () => [row(0)]]);
    await flush();
    expect(t.actor.getSnapshot().matches('failed')).toBe(true);
    t.actor.send({ type: 'todo.reload' });
    await flush();
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
  });
});
