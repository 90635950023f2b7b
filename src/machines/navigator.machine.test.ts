import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { navigatorMachine, type NavigatorEvent } from './navigator.machine.js';

function start() {
  const done: string[] = [];
  const questions: { ask?: (e: EventObject) => void } = {};
  const actor = createActor(
    navigatorMachine.provide({
      actors: {
        leaveQuestions: fromCallback<EventObject>(({ sendBack }) => {
          questions.ask = sendBack;
        }),
      },
      actions: {
        go: (_, p) => void done.push(`go ${p.to}`),
        openUrl: (_, p) => void done.push(`open ${p.url} ${p.newWindow}`),
        openTerminal: () => void done.push('terminal'),
        answerLeave: (_, p) => void done.push(`answer ${p.ok}`),
      },
    }),
  ).start();
  return { actor, done, ask: (e: NavigatorEvent) => questions.ask!(e) };
}

describe('navigator machine', () => {
  it('goes in-app through the leave check, opens outside addresses and the web terminal', () => {
    const { actor, done } = start();
    actor.send({ type: 'nav.go', to: '/a' });
    actor.send({ type: 'nav.open', url: 'https://x.cn', newWindow: true });
    actor.send({ type: 'nav.terminal' });
    expect(done).toEqual(['go /a', 'open https://x.cn true', 'terminal']);
  });

  it('shows a leave question until it is answered or gone', () => {
    const { actor, done, ask } = start();
    ask({ type: 'leave.asked', message: '稿件有未保存的修改，确定离开吗？' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('稿件有未保存的修改，确定离开吗？');
    actor.send({ type: 'leave.answer', ok: false });
    expect(done).toEqual(['answer false']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    ask({ type: 'leave.asked', message: null });
    ask({ type: 'leave.settled' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
