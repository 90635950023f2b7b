import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { changePasswordMachine, passwordErrors, PASSWORD_TEXTS } from './change-password.machine.js';

describe('change password', () => {
  it('checks the spec rules', () => {
    expect(passwordErrors({ oldPassword: '', password: '', repeatPassword: '' })).toEqual({
      oldPassword: '请输入原密码', password: '请输入新密码', repeatPassword: '请再输入一次新密码',
    });
    expect(passwordErrors({ oldPassword: 'a', password: 'ab c', repeatPassword: 'ab c' }).password).toBe('密码中只能包含数字字母或_$@');
    expect(passwordErrors({ oldPassword: 'a', password: 'Ab_$@1', repeatPassword: 'Ab_$@2' }).repeatPassword).toBe('您输入的两次密码不一致，请重试！');
    expect(passwordErrors({ oldPassword: 'a', password: 'Ab_$@1', repeatPassword: 'Ab_$@1' })).toEqual({});
  });

  it('an invalid submit says 请完善表单; a valid one changes, tells, and leaves after 3 s', async () => {
    const clock = new SimulatedClock();
    const notes: string[] = [];
    let left = 0;
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise(async () => 'ok') },
        actions: { notify: (_, p) => void notes.push(p.text), leave: () => void left++ },
      }),
      { clock },
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual([PASSWORD_TEXTS.incomplete]);
    actor.send({ type: 'field.change', name: 'oldPassword', value: 'Admin_123' });
    actor.send({ type: 'field.change', name: 'password', value: 'New_1234' });
    actor.send({ type: 'field.change', name: 'repeatPassword', value: 'New_1234' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(notes.at(-1)).toBe('修改密码,请重新登陆');
    clock.increment(2999);
    expect(left).toBe(0);
    clock.increment(1);
    expect(left).toBe(1);
  });
});
