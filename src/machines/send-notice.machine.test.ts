import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sendNoticeMachine } from './send-notice.machine.js';
import { messageSettingsMachine } from './message-settings.machine.js';

describe('send-notice machine', () => {
  it('refuses an incomplete form, sends a complete one to the chosen user and closes', async () => {
    const send = vi.fn(async (_input: unknown) => ({ count: 1 }));
    const shown = vi.fn();
    const actor = createActor(
      sendNoticeMachine.provide({
        actors: { loadRecipients: fromPromise(async () => [{ webUserId: 5, webUserName: '编辑', account: 'e' }]), send: fromPromise(async ({ input }) => send(input as never)) },
        actions: { showSent: (_, p) => shown(p.count) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.recipients).toHaveLength(1);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'notice.send' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    actor.send({ type: 'field.change', name: 'to', value: '5' });
    actor.send({ type: 'field.change', name: 'msgType', value: '7' });
    actor.send({ type: 'field.change', name: 'title', value: ' 暴雨预警 ' });
    actor.send({ type: 'field.change', name: 'viewContent', value: '今晚有暴雨' });
    actor.send({ type: 'notice.send' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(send).toHaveBeenCalledWith({ userIds: [5], msgType: 7, title: '暴雨预警', viewContent: '今晚有暴雨' });
    expect(shown).toHaveBeenCalledWith(1);
  });
});

describe('message settings machine', () => {
  it('loads, toggles and saves the received types', async () => {
    const save = vi.fn(async (_input: unknown) => null);
    const actor = createActor(
      messageSettingsMachine.provide({
        actors: {
          load: fromPromise(async () => ({ msgTypes: '0,1', list: [{ msgType: 0, name: '创作', enabled: true }, { msgType: 1, name: '邀请', enabled: true }, { msgType: 2, name: '评论', enabled: false }] })),
          save: fromPromise(async ({ input }) => save(input)),
        },
        actions: { saved: () => undefined },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'type.toggle', msgType: 1 });
    actor.send({ type: 'type.toggle', msgType: 2 });
    expect(actor.getSnapshot().context.enabled).toEqual([0, 2]);
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(save).toHaveBeenCalledWith({ types: [0, 2] });
  });
});
